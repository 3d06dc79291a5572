import { render, screen, within } from '@testing-library/react';
import { App } from '@/app/App';
import { AppProviders } from '@/app/AppProviders';
import { lazyFeatures } from '@/app/lazyFeatures';
import { setupStore } from '@/app/store';
import { readLog } from '@/sandbox/recorder';

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
