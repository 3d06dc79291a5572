import {
  configureStore,
  type Middleware,
  type Reducer,
  type Store,
  type StoreEnhancer,
} from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga, type Task } from 'redux-saga';
import { spawn, type ForkEffect } from 'redux-saga/effects';
import { logError } from '@/lib/log';
import { maskSensitive } from '@/lib/sanitize';
import { featureLoaded } from '@/store/featureLoaded';
import { rootReducer, type RootState } from '@/domain/rootReducer';
import type { AppStore, FeatureModule } from './appStore';
import { eagerSagas } from './rootSaga';
import { lazyFeatures } from './lazyFeatures';
import { createReplayGuard } from './replayGuard';

interface StoreOptions {
  /** Replay and view tests run the reducers alone. */
  runSagas?: boolean;
  /** Added after the saga middleware (the sandbox's QA recorder). */
  extraMiddleware?: Middleware[];
  /**
   * Added after the default enhancers, next to the reducer, where the Redux DevTools extension
   * adds its instrument (tests and the sandbox's QA player: `@redux-devtools/instrument`).
   */
  enhancer?: StoreEnhancer;
}

export function setupStore(
  preloadedState?: Partial<RootState>,
  { runSagas = true, extraMiddleware = [], enhancer }: StoreOptions = {},
): AppStore {
  const sagaMiddleware = createSagaMiddleware({
    onError: (error) => logError('root saga', error),
  });
  // Sandbox builds only: QA replays there (replayGuard.ts); webpack drops it elsewhere.
  const replayGuard = __SANDBOX__ ? createReplayGuard() : null;
  const middleware = [sagaMiddleware, ...extraMiddleware];
  if (replayGuard) middleware.unshift(replayGuard.middleware);
  const devToolsShown = process.env.NODE_ENV !== 'production' || __SANDBOX__;
  // One store for production and the tests: the same factory and middleware, whose cost in
  // production (0.7 KB gzip over a plain createStore) buys running what the tests run.
  const store: Store<RootState> = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(middleware),
    enhancers: (getDefault) => (enhancer ? getDefault().concat(enhancer) : getDefault()),
    // The sandbox build keeps Redux DevTools and its sanitizers: QA replays flows there.
    devTools: devToolsShown && {
      name: 'Xpressfunding',
      actionSanitizer: maskSensitive,
      stateSanitizer: maskSensitive,
    },
  });

  // Each saga the roots spawned: a spawned task outlives its root, so stopping means these.
  const spawned: Task[] = [];
  let stopped = false;
  function runSaga(root: Saga[]) {
    // A screen's chunk that arrives after the stop starts nothing.
    if (stopped) return;
    sagaMiddleware.run(guardedRoot, root, spawned);
  }
  /**
   * Cancels every saga this store started, and starts no more: a test's app ends with it, and a
   * replay, so that no saga's timer or answer sends anything while a log is stepped through.
   */
  function stopSagas() {
    stopped = true;
    for (const task of spawned.splice(0)) task.cancel();
  }
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
    if (feature.slices?.length) {
      if (replayGuard) replayGuard.own(() => store.replaceReducer(rootReducer));
      else store.replaceReducer(rootReducer);
    }
    store.dispatch(featureLoaded({ name: feature.name }));
    if (runSagas && feature.saga && !replayGuard?.isReplaying()) runSaga([feature.saga]);
  }

  const appStore = Object.assign(store, { injectFeature, stopSagas });
  // For the sagas that ready a lazy screen ahead of need (preloadSaga.ts).
  sagaMiddleware.setContext({ store: appStore });
  if (runSagas) runSaga(eagerSagas);
  // A replay stops every saga and loads every screen's part, so no screen that opens later
  // brings a saga or a reducer the replayed log has not met.
  if (replayGuard) {
    replayGuard.watch(store, () => {
      stopSagas();
      for (const load of Object.values(lazyFeatures)) {
        load().then(injectFeature, (error: unknown) => logError('replay: a screen part', error));
      }
    });
  }
  return appStore;
}

/**
 * Spawns each feature saga on its own, so one that dies does not take the others down, and keeps
 * its task in `spawned`.
 */
function* guardedRoot(sagas: Saga[], spawned: Task[]): Generator<ForkEffect, void, Task> {
  for (const saga of sagas) spawned.push(yield spawn(saga));
}
