import type { Slice, Store } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';

/**
 * The store's state. This floor sits below the slices that make it up, so it imports none of
 * them: domain/rootReducer.ts fills this interface in by declaration merging, and the features'
 * lazy slices add theirs to the root reducer's LazyLoadedSlices the same way.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface RootState {}

/** What a lazily loaded screen brings: its slices and its saga. */
export interface FeatureModule {
  name: string;
  slices?: Slice[];
  saga?: Saga;
  /** Shared features the screen needs that the first bundle does not carry, injected first. */
  uses?: FeatureModule[];
}

/** The app's store (app/store.ts makes it): a Redux store that loads lazy screens' slices. */
export interface AppStore extends Store<RootState> {
  /** Injects a lazy screen's slices and starts its saga, once per store. */
  injectFeature(feature: FeatureModule): void;
  /** Cancels every saga the store started (the tests end each app with its test). */
  stopSagas(): void;
}

export type AppDispatch = AppStore['dispatch'];
