import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { sandboxServer } from '@/sandbox/node';
import { renderApp } from '@/test/renderApp';
import { WITHDRAW_MESSAGES } from '../messages';
import { SCREEN_LOAD } from '@/test/timeScale';

/** The warning beside a withdrawal amount, against the withdrawable balance the server sent. */
async function openWalletWithWithdrawable(answer: () => Response) {
  sandboxServer.use(http.get('*/api/funding/balance/type/available', answer));
  const app = await renderApp('/withdraw/paypalfunding');
  await screen.findByRole('heading', { level: 1, name: 'Paypal Funding' }, SCREEN_LOAD);
  await waitFor(() =>
    expect(['loaded', 'failed']).toContain(app.store.getState().balance.available.status),
  );
  return app;
}

const warning = () => screen.queryByText(WITHDRAW_MESSAGES.exceedsWithdrawable);
const amount = () => screen.getByLabelText('Amount');
const withdraw = () => screen.getByRole('button', { name: 'Withdraw' });

describe('the warning above the withdrawable balance', () => {
  it('is never shown when the withdrawable balance could not be loaded: the server decides', async () => {
    const { user } = await openWalletWithWithdrawable(() => HttpResponse.json({}, { status: 500 }));
    await user.type(amount(), '25');
    expect(withdraw()).toHaveAttribute('aria-disabled', 'false');
    expect(warning()).not.toBeInTheDocument();
  });

  it('waits for an amount when the withdrawable balance is below zero', async () => {
    const { user } = await openWalletWithWithdrawable(() =>
      HttpResponse.json({ amount: '-12.50' }),
    );
    expect(warning()).not.toBeInTheDocument();
    await user.type(amount(), '5');
    expect(warning()).toHaveRole('status');
  });
});
