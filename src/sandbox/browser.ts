import Cookies from 'js-cookie';
import { setupWorker } from 'msw/browser';
import { createHandlers, WALLET_COMPLETION_PATH } from './handlers';
import { createLedgerStore, isScenario, type LedgerBackend } from './ledger';
import { DEMO_USER } from './demoUser';
import { showSandboxMenu } from './menu';
import { createRecorder, type QaLog, type Recorder } from './recorder';
import './sandbox.css';

const LEDGER_KEY = 'xpressfunding.sandbox.ledger';
/** Written by public/sandbox-wallet.js (plain JS, so it repeats this name). */
const WALLET_OUTCOME_KEY = 'xpressfunding.sandbox.walletOutcome';
const REPLAY_KEY = 'xpressfunding.sandbox.replay';

const localBackend: LedgerBackend = {
  read: () => window.localStorage.getItem(LEDGER_KEY),
  write: (value) => window.localStorage.setItem(LEDGER_KEY, value),
};

/**
 * Reads `sandbox` from the page query or the hash query and removes it from the address, so a
 * reload keeps the ledger instead of starting the scenario afresh again.
 */
function takeRequestedScenario(): string | null {
  const url = new URL(window.location.href);
  const queryAt = url.hash.indexOf('?');
  const hashQuery = new URLSearchParams(queryAt < 0 ? '' : url.hash.slice(queryAt + 1));
  const requested = url.searchParams.get('sandbox') ?? hashQuery.get('sandbox');
  if (requested === null) return null;
  url.searchParams.delete('sandbox');
  hashQuery.delete('sandbox');
  if (queryAt >= 0) {
    const rest = hashQuery.toString();
    url.hash = url.hash.slice(0, queryAt) + (rest ? `?${rest}` : '');
  }
  window.history.replaceState(window.history.state, '', url);
  return requested;
}

/** Saves the flow recorded so far as a file Redux DevTools imports. */
function downloadLog(recorder: Recorder) {
  const file = new Blob([recorder.exportLog()], { type: 'application/json' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(file);
  link.download = `xpressfunding-qa-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
  link.click();
  URL.revokeObjectURL(link.href);
}

/**
 * A log chosen in the menu waits here across the reload that starts its replay: the replay is a
 * page of its own, with no app at work behind it. Read once, so a reload ends the replay. What is
 * kept is the masked log (readQaLog masks every action again).
 */
function takeReplay(): QaLog | null {
  const kept = window.sessionStorage.getItem(REPLAY_KEY);
  window.sessionStorage.removeItem(REPLAY_KEY);
  return kept === null ? null : (JSON.parse(kept) as QaLog);
}

function replayAfterReload(log: QaLog) {
  window.sessionStorage.setItem(REPLAY_KEY, JSON.stringify(log));
  window.location.reload();
}

/**
 * The stand-in wallet page cannot reach the service worker's handlers (it is not a page msw
 * runs in), so it leaves the user's choice here and the sandbox reports it to the stand-in
 * provider's back end on return, before the app loads its balance.
 */
async function reportWalletOutcome(): Promise<void> {
  const outcome = window.sessionStorage.getItem(WALLET_OUTCOME_KEY);
  if (outcome === null) return;
  window.sessionStorage.removeItem(WALLET_OUTCOME_KEY);
  try {
    await fetch(`/api/funding${WALLET_COMPLETION_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: outcome,
    });
  } catch (error) {
    console.error('sandbox: the wallet outcome could not be reported', error);
  }
}

/**
 * Starts the sandbox funding service in a service worker before the app's first request, and
 * its menu. Gives the recorder, and the log to replay instead of starting the app when one was
 * chosen in the menu (a scenario asked for in the address wins).
 */
export async function startBrowserSandbox(): Promise<{ recorder: Recorder; replay: QaLog | null }> {
  const ledger = createLedgerStore(localBackend);
  const requested = takeRequestedScenario();
  const replay = takeReplay();
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
  await reportWalletOutcome();
  const recorder = createRecorder();
  const replaying = replay !== null && requested === null;
  showSandboxMenu({
    scenario: replaying ? null : ledger.get().scenario,
    exportLog: () => downloadLog(recorder),
    replay: replayAfterReload,
    open: (address) => window.location.assign(address),
  });
  return { recorder, replay: replaying ? replay : null };
}
