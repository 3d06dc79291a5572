import { screen, waitFor } from '@testing-library/react';
import { paths } from '@/config/paths';
import { redirectTo } from '@/platform/navigation';
import { recordRequests } from '@/test/recordRequests';
import { renderApp } from '@/test/renderApp';
import { chooseCheckExtras, figuresOf, walletPageAmount } from './figures.testutil';
import { SCREEN_LOAD } from '@/test/timeScale';

/**
 * Every fee is paid besides the amount, and every figure says so alike: the
 * summary, the receipt, the withdrawable warning, the sandbox's ledger and its wallet page
 * (decisions, 'Fees (deposits)' and 'Fees (withdrawals)'). The demo account holds $1,234.56.
 */

// jsdom cannot leave the page for the wallet provider: the redirect is recorded instead.
jest.mock('@/platform/navigation', () => ({
  ...jest.requireActual<object>('@/platform/navigation'),
  redirectTo: jest.fn(),
}));

const EXCEEDS = 'The amount exceeds your balance available for withdrawal.';

async function withdrawalOf(route: string, amount: string) {
  const view = await renderApp(route);
  await view.user.type(await screen.findByLabelText('Amount', {}, SCREEN_LOAD), amount);
  return view;
}

async function confirmed() {
  await screen.findByRole('heading', { level: 1, name: 'Transaction Successful' });
  await waitFor(() => expect(figuresOf('Receipt')['New balance']).toMatch(/^\$/));
  return figuresOf('Receipt');
}

describe('fees agree with the ledger', () => {
  it("a $25 wallet withdrawal takes $26.00 from the balance, as its receipt says (the sandbox took $25 and the receipt's new balance disagreed)", async () => {
    const { user } = await withdrawalOf(paths.walletWithdraw, '25');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await confirmed()).toMatchObject({
      'Taken from your balance': '$26.00',
      'New balance': '$1,208.56',
    });
  });

  it('a $30 check with rush and signature takes $60.00 from the balance, as its receipt says (the sandbox took $30)', async () => {
    const { user } = await withdrawalOf(paths.checkWithdraw, '30');
    await chooseCheckExtras(user);
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await confirmed()).toMatchObject({
      'Taken from your balance': '$60.00',
      'New balance': '$1,174.56',
    });
  });

  it("a $50 wallet deposit's page at the provider asks for the $55.00 its summary says (it asked for $50.00)", async () => {
    jest.mocked(redirectTo).mockImplementation(() => {});
    const { user } = await renderApp(paths.walletDeposit);
    await screen.findByRole('button', { name: '$50', pressed: true }, SCREEN_LOAD);
    expect(figuresOf('Deposit summary')['Total to be charged']).toBe('$55.00');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(redirectTo).toHaveBeenCalledTimes(1));
    expect(walletPageAmount(jest.mocked(redirectTo).mock.calls[0]![0])).toBe('$55.00');
  });

  it('withdrawing the whole $12.34 by wallet warns, counting its $1 fee (it warned on the amount alone), and the server still decides', async () => {
    const requests = recordRequests();
    const { user } = await renderApp(paths.walletWithdraw, { scenario: 'low-balance' });
    const amount = await screen.findByLabelText('Amount', {}, SCREEN_LOAD);
    await screen.findAllByText('$12.34', { selector: 'dd' });
    await user.type(amount, '11.34');
    expect(screen.queryByText(EXCEEDS)).not.toBeInTheDocument();
    await user.type(amount, '{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}12.34');
    expect(screen.getByText(EXCEEDS)).toHaveRole('status');
    const withdraw = screen.getByRole('button', { name: 'Withdraw' });
    expect(withdraw).toHaveAttribute('aria-disabled', 'false');
    await user.click(withdraw);
    // The sandbox refuses it with the same sentence, as amount and fee exceed what it holds.
    await waitFor(() => expect(screen.getAllByText(EXCEEDS)).toHaveLength(2));
    expect(requests.bodies('POST', '/paypal/withdraw')).toEqual([
      { amount: 12.34, note: 'Withdrawing 12.34' },
    ]);
  });
});
