import { DEMO_USER } from '@/sandbox/demoUser';
import { screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { http, HttpResponse } from 'msw';
import { sandboxLedger, sandboxServer } from '@/sandbox/node';
import { installFakeLocks } from '@/test/fakeLocks';
import { recordRequests } from '@/test/recordRequests';
import { renderApp } from '@/test/renderApp';
import { markDefaultFeature } from '@/domain/mark-default/feature';
import { markDefaultRequested } from '@/domain/mark-default/markDefaultSlice';
import { rememberPending } from '@/domain/transaction/storedOutcome';

/** The sandbox's demo account with another default funding method. */
function withDefault(fundingMethod: 'cc' | 'ach' | null, fundingMethodId: number | null) {
  sandboxServer.use(
    http.get('*/api/funding/user/mark-as-default', () =>
      HttpResponse.json({ fundingMethod, fundingMethodId }),
    ),
  );
}

const quickDeposit = () => screen.findByRole('region', { name: 'Quick Deposit' });
const depositButton = () => screen.getByRole('button', { name: 'Deposit' });

describe('the quick deposit on the deposit home', () => {
  it('shows the quick deposit with the default card, its expiry, limit and fee', async () => {
    await renderApp('/');
    const region = await quickDeposit();
    expect(region).toHaveTextContent('VISA **** **** **** 4242');
    expect(screen.getByLabelText('Expiry month')).toHaveValue('04');
    expect(screen.getByLabelText('Expiry year')).toHaveValue('2028');
    expect(screen.getByLabelText('Expiry month')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('CVV')).toHaveAttribute('type', 'password');
    expect(
      await screen.findByText('Weekly Amount Available for Deposit: $500.00'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('There is a $2.50 fee for credit & debit card deposits.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '$50' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getAllByRole('button', { name: /^\$/ }).map((b) => b.textContent)).toEqual([
      '$25',
      '$50',
      '$100',
      '$200',
    ]);
    expect(depositButton()).toHaveAttribute('aria-disabled', 'true');
    expect(depositButton()).toHaveAccessibleDescription('To deposit, provide a 3-digit CVV.');
  });

  it('deposits with the default card through the card deposit call', async () => {
    const requests = recordRequests();
    const { user } = await renderApp('/');
    await quickDeposit();
    await screen.findByRole('button', { name: '$50' });
    await user.type(screen.getByLabelText('CVV'), '123');
    await user.dblClick(depositButton());
    expect(
      await screen.findByText('The amount of $50.00 has been deposited to your account.'),
    ).toBeInTheDocument();
    expect(requests.bodies('POST', '/deposit/card')).toEqual([
      expect.objectContaining({
        fundingMethodId: 101,
        cvcCode: '123',
        expiryDate: '2028-04-01',
        amount: 50,
      }),
    ]);
    expect(window.sessionStorage.getItem('transactionType')).toBe('cardFunding');
  });

  it("sends the deposit before drawing 'Processing your deposit': on a phone that render is about 25 ms the POST would otherwise wait", async () => {
    // The browser's Web Locks answer in a later task, as the fake's do: the old order (the busy
    // state put, then the lock) let React draw in between.
    installFakeLocks();
    const { user } = await renderApp('/');
    await quickDeposit();
    await screen.findByRole('button', { name: '$50' });
    await user.type(screen.getByLabelText('CVV'), '123');
    const send = window.fetch;
    const drawnWhenPosted: boolean[] = [];
    jest.spyOn(window, 'fetch').mockImplementation((input, init) => {
      if (init?.method === 'POST') {
        drawnWhenPosted.push(screen.queryByText('Processing your deposit') !== null);
      }
      return send(input, init);
    });
    await user.click(depositButton());
    expect(
      await screen.findByText('The amount of $50.00 has been deposited to your account.'),
    ).toBeInTheDocument();
    expect(drawnWhenPosted).toEqual([false]);
  });

  it('shows a refusal, clears the CVV and stays home', async () => {
    const { user, store } = await renderApp('/');
    await quickDeposit();
    await screen.findByRole('button', { name: '$50' });
    await user.type(screen.getByLabelText('CVV'), '000');
    await user.click(depositButton());
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    expect(screen.getByLabelText('CVV')).toHaveValue('');
    expect(store.getState().location.pathname).toBe('/');
  });

  it('with an ACH default shows the account, ACH presets and limit, and deposits from it', async () => {
    withDefault('ach', 201);
    const requests = recordRequests();
    const { user } = await renderApp('/');
    const region = await quickDeposit();
    expect(region).toHaveTextContent('CHECKING *****56789');
    expect(screen.queryByLabelText('CVV')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '$100' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(
      await screen.findByText('Weekly Amount Available for Deposit: $2,000.00'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/fee for credit & debit card deposits/)).not.toBeInTheDocument();
    // The saved cards were asked for ahead, with the default method, once, and
    // nothing of them shows.
    expect(requests.count('GET', '/getcardfundingmethod')).toBe(1);
    expect(region).not.toHaveTextContent(/VISA|MASTERCARD|Default card/i);
    await user.click(depositButton());
    expect(
      await screen.findByText('The amount of $100.00 has been deposited to your account.'),
    ).toBeInTheDocument();
    expect(requests.bodies('POST', '/expressfund/deposit')).toEqual([
      expect.objectContaining({ fundingMethodId: 201, type: 'ach', amount: 100 }),
    ]);
    expect(window.sessionStorage.getItem('transactionType')).toBe('xpressFunding');
    expect(sandboxLedger.get().balanceCents).toBe(1_234_56 + 100_00);
  });

  it('sends an ACH default that must be linked to bank linking instead of depositing', async () => {
    withDefault('ach', 202);
    const requests = recordRequests();
    const { user, store } = await renderApp('/');
    const region = await quickDeposit();
    expect(region).toHaveTextContent('SAVING *****43210');
    expect(within(region).getByText('This account must be verified first.')).toBeVisible();
    await screen.findByRole('button', { name: '$100' });
    // The button says what it does.
    expect(within(region).queryByRole('button', { name: 'Deposit' })).not.toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Continue to Bank Verification' }));
    await waitFor(() => expect(store.getState().location.pathname).toBe('/deposit/plaidfunding'));
    expect(requests.count('POST', '/expressfund/deposit')).toBe(0);
    expect(store.getState().amount.bankLink?.cents).toBe(100_00);
  });

  it('shows no quick deposit without a default, asking for the saved lists only once, ahead', async () => {
    const requests = recordRequests();
    await renderApp('/', { scenario: 'new-user' });
    await waitFor(() => expect(requests.count('GET', '/user/mark-as-default')).toBe(1));
    await screen.findByText('$1,234.56', { selector: '.balance-banner__amount' });
    expect(screen.queryByRole('region', { name: 'Quick Deposit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('status', { name: /quick deposit/i })).not.toBeInTheDocument();
    // The new user has none: the 404s asked for ahead show nothing and are not asked
    // for again.
    await waitFor(() => expect(requests.count('GET', '/getcardfundingmethod')).toBe(1));
    expect(requests.count('GET', '/expressfund')).toBe(1);
    // The quick deposit keeps its empty alert for a wallet deposit's error, whenever its chunk
    // arrives: what matters is that no alert says anything.
    const spoken = screen.queryAllByRole('alert').map((alert) => alert.textContent?.trim());
    expect(spoken.filter(Boolean)).toEqual([]);
  });

  it('shows no quick deposit when the default is no longer in the list', async () => {
    withDefault('cc', 999);
    await renderApp('/');
    await screen.findByText('$1,234.56', { selector: '.balance-banner__amount' });
    await waitFor(() =>
      expect(screen.queryByRole('status', { name: /quick deposit/i })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('region', { name: 'Quick Deposit' })).not.toBeInTheDocument();
  });

  it.each(['/user/mark-as-default', '/getcardfundingmethod'])(
    'says so when %s cannot be fetched',
    async (path) => {
      sandboxServer.use(
        http.get(`*/api/funding${path}`, () => HttpResponse.json({}, { status: 502 })),
      );
      await renderApp('/');
      expect(
        await screen.findByText('An error occurred while fetching your account details'),
      ).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Quick Deposit' })).not.toBeInTheDocument();
    },
  );

  it('follows a new default', async () => {
    const { store } = await renderApp('/');
    const region = await quickDeposit();
    expect(region).toHaveTextContent('VISA **** **** **** 4242');
    act(() => {
      // Chosen on the card screen, whose chunk brings the mark-default saga.
      store.injectFeature(markDefaultFeature);
      store.dispatch(markDefaultRequested({ fundingMethod: 'cc', fundingMethodId: 102 }));
    });
    await waitFor(() => expect(region).toHaveTextContent('MASTERCARD **** **** **** 5454'));
    expect(screen.getByLabelText('Expiry month')).toHaveValue('11');
    expect(
      screen.getByText('There is a $3.00 fee for credit & debit card deposits.'),
    ).toBeInTheDocument();
  });
});

describe('back from the wallet provider in the quick-deposit frame', () => {
  const walletError = 'An error occurred while processing your deposit. Please try again.';
  /** The $50 deposit as stored before the redirect: pending until the provider's return. */
  const storeWalletDeposit = () =>
    rememberPending(
      { direction: 'deposit', cents: 50_00, transactionType: 'paypalFunding' },
      DEMO_USER.uid,
    );

  it.each([
    ['with a card default', 'default'],
    ['without a default method', 'new-user'],
  ] as const)('shows the wallet error on the home %s', async (_label, scenario) => {
    storeWalletDeposit();
    await renderApp('/?error=true', { scenario, pageQuery: '?quickDepositIframe=true' });
    expect(await screen.findByText(walletError)).toBeInTheDocument();
    expect(window.sessionStorage.getItem('depositedAmount')).toBeNull();
  });

  it('goes to the confirmation on success', async () => {
    storeWalletDeposit();
    await renderApp('/?success=true', { pageQuery: '?quickDepositIframe=true' });
    expect(
      await screen.findByRole('heading', { name: 'Transaction Successful' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('The amount of $50.00 has been deposited to your account.'),
    ).toBeInTheDocument();
  });
});
