import { DEMO_USER } from '@/sandbox/demoUser';
import { screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { rememberPending } from '@/domain/transaction/storedOutcome';
import { sandboxLedger, sandboxServer } from '@/sandbox/node';
import { onTestCleanup } from '@/test/cleanups';
import { recordRedirects } from '@/test/redirects';
import { WALLET_IN_WINDOW } from './WalletDepositScreen';
import { renderApp } from '@/test/renderApp';

// jsdom cannot leave the page: the redirect is recorded instead.
jest.mock('@/platform/navigation', () => ({
  ...jest.requireActual<object>('@/platform/navigation'),
  redirectTo: jest.fn(),
}));

const ROUTE = '/deposit/paypalfunding';
const WALLET_ERROR = 'An error occurred while processing your deposit. Please try again.';
const depositButton = () => screen.getByRole('button', { name: 'Deposit' });

/** Records the JSON bodies posted to paypal/deposit; `answer` (or the sandbox) answers them. */
function spyOnDeposits(answer?: () => Response) {
  const bodies: Record<string, unknown>[] = [];
  sandboxServer.use(
    http.post('*/api/funding/paypal/deposit', async ({ request }) => {
      bodies.push((await request.clone().json()) as Record<string, unknown>);
      return answer?.();
    }),
  );
  return bodies;
}

const answerWith = (errorMessage: string) => () =>
  HttpResponse.json({ errorCode: 0, errorMessage });

async function open(route = ROUTE, options: Parameters<typeof renderApp>[1] = {}) {
  const view = await renderApp(route, options);
  await screen.findByRole('button', { name: '$50', pressed: true });
  return view;
}

function android() {
  const hooks = { onTransactionSuccess: jest.fn(), onTransactionError: jest.fn() };
  window.Android = hooks;
  onTestCleanup(() => delete window.Android);
  return hooks;
}

describe('the wallet deposit screen', () => {
  it('shows the amount picker, the fee, the rules and Deposit, disabled while the amount is empty', async () => {
    const { user } = await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Paypal Funding' })).toBeInTheDocument();
    expect(screen.getByText('There is a $5.00 fee for each Paypal deposit.')).toBeInTheDocument();
    const rules = screen.getByRole('region', { name: 'Rules for Deposit' });
    expect(within(rules).getAllByRole('listitem').length).toBeGreaterThan(1);
    expect(screen.getByRole('complementary', { name: 'Help and Support' })).toBeInTheDocument();
    expect(depositButton()).toHaveAttribute('aria-disabled', 'false');
    await user.clear(screen.getByLabelText('Amount'));
    expect(depositButton()).toHaveAttribute('aria-disabled', 'true');
    expect(depositButton()).toHaveAccessibleDescription('To deposit, provide a valid amount.');
  });

  it('posts amount and callBackUrl, stores amount and type, then leaves for the provider', async () => {
    const redirects = recordRedirects();
    const bodies = spyOnDeposits();
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: '$100' }));
    await user.click(depositButton());
    await waitFor(() => expect(redirects).toHaveLength(1));
    expect(bodies).toEqual([
      { amount: 100, callBackUrl: 'http://localhost/#/deposit/paypalfunding' },
    ]);
    const [redirect] = redirects;
    // The sandbox's stand-in provider page, on the page's own origin.
    expect(redirect?.url).toMatch(/^http:\/\/localhost\/sandbox-wallet\.html\?ref=/);
    expect(redirect?.stored).toMatchObject({
      depositedAmount: '100.00',
      transactionType: 'paypalFunding',
    });
    // Nothing is credited until the provider takes the payment.
    expect(sandboxLedger.get().balanceCents).toBe(1_234_56);
    // The form stays locked until the page has left.
    expect(screen.getByRole('button', { name: 'Processing $100.00...' })).toBeDisabled();
  });

  it('in the quick-deposit frame opens in a window of its own, posting nothing from the frame', async () => {
    const bodies = spyOnDeposits();
    await renderApp(ROUTE, { pageQuery: '?quickDepositIframe=true' });
    expect(await screen.findByText(WALLET_IN_WINDOW)).toBeVisible();
    const open = screen.getByRole('link', { name: 'Open Paypal deposit' });
    expect(open).toHaveAttribute('href', '?#/deposit/paypalfunding');
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('button', { name: 'Deposit' })).toBeNull();
    expect(bodies).toEqual([]);
  });

  it('follows an https address on an allowed provider host', async () => {
    const redirects = recordRedirects();
    spyOnDeposits(answerWith('https://www.sandbox.paypal.com/checkoutnow?token=EC-7'));
    const { user } = await open();
    await user.click(depositButton());
    await waitFor(() =>
      expect(redirects.map(({ url }) => url)).toEqual([
        'https://www.sandbox.paypal.com/checkoutnow?token=EC-7',
      ]),
    );
  });

  it.each([
    'https://evil.example/checkout',
    'http://www.sandbox.paypal.com/checkoutnow',
    'javascript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'not an address',
    '',
  ])('refuses to follow %j: the wallet error, no navigation, nothing stored', async (address) => {
    const redirects = recordRedirects();
    const native = android();
    Cookies.set('platform', 'android');
    spyOnDeposits(answerWith(address));
    const { user, store } = await open();
    await user.click(depositButton());
    expect(await screen.findByText(WALLET_ERROR)).toBeInTheDocument();
    expect(redirects).toEqual([]);
    expect(window.sessionStorage.getItem('depositedAmount')).toBeNull();
    expect(store.getState().location.pathname).toBe(ROUTE);
    expect(depositButton()).toHaveAttribute('aria-disabled', 'false');
    expect(native.onTransactionError).toHaveBeenCalledTimes(1);
    expect(JSON.parse(native.onTransactionError.mock.calls[0]?.[0] as string)).toEqual({
      transaction: 'Deposit',
      amount: '50.00',
      transactionType: 'paypalFunding',
      errorMessage: WALLET_ERROR,
    });
  });

  it.each([502, 400, 404])('answers a failed call (%i) with the wallet error', async (status) => {
    const redirects = recordRedirects();
    spyOnDeposits(() => HttpResponse.json({}, { status }));
    const { user } = await open();
    await user.click(depositButton());
    expect(await screen.findByText(WALLET_ERROR)).toBeInTheDocument();
    expect(redirects).toEqual([]);
  });

  it('shows a non-zero errorCode message as plain text', async () => {
    recordRedirects();
    spyOnDeposits(() => HttpResponse.json({ errorCode: 3, errorMessage: 'Wallet <b>limit</b>' }));
    const { user } = await open();
    await user.click(depositButton());
    expect(await screen.findByText('Wallet <b>limit</b>')).toBeInTheDocument();
  });
});

