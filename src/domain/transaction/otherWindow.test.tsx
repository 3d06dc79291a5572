import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

/*
 * Where the browser keeps the embedded frame's storage apart from the window it opened, nothing
 * reaches the frame on the channel: the deposit below is made by the server alone. Coming back
 * to the frame is what tells it to look again.
 */
const ROSE = 'Your balance has gone up by $25.00.';

async function openFrame() {
  const { container, store } = await renderApp('/', { pageQuery: '?quickDepositIframe=true' });
  const frame = within(container);
  await frame.findByRole('region', { name: 'Quick Deposit' });
  const balanceLoaded = () =>
    waitFor(() => expect(store.getState().balance.current.status).toBe('loaded'));
  // The arrival's own balance load is over before the person leaves for another window.
  await balanceLoaded();
  return { frame, store, balanceLoaded };
}

const depositElsewhere = () =>
  sandboxLedger.update((ledger) => {
    ledger.balanceCents += 25_00;
  });

const comeBack = () => act(() => window.dispatchEvent(new Event('focus')));

it('unheard, the frame that opened the wallet window rechecks the balance when the person comes back, and says it rose', async () => {
  const { frame } = await openFrame();
  const others = frame.getByRole('list', { name: 'Other ways to deposit' });
  await userEvent.click(within(others).getByRole('link', { name: /Paypal/ }));
  depositElsewhere();
  const requests = recordRequests();
  comeBack();
  expect(await frame.findByText(ROSE)).toBeVisible();
  const balance = `Your balance is now ${formatMoney(sandboxLedger.get().balanceCents)}.`;
  expect(frame.getByText(balance)).toBeVisible();
  expect(requests.count('GET', '/balance/type/current')).toBe(1);
  await waitFor(() => expect(requests.count('GET', '/balance/type/available')).toBe(1));
});

it('coming back with the balance as it was says nothing', async () => {
  const { frame, store, balanceLoaded } = await openFrame();
  const others = frame.getByRole('list', { name: 'Other ways to deposit' });
  await userEvent.click(within(others).getByRole('link', { name: /Paypal/ }));
  const asked = new Promise<void>((resolve) => {
    const stop = store.subscribe(() => {
      if (store.getState().balance.current.status !== 'loading') return;
      stop();
      resolve();
    });
  });
  comeBack();
  await asked;
  await balanceLoaded();
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(frame.queryByText(/Your balance has gone up/)).toBeNull();
  expect(frame.queryByText(/Your balance is now/)).toBeNull();
});

it('a frame that opened no window does not ask again on each return', async () => {
  const { store } = await openFrame();
  depositElsewhere();
  let askedAgain = false;
  store.subscribe(() => {
    if (store.getState().balance.current.status === 'loading') askedAgain = true;
  });
  comeBack();
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(askedAgain).toBe(false);
  expect(screen.queryByText(ROSE)).toBeNull();
});
