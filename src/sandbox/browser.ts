import Cookies from 'js-cookie';
import { setupWorker } from 'msw/browser';
import { createHandlers } from './handlers';
import { createLedgerStore, isScenario, type LedgerBackend } from './ledger';
import { DEMO_USER } from './demoUser';
import './sandbox.css';

const LEDGER_KEY = 'xpressfunding.sandbox.ledger';

const localBackend: LedgerBackend = {
  read: () => window.localStorage.getItem(LEDGER_KEY),
  write: (value) => window.localStorage.setItem(LEDGER_KEY, value),
};

function requestedScenario(): string | null {
  const hash = window.location.hash;
  const hashQuery = new URLSearchParams(
    hash.includes('?') ? hash.slice(hash.indexOf('?') + 1) : '',
  );
  return new URLSearchParams(window.location.search).get('sandbox') ?? hashQuery.get('sandbox');
}

function showBadge(scenario: string) {
  const badge = document.createElement('div');
  badge.className = 'sandbox-badge';
  badge.setAttribute('role', 'note');
  badge.setAttribute('aria-label', `Sandbox, scenario ${scenario}`);
  badge.textContent = scenario === 'default' ? 'SANDBOX' : `SANDBOX · ${scenario}`;
  document.body.append(badge);
}

/** Starts the sandbox funding service in a service worker before the app's first request. */
export async function startBrowserSandbox(): Promise<void> {
  const ledger = createLedgerStore(localBackend);
  const requested = requestedScenario();
  if (requested === 'reset') ledger.reset('default');
  else if (requested && isScenario(requested)) ledger.reset(requested);

  // The demo account is signed in unless the user logged out of it.
  if (!Cookies.get('xpbUser') && window.sessionStorage.getItem('sandboxLoggedOut') !== 'true') {
    Cookies.set('xpbUser', JSON.stringify(DEMO_USER), { sameSite: 'strict' });
  }

  const worker = setupWorker(...createHandlers(ledger));
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: 'mockServiceWorker.js' },
  });
  showBadge(ledger.get().scenario);
}
