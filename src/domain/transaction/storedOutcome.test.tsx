import { act, screen, waitFor, within } from '@testing-library/react';
import { redirectTo } from '@/platform/navigation';
import { onTestCleanup } from '@/test/cleanups';
import { injectFault } from '@/test/faults';
import { renderApp } from '@/test/renderApp';
import { SCREEN_LOAD } from '@/test/timeScale';

// jsdom cannot leave the page: the redirect to the wallet provider is recorded instead.
jest.mock('@/platform/navigation', () => ({
  ...jest.requireActual<object>('@/platform/navigation'),
  redirectTo: jest.fn(),
}));

/**
 * The confirmation describes the transaction that just completed, never an
 * amount another flow left in session storage.
 */

type App = Awaited<ReturnType<typeof renderApp>>;
type User = App['user'];

const amountField = () => screen.getByLabelText('Amount');
const WITHDRAWN_25 = 'The amount of $25.00 has been withdrawn from your account.';

async function typeAmount(user: User, amount: string) {
  await user.clear(amountField());
  await user.type(amountField(), amount);
}

/** A $90 wallet deposit posted and sent to the provider, whose return never comes. */
async function abandonWalletDeposit(): Promise<App> {
  const redirected = jest.mocked(redirectTo);
  onTestCleanup(() => redirected.mockReset());
  const app = await renderApp('/deposit/paypalfunding');
  await screen.findByRole('button', { name: '$50', pressed: true }, SCREEN_LOAD);
  await typeAmount(app.user, '90');
  await app.user.click(screen.getByRole('button', { name: 'Deposit' }));
  await waitFor(() => expect(redirected).toHaveBeenCalledTimes(1));
  return app;
}

/** A $25 wallet withdrawal from its screen, up to the confirmation. */
async function withdrawToWallet(user: User) {
  await screen.findByRole('heading', { level: 1, name: 'Paypal Funding' }, SCREEN_LOAD);
  await typeAmount(user, '25');
  const withdraw = screen.getByRole('button', { name: 'Withdraw' });
  await waitFor(() => expect(withdraw).toHaveAttribute('aria-disabled', 'false'));
  await user.click(withdraw);
  await screen.findByRole('heading', { level: 1, name: 'Transaction Successful' });
}

/** The page loaded afresh at `route` (a reload, or an address typed after leaving the site). */
async function reload(previous: App, route: string): Promise<App> {
  previous.leave();
  return renderApp(route, { keepLedger: true });
}

const confirmationSentence = () =>
  within(screen.getByRole('main')).getByText(/^The amount of|^There is no recent transaction/);

describe('the stored outcome', () => {
  it('a wallet deposit abandoned at the provider is not confirmed for a later withdrawal', async () => {
    const abandoned = await abandonWalletDeposit();
    // Back by typing the wallet withdrawal's address: the page loads afresh.
    const app = await reload(abandoned, '/withdraw/paypalfunding');
    await withdrawToWallet(app.user);
    expect(confirmationSentence()).toHaveTextContent(WITHDRAWN_25);

    await reload(app, '/confirmation');
    await screen.findByRole('heading', { level: 1, name: 'Transaction Successful' });
    expect(confirmationSentence()).toHaveTextContent(WITHDRAWN_25);
  });

  it('an abandoned wallet deposit is forgotten on arrival at any other route', async () => {
    const abandoned = await abandonWalletDeposit();
    expect(window.sessionStorage.getItem('depositedAmount')).toBe('90.00');
    const app = await reload(abandoned, '/withdraw');
    await screen.findByRole('heading', { level: 1, name: 'Select Withdrawal Method' }, SCREEN_LOAD);
    expect(window.sessionStorage.getItem('depositedAmount')).toBeNull();
    expect(window.sessionStorage.getItem('transactionType')).toBeNull();

    // Typing the confirmation's address then confirms nothing.
    await reload(app, '/confirmation');
    expect(await screen.findByText('There is no recent transaction to show.')).toBeInTheDocument();
    expect(screen.queryByText(/^The amount of/)).not.toBeInTheDocument();
  });

  it('a bank-link deposit answered 401 leaves nothing for the next confirmation', async () => {
    const app = await renderApp('/deposit/plaidfunding');
    const { user } = app;
    await screen.findByRole('button', { name: '$100', pressed: true });
    await typeAmount(user, '90');
    const next = screen.getByRole('button', { name: 'Next' });
    await waitFor(() => expect(next).toHaveAttribute('aria-disabled', 'false'));
    injectFault('POST', '/v2/ach', '401');
    await user.click(next);
    const link = await screen.findByRole('dialog', { name: 'Sandbox Bank Link' });
    await user.click(within(link).getByRole('radio', { name: /Everyday Checking/ }));
    await user.click(within(link).getByRole('button', { name: 'Continue' }));
    await screen.findByRole('dialog', { name: /Your session has expired/ });
    await waitFor(() => expect(window.sessionStorage.getItem('depositedAmount')).toBeNull());
    await user.keyboard('{Escape}');

    // The person signs in again elsewhere and comes back to withdraw.
    const later = await reload(app, '/withdraw/paypalfunding');
    await withdrawToWallet(later.user);
    expect(confirmationSentence()).toHaveTextContent(WITHDRAWN_25);
    await reload(later, '/confirmation');
    await screen.findByRole('heading', { level: 1, name: 'Transaction Successful' });
    expect(confirmationSentence()).toHaveTextContent(WITHDRAWN_25);
  });

  it('a withdrawal completed in the page is confirmed from memory, whatever storage holds', async () => {
    const { user } = await renderApp('/withdraw/paypalfunding');
    await screen.findByRole('heading', { level: 1, name: 'Paypal Funding' }, SCREEN_LOAD);
    // Left by something outside this flow (another version of the app, a stale write).
    act(() => window.sessionStorage.setItem('depositedAmount', '90.00'));
    await withdrawToWallet(user);
    expect(confirmationSentence()).toHaveTextContent(WITHDRAWN_25);
    // The completion wrote its outcome whole: no other amount beside it.
    expect(window.sessionStorage.getItem('depositedAmount')).toBeNull();
  });

  it.each([
    [
      'both amounts',
      { depositedAmount: '90.00', withdrawnAmount: '25.00', transactionType: 'paypalFunding' },
    ],
    [
      'a deposit with a withdrawal type',
      { depositedAmount: '90.00', transactionType: 'xpressFunding-ACH' },
    ],
    [
      'a withdrawal with a deposit type',
      { withdrawnAmount: '25.00', transactionType: 'cardFunding' },
    ],
    ['an amount without a type', { depositedAmount: '90.00' }],
    ['an unknown type', { depositedAmount: '90.00', transactionType: 'wire' }],
    [
      'a failed attempt',
      { depositedAmount: '90.00', transactionType: 'xpressFunding', errorMessage: 'Declined' },
    ],
  ])('after a reload, %s is no transaction to confirm', async (_label, stored) => {
    for (const [key, value] of Object.entries(stored)) window.sessionStorage.setItem(key, value);
    await renderApp('/confirmation');
    expect(await screen.findByText('There is no recent transaction to show.')).toBeInTheDocument();
    expect(screen.queryByText(/^The amount of/)).not.toBeInTheDocument();
  });
});
