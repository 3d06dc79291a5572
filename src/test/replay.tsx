import { act, render, screen, within } from '@testing-library/react';
import { instrument } from '@redux-devtools/instrument';
import type { StoreEnhancer } from '@reduxjs/toolkit';
import { App } from '@/app/App';
import { AppProviders } from '@/app/AppProviders';
import { lazyFeatures } from '@/app/lazyFeatures';
import { setupStore } from '@/app/store';
import { readLog } from '@/sandbox/recorder';
import { startApp } from '@/app/bootstrap';

/**
 * What a person sees of a screen, for comparing a flow with its replay: the page heading,
 * every alert and status text, and the value of every text field by its label.
 */
export interface ScreenPicture {
  heading: string;
  alerts: string[];
  fields: Record<string, string>;
}

export function pictureScreen(): ScreenPicture {
  const main = screen.getByRole('main');
  const heading = within(main).getByRole('heading', { level: 1 }).textContent ?? '';
  const alerts = within(main)
    .queryAllByRole('alert')
    .map((node) => node.textContent?.trim() ?? '')
    .filter(Boolean);
  const fields: Record<string, string> = {};
  for (const input of main.querySelectorAll<HTMLInputElement>(
    'input:not([type=radio]):not([type=checkbox])',
  )) {
    const label =
      input.labels?.[0]?.textContent?.trim() ?? input.getAttribute('aria-label') ?? input.name;
    fields[label] = input.value;
  }
  return { heading, alerts, fields };
}

/**
 * Replays a QA log (the file the sandbox recorder or Redux DevTools exports) into a fresh store
 * with no sagas, every lazy feature injected, and renders the app from it: the screen must
 * follow from the actions alone.
 */
export async function replay(file: string) {
  const store = setupStore(undefined, { runSagas: false });
  const features = await Promise.all(Object.values(lazyFeatures).map((load) => load()));
  for (const feature of features) store.injectFeature(feature);
  for (const action of readLog(file)) store.dispatch(action);
  const view = render(
    <AppProviders store={store}>
      <App />
    </AppProviders>,
  );
  return { store, ...view };
}

/**
 * What QA does in the browser (docs/qa-replay.md): the app opened on the sandbox's home as the
 * browser runs it, sagas and all, with Redux DevTools' instrument where the extension puts it,
 * then the file imported (IMPORT_STATE, as DevTools' Import sends it). No screen of the flow has
 * been loaded: the replayed location makes the router load its chunk, and the screen that opens
 * must set nothing in motion.
 */
export async function importIntoDevTools(file: string) {
  const devTools = instrument() as unknown as StoreEnhancer;
  // As renderApp starts a page, from this module's own registry (the sandbox's server is the
  // test file's, already listening).
  window.history.replaceState(null, '', '/#/');
  const store = setupStore(undefined, { enhancer: devTools });
  const stop = startApp(store);
  const view = render(
    <AppProviders store={store}>
      <App />
    </AppProviders>,
  );
  await screen.findByRole('heading', { level: 1 });
  const { payload } = JSON.parse(file) as { payload: string };
  const lifted = store as unknown as { liftedStore: { dispatch(action: object): void } };
  act(() =>
    lifted.liftedStore.dispatch({ type: 'IMPORT_STATE', nextLiftedState: JSON.parse(payload) }),
  );
  return {
    store,
    leave: () => {
      view.unmount();
      stop();
    },
  };
}
