import type { Middleware } from '@reduxjs/toolkit';
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/global.css';
import { App, preloadFirstScreen } from './app/App';
import { AppProviders } from './app/AppProviders';
import { startApp } from './app/bootstrap';
import { setupStore } from './app/store';
import { registerServiceWorker } from './platform/serviceWorker/register';

/**
 * Marks #root once React has rendered the app into it (data-app-ready): the page's message that
 * it could not start (public/index.html) never shows after that, and browser tests know the app
 * has taken over. Then, in production builds, the service worker is registered (issue 27, item 3).
 */
function TakenOver({ root }: { root: HTMLElement }) {
  useEffect(() => {
    root.setAttribute('data-app-ready', '');
    registerServiceWorker();
  }, [root]);
  return null;
}

async function main() {
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
  createRoot(container).render(
    <AppProviders store={store}>
      <App />
      <TakenOver root={container} />
    </AppProviders>,
  );
}

void main();
