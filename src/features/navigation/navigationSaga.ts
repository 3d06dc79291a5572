import { call } from 'typed-redux-saga';
import { everySafely } from '@/lib/saga';
import { trackPageView } from '@/platform/analytics';
import { forgetStoredOutcome, OUTCOME_ROUTES } from '@/features/transaction/storedOutcome';
import { isWalletReturnRoute } from '@/features/transaction/walletReturnSaga';
import { locationChanged } from './locationSlice';

/**
 * A stored outcome lives only on its way to the screen that shows it: leaving /confirmation or
 * /error forgets it (spec section 3), and so does arriving anywhere but those screens or a
 * wallet return route (which completes or forgets a pending wallet deposit itself): a deposit
 * abandoned at the provider, or a page reloaded while a deposit was in flight, is never
 * confirmed later.
 */
function* pageChanged(action: ReturnType<typeof locationChanged>) {
  const { pathname, previousPathname } = action.payload;
  yield* call(trackPageView, pathname);
  const left = previousPathname !== pathname && OUTCOME_ROUTES.includes(previousPathname);
  const abandoned = !OUTCOME_ROUTES.includes(pathname) && !isWalletReturnRoute(pathname);
  if (left || abandoned) yield* forgetStoredOutcome();
}

export function* navigationSaga() {
  yield* everySafely(locationChanged, pageChanged);
}
