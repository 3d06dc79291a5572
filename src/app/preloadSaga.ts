import { call, getContext, take } from 'typed-redux-saga';
import { transactionStarted } from '@/domain/transaction/transactionSlice';
import { readyScreen, type LazyScreenModule } from './lazyFeature';
import { lazyFeatures } from './lazyFeatures';
import type { AppStore } from '@/store/types';

/**
 * When the first deposit or withdrawal is sent, the confirmation is readied alongside the request
 * instead of after its answer: its chunk fetched and joined to the store (the store comes in the
 * saga context), so on a phone network that is a round trip (half a second and more) less between
 * Deposit and the confirmation, and the screen then renders at once, with no fallback revealed up
 * to 300 ms later. Once is enough. A failed fetch is left to the route, which loads the chunk
 * again (with its own error screen).
 */
export function* preloadConfirmationSaga(
  load: () => Promise<LazyScreenModule> = lazyFeatures.confirmation,
) {
  yield* take(transactionStarted);
  try {
    const store = yield* getContext<AppStore | undefined>('store');
    yield* call(readyScreen, load, store);
  } catch {
    // Only an early fetch: the route fetches the chunk again when it is shown.
  }
}
