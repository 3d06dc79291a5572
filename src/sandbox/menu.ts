import { sandboxButton } from './controls';
import { SCENARIOS, type Scenario } from './ledger';
import { readQaLog, type QaLog } from './recorder';

/** What each scenario lets a newcomer see (docs/sandbox.md has the whole table). */
const SCENARIO_SHOWS: Record<Scenario, string> = {
  default: 'the demo account: every flow with saved methods',
  'new-user': 'no cards or accounts yet',
  'low-balance': 'a balance of $12.34',
  'session-expired': 'every submit answers 401',
  unauthorized: 'every call answers 403',
  'server-error': 'every call answers 502',
  slow: 'every call answers after 2 seconds',
  'link-unavailable': 'bank linking never opens',
  'fees-unavailable': 'the fees cannot be loaded',
};

export interface SandboxMenuOptions {
  /** The scenario the ledger started from, or null while a log is replayed. */
  scenario: string | null;
  /** Saves the flow recorded so far (nothing is recorded while a log is replayed). */
  exportLog: () => void;
  /** Replays a log read from the chosen file. */
  replay: (log: QaLog) => void;
  /** Opens the page at another address (a scenario started afresh). */
  open: (address: URL) => void;
}

/** The page's address with `?sandbox=<name>`, which starts that scenario afresh. */
function scenarioAddress(name: string): URL {
  const address = new URL(window.location.href);
  address.searchParams.set('sandbox', name);
  return address;
}

/**
 * Sandbox-only: the badge in the corner names the scenario and opens a menu of everything the
 * sandbox offers, so that a newcomer, a phone or the quick-deposit frame needs neither the README
 * nor Redux DevTools: each scenario by its name, Reset, Export QA log and Replay a QA log.
 */
export function showSandboxMenu({ scenario, exportLog, replay, open }: SandboxMenuOptions): void {
  const badge = document.createElement('div');
  badge.className = 'sandbox-badge';
  badge.setAttribute('role', 'note');
  badge.setAttribute('aria-label', `Sandbox, ${scenario ? `scenario ${scenario}` : 'QA replay'}`);

  const menu = document.createElement('div');
  menu.className = 'sandbox-menu';
  menu.id = 'sandbox-menu';
  menu.hidden = true;

  const named = scenario ?? 'QA replay';
  const toggle = sandboxButton(named === 'default' ? 'SANDBOX' : `SANDBOX · ${named}`, () =>
    setOpen(!opened),
  );
  toggle.className = 'sandbox-badge__toggle';
  toggle.setAttribute('aria-controls', menu.id);
  toggle.setAttribute('aria-expanded', 'false');
  let opened = false;
  function setOpen(open: boolean) {
    opened = open;
    menu.hidden = !open;
    toggle.setAttribute('aria-expanded', String(open));
  }
  badge.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !opened) return;
    setOpen(false);
    toggle.focus();
  });

  const heading = document.createElement('p');
  heading.className = 'sandbox-menu__heading';
  heading.textContent = 'Start a scenario afresh';
  const list = document.createElement('ul');
  for (const name of SCENARIOS) {
    const item = document.createElement('li');
    const shows = document.createElement('span');
    shows.textContent = SCENARIO_SHOWS[name];
    item.append(
      sandboxButton(name, () => open(scenarioAddress(name))),
      shows,
    );
    list.append(item);
  }

  const problem = document.createElement('p');
  problem.className = 'sandbox-menu__problem';
  problem.setAttribute('role', 'alert');
  const file = document.createElement('input');
  file.type = 'file';
  file.accept = '.json,application/json';
  file.hidden = true;
  file.addEventListener('change', () => {
    const chosen = file.files?.[0];
    file.value = '';
    if (!chosen) return;
    void chosen.text().then((text) => {
      const reading = readQaLog(text);
      if ('problem' in reading) problem.textContent = reading.problem;
      else replay(reading.log);
    });
  });

  const actions = document.createElement('div');
  actions.className = 'sandbox-menu__actions';
  actions.append(sandboxButton('Reset', () => open(scenarioAddress('reset'))));
  if (scenario) actions.append(sandboxButton('Export QA log', exportLog));
  actions.append(
    sandboxButton('Replay a QA log', () => {
      problem.textContent = '';
      file.click();
    }),
    file,
  );

  menu.append(heading, list, actions, problem);
  badge.append(toggle, menu);
  document.body.append(badge);
}
