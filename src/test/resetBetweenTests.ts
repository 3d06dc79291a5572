import { cleanup } from '@testing-library/react';
import Cookies from 'js-cookie';
import { runCleanups } from './cleanups';
import { resetSandbox } from './resetSandbox';

/**
 * Unmounts what a test rendered and gives the next one a fresh browser and sandbox: no
 * overrides, the default ledger, no cookies, storage or address left behind. Run after every
 * test, and between the runs of a model-based test (many runs in one test).
 */
export function resetBetweenTests(): void {
  cleanup();
  runCleanups();
  resetSandbox();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name);
  window.sessionStorage.clear();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
  delete window.dataLayer;
}
