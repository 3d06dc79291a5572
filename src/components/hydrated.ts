import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False while React hydrates the prerendered screen (and in the prerender itself), true from the
 * render after it and in any render that creates its nodes. What depends on the person or the
 * page's host renders as the prerender did until then, so hydration never meets other markup.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
