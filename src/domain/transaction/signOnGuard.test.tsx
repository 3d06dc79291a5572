import { screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { paths } from '@/config/paths';
import { recordRequests } from '@/test/recordRequests';
import { renderApp } from '@/test/renderApp';
import { TRANSACTION_MESSAGES } from './messages';

/**
 * Right before any POST: the page shows one member's cards, accounts and
 * balance; if the browser's sign-on has since changed (another member signed in, or signed out,
 * in another tab), nothing is posted with the new sign-on's token.
 */
const MEMBER_B = { xAuthToken: 'token-of-b', displayName: 'Blair Quinn', uid: 'bquinn' };

const flows = [
  {
    name: 'a saved-card deposit',
    route: paths.cardFunding,
    post: '/deposit/card',
    async fill(user: Awaited<ReturnType<typeof renderApp>>['user']) {
      await screen.findByRole('radio', { name: 'VISA **** **** **** 4242' });
      await user.type(screen.getByLabelText('CVV'), '123');
      return screen.getByRole('button', { name: 'Deposit' });
    },
  },
  {
    name: 'a wallet withdrawal',
    route: paths.walletWithdraw,
    post: '/paypal/withdraw',
    async fill(user: Awaited<ReturnType<typeof renderApp>>['user']) {
      await user.type(await screen.findByLabelText('Amount'), '25');
      return screen.getByRole('button', { name: 'Withdraw' });
    },
  },
];

describe.each(flows)('$name after the sign-on changed in another tab', ({ route, post, fill }) => {
  it("posts nothing with another member's token, and says the payment was started in another sign-in", async () => {
    const requests = recordRequests();
    const { user, store } = await renderApp(route);
    const submit = await fill(user);
    await waitFor(() => expect(submit).toHaveAttribute('aria-disabled', 'false'));
    Cookies.set('xpbUser', JSON.stringify(MEMBER_B));
    await user.click(submit);
    expect(await screen.findByText(TRANSACTION_MESSAGES.otherSignIn)).toBeVisible();
    expect(requests.count('POST', post)).toBe(0);
    expect(store.getState().location.pathname).toBe(route);
  });

  it('posts nothing without a sign-on, and asks the person to log in', async () => {
    const requests = recordRequests();
    const { user } = await renderApp(route);
    const submit = await fill(user);
    await waitFor(() => expect(submit).toHaveAttribute('aria-disabled', 'false'));
    Cookies.remove('xpbUser');
    await user.click(submit);
    expect(await screen.findByText('Please log in to continue.')).toBeVisible();
    expect(requests.count('POST', post)).toBe(0);
  });
});
