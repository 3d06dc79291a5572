import {
  applyMiddleware,
  configureStore,
  legacy_createStore,
  type Middleware,
  type Reducer,
  type Store,
  type StoreEnhancer,
} from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga } from 'redux-saga';
import { spawn } from 'redux-saga/effects';
import { logError } from '@/lib/log';
import { maskSensitive } from '@/lib/sanitize';
import { featureLoaded } from '@/store/featureLoaded';
import { rootReducer } from '@/domain/rootReducer';
import type { AppStore, FeatureModule, RootState } from '@/store/types';
import { eagerSagas } from './rootSaga';

interface StoreOptions {
  /** Replay and view tests run the reducers alone. */
  runSagas?: boolean;
  /** Added after the saga middleware (the sandbox's QA recorder). */
  extraMiddleware?: Middleware[];
  /** Outermost store enhancer outside production (tests: Redux DevTools' instrument, as the extension adds it). */
  enhancer?: StoreEnhancer;
}

export function setupStore(
  preloadedState?: Partial<RootState>,
  { runSagas = true, extraMiddleware = [], enhancer }: StoreOptions = {},
): AppStore {
  const sagaMiddleware = createSagaMiddleware({
    onError: (error) => logError('root saga', error),
  });
  const middleware = [sagaMiddleware, ...extraMiddleware];
  const store: Store<RootState> =
    process.env.NODE_ENV === 'production' && !__SANDBOX__
      ? // What configureStore adds to this store in production is auto-batching, which acts only
        // on actions marked for it (none here): the plain store is the same, 0.7 KB gzip less.
        // The sandbox build keeps Redux DevTools and its sanitizers: QA replays flows there.
        legacy_createStore(rootReducer, preloadedState, applyMiddleware(...middleware))
      : configureStore({
          reducer: rootReducer,
          preloadedState: preloadedState as RootState | undefined,
          middleware: (getDefault) => getDefault({ thunk: false }).concat(middleware),
          enhancers: (getDefault) => (enhancer ? getDefault().concat(enhancer) : getDefault()),
          devTools: {
            name: 'Xpressfunding',
            actionSanitizer: maskSensitive,
            stateSanitizer: maskSensitive,
          },
        });

  const loaded = new Set<string>();
  /** Injects a lazy screen's slices and starts its saga, once per store. */
  function injectFeature(feature: FeatureModule) {
    if (loaded.has(feature.name)) return;
    loaded.add(feature.name);
    for (const shared of feature.uses ?? []) injectFeature(shared);
    for (const slice of feature.slices ?? []) {
      rootReducer.inject({ reducerPath: slice.reducerPath, reducer: slice.reducer as Reducer });
    }
    // The store's reducer is the same function, now with more slices. Saying so lets Redux
    // DevTools recompute its log with them: a log imported before this chunk loaded (a QA
    // replay) reaches the new slices too. Without DevTools it changes nothing.
    if (feature.slices?.length) store.replaceReducer(rootReducer);
    store.dispatch(featureLoaded({ name: feature.name }));
    if (runSagas && feature.saga) sagaMiddleware.run(guardedRoot, [feature.saga]);
  }

  const appStore = Object.assign(store, { injectFeature });
  // For the sagas that ready a lazy screen ahead of need (preloadSaga.ts).
  sagaMiddleware.setContext({ store: appStore });
  if (runSagas) sagaMiddleware.run(guardedRoot, eagerSagas);
  return appStore;
}

/** Spawns each feature saga on its own, so one that dies does not take the others down. */
function* guardedRoot(sagas: Saga[]) {
  for (const saga of sagas) yield spawn(saga);
}
