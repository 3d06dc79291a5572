import { DEMO_USER } from '@/sandbox/demoUser';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { formatMoney } from '@/lib/money';
import { sandboxLedger, sandboxServer } from '@/sandbox/node';
import { SUBMIT_FORM_KEYS, SUBMIT_FORMS } from '@/test/fault/submitForms';
import { recordRequests } from '@/test/recordRequests';
import { renderApp } from '@/test/renderApp';
import { rememberPending } from './storedOutcome';
import { SCREEN_LOAD } from '@/test/timeScale';
import { onTestCleanup } from '@/test/cleanups';

/**
 * Both balances (current and withdrawable) are fetched again after every
 * completed transaction, deposits included, so neither figure is older than the last one.
 */

/** Deposited funds become withdrawable at once on this server (the sandbox holds them back). */
function releaseDepositsAtOnce(path: string) {
  sandboxServer.use(
    http.post(`*/api/funding${path}`, async ({ request }) => {
      const { amount } = (await request.clone().json()) as { amount: number };
      sandboxLedger.update((ledger) => {
        ledger.withdrawableCents += Math.round(amount * 100);
      });
      // The sandbox answers (and credits the balance).
      return undefined;
    }),
  );
}

const withdrawableLine = () => screen.getByText('Available Balance for Withdrawal').parentElement;

function goTo(route: string) {
  act(() => {
    window.location.hash = `#${route}`;
  });
}

// Wallet deposits complete on the provider's return, tested below; the rest complete in the page.
const COMPLETING_FORMS = SUBMIT_FORM_KEYS.filter(
  (key) => !['markDefault', 'walletDeposit'].includes(SUBMIT_FORMS[key].kind),
);

describe('after a completed transaction', () => {
  it('the withdrawable balance shown is the one after a deposit', async () => {
    const { user } = await renderApp('/withdraw');
    await screen.findByRole('heading', { level: 1, name: 'Select Withdrawal Method' }, SCREEN_LOAD);
    await waitFor(() => expect(withdrawableLine()).toHaveTextContent('$1,000.00'));

    releaseDepositsAtOnce('/deposit/card');
    goTo('/deposit/cardfunding');
    await screen.findByRole('button', { name: '$50', pressed: true }, SCREEN_LOAD);
    await user.type(screen.getByLabelText('CVV'), '123');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    await screen.findByRole('heading', { level: 1, name: 'Transaction Successful' });

    goTo('/withdraw');
    await screen.findByRole('heading', { level: 1, name: 'Select Withdrawal Method' });
    expect(sandboxLedger.get().withdrawableCents).toBe(1_050_00);
    await waitFor(() => expect(withdrawableLine()).toHaveTextContent('$1,050.00'));
  });

  it.each(COMPLETING_FORMS)('on %s both balances are fetched again', async (key) => {
    const form = SUBMIT_FORMS[key];
    const user = userEvent.setup();
    await form.open(user);
    const requests = recordRequests();
    await form.submit(user);
    await screen.findByRole('heading', { level: 1, name: 'Transaction Successful' });
    await waitFor(() => {
      expect(requests.count('GET', '/balance/type/current')).toBe(1);
      expect(requests.count('GET', '/balance/type/available')).toBe(1);
    });
    expect(screen.getByRole('banner')).toHaveTextContent(
      formatMoney(sandboxLedger.get().balanceCents),
    );
  });

  // Starting a request costs the main thread several milliseconds on a phone: the confirmation
  // comes first.
  it.each(COMPLETING_FORMS)(
    'on %s the confirmation is on the page before anything is fetched again',
    async (key) => {
      const form = SUBMIT_FORMS[key];
      const user = userEvent.setup();
      await form.open(user);
      const fetchedAgain: { path: string; confirmationShown: boolean }[] = [];
      const listener = ({ request }: { request: Request }) => {
        if (request.method !== 'GET') return;
        fetchedAgain.push({
          path: new URL(request.url).pathname,
          confirmationShown:
            screen.queryByRole('heading', { level: 1, name: 'Transaction Successful' }) !== null,
        });
      };
      sandboxServer.events.on('request:start', listener);
      onTestCleanup(() => sandboxServer.events.removeListener('request:start', listener));
      await form.submit(user);
      await screen.findByRole('heading', { level: 1, name: 'Transaction Successful' });
      await waitFor(() =>
        expect(fetchedAgain.map(({ path }) => path)).toContain('/api/funding/balance/type/current'),
      );
      expect(fetchedAgain.filter(({ confirmationShown }) => !confirmationShown)).toEqual([]);
    },
  );

  it("on the wallet provider's return both balances are fetched again", async () => {
    rememberPending(
      { direction: 'deposit', cents: 90_00, transactionType: 'paypalFunding' },
      DEMO_USER.uid,
    );
    const requests = recordRequests();
    await renderApp('/deposit/paypalfunding?success=true');
    await screen.findByRole('heading', { level: 1, name: 'Transaction Successful' }, SCREEN_LOAD);
    await waitFor(() => expect(requests.count('GET', '/balance/type/available')).toBe(1));
  });
});
