import '@testing-library/jest-dom';
import { cleanup } from '@testing-library/react';
import Cookies from 'js-cookie';
import { sandboxLedger, sandboxServer } from '@/sandbox/node';
import { runCleanups } from './cleanups';

// jsdom has no layout: scrolling is a no-op here.
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};

beforeAll(() => sandboxServer.listen({ onUnhandledRequest: 'error' }));

afterEach(() => {
  cleanup();
  runCleanups();
  sandboxServer.resetHandlers();
  sandboxLedger.reset('default');
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name);
  window.sessionStorage.clear();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
  delete window.dataLayer;
});

afterAll(() => sandboxServer.close());
