import { instrument } from '@redux-devtools/instrument';
import type { StoreEnhancer } from '@reduxjs/toolkit';
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { reloadPage } from '@/platform/navigation';
import { showPlayer } from '@/sandbox/player';
import type { QaLog } from '@/sandbox/recorder';
import { App } from './App';
import { AppProviders } from './AppProviders';
import { ROOT_ERROR_CALLBACKS } from './rootErrors';
import { setupStore } from './store';

/** The part of Redux DevTools' instrumented store the player drives, as the extension does. */
interface InstrumentedStore {
  liftedStore: { dispatch(action: object): void };
}

/** Marks #root as taken over, so the page's word that it could not start never shows. */
function Replaying({ root }: { root: HTMLElement }) {
  useEffect(() => root.setAttribute('data-app-ready', ''), [root]);
  return null;
}

/**
 * Sandbox builds: the page replays a QA log in place of the app (docs/qa-replay.md). The store is
 * the app's, with no saga started and Redux DevTools' instrument where the extension puts it; the
 * log is imported as the extension's Import does, so the replay guard (replayGuard.ts) takes over
 * as it does there: every screen part loaded, every action dropped, the address following. The
 * player's steps are the extension's jumps.
 */
export function replayQaLog(container: HTMLElement, log: QaLog): void {
  const devTools = instrument() as unknown as StoreEnhancer;
  const store = setupStore(undefined, { runSagas: false, enhancer: devTools });
  const { liftedStore } = store as unknown as InstrumentedStore;
  liftedStore.dispatch({ type: 'IMPORT_STATE', nextLiftedState: log.lifted });
  createRoot(container, ROOT_ERROR_CALLBACKS).render(
    <AppProviders store={store}>
      <App />
      <Replaying root={container} />
    </AppProviders>,
  );
  showPlayer({
    steps: log.steps,
    show: (index) => liftedStore.dispatch({ type: 'JUMP_TO_STATE', index }),
    end: reloadPage,
  });
}