describe('back from the wallet provider', () => {
  /** The $100 deposit as stored before the redirect: pending until the provider's return. */
  const storeDeposit = () =>
    rememberPending(
      { direction: 'deposit', cents: 100_00, transactionType: 'paypalFunding' },
      DEMO_USER.uid,
    );

  it('?success=true confirms the stored deposit and tells the app once', async () => {
    storeDeposit();
    const native = android();
    const { store } = await renderApp(`${ROUTE}?success=true`);
    await screen.findByRole('heading', { level: 1, name: 'Transaction Successful' });
    expect(store.getState().location.pathname).toBe('/confirmation');
    expect(
      screen.getByText('The amount of $100.00 has been deposited to your account.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(native.onTransactionSuccess).toHaveBeenCalledTimes(1));
    expect(JSON.parse(native.onTransactionSuccess.mock.calls[0]?.[0] as string)).toMatchObject({
      transaction: 'Deposit',
      amount: '100.00',
      transactionType: 'paypalFunding',
    });
  });

  it('?error=true shows the wallet error on the form and forgets the stored amount', async () => {
    storeDeposit();
    const native = android();
    await open(`${ROUTE}?error=true`);
    expect(screen.getByText(WALLET_ERROR)).toBeInTheDocument();
    expect(window.sessionStorage.getItem('depositedAmount')).toBeNull();
    expect(window.sessionStorage.getItem('transactionType')).toBeNull();
    expect(native.onTransactionError).toHaveBeenCalledTimes(1);
  });

  it.each(['success=TRUE', 'success=1', 'success=', 'error=yes'])(
    'ignores ?%s (flags count only as the exact value true)',
    async (query) => {
      storeDeposit();
      const { store } = await open(`${ROUTE}?${query}`);
      expect(store.getState().location.pathname).toBe(ROUTE);
      expect(screen.queryByText(WALLET_ERROR)).toBeNull();
      expect(screen.queryByText(/has been deposited/)).toBeNull();
    },
  );

  it("?success=true without a stored wallet deposit confirms no amount (another flow's record is not it): 'Payment approved'", async () => {
    window.sessionStorage.setItem('depositedAmount', '100.00');
    window.sessionStorage.setItem('transactionType', 'cardFunding');
    const { store } = await renderApp(`${ROUTE}?success=true`);
    expect(await screen.findByRole('heading', { name: 'Payment approved' })).toBeVisible();
    expect(store.getState().location.pathname).toBe('/confirmation');
    expect(screen.queryByText(/\$100\.00/)).toBeNull();
  });
});
