import { act, screen, waitFor } from '@testing-library/react';
import { delay, HttpResponse } from 'msw';
import { selectCompleted } from '@/domain/transaction/transactionSlice';
import { renderApp } from '@/test/renderApp';
import {
  answerPosts,
  recordRequests,
  statusAnswer,
  transactionAnswer,
} from '@/test/recordRequests';
import { withdrawSubmitted } from '../withdrawSlice';
import { SCREEN_LOAD } from '@/test/timeScale';

async function openWallet() {
  const app = await renderApp('/withdraw/paypalfunding');
  await screen.findByRole('heading', { level: 1, name: 'Paypal Funding' }, SCREEN_LOAD);
  // The withdrawable balance is known before the amount is judged against it.
  await waitFor(() => expect(app.store.getState().balance.available.status).toBe('loaded'));
  return app;
}

const amount = () => screen.getByLabelText('Amount');
const withdraw = () => screen.getByRole('button', { name: 'Withdraw' });

describe('the wallet withdrawal', () => {
  it('keeps Withdraw disabled, saying why, until the amount is valid', async () => {
    const { user } = await openWallet();
    expect(screen.getByText('Example: 25.00')).toBeInTheDocument();
    expect(withdraw()).toHaveAttribute('aria-disabled', 'true');
    expect(withdraw()).toHaveAccessibleDescription('Enter a valid amount to withdraw.');
    await user.type(amount(), '12.345');
    expect(screen.getByText('Invalid amount')).toBeInTheDocument();
    expect(withdraw()).toHaveAttribute('aria-disabled', 'true');
    await user.clear(amount());
    await user.type(amount(), '25');
    expect(withdraw()).toHaveAttribute('aria-disabled', 'false');
    expect(withdraw()).not.toHaveAccessibleDescription();
  });

  it("states the $1 fee and the provider's rules", async () => {
    await openWallet();
    const rules = screen.getByRole('region', { name: 'Rules for Withdrawal' });
    expect(rules).toHaveTextContent('There is a $1.00 fee for each PayPal withdrawal.');
    expect(rules).toHaveTextContent(/PayPal's own rules and user agreement apply/);
  });

  it('posts the amount and its note, then shows the confirmation with the balance lowered', async () => {
    const requests = recordRequests();
    const { user, store } = await openWallet();
    await user.type(amount(), '25');
    await user.click(withdraw());
    await waitFor(() => expect(store.getState().location.pathname).toBe('/confirmation'));
    expect(requests.bodies('POST', '/paypal/withdraw')).toEqual([
      { amount: 25, note: 'Withdrawing 25.00' },
    ]);
    expect(window.sessionStorage.getItem('withdrawnAmount')).toBe('25.00');
    expect(window.sessionStorage.getItem('transactionType')).toBe('paypalFunding');
    expect(selectCompleted(store.getState())).toEqual({
      direction: 'withdraw',
      cents: 2500,
      transactionType: 'paypalFunding',
      completedAt: expect.any(Number) as number,
      receipt: { feeCents: 100, method: 'PayPal', delivery: 'Sent to your PayPal account.' },
    });
    // The amount and its $1 fee.
    await waitFor(() => expect(store.getState().balance.available.cents).toBe(974_00));
  });

  it('shows a refusal as plain text and stays on the form', async () => {
    answerPosts('/paypal/withdraw', transactionAnswer(7, 'Wallet <b>closed</b>'));
    const { user, store } = await openWallet();
    await user.type(amount(), '30');
    await user.click(withdraw());
    expect(await screen.findByText('Wallet <b>closed</b>')).toHaveRole('alert');
    expect(store.getState().location.pathname).toBe('/withdraw/paypalfunding');
    expect(withdraw()).toHaveAttribute('aria-disabled', 'false');
  });

  it.each([502, 404])('answers HTTP %i with the generic message', async (status) => {
    answerPosts('/paypal/withdraw', statusAnswer(status));
    const { user } = await openWallet();
    await user.type(amount(), '30');
    await user.click(withdraw());
    expect(await screen.findByText('Some error occurred.')).toHaveRole('alert');
  });

  it('warns when the amount and its $1 fee are above the withdrawable balance, but lets the server decide', async () => {
    const requests = recordRequests();
    const { user } = await openWallet();
    await user.type(amount(), '999');
    expect(screen.queryByText(/exceeds your balance/)).not.toBeInTheDocument();
    await user.type(amount(), '.01');
    const warning = 'The amount exceeds your balance available for withdrawal.';
    expect(screen.getByText(warning)).toHaveRole('status');
    expect(withdraw()).toHaveAttribute('aria-disabled', 'false');
    await user.click(withdraw());
    // The sandbox refuses it with the same sentence, shown as the failure.
    await waitFor(() => expect(screen.getAllByText(warning)).toHaveLength(2));
    expect(requests.bodies('POST', '/paypal/withdraw')).toEqual([
      { amount: 999.01, note: 'Withdrawing 999.01' },
    ]);
  });

  it('posts once however often Withdraw is pressed, with a loader meanwhile', async () => {
    const requests = recordRequests();
    answerPosts('/paypal/withdraw', async () => {
      await delay(100);
      return HttpResponse.json({ errorCode: 0, errorMessage: '' });
    });
    const { user, store } = await openWallet();
    await user.type(amount(), '40');
    await user.click(withdraw());
    expect(
      screen.getByText('Processing your withdrawal').closest('[role="status"]'),
    ).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Processing $40.00...' })).toBeDisabled();
    act(() => {
      for (let i = 0; i < 5; i += 1) store.dispatch(withdrawSubmitted({ form: 'paypalWithdraw' }));
    });
    await waitFor(() => expect(store.getState().location.pathname).toBe('/confirmation'));
    expect(requests.bodies('POST', '/paypal/withdraw')).toHaveLength(1);
  });

  it('opens the session-expired popup when the submit answers 401', async () => {
    answerPosts('/paypal/withdraw', statusAnswer(401));
    const { user, store } = await openWallet();
    await user.type(amount(), '40');
    await user.click(withdraw());
    await waitFor(() => expect(store.getState().session.popup).toBe('sessionExpired'));
    expect(store.getState().location.pathname).toBe('/withdraw/paypalfunding');
  });
});
