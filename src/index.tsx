import type { Middleware } from '@reduxjs/toolkit';
import { createRoot } from 'react-dom/client';
import './styles/global.css';
import { App, preloadFirstScreen } from './app/App';
import { AppProviders } from './app/AppProviders';
import { startApp } from './app/bootstrap';
import { setupStore } from './app/store';
import { TakenOver } from './app/TakenOver';
import { AMOUNT_FORM_ATTRIBUTE } from './config/forms';
import { holdPrerenderedFields } from './platform/prerendered';
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
  await preloadFirstScreen(store);
  const container = rootElement();
  // What is typed into the prerendered screen until React replaces it.
  const fields = holdPrerenderedFields(container, AMOUNT_FORM_ATTRIBUTE);
  createRoot(container, ROOT_ERROR_CALLBACKS).render(
    <AppProviders store={store}>
      <App />
      <TakenOver root={container} fields={fields} />
    </AppProviders>,
  );
}

void main();
