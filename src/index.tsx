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
import { evictFailedFiles } from './platform/serviceWorker/evict';

async function main() {
  evictFailedFiles();
  // Dead code in production builds: webpack drops the branch and the sandbox chunk with it.
  const extraMiddleware: Middleware[] = [];
  if (__SANDBOX__) {
    const { startBrowserSandbox } = await import(
      /* webpackChunkName: "sandbox" */ './sandbox/browser'
    );
    const { recorder } = await startBrowserSandbox();
    extraMiddleware.push(recorder.middleware);
  }
  const store = setupStore(undefined, { extraMiddleware });
  startApp(store);
  await preloadFirstScreen(store);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  // What is typed into the prerendered screen until React replaces it (issue 27).
  const fields = holdPrerenderedFields(container, AMOUNT_FORM_ATTRIBUTE);
  createRoot(container).render(
    <AppProviders store={store}>
      <App />
      <TakenOver root={container} fields={fields} />
    </AppProviders>,
  );
}

void main();
