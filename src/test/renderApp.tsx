import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { App, preloadFirstScreen } from '@/app/App';
import { AppProviders } from '@/app/AppProviders';
import { startApp } from '@/app/bootstrap';
import { ROOT_ERROR_CALLBACKS } from '@/app/rootErrors';
import { setupStore } from '@/app/store';
import { DEMO_USER } from '@/sandbox/demoUser';
import { sandboxLedger } from '@/sandbox/node';
import type { Scenario } from '@/sandbox/ledger';
import type { Recorder } from '@/sandbox/recorder';
import type { AppStore } from '@/app/appStore';
import { onTestCleanup } from './cleanups';

export interface RenderAppOptions {
  /** Sandbox scenario to start from (default: 'default'). */
  scenario?: Scenario;
  /** Signed in as the sandbox demo user (default: true). */
  signedIn?: boolean;
  /** Extra page query, e.g. '?quickDepositIframe=true'. */
  pageQuery?: string;
  /** Record the actions as the sandbox's QA recorder does (see src/test/replay.tsx). */
  recorder?: Recorder;
  /** Keep the sandbox's ledger as it is (a reload: balances survive it); default: reset it. */
  keepLedger?: boolean;
}

/**
 * The app's store (`setupStore`), whose sagas end with the test: a saga left running would keep
 * its window listeners and broadcast channels into the next tests.
 */
export function setupTestStore(...options: Parameters<typeof setupStore>): AppStore {
  const store = setupStore(...options);
  onTestCleanup(() => store.stopSagas());
  return store;
}

/**
 * The real store and sagas, started as the app starts at this page address (e.g.
 * '/#/deposit/cardfunding'), with the sandbox's demo user signed in, and no screen rendered:
 * for tests of sagas and of single views.
 */
export function startStore(address?: string) {
  Cookies.set('xpbUser', JSON.stringify(DEMO_USER));
  if (address !== undefined) window.history.replaceState(null, '', address);
  const store = setupTestStore();
  onTestCleanup(startApp(store));
  return store;
}

/**
 * Renders the whole app at a route with the real store, the real sagas and the sandbox funding
 * service, as the boot does (src/index.tsx): the first screen's chunk is loaded before the first
 * render, which is that screen, with no loader in between. Override a call for one test with
 * `sandboxServer.use(...)`.
 */
export async function renderApp(route = '/', options: RenderAppOptions = {}) {
  const { scenario = 'default', signedIn = true, pageQuery = '', recorder, keepLedger } = options;
  if (!keepLedger) sandboxLedger.reset(scenario);
  if (signedIn) Cookies.set('xpbUser', JSON.stringify(DEMO_USER));
  window.history.replaceState(null, '', `/${pageQuery}#${route}`);
  const store = setupTestStore(undefined, {
    extraMiddleware: recorder ? [recorder.middleware] : [],
  });
  const stop = startApp(store);
  onTestCleanup(stop);
  await preloadFirstScreen(store);
  const user = userEvent.setup();
  // As the boot's root reports errors (Testing Library's roots take all but onUncaughtError).
  const { onCaughtError, onRecoverableError } = ROOT_ERROR_CALLBACKS;
  const view = render(
    <AppProviders store={store}>
      <App />
    </AppProviders>,
    { onCaughtError, onRecoverableError },
  );
  /**
   * Ends this page as a reload or leaving for another site does: it is unmounted and stops
   * following the address. Session storage and cookies stay, for the next renderApp.
   */
  const leave = () => {
    view.unmount();
    stop();
  };
  return { store, user, leave, ...view };
}

/**
 * A second tab of the same browser at `route`: its own store, sagas and screen, in a container of
 * its own, sharing the cookies, storage, Web Locks and broadcast channels of the first (jsdom
 * has one of each). It reads the address once, as a tab opening there, and then follows only its
 * own store: jsdom has one address, which the first tab keeps following.
 */
export function renderSecondTab(route: string) {
  window.history.replaceState(null, '', `/#${route}`);
  const store = setupTestStore();
  startApp(store)();
  const user = userEvent.setup();
  const view = render(
    <AppProviders store={store}>
      <App />
    </AppProviders>,
  );
  return { store, user, ...view };
}
