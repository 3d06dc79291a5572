import { call } from 'typed-redux-saga';
import { everySafely } from '@/lib/saga';
import { paths } from '@/config/paths';
import { trackPageView } from '@/platform/analytics';
import { removeSession, type SessionKey } from '@/platform/sessionStore';
import { locationChanged } from './locationSlice';

const AMOUNT_SHOWING_ROUTES: string[] = [paths.confirmation, paths.error];
const SHOWN_AMOUNT_KEYS: SessionKey[] = ['depositedAmount', 'withdrawnAmount'];

function* pageChanged(action: ReturnType<typeof locationChanged>) {
  const { pathname, previousPathname } = action.payload;
  yield* call(trackPageView, pathname);
  // Leaving /confirmation or /error forgets the amounts stored for them.
  if (AMOUNT_SHOWING_ROUTES.includes(previousPathname) && previousPathname !== pathname) {
    yield* call(removeSession, SHOWN_AMOUNT_KEYS);
  }
}

export function* navigationSaga() {
  yield* everySafely(locationChanged, pageChanged);
}
