import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Loader } from '@/components/Loader';
import { isLoadFailure } from '@/components/LoadFailure';
import { isMoneyPostInFlight } from '@/domain/transaction/inFlight';
import { readRecord } from '@/domain/transaction/storedOutcome';
import { reloadIntoNewVersion } from '@/platform/newVersion';
import { useAppStore, type AppStore, type FeatureModule } from '@/app/appStore';
import { useHydrated } from '@/components/hydrated';

export interface LazyScreenModule extends FeatureModule {
  Screen: ComponentType;
}

/** A screen in its own chunk, which can be loaded before the first render. */
export type LazyScreen = (() => ReactNode) & {
  /**
   * Loads the chunk and joins its slices and saga to the store; the screen then renders at once,
   * with no loader between (the boot does this for the first screen, so React's first render
   * is the screen that was prerendered).
   */
  preload(store: AppStore): Promise<void>;
};

/** Each lazily loaded screen by the loader of its chunk (readyScreen). */
const screensByLoad = new Map<() => Promise<LazyScreenModule>, LazyScreen>();

/**
 * Loads a screen's chunk ahead and readies the screen in the store, so that when it is shown it
 * renders at once, with no fallback and no reveal delay (the confirmation while the
 * POST is on its way). Without a store or a route for it, the chunk is only fetched.
 */
export function readyScreen(
  load: () => Promise<LazyScreenModule>,
  store: AppStore | undefined,
): Promise<unknown> {
  const screen = screensByLoad.get(load);
  return screen && store ? screen.preload(store) : load();
}

/**
 * A part in a chunk of its own, shown with `fallback` while it loads. React keeps a lazy
 * component's failure for good, so a failed load is tried again at the part's next render (its
 * boundary reset once the page is back online). Its Suspense is inside: React's own retry after
 * the failure renders the same lazy component, whose failure then reaches the boundary.
 */
export function lazyRetried(
  load: () => Promise<{ default: ComponentType }>,
  fallback: ReactNode = null,
): ComponentType {
  const retried = () =>
    load().catch((error: unknown) => {
      Loaded = lazy(retried);
      throw error;
    });
  let Loaded = lazy(retried);
  return () => (
    <Suspense fallback={fallback}>
      <Loaded />
    </Suspense>
  );
}

/**
 * A screen's chunk, or, when it cannot be loaded because a deploy has replaced this version, a
 * reload into the new version (the loader shows until it happens), so the person meets the
 * screen rather than a failure. Never while a money POST may be on its way (in flight, or a
 * round trip's record pending), whose answer the reload would lose: the screen then says it
 * could not be loaded.
 */
const loadOrReload = (load: () => Promise<LazyScreenModule>) =>
  load().catch(async (error: unknown) => {
    const moneyOnItsWay = isMoneyPostInFlight() || readRecord()?.pending === true;
    if (isLoadFailure(error) && !moneyOnItsWay && (await reloadIntoNewVersion())) {
      return new Promise<never>(() => undefined);
    }
    throw error;
  });

/**
 * A screen in its own chunk: when the chunk arrives, its slices and saga join the store
 * (once per store), then the screen renders.
 */
export function lazyFeature(
  load: () => Promise<LazyScreenModule>,
  /** What shows while the chunk loads (a page loader by default). */
  fallback: ReactNode = <Loader label="Loading page" />,
): LazyScreen {
  const perStore = new WeakMap<AppStore, ComponentType>();
  function LazyFeature() {
    const store = useAppStore();
    const hydrated = useHydrated();
    let Screen = perStore.get(store);
    // A chunk not loaded before the first render is its fallback alone in the prerender and
    // while the app hydrates it: the same markup on both sides, no boundary to give up on.
    if (!Screen && !hydrated) return fallback;
    if (!Screen) {
      Screen = lazy(() =>
        loadOrReload(load).then(
          (module) => {
            store.injectFeature(module);
            return { default: module.Screen };
          },
          (error: unknown) => {
            // React keeps a lazy component's failure: the next render (its boundary reset once
            // the page is back online) asks for the chunk again with a new one.
            perStore.delete(store);
            throw error;
          },
        ),
      );
      perStore.set(store, Screen);
    }
    return (
      <Suspense fallback={fallback}>
        <Screen />
      </Suspense>
    );
  }
  const screen = Object.assign(LazyFeature, {
    preload: async (store: AppStore) => {
      const module = await load();
      store.injectFeature(module);
      if (!perStore.has(store)) perStore.set(store, module.Screen);
    },
  });
  screensByLoad.set(load, screen);
  return screen;
}
