import { currentHashLocation, subscribeToLocation } from '@/platform/navigation';
import { locationChanged } from '@/features/navigation/locationSlice';
import { appStarted } from '@/features/session/sessionSlice';
import type { AppStore } from './store';

/** Mirrors the hash into the store, then announces the start. Returns a stop function. */
export function startApp(store: AppStore): () => void {
  store.dispatch(locationChanged({ ...currentHashLocation(), previousPathname: '' }));
  const stop = subscribeToLocation((location) => {
    const previousPathname = store.getState().location.pathname;
    store.dispatch(locationChanged({ ...location, previousPathname }));
  });
  store.dispatch(appStarted());
  return stop;
}
