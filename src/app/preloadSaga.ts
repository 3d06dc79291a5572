import { call, getContext, take, takeEvery } from 'typed-redux-saga';
import { linkIntended } from '@/domain/location/locationSlice';
import { transactionStarted } from '@/domain/transaction/transactionSlice';
import { readyScreen, type LazyScreenModule } from './lazyFeature';
import { lazyFeatures } from './lazyFeatures';
import { findRoute } from './routes';
import type { AppStore } from '@/app/appStore';

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

function* readyIntendedScreen({ payload }: ReturnType<typeof linkIntended>) {
  const Screen = findRoute(payload.pathname)?.Screen;
  const store = yield* getContext<AppStore | undefined>('store');
  if (!store || !Screen || !('preload' in Screen)) return;
  try {
    yield* call(Screen.preload, store);
  } catch {
    // Only an early fetch: the route fetches the chunk again when it is shown.
  }
}

/**
 * A link pressed or focused readies its screen (chunk fetched, joined to the store) before the
 * click lands: a screen whose chunk is cached then renders at once on the hash change, where
 * React would otherwise commit 'Loading page' and hold it for its 300 ms reveal delay.
 */
export function* preloadIntendedScreenSaga() {
  yield* takeEvery(linkIntended, readyIntendedScreen);
}
