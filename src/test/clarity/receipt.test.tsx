import { DEMO_USER } from '@/sandbox/demoUser';
import { screen, waitFor } from '@testing-library/react';
import { paths } from '@/config/paths';
import { rememberPending } from '@/domain/transaction/storedOutcome';
import { printPage } from '@/platform/print';
import { renderApp } from '@/test/renderApp';
import { chooseCheckExtras, figuresOf } from './figures.testutil';
import { SCREEN_LOAD } from '@/test/timeScale';

/**
 * After the money moved, the confirmation is a receipt (amount, fee, total, masked method, date and
 * time, the balance fetched again; a withdrawal's delivery), printable.
 */

jest.mock('@/platform/print', () => ({ printPage: jest.fn() }));

const VISA = 'VISA **** **** **** 4242';
/** Decisions: 'Nov 27, 2026, 7:19 PM ET', in US Eastern whatever the device's zone. */
const EASTERN = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'America/New_York',
});
/** The receipt times possible for a transaction completed between `from` and now. */
const easternTimesSince = (from: number) =>
  [from, Date.now()].map((ms) => `${EASTERN.format(ms)} ET`);

const receipt = () => figuresOf('Receipt');

async function cardDepositOf(amount: string) {
  const view = await renderApp(paths.cardFunding);
  const { user } = view;
  await screen.findByRole('radio', { name: VISA }, SCREEN_LOAD);
  await user.clear(screen.getByLabelText('Amount'));
  await user.type(screen.getByLabelText('Amount'), amount);
  await user.type(screen.getByLabelText('CVV'), '123');
  await user.click(screen.getByRole('button', { name: 'Deposit' }));
  await screen.findByRole('heading', { level: 1, name: 'Transaction Successful' });
  return view;
}

describe('the receipt', () => {
  it("of a card deposit: the brand's fee, the total, the masked card, when, and the new balance", async () => {
    const before = Date.now();
    const { user } = await cardDepositOf('75');
    await waitFor(() => expect(receipt()['New balance']).toBe('$1,309.56'));
    const { 'Date and time': when, ...rest } = receipt();
    expect(rest).toEqual({
      Amount: '$75.00',
      Fee: '$2.50',
      'Total charged': '$77.50',
      'Paid with': VISA,
      'New balance': '$1,309.56',
    });
    expect(easternTimesSince(before)).toContain(when);
    await user.click(screen.getByRole('button', { name: 'Print receipt' }));
    expect(printPage).toHaveBeenCalledTimes(1);
  });

  it('of a check withdrawal: courier and signature fees from the balance, the address, how it travels', async () => {
    const { user } = await renderApp(paths.checkWithdraw);
    await user.type(await screen.findByLabelText('Amount', {}, SCREEN_LOAD), '40');
    await chooseCheckExtras(user);
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await screen.findByRole('heading', { level: 1, name: 'Transaction Successful' });
    expect(receipt()).toMatchObject({
      Amount: '$40.00',
      Fee: '$30.00',
      'Taken from your balance': '$70.00',
      'Sent to': 'Check to your residence address',
      Delivery:
        'Checks are processed every Tuesday and Thursday, then sent by courier and signed for on delivery.',
    });
  });

  it('after a reload: every row, the receipt kept with the outcome', async () => {
    const { leave } = await cardDepositOf('20');
    leave();
    await renderApp(paths.confirmation, { keepLedger: true });
    await screen.findByText(
      'The amount of $20.00 has been deposited to your account.',
      {},
      SCREEN_LOAD,
    );
    await waitFor(() => expect(receipt()['New balance']).toBe('$1,254.56'));
    // Its rows are kept with the outcome (none is sensitive: the card is masked).
    const { 'Date and time': when, ...rest } = receipt();
    expect(rest).toEqual({
      Amount: '$20.00',
      Fee: '$2.50',
      'Total charged': '$22.50',
      'Paid with': VISA,
      'New balance': '$1,254.56',
    });
    expect(when).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M ET$/);
    expect(
      screen.getByText(/^Can be withdrawn from [A-Z][a-z]+ \d{1,2} \(estimated\)$/),
    ).toBeVisible();
  });

  it('of a wallet deposit completed by its return: the wallet fee and method, and when', async () => {
    const before = Date.now();
    rememberPending(
      { direction: 'deposit', cents: 2500, transactionType: 'paypalFunding' },
      DEMO_USER.uid,
    );
    await renderApp(`${paths.walletDeposit}?success=true`);
    await screen.findByRole('heading', { level: 1, name: 'Transaction Successful' }, SCREEN_LOAD);
    expect(receipt()).toMatchObject({
      Amount: '$25.00',
      Fee: '$5.00',
      'Total charged': '$30.00',
      'Paid with': 'PayPal',
    });
    expect(easternTimesSince(before)).toContain(receipt()['Date and time']);
  });

  it('is not shown when there is no recent transaction', async () => {
    await renderApp(paths.confirmation);
    await screen.findByText('There is no recent transaction to show.', {}, SCREEN_LOAD);
    expect(screen.queryByRole('region', { name: 'Receipt' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print receipt' })).not.toBeInTheDocument();
  });
});
