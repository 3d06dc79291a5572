import { call, take } from 'typed-redux-saga';
import { transactionStarted } from '@/features/transaction/transactionSlice';
import { lazyFeatures } from './lazyFeatures';

/**
 * When the first deposit or withdrawal is sent, the confirmation's chunk is fetched alongside the
 * request instead of after its answer: on a phone network that is a round trip (half a second
 * and more) less between Deposit and the confirmation. Once is enough: the chunk is then cached.
 * A failed fetch is left to the route, which loads the chunk again (with its own error screen).
 */
export function* preloadConfirmationSaga(load: () => Promise<unknown> = lazyFeatures.confirmation) {
  yield* take(transactionStarted);
  try {
    yield* call(load);
  } catch {
    // Only an early fetch: the route fetches the chunk again when it is shown.
  }
}
