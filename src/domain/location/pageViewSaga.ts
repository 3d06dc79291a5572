import { call } from 'typed-redux-saga';
import { everySafely } from '@/lib/saga';
import { trackPageView } from '@/platform/analytics';
import { locationChanged } from './locationSlice';

function* pageChanged(action: ReturnType<typeof locationChanged>) {
  yield* call(trackPageView, action.payload.pathname);
}

/** Every screen shown is a page view for analytics (the path only, never its query). */
export function* pageViewSaga() {
  yield* everySafely(locationChanged, pageChanged);
}
