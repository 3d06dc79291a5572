import { screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { SANDBOX_BANK_ACCOUNTS } from '@/sandbox/bankCatalog';
import { DEMO_USER } from '@/sandbox/demoUser';
import { sandboxLedger, sandboxServer } from '@/sandbox/node';
import { OAUTH_OUTCOME_KEY, takeCreatedLinks } from '@/sandbox/plaidLinkStandIn';
import { onTestCleanup } from '@/test/cleanups';
import { recordRequests } from '@/test/recordRequests';
import { renderApp } from '@/test/renderApp';
import { RESUME_LIFETIME_MS } from '../oauthResume';
import { scaled } from '@/test/timeScale';

const ROUTE = '/deposit/plaidfunding';
const RESUME_KEY = 'bankLinkResume';
const OAUTH_ACCOUNT = SANDBOX_BANK_ACCOUNTS.find((account) => account.oauth)!;
const STARTED_TOKEN = 'link-sandbox-started-before-oauth';
const nextButton = () => screen.getByRole('button', { name: 'Next' });
const UNAVAILABLE = 'Instant Bank Verification is unavailable right now.';

/** The alert that says Link cannot be had, with the ways on. */
async function waysOn(timeout?: number) {
  const alerts = await screen.findAllByRole('alert', {}, { timeout });
  const found = alerts.find((alert) => alert.textContent?.includes(UNAVAILABLE));
  if (!found) throw new Error(`no alert says "${UNAVAILABLE}"`);
  return found;
}

/** What the page left before Link sent it to the bank, and the bank page's answer. */
function leftForBank({ cents = 75_00, age = 0, approved = true, uid = DEMO_USER.uid } = {}) {
  window.sessionStorage.setItem(
    RESUME_KEY,
    JSON.stringify({ linkToken: STARTED_TOKEN, cents, savedAt: Date.now() - age, uid }),
  );
  window.sessionStorage.setItem(
    OAUTH_OUTCOME_KEY,
    JSON.stringify({ account: OAUTH_ACCOUNT.id, outcome: approved ? 'approved' : 'denied' }),
  );
}

/** The page as the bank sends it back: the app's own address with the state id, no hash. */
async function returnFromBank(stateId = 'state-123', signOn: object | null = DEMO_USER) {
  takeCreatedLinks();
  if (signOn) Cookies.set('xpbUser', JSON.stringify(signOn));
  return renderApp('/', { pageQuery: `?oauth_state_id=${stateId}`, signedIn: false });
}

/** Links created with distinct settings (StrictMode mounts effects twice in development). */
const distinctLinks = () => [
  ...new Map(takeCreatedLinks().map((link) => [JSON.stringify(link), link])).values(),
];

describe('bank linking through an OAuth bank (the page leaves and comes back)', () => {
  it('Next keeps the token and amount for the round trip, and nothing else', async () => {
    takeCreatedLinks();
    const { user } = await renderApp(ROUTE);
    await user.click(await screen.findByRole('button', { name: '$250' }));
    await waitFor(() => expect(nextButton()).toHaveAttribute('aria-disabled', 'false'));
    const [link] = distinctLinks();
    await user.click(nextButton());
    await screen.findByRole('dialog', { name: 'Sandbox Bank Link' });
    const stored = JSON.parse(window.sessionStorage.getItem(RESUME_KEY) ?? 'null') as Record<
      string,
      unknown
    >;
    expect(stored).toEqual({
      linkToken: link?.token,
      cents: 250_00,
      savedAt: expect.any(Number),
      uid: DEMO_USER.uid,
    });
  });

  it('back from the bank on any route: bank linking, the same token with the full address, one deposit of the amount chosen before', async () => {
    leftForBank({ cents: 75_00 });
    const requests = recordRequests();
    const { store, user } = await returnFromBank('state-123');
    const dialog = await screen.findByRole('dialog', { name: 'Sandbox Bank Link' });
    expect(store.getState().location.pathname).toBe(ROUTE);
    // The flag leaves the address: a reload does not resume again.
    expect(window.location.search).toBe('');
    expect(distinctLinks()).toEqual([
      { token: STARTED_TOKEN, receivedRedirectUri: 'http://localhost/?oauth_state_id=state-123#/' },
    ]);
    expect(requests.count('GET', '/plaid-token')).toBe(0);
    expect(within(dialog).getByText(/Sandbox OAuth Bank, Checking ending 7777/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Transaction Successful' });
    expect(
      screen.getByText('The amount of $75.00 has been deposited to your account.'),
    ).toBeVisible();
    expect(requests.bodies('POST', '/v2/ach')).toEqual([
      expect.objectContaining({
        amount: 75,
        fundingMethodId: 0,
        plaidAccountId: OAUTH_ACCOUNT.id,
        plaidAccessToken: expect.stringMatching(/^public-sandbox-/),
        plaidLinkSessionId: expect.any(String),
      }),
    ]);
    expect(window.sessionStorage.getItem(RESUME_KEY)).toBeNull();
    expect(sandboxLedger.get().balanceCents).toBe(1_234_56 + 75_00);
  });

  it('an exit after the return forgets the round trip and starts a plain Link with a new token', async () => {
    leftForBank({ approved: false });
    const requests = recordRequests();
    const { user } = await returnFromBank();
    const dialog = await screen.findByRole('dialog', { name: 'Sandbox Bank Link' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Your bank did not approve the link.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Exit' }));
    expect(window.sessionStorage.getItem(RESUME_KEY)).toBeNull();
    await waitFor(() => expect(requests.count('GET', '/plaid-token')).toBe(1));
    await waitFor(() => expect(nextButton()).toHaveAttribute('aria-disabled', 'false'));
    const links = distinctLinks();
    expect(links.at(-1)).toEqual({
      token: expect.not.stringMatching(STARTED_TOKEN),
      receivedRedirectUri: null,
    });
    await user.click(nextButton());
    const plain = await screen.findByRole('dialog', { name: 'Sandbox Bank Link' });
    expect(within(plain).getByRole('group', { name: 'Choose an account to link' })).toBeVisible();
    expect(requests.count('POST', '/v2/ach')).toBe(0);
  });

  it.each([
    ['nothing was stored (another tab, storage off)', () => undefined],
    ['the record is over 30 minutes old', () => leftForBank({ age: RESUME_LIFETIME_MS + 1000 })],
    [
      "the record is not the app's",
      () => window.sessionStorage.setItem(RESUME_KEY, '{"linkToken":1}'),
    ],
  ])('when %s: bank linking says so, and the person can start again', async (_, store) => {
    store();
    const requests = recordRequests();
    const { user } = await returnFromBank();
    expect(
      await screen.findByText(
        'We could not finish connecting your bank, so nothing was deposited. Please start again.',
      ),
    ).toBeVisible();
    expect(window.sessionStorage.getItem(RESUME_KEY)).toBeNull();
    await waitFor(() => expect(nextButton()).toHaveAttribute('aria-disabled', 'false'));
    expect(requests.count('GET', '/plaid-token')).toBe(1);
    expect(distinctLinks().every((link) => link.receivedRedirectUri === null)).toBe(true);
    await user.click(nextButton());
    expect(await screen.findByRole('dialog', { name: 'Sandbox Bank Link' })).toBeVisible();
    expect(requests.count('POST', '/v2/ach')).toBe(0);
  });
});

describe('an OAuth return is bound to the member who left for the bank', () => {
  const MEMBER_B = { xAuthToken: 'token-of-b', displayName: 'Blair Quinn', uid: 'bquinn' };

  it("in another member's sign-on: A's token and amount are never resumed or posted; the record goes and the screen says why", async () => {
    leftForBank({ cents: 250_00 });
    const requests = recordRequests();
    const { user } = await returnFromBank('state-9', MEMBER_B);
    expect(
      await screen.findByText(
        'This payment was started in another sign-in. Check your balance before trying again.',
      ),
    ).toBeVisible();
    expect(window.sessionStorage.getItem(RESUME_KEY)).toBeNull();
    // A fresh Link for B, with B's own token; nothing of A's.
    await waitFor(() => expect(nextButton()).toHaveAttribute('aria-disabled', 'false'));
    expect(requests.count('GET', '/plaid-token')).toBe(1);
    const links = distinctLinks();
    expect(links.every((link) => link.token !== STARTED_TOKEN)).toBe(true);
    expect(links.every((link) => link.receivedRedirectUri === null)).toBe(true);
    expect(screen.queryByRole('button', { name: '$250', pressed: true })).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Sandbox Bank Link' })).toBeNull();
    await user.click(nextButton());
    expect(requests.count('POST', '/v2/ach')).toBe(0);
  });

  it('with no sign-on: the record goes, nothing is resumed, and the login popup shows', async () => {
    leftForBank({ cents: 100_00 });
    await returnFromBank('state-9', null);
    expect(await screen.findByText('Please log in to continue.')).toBeVisible();
    await waitFor(() => expect(window.sessionStorage.getItem(RESUME_KEY)).toBeNull());
    expect(distinctLinks().every((link) => link.token !== STARTED_TOKEN)).toBe(true);
  });
});

describe("bank linking in the native apps does not wait for Plaid's web script", () => {
  it.each([
    [
      'iOS',
      () => {
        const postMessage = jest.fn();
        window.webkit = { messageHandlers: { plaidLink: { postMessage } } };
        onTestCleanup(() => delete window.webkit);
        Cookies.set('xpbIosApp', 'true');
        return () => postMessage.mock.calls.map(([payload]) => payload as unknown);
      },
    ],
    [
      'Android',
      () => {
        const openPlaidLink = jest.fn();
        window.Android = { openPlaidLink };
        onTestCleanup(() => delete window.Android);
        Cookies.set('platform', 'android');
        return () =>
          openPlaidLink.mock.calls.map(([amount, token]) => ({ amount, token }) as unknown);
      },
    ],
  ])(
    'in the %s app Next hands amount and token over without any Link on the page',
    async (_, app) => {
      const handedOver = app();
      takeCreatedLinks();
      const tokens: string[] = [];
      sandboxServer.use(
        http.get('*/api/funding/plaid-token', () => {
          tokens.push(`link-sandbox-app-${tokens.length}`);
          return HttpResponse.json({ plaidToken: tokens.at(-1) });
        }),
      );
      const { user } = await renderApp(ROUTE);
      await user.click(await screen.findByRole('button', { name: '$250' }));
      await waitFor(() => expect(nextButton()).toHaveAttribute('aria-disabled', 'false'));
      await user.click(nextButton());
      expect(handedOver()).toEqual([{ amount: '250.00', token: tokens[0] }]);
      // Plaid's script (here its stand-in) was never loaded, so nothing waited on it.
      expect(takeCreatedLinks()).toEqual([]);
      expect(screen.queryByRole('dialog', { name: 'Sandbox Bank Link' })).toBeNull();
      expect(window.sessionStorage.getItem(RESUME_KEY)).toBeNull();
    },
  );
});

describe('bank linking in the quick-deposit frame', () => {
  it('does not start Link in the frame: it offers a window of its own', async () => {
    takeCreatedLinks();
    const requests = recordRequests();
    await renderApp(ROUTE, { pageQuery: '?quickDepositIframe=true' });
    expect(
      await screen.findByText('Instant Bank Verification opens in a new window.'),
    ).toBeVisible();
    const open = screen.getByRole('link', { name: 'Open Instant Bank Verification' });
    expect(open).toHaveAttribute('href', '?#/deposit/plaidfunding');
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(requests.count('GET', '/plaid-token')).toBe(0);
    expect(takeCreatedLinks()).toEqual([]);
  });
});

describe('bank linking when Link cannot be had', () => {
  it('a failed token offers the ways on, and Try again fetches a new one', async () => {
    let refuse = true;
    sandboxServer.use(
      http.get('*/api/funding/plaid-token', () =>
        refuse
          ? HttpResponse.json({ message: 'Bad Gateway' }, { status: 502 })
          : HttpResponse.json({ plaidToken: 'link-sandbox-second-try' }),
      ),
    );
    const { user } = await renderApp(ROUTE);
    const alert = await waitFor(() => waysOn());
    expect(within(alert).getByRole('link', { name: 'Enter account details' })).toHaveAttribute(
      'href',
      '#/deposit/xpressfunding?account=new',
    );
    expect(within(alert).getByRole('link', { name: 'Deposit with a card' })).toHaveAttribute(
      'href',
      '#/deposit/cardfunding',
    );
    expect(nextButton()).toHaveAttribute('aria-disabled', 'true');
    refuse = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(nextButton()).toHaveAttribute('aria-disabled', 'false'));
    expect(screen.queryByText('Instant Bank Verification is unavailable right now.')).toBeNull();
  });

  it(
    'Link that never loads: after the bounded wait, the ways on; the account form is one of them',
    async () => {
      const { user } = await renderApp(ROUTE, { scenario: 'link-unavailable' });
      await screen.findByRole('button', { name: '$100', pressed: true });
      expect(nextButton()).toHaveAccessibleDescription('Instant Bank Verification is loading.');
      const alert = await waitFor(() => waysOn(), { timeout: scaled(12_000) });
      expect(nextButton()).toHaveAccessibleDescription(
        'Instant Bank Verification is unavailable right now.',
      );
      await user.click(within(alert).getByRole('link', { name: 'Enter account details' }));
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Add New ACH Account' }),
      ).toBeVisible();
      expect(screen.getByRole('textbox', { name: /Routing Number/ })).toBeVisible();
    },
    scaled(20_000),
  );
});
