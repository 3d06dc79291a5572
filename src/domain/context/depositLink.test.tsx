import { screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { DEMO_USER } from '@/sandbox/demoUser';
import { OAUTH_OUTCOME_KEY, takeCreatedLinks } from '@/sandbox/plaidLinkStandIn';
import { SANDBOX_BANK_ACCOUNTS } from '@/sandbox/bankCatalog';
import { recordRequests } from '@/test/recordRequests';
import { recordRedirects } from '@/test/redirects';
import { renderApp } from '@/test/renderApp';
import { scaled } from '@/test/timeScale';

// jsdom cannot leave the page: the wallet redirect is recorded instead.
jest.mock('@/platform/navigation', () => ({
  ...jest.requireActual<object>('@/platform/navigation'),
  redirectTo: jest.fn(),
}));

/**
 * Decisions, the deposit link. The betting site sends a bettor here with
 * `amount` and `returnTo`; the amount fills the form and nothing is sent by itself; `returnTo`
 * is honoured only on the main site's exact hosts and survives the wallet and bank-link round
 * trips for the member who started them.
 */
const BET = 'https://www.dev.xpressbet.example/race/7?bet=3';
const link = (query: Record<string, string>) => `?${new URLSearchParams(query).toString()}`;
const BACK_TO_BET = { name: 'Back to your bet' };
const MEMBER_B = { xAuthToken: 'token-of-b', displayName: 'Blair Quinn', uid: 'bquinn' };
const amountField = () => screen.getByRole('textbox', { name: 'Amount' });
// The first screen of a file waits for its lazy chunk to compile on a busy machine.
const quickDeposit = () =>
  screen.findByRole('region', { name: 'Quick Deposit' }, { timeout: scaled(5000) });

async function depositWithQuickDeposit(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  await user.type(screen.getByLabelText('CVV'), '123');
  await user.click(screen.getByRole('button', { name: 'Deposit' }));
  await screen.findByRole('heading', { level: 1, name: 'Transaction Successful' });
}

describe('a deposit link with a default method: the quick deposit', () => {
  it('fills the amount (never the CVV), leaves the address clean, sends nothing by itself, and the confirmation offers "Back to your bet" first', async () => {
    const requests = recordRequests();
    const { user } = await renderApp('/', {
      pageQuery: link({ amount: '75', returnTo: BET, cvv: '123' }),
    });
    await quickDeposit();
    await waitFor(() => expect(amountField()).toHaveValue('75'));
    // The default preset does not overwrite it once the presets arrive.
    await screen.findByRole('button', { name: '$50' });
    expect(amountField()).toHaveValue('75');
    expect(screen.getByRole('button', { name: '$50' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByLabelText('CVV')).toHaveValue('');
    expect(window.location.search).not.toMatch(/amount|returnTo/);
    expect(window.location.hash).not.toMatch(/amount|returnTo/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(requests.sequence().filter((request) => !request.startsWith('GET'))).toEqual([]);

    await depositWithQuickDeposit(user);
    expect(requests.bodies('POST', '/deposit/card')).toEqual([
      expect.objectContaining({ amount: 75 }),
    ]);
    const main = screen.getByRole('main');
    const back = within(main).getByRole('link', BACK_TO_BET);
    expect(back).toHaveAttribute('href', BET);
    // Its first action.
    expect(within(main).getAllByRole('link')[0]).toBe(back);
    // Spent: the next deposit form opens with its own default.
    window.location.hash = '#/deposit/cardfunding';
    await screen.findByRole('heading', { level: 1, name: /Credit\/Debit/ });
    await waitFor(() => expect(amountField()).toHaveValue('50.00'));
  });

  it('reads the link from the hash query too', async () => {
    await renderApp(`/${link({ amount: '120.50', returnTo: BET })}`);
    await quickDeposit();
    await waitFor(() => expect(amountField()).toHaveValue('120.50'));
    expect(window.location.hash).toBe('#/');
  });

  it.each(['-5', '1e3', '12abc', '0', '1,0000'])(
    'an amount failing the amount rules (%s) shows "Invalid amount", keeps Deposit disabled and posts nothing',
    async (amount) => {
      const requests = recordRequests();
      const { user } = await renderApp('/', { pageQuery: link({ amount, returnTo: BET }) });
      await quickDeposit();
      await waitFor(() => expect(amountField()).toHaveValue(amount));
      expect(await screen.findByText('Invalid amount')).toBeVisible();
      await user.type(screen.getByLabelText('CVV'), '123');
      expect(screen.getByRole('button', { name: 'Deposit' })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
      expect(requests.sequence().filter((request) => !request.startsWith('GET'))).toEqual([]);
    },
  );

  it.each([
    ['a foreign host', 'https://evil.example/race/7'],
    ['a host that only ends like the main site', 'https://evilwww.dev.xpressbet.example/'],
    ['a host that only starts like it', 'https://www.dev.xpressbet.example.evil.example/'],
    ['user info', 'https://www.dev.xpressbet.example@evil.example/'],
    ['a port', 'https://www.dev.xpressbet.example:8443/race/7'],
    ['javascript:', 'javascript:alert(document.cookie)'],
    ['http:', 'http://www.dev.xpressbet.example/race/7'],
  ])('returnTo with %s is not honoured: no "Back to your bet"', async (_, returnTo) => {
    const { user } = await renderApp('/', { pageQuery: link({ amount: '30', returnTo }) });
    await quickDeposit();
    await waitFor(() => expect(amountField()).toHaveValue('30'));
    expect(window.location.search).toBe('');
    await depositWithQuickDeposit(user);
    expect(screen.queryByRole('link', BACK_TO_BET)).toBeNull();
    for (const anchor of screen.getAllByRole('link')) {
      expect(anchor.getAttribute('href')).not.toBe(returnTo);
    }
  });
});

describe('a deposit link for a person with no default method', () => {
  it('keeps the amount for the method picked on the home', async () => {
    const { user } = await renderApp('/', {
      scenario: 'new-user',
      pageQuery: link({ amount: '80', returnTo: BET }),
    });
    await user.click(await screen.findByRole('link', { name: 'Paypal' }));
    await waitFor(() => expect(amountField()).toHaveValue('80'));
  });
});

/** The confirmation of the deposit that left, with the link's way back. */
async function confirmedWithWayBack(amount: string) {
  const sentence = `The amount of ${amount} has been deposited to your account.`;
  expect(await screen.findByText(sentence)).toBeVisible();
  expect(screen.getByRole('link', BACK_TO_BET)).toHaveAttribute('href', BET);
}

describe('returnTo through the wallet (PayPal) round trip', () => {
  async function leaveForWallet() {
    const redirects = recordRedirects();
    const { user, leave } = await renderApp('/', {
      scenario: 'new-user',
      pageQuery: link({ amount: '40', returnTo: BET }),
    });
    await user.click(await screen.findByRole('link', { name: 'Paypal' }));
    await waitFor(() => expect(amountField()).toHaveValue('40'));
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(redirects).toHaveLength(1));
    leave();
    // Never a token or an account number: the amount, the type, the member and the address.
    expect(JSON.stringify(redirects[0]!.stored)).not.toMatch(/token|accountNumber/i);
    return redirects[0]!;
  }

  async function providerReturns(signOn: object) {
    Cookies.set('xpbUser', JSON.stringify(signOn));
    return renderApp('/deposit/paypalfunding?success=true', {
      signedIn: false,
      keepLedger: true,
    });
  }

  it('the member who left comes back to a confirmation that offers "Back to your bet"', async () => {
    const { stored } = await leaveForWallet();
    expect(Object.values(stored)).toContain(BET);
    await providerReturns(DEMO_USER);
    await confirmedWithWayBack('$40.00');
  });

  it("a link opened by another member: the return in B's sign-on offers nothing of A's", async () => {
    await leaveForWallet();
    await providerReturns(MEMBER_B);
    expect(await screen.findByText(/started in another sign-in/)).toBeVisible();
    expect(screen.queryByRole('link', BACK_TO_BET)).toBeNull();
    expect(Object.values({ ...window.sessionStorage })).not.toContain(BET);
  });
});

describe('returnTo through the bank-link (Plaid OAuth) round trip', () => {
  const OAUTH_ACCOUNT = SANDBOX_BANK_ACCOUNTS.find((account) => account.oauth)!;

  async function leaveForBank() {
    takeCreatedLinks();
    const { user, leave } = await renderApp('/', {
      scenario: 'new-user',
      pageQuery: link({ amount: '60', returnTo: BET }),
    });
    await quickDepositOrHome();
    window.location.hash = '#/deposit/plaidfunding';
    await waitFor(() => expect(amountField()).toHaveValue('60'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Next' })).toHaveAttribute(
        'aria-disabled',
        'false',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('dialog', { name: 'Sandbox Bank Link' });
    const stored = window.sessionStorage.getItem('bankLinkResume') ?? '';
    leave();
    window.sessionStorage.setItem(
      OAUTH_OUTCOME_KEY,
      JSON.stringify({ account: OAUTH_ACCOUNT.id, outcome: 'approved' }),
    );
    return stored;
  }

  async function quickDepositOrHome() {
    await screen.findByRole('link', { name: 'Paypal' });
  }

  async function bankReturns(signOn: object) {
    takeCreatedLinks();
    Cookies.set('xpbUser', JSON.stringify(signOn));
    return renderApp('/', { pageQuery: '?oauth_state_id=state-28', signedIn: false });
  }

  it('the member who left comes back to a confirmation that offers "Back to your bet"', async () => {
    const stored = await leaveForBank();
    expect(stored).toContain(BET);
    const { user } = await bankReturns(DEMO_USER);
    const dialog = await screen.findByRole('dialog', { name: 'Sandbox Bank Link' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await confirmedWithWayBack('$60.00');
  });

  it("in another member's sign-on nothing of A's is resumed, nor their return address", async () => {
    await leaveForBank();
    await bankReturns(MEMBER_B);
    expect(await screen.findByText(/started in another sign-in/)).toBeVisible();
    expect(window.sessionStorage.getItem('bankLinkResume')).toBeNull();
    expect(screen.queryByRole('link', BACK_TO_BET)).toBeNull();
  });
});
