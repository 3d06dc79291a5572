import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '@/test/renderApp';
import { scaled } from '@/test/timeScale';

// The clock the sagas read (`call(now)`): Wednesday 25 November 2026, 10:00 in New York.
const WEDNESDAY_25_NOVEMBER = Date.parse('2026-11-25T15:00:00Z');
jest.mock('@/platform/clock', () => ({
  ...jest.requireActual<object>('@/platform/clock'),
  now: () => WEDNESDAY_25_NOVEMBER,
}));

/**
 * Decisions, dates the spec's facts imply: the check withdrawal's summary and
 * receipt name the next processing day; the confirmation of a card or ACH deposit says from
 * which date it can be withdrawn; both say 'estimated'.
 */
const PROCESSING_DAY = 'Next check processing day: Thursday, November 26 (estimated)';
const WITHDRAWABLE_FROM = 'Can be withdrawn from December 1 (estimated)';
const LOAD = { timeout: scaled(5000) };

async function confirmed() {
  await screen.findByRole('heading', { level: 1, name: 'Transaction Successful' }, LOAD);
  return screen.getByRole('main');
}

describe('estimated dates', () => {
  it('the check withdrawal names the next processing day in its summary and its receipt', async () => {
    const { user } = await renderApp('/withdraw/xpressfunding-fedex');
    const summary = await screen.findByRole('region', { name: 'Withdrawal summary' }, LOAD);
    expect(within(summary).getByText(PROCESSING_DAY)).toBeVisible();
    await screen.findByRole('combobox', { name: 'Delivery Address' });
    await user.type(screen.getByLabelText('Amount'), '40');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Withdraw' })).toHaveAttribute(
        'aria-disabled',
        'false',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    const main = await confirmed();
    expect(within(main).getByRole('region', { name: 'Receipt' })).toHaveTextContent(PROCESSING_DAY);
    expect(within(main).queryByText(WITHDRAWABLE_FROM)).toBeNull();
  });

  it('a card deposit (the quick deposit) says from when it can be withdrawn', async () => {
    const { user } = await renderApp('/');
    await screen.findByRole('region', { name: 'Quick Deposit' }, LOAD);
    await screen.findByRole('button', { name: '$50' });
    await user.type(screen.getByLabelText('CVV'), '123');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    const main = await confirmed();
    expect(within(main).getByText(WITHDRAWABLE_FROM)).toBeVisible();
    expect(within(main).queryByText(PROCESSING_DAY)).toBeNull();
  });

  it('an ACH deposit says from when it can be withdrawn', async () => {
    const { user } = await renderApp('/deposit/xpressfunding');
    await screen.findByRole('radio', { name: 'CHECKING *****56789' }, LOAD);
    await user.click(screen.getByRole('button', { name: '$250' }));
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    const main = await confirmed();
    expect(within(main).getByText(WITHDRAWABLE_FROM)).toBeVisible();
  });

  it('a wallet withdrawal names no date', async () => {
    const { user } = await renderApp('/withdraw/paypalfunding');
    await screen.findByLabelText('Amount', {}, LOAD);
    await user.type(screen.getByLabelText('Amount'), '20');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Withdraw' })).toHaveAttribute(
        'aria-disabled',
        'false',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    const main = await confirmed();
    expect(within(main).queryByText(/estimated/)).toBeNull();
  });
});
