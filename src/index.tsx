import type { Middleware } from '@reduxjs/toolkit';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './styles/global.css';
import { App, preloadFirstScreen } from './app/App';
import { AppProviders } from './app/AppProviders';
import { startApp } from './app/bootstrap';
import { setupStore } from './app/store';
import { TakenOver } from './app/TakenOver';
import { AMOUNT_FORM_ATTRIBUTE } from './config/forms';
import { holdPrerenderedFields, shownTemplate } from './platform/prerendered';
import { templateOfFirstRender } from './app/prerenderedScreens';
import { reportUncaughtErrors } from './platform/uncaughtErrors';
import { ROOT_ERROR_CALLBACKS } from './app/rootErrors';
import { HostNotSetUp } from './app/HostNotSetUp';
import { environmentForHost } from './config/environments';
import { pageHostname } from './platform/location';
import { evictFailedFiles } from './platform/serviceWorker/evict';

function rootElement(): HTMLElement {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  return container;
}

async function main() {
  reportUncaughtErrors();
  evictFailedFiles();
  if (environmentForHost(pageHostname()) === null) {
    const container = rootElement();
    createRoot(container, ROOT_ERROR_CALLBACKS).render(<HostNotSetUp root={container} />);
    return;
  }
  // Dead code in production builds: webpack drops the branch and the sandbox chunk with it.
  const extraMiddleware: Middleware[] = [];
  if (__SANDBOX__) {
    const { startBrowserSandbox } = await import(
      /* webpackChunkName: "sandbox" */ './sandbox/browser'
    );
    const { recorder, replay } = await startBrowserSandbox();
    if (replay) {
      const { replayQaLog } = await import(/* webpackChunkName: "qa-replay" */ './app/qaReplay');
      replayQaLog(rootElement(), replay);
      return;
    }
    extraMiddleware.push(recorder.middleware);
  }
  const store = setupStore(undefined, { extraMiddleware });
  startApp(store);
  // Every answer still on its way, as in the prerender: answers that come while the first
  // screen's chunk loads wait for the render after hydration. The chunk's slices are its own.
  const started = store.getState();
  await preloadFirstScreen(store);
  const firstRender = { ...store.getState(), ...started };
  const container = rootElement();
  // What is typed into the prerendered screen until React takes it over.
  const fields = holdPrerenderedFields(container, AMOUNT_FORM_ATTRIBUTE);
  const hydrates = shownTemplate(container) === templateOfFirstRender(firstRender);
  const app = (
    <AppProviders store={store} serverState={hydrates ? firstRender : undefined}>
      <App />
      <TakenOver root={container} fields={fields} />
    </AppProviders>
  );
  // The prerendered screen is React's own markup of this first render: it is taken over as it
  // is, its nodes kept. Any other (the static shell, another screen) is rendered over.
  if (hydrates) hydrateRoot(container, app, ROOT_ERROR_CALLBACKS);
  else createRoot(container, ROOT_ERROR_CALLBACKS).render(app);
}

void main();
