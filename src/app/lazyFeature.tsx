import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Loader } from '@/components/Loader';
import type { AppStore, FeatureModule } from './store';
import { useAppStore } from './hooks';

export interface LazyScreenModule extends FeatureModule {
  Screen: ComponentType;
}

/**
 * A screen in its own chunk: when the chunk arrives, its slices and saga join the store
 * (once per store), then the screen renders.
 */
export function lazyFeature(
  load: () => Promise<LazyScreenModule>,
  /** What shows while the chunk loads (a page loader by default). */
  fallback: ReactNode = <Loader label="Loading page" />,
): ComponentType {
  const perStore = new WeakMap<AppStore, ComponentType>();
  function LazyFeature() {
    const store = useAppStore();
    let Screen = perStore.get(store);
    if (!Screen) {
      Screen = lazy(() =>
        load().then((module) => {
          store.injectFeature(module);
          return { default: module.Screen };
        }),
      );
      perStore.set(store, Screen);
    }
    return (
      <Suspense fallback={fallback}>
        <Screen />
      </Suspense>
    );
  }
  return LazyFeature;
}
