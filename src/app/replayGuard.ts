import type { Middleware, Store } from '@reduxjs/toolkit';
import { selectLocation } from '@/domain/location/locationSlice';
import { showAddress } from '@/platform/navigation';
import type { RootState } from '@/domain/rootReducer';

/**
 * Sandbox builds: tells a replay apart from the app at work. The app changes its state only by
 * dispatching; a state that changes otherwise was put there by Redux DevTools' lifted store (the
 * extension's Import, a jump or a skip in its log, the sandbox's QA player, which imports the same
 * way). From that moment the store is a replay for good: every action is dropped before the
 * sagas, the recorder and the reducers see it, so a screen that opens (`card/opened`) or a saga
 * still under way changes nothing and sends nothing, and the address follows the replayed
 * location. The page's reload ends it.
 */
export interface ReplayGuard {
  /** The first middleware: drops every action once replaying, and notes the app's own changes. */
  middleware: Middleware;
  /** Makes a change of the app's own outside a dispatch (the reducer replaced). */
  own<T>(change: () => T): T;
  /** Hears the store's changes; `onReplay` runs once, when the first replayed state arrives. */
  watch(store: Store<RootState>, onReplay: () => void): void;
  isReplaying(): boolean;
}

export function createReplayGuard(): ReplayGuard {
  let replaying = false;
  let acting = 0;
  let ownState: unknown;
  let store: Store<RootState> | undefined;

  function own<T>(change: () => T): T {
    acting += 1;
    try {
      return change();
    } finally {
      acting -= 1;
      ownState = store?.getState();
    }
  }

  return {
    middleware: () => (next) => (action) => (replaying ? action : own(() => next(action))),
    own,
    watch(watched, onReplay) {
      store = watched;
      ownState = watched.getState();
      watched.subscribe(() => {
        const state = watched.getState();
        if (acting > 0 || state === ownState) return;
        ownState = state;
        if (!replaying) {
          replaying = true;
          onReplay();
        }
        showAddress(selectLocation(state));
      });
    },
    isReplaying: () => replaying,
  };
}
