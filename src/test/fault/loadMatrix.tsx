import { screen, waitFor, within } from '@testing-library/react';
import type { RootState } from '@/domain/rootReducer';
import { BALANCE_MESSAGES } from '@/domain/balance/messages';
import { FUNDING_SOURCES_MESSAGES } from '@/domain/funding-sources/messages';
import { SESSION_MESSAGES } from '@/domain/session/messages';
import type { BalanceKind } from '@/domain/balance/balanceSlice';
import type { SourceKey } from '@/domain/funding-sources/fundingSourcesSlice';
import type { BankLinkState } from '@/features/bank-link/bankLinkSlice';
import { BANK_LINK_MESSAGES } from '@/features/bank-link/messages';
import { WITHDRAW_MESSAGES } from '@/features/withdraw/messages';
import {
  advanceUntil,
  FAULTS,
  injectFault,
  passRequestTimeout,
  installFakeClock,
  serveAchDefaultMethod,
  type Fault,
} from '@/test/faults';
import { renderApp } from '@/test/renderApp';

/**
 * The load half of the fault matrix: every GET a screen makes when it opens,
 * answered with each fault, through the real screen. The expected behaviour is the catalogue's
 * (spec section 8, decisions section 6); see `expectedOutcome` for the readings.
 */

type LoadCall =
  | 'balanceCurrent'
  | 'balanceAvailable'
  | 'customer'
  | 'address'
  | 'addresses'
  | 'expressfund'
  | 'cards'
  | 'ccLimits'
  | 'achLimits'
  | 'plaidToken'
  | 'presets'
  | 'defaultMethod';

interface CallSpec {
  path: string;
  /** Where the store keeps the answer: a balance, a funding source, or (neither) the link token. */
  balance?: BalanceKind;
  source?: SourceKey;
}

/** The GETs a screen load makes. */
const LOAD_CALLS: Record<LoadCall, CallSpec> = {
  balanceCurrent: { path: '/balance/type/current', balance: 'current' },
  balanceAvailable: { path: '/balance/type/available', balance: 'available' },
  customer: { path: '/customer', source: 'customer' },
  address: { path: '/address', source: 'billingAddress' },
  addresses: { path: '/addresses', source: 'deliveryAddresses' },
  expressfund: { path: '/expressfund', source: 'achAccounts' },
  cards: { path: '/getcardfundingmethod', source: 'cards' },
  ccLimits: { path: '/availablelimit/type/cc', source: 'ccLimits' },
  achLimits: { path: '/availablelimit/type/ach', source: 'achLimits' },
  plaidToken: { path: '/plaid-token' },
  presets: { path: '/preset-amounts', source: 'presets' },
  defaultMethod: { path: '/user/mark-as-default', source: 'defaultMethod' },
};

type State = RootState & { bankLink?: BankLinkState };

/** 'loading' while the call is on its way, 'settled' once answered (or failed), else 'idle'. */
function callStatus(state: State, call: LoadCall): 'idle' | 'loading' | 'settled' {
  const { balance, source } = LOAD_CALLS[call];
  const status = balance
    ? state.balance[balance].status
    : source
      ? state.fundingSources[source].status
      : (state.bankLink?.tokenStatus ?? 'idle');
  if (status === 'idle' || status === 'loading') return status;
  return 'settled';
}

export interface LoadScreen {
  name: string;
  route: string;
  /** The GETs this screen makes when it opens (with the app's own: balance, customer). */
  calls: LoadCall[];
  /** Sandbox overrides the screen needs (registered before the fault, which wins). */
  setup?: () => void;
  /** Whether the screen shows this balance, with its failure message. */
  showsBalance: Record<BalanceKind, boolean>;
  /** The screen can still be used: its main control is there and enabled. */
  usable: () => void;
}

const amountUsable = () => expect(screen.getByLabelText('Amount')).toBeEnabled();

