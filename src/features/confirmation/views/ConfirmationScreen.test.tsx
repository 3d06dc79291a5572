import { screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { renderApp } from '@/test/renderApp';

describe('the confirmation screen', () => {
  it('after a reload shows the deposited amount kept in session storage', async () => {
    window.sessionStorage.setItem('depositedAmount', '25.50');
    window.sessionStorage.setItem('transactionType', 'cardFunding');
    window.sessionStorage.setItem('transactionMember', 'jrivera');
    await renderApp('/confirmation');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Transaction Successful' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('The amount of $25.50 has been deposited to your account.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back to Home' })).toHaveAttribute('href', '#/');
    expect(screen.getByRole('complementary', { name: 'Help and Support' })).toBeInTheDocument();
  });

  it('says withdrawn for a withdrawal', async () => {
    window.sessionStorage.setItem('withdrawnAmount', '1234.5');
    window.sessionStorage.setItem('transactionType', 'xpressFunding-ACH');
    window.sessionStorage.setItem('transactionMember', 'jrivera');
    await renderApp('/confirmation');
    expect(
      await screen.findByText('The amount of $1,234.50 has been withdrawn from your account.'),
    ).toBeInTheDocument();
  });

  it("hides 'Go back to Home' in the iOS app", async () => {
    Cookies.set('xpbIosApp', 'true');
    window.sessionStorage.setItem('depositedAmount', '10.00');
    window.sessionStorage.setItem('transactionType', 'cardFunding');
    window.sessionStorage.setItem('transactionMember', 'jrivera');
    await renderApp('/confirmation');
    await screen.findByText('The amount of $10.00 has been deposited to your account.');
    expect(screen.queryByRole('link', { name: 'Go back to Home' })).not.toBeInTheDocument();
  });

  it.each([
    ['nothing was stored', () => undefined],
    [
      'a wallet deposit is still waiting for PayPal',
      () => {
        window.sessionStorage.setItem('depositedAmount', '40.00');
        window.sessionStorage.setItem('transactionType', 'paypalFunding');
        window.sessionStorage.setItem('transactionMember', 'jrivera');
        window.sessionStorage.setItem('transactionPending', 'true');
        window.sessionStorage.setItem('transactionMember', 'jrivera');
      },
    ],
    [
      'the stored parts disagree',
      () => {
        window.sessionStorage.setItem('depositedAmount', '40.00');
        window.sessionStorage.setItem('withdrawnAmount', '40.00');
        window.sessionStorage.setItem('transactionType', 'paypalFunding');
        window.sessionStorage.setItem('transactionMember', 'jrivera');
      },
    ],
  ])(
    'when %s: "No recent transaction", never a success heading or check mark',
    async (_, store) => {
      store();
      await renderApp('/confirmation');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'No recent transaction' }),
      ).toBeVisible();
      expect(screen.getByText('There is no recent transaction to show.')).toBeVisible();
      expect(screen.queryByRole('heading', { name: 'Transaction Successful' })).toBeNull();
      expect(screen.queryByText('✓')).toBeNull();
      expect(screen.queryByRole('region', { name: 'Receipt' })).toBeNull();
      expect(screen.getByRole('link', { name: 'Go back to Home' })).toHaveAttribute('href', '#/');
    },
  );

  it("reloaded in another member's sign-on, confirms nothing of the first member's", async () => {
    window.sessionStorage.setItem('depositedAmount', '25.50');
    window.sessionStorage.setItem('transactionType', 'cardFunding');
    window.sessionStorage.setItem('transactionMember', 'jrivera');
    Cookies.set(
      'xpbUser',
      JSON.stringify({ xAuthToken: 'b', displayName: 'Blair', uid: 'bquinn' }),
    );
    await renderApp('/confirmation', { signedIn: false });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No recent transaction' }),
    ).toBeVisible();
    expect(screen.queryByText(/has been deposited/)).toBeNull();
  });

  it('goes home and forgets the amount', async () => {
    window.sessionStorage.setItem('depositedAmount', '25.00');
    window.sessionStorage.setItem('transactionType', 'cardFunding');
    window.sessionStorage.setItem('transactionMember', 'jrivera');
    const { user, store } = await renderApp('/confirmation');
    await user.click(await screen.findByRole('link', { name: 'Go back to Home' }));
    await screen.findByRole('heading', { level: 1, name: 'Select Deposit Method' });
    expect(store.getState().location.pathname).toBe('/');
    expect(window.sessionStorage.getItem('depositedAmount')).toBeNull();
  });
});
