import type { Slice, Store } from '@reduxjs/toolkit';
import { useStore } from 'react-redux';
import type { Saga } from 'redux-saga';
import type { RootState } from '@/domain/rootReducer';

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

export const useAppStore = useStore.withTypes<AppStore>();