export const LOAD_SCREENS = {
  homeWithCardDefault: {
    name: 'deposit home (card default)',
    route: '/',
    calls: ['balanceCurrent', 'customer', 'defaultMethod', 'presets', 'cards', 'ccLimits'],
    showsBalance: { current: true, available: false },
    usable: () =>
      expect(screen.getByRole('link', { name: 'Credit/Debit Cards' })).toHaveAttribute('href'),
  },
  homeWithAchDefault: {
    name: 'deposit home (ACH default)',
    route: '/',
    setup: serveAchDefaultMethod,
    calls: ['balanceCurrent', 'customer', 'defaultMethod', 'presets', 'expressfund', 'achLimits'],
    showsBalance: { current: true, available: false },
    usable: () =>
      expect(screen.getByRole('link', { name: 'Bank Transfer (ACH)' })).toHaveAttribute('href'),
  },
  card: {
    name: 'card funding',
    route: '/deposit/cardfunding',
    calls: ['balanceCurrent', 'customer', 'presets', 'cards', 'defaultMethod', 'ccLimits'],
    showsBalance: { current: false, available: false },
    usable: amountUsable,
  },
  ach: {
    name: 'ACH funding',
    route: '/deposit/xpressfunding',
    calls: ['balanceCurrent', 'customer', 'achLimits', 'defaultMethod', 'presets', 'expressfund'],
    showsBalance: { current: false, available: false },
    usable: amountUsable,
  },
  bankLink: {
    name: 'bank linking',
    route: '/deposit/plaidfunding',
    calls: ['balanceCurrent', 'customer', 'plaidToken', 'presets'],
    showsBalance: { current: false, available: false },
    usable: amountUsable,
  },
  paypalDeposit: {
    name: 'wallet deposit',
    route: '/deposit/paypalfunding',
    calls: ['balanceCurrent', 'customer', 'presets'],
    showsBalance: { current: false, available: false },
    usable: amountUsable,
  },
  withdrawMethod: {
    name: 'withdrawal method',
    route: '/withdraw',
    calls: ['balanceCurrent', 'customer', 'balanceAvailable', 'expressfund'],
    showsBalance: { current: false, available: true },
    usable: () => expect(screen.getByRole('radio', { name: 'Check Request' })).toBeEnabled(),
  },
  paypalWithdraw: {
    name: 'wallet withdrawal',
    route: '/withdraw/paypalfunding',
    calls: ['balanceCurrent', 'customer', 'balanceAvailable', 'address'],
    showsBalance: { current: true, available: true },
    usable: amountUsable,
  },
  checkWithdraw: {
    name: 'check withdrawal',
    route: '/withdraw/xpressfunding-fedex',
    calls: ['balanceCurrent', 'customer', 'balanceAvailable', 'address', 'addresses'],
    showsBalance: { current: true, available: true },
    usable: amountUsable,
  },
  achWithdraw: {
    name: 'ACH withdrawal',
    route: '/withdraw/xpressfunding',
    calls: ['balanceCurrent', 'customer', 'balanceAvailable', 'address', 'expressfund'],
    showsBalance: { current: true, available: true },
    usable: amountUsable,
  },
} satisfies Record<string, LoadScreen>;
export type LoadScreenKey = keyof typeof LOAD_SCREENS;

type Outcome =
  | { popup: string }
  /** A text the screen shows (in the member menu for the customer record the header needs). */
  | { text: string }
  /** Another mode of the screen (the empty lists of the catalogue). */
  | { heading: string; text?: string }
  /** No text in the catalogue: the screen stays usable (the header shows '-' for a balance). */
  | { usable: true; balanceDash?: boolean };

/**
 * What the catalogue asks for when `call` fails with `fault` on a screen. Readings:
 * - Only the page's first balance answer can open the login popup (decisions section 6). The
 *   current balance, asked for at start, answers first: 401 the login popup, 403 the balance
 *   popup. The withdrawable balance answers after it loaded, so 401 or 403 there, like 401 or
 *   403 on any other load, is the unauthorized popup.
 * - Any other balance failure (502 in the catalogue; 404, 422, no answer and unreadable bodies
 *   read the same): 'An error occurred while fetching your account balance' where the screen
 *   shows that balance; elsewhere the header's '-'.
 * - Any other details failure (422 and 502 in the catalogue; the rest read the same): 'An error
 *   occurred while fetching your account details' on the screen, or in the member menu for the
 *   customer record only the header needs.
 * - 404 on the saved cards or accounts is an empty list: new-card mode on the card screen, the
 *   new-account form on the ACH screen (no bank-linking cookie), the no-account text on the ACH
 *   withdrawal, and no quick deposit on the home (its method links remain).
 * - The link token has no catalogue text: the screen's own 'could not be started' reason under
 *   Next.
 */
