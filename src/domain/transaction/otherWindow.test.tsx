import { screen, waitFor, within } from '@testing-library/react';
import { formatMoney } from '@/lib/money';
import { rememberPending } from '@/domain/transaction/storedOutcome';
import { DEMO_USER } from '@/sandbox/demoUser';
import { sandboxLedger } from '@/sandbox/node';
import { recordRequests } from '@/test/recordRequests';
import { renderApp, renderSecondTab } from '@/test/renderApp';

/*
 * The quick-deposit frame opens the wallet deposit in a window of its own; when that window's
 * deposit goes through (the provider's return completes it there), the frame hears it on the
 * account's channel, says so above its screen and fetches both balances again.
 */

const SAID = 'Another tab just made a deposit of $25.00.';

it('the frame hears the deposit its wallet window completed, and shows the fresh balance', async () => {
  const frame = within((await renderApp('/', { pageQuery: '?quickDepositIframe=true' })).container);
  await frame.findByRole('region', { name: 'Quick Deposit' });
  const requests = recordRequests();
  // The window the frame opened: the whole app, back from the provider with the payment made.
  rememberPending(
    { direction: 'deposit', cents: 25_00, transactionType: 'paypalFunding' },
    DEMO_USER.uid,
  );
  sandboxLedger.update((ledger) => {
    ledger.balanceCents += 25_00;
  });
  renderSecondTab('/deposit/paypalfunding?success=true');
  expect(await frame.findByText(SAID)).toBeVisible();
  const balance = `Your balance is now ${formatMoney(sandboxLedger.get().balanceCents)}.`;
  expect(await frame.findByText(balance)).toBeVisible();
  await waitFor(() => expect(requests.count('GET', '/balance/type/current')).toBeGreaterThan(0));
  expect(requests.count('GET', '/balance/type/available')).toBeGreaterThan(0);
});

it('a tab that is not the frame hears nothing of it', async () => {
  await renderApp('/');
  await screen.findByRole('region', { name: 'Quick Deposit' });
  rememberPending(
    { direction: 'deposit', cents: 25_00, transactionType: 'paypalFunding' },
    DEMO_USER.uid,
  );
  renderSecondTab('/deposit/paypalfunding?success=true');
  await screen.findByRole('heading', { level: 1, name: 'Transaction Successful' });
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(screen.queryByText(SAID)).toBeNull();
});