function expectedOutcome(screenKey: LoadScreenKey, call: LoadCall, fault: Fault): Outcome {
  const { balance } = LOAD_CALLS[call];
  if (balance) {
    const firstAnswer = balance === 'current';
    if (fault === '401' || fault === '403') {
      if (!firstAnswer) return { popup: SESSION_MESSAGES.unauthorized };
      return {
        popup: fault === '401' ? SESSION_MESSAGES.login : SESSION_MESSAGES.balanceUnavailable,
      };
    }
    return LOAD_SCREENS[screenKey].showsBalance[balance]
      ? { text: BALANCE_MESSAGES.loadFailed }
      : { usable: true, balanceDash: balance === 'current' };
  }
  if (fault === '401' || fault === '403') return { popup: SESSION_MESSAGES.unauthorized };
  if (fault === '404' && (call === 'cards' || call === 'expressfund')) {
    if (screenKey === 'card') {
      return {
        heading: 'Add New Card',
        text: 'Sorry, you do not have an existing Credit/Debit card available.',
      };
    }
    if (screenKey === 'ach') return { heading: 'Add New ACH Account' };
    if (screenKey === 'achWithdraw') return { text: WITHDRAW_MESSAGES.noAchAccount };
    return { usable: true };
  }
  if (call === 'plaidToken') return { text: BANK_LINK_MESSAGES.unavailable };
  return { text: FUNDING_SOURCES_MESSAGES.detailsLoadFailed };
}

/**
 * GETs are retried once after a lost connection or a 502, never otherwise; each screen asks
 * once (StrictMode's double mount in tests included).
 */
const expectedRequests = (fault: Fault) => (fault === '502' || fault === 'network' ? 2 : 1);

async function expectOutcome(target: LoadScreen, outcome: Outcome) {
  // No blank screen: the page's heading is there whatever failed.
  expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  if ('popup' in outcome) {
    const dialog = await screen.findByRole('dialog', { name: outcome.popup });
    expect(within(dialog).getByText(outcome.popup)).toBeVisible();
    return;
  }
  if ('heading' in outcome) {
    expect(
      await screen.findByRole('heading', { level: 1, name: outcome.heading }),
    ).toBeInTheDocument();
  }
  const text = 'text' in outcome ? outcome.text : undefined;
  if (text) expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await waitFor(() => target.usable());
  if ('balanceDash' in outcome && outcome.balanceDash) {
    expect(screen.getByText('Balance').parentElement).toHaveTextContent('Balance -');
  }
}

/** The fault matrix of a screen's loads: one test per call and fault. */
export function describeLoadFaults(screenKey: LoadScreenKey) {
  const target: LoadScreen = LOAD_SCREENS[screenKey];
  const cases = target.calls.flatMap((call) => FAULTS.map((fault) => [call, fault] as const));

  const run = async (call: LoadCall, fault: Fault) => {
    target.setup?.();
    const requests = injectFault('GET', LOAD_CALLS[call].path, fault);
    installFakeClock();
    const { store } = await renderApp(target.route);
    const status = () => callStatus(store.getState() as State, call);
    if (fault === 'timeout') {
      await advanceUntil(() => requests() > 0);
      await passRequestTimeout(() => status() === 'loading');
    }
    await waitFor(() => expect(status()).toBe('settled'));
    await expectOutcome(target, expectedOutcome(screenKey, call, fault));
    expect(requests()).toBe(expectedRequests(fault));
  };

  describe(`${target.name} (${target.route}) load faults`, () => {
    it.each(cases)('%s answering %s', run);
  });
}

/** How many load cases these screens make: calls x faults. */
export const loadCaseCount = (screenKeys: LoadScreenKey[]) =>
  screenKeys.reduce((sum, key) => sum + LOAD_SCREENS[key].calls.length * FAULTS.length, 0);
