import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { paths } from '@/config/paths';
import { DEMO_CUSTOMER } from '@/sandbox/demoUser';
import { sandboxServer } from '@/sandbox/node';
import { onTestCleanup } from '@/test/cleanups';
import { recordRequests } from '@/test/recordRequests';
import { renderApp } from '@/test/renderApp';
import { figuresOf } from './figures.testutil';
import { SCREEN_LOAD } from '@/test/timeScale';

/**
 * No money moves while a figure of its total is unknown (decisions, 'A figure
 * that is not known'): a card fee whose customer record failed or is loading, a limit still
 * loading. Deposit is disabled and says which figure is missing; a failed one has Try again,
 * which asks for it alone. A fee of zero is known.
 */

const VISA = 'VISA **** **** **** 4242';
const FEE_FAILED = 'The card fee could not be loaded.';

/** GET `path` (under /api/funding) fails with 422 the first `times` times, then the sandbox answers. */
function failGet(path: string, times = Infinity) {
  let failures = 0;
  sandboxServer.use(
    http.get(`*/api/funding${path}`, () => {
      if (failures >= times) return undefined;
      failures += 1;
      return HttpResponse.json({ message: 'Unprocessable' }, { status: 422 });
    }),
  );
}

/** GET `path` waits until the returned function is called, then the sandbox answers. */
function holdGet(path: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  onTestCleanup(release);
  sandboxServer.use(
    http.get(`*/api/funding${path}`, async () => {
      await released;
      return undefined;
    }),
  );
  return release;
}

const depositButton = () => screen.getByRole('button', { name: 'Deposit' });
/** Deposit's own Try again, beside the reason it waits (the load error above has one too). */
const tryAgain = () => screen.queryByRole('button', { name: 'Try again', description: FEE_FAILED });

async function openCard() {
  const view = await renderApp(paths.cardFunding);
  await screen.findByRole('radio', { name: VISA }, SCREEN_LOAD);
  await view.user.type(screen.getByLabelText('CVV'), '123');
  return view;
}

async function openQuickDeposit() {
  const view = await renderApp(paths.home);
  const quick = await screen.findByRole('region', { name: 'Quick Deposit' }, SCREEN_LOAD);
  await view.user.type(within(quick).getByLabelText('CVV'), '123');
  return view;
}

describe('a figure of the total that is not known', () => {
  it("keeps the card screen's Deposit disabled while the customer record has failed (it was enabled with 'Fee -' and posted), and Try again loads that record alone", async () => {
    failGet('/customer', 1);
    const requests = recordRequests();
    const { user } = await openCard();
    await waitFor(() => expect(depositButton()).toHaveAccessibleDescription(FEE_FAILED));
    expect(depositButton()).toHaveAttribute('aria-disabled', 'true');
    expect(figuresOf('Deposit summary')).toMatchObject({ Fee: '-', 'Total to be charged': '-' });
    await user.click(depositButton());
    expect(requests.count('POST', '/deposit/card')).toBe(0);

    const before = requests.sequence().length;
    await user.click(tryAgain()!);
    await waitFor(() => expect(depositButton()).toHaveAttribute('aria-disabled', 'false'));
    expect(requests.sequence().slice(before)).toEqual(['GET /customer']);
    expect(tryAgain()).not.toBeInTheDocument();
    expect(figuresOf('Deposit summary')).toMatchObject({
      Fee: '$2.50',
      'Total to be charged': '$52.50',
    });
    await user.click(depositButton());
    await screen.findByRole('heading', { level: 1, name: 'Transaction Successful' });
    expect(requests.bodies('POST', '/deposit/card')).toMatchObject([{ amount: 50 }]);
  });

  it("keeps the quick deposit's Deposit disabled while the customer record has failed (it posted a fee never shown)", async () => {
    failGet('/customer');
    const requests = recordRequests();
    const { user } = await openQuickDeposit();
    await waitFor(() => expect(depositButton()).toHaveAccessibleDescription(FEE_FAILED));
    expect(depositButton()).toHaveAttribute('aria-disabled', 'true');
    await user.click(depositButton());
    expect(requests.count('POST', '/deposit/card')).toBe(0);
    const before = requests.sequence().length;
    await user.click(tryAgain()!);
    await waitFor(() => expect(requests.sequence().slice(before)).toEqual(['GET /customer']));
  });

  it('waits for a card fee still loading, with nothing to press again (Deposit was enabled)', async () => {
    const release = holdGet('/customer');
    const requests = recordRequests();
    const { user } = await openCard();
    expect(depositButton()).toHaveAttribute('aria-disabled', 'true');
    expect(depositButton()).toHaveAccessibleDescription('Waiting for the card fee to load.');
    expect(tryAgain()).not.toBeInTheDocument();
    await user.click(depositButton());
    expect(requests.count('POST', '/deposit/card')).toBe(0);
    release();
    await waitFor(() => expect(depositButton()).toHaveAttribute('aria-disabled', 'false'));
  });

  it('waits for a limit still loading (Deposit was enabled before the limit was known)', async () => {
    const release = holdGet('/availablelimit/type/cc');
    await openQuickDeposit();
    expect(depositButton()).toHaveAttribute('aria-disabled', 'true');
    expect(depositButton()).toHaveAccessibleDescription('Waiting for the deposit limit to load.');
    release();
    await waitFor(() => expect(depositButton()).toHaveAttribute('aria-disabled', 'false'));
  });

  it("waits for a bank account's limit still loading on the ACH screen (Deposit was enabled)", async () => {
    const release = holdGet('/availablelimit/type/ach');
    const requests = recordRequests();
    const { user } = await renderApp(paths.achFunding);
    await screen.findByRole('radio', { name: /^CHECKING/ }, SCREEN_LOAD);
    await user.click(screen.getByRole('radio', { name: /^CHECKING/ }));
    expect(depositButton()).toHaveAttribute('aria-disabled', 'true');
    expect(depositButton()).toHaveAccessibleDescription('Waiting for the deposit limit to load.');
    await user.click(depositButton());
    expect(requests.count('POST', '/expressfund/deposit')).toBe(0);
    release();
    await waitFor(() => expect(depositButton()).toHaveAttribute('aria-disabled', 'false'));
  });

  it('says what the person must provide and which figure is missing together', async () => {
    failGet('/customer');
    const { user } = await openCard();
    await user.clear(screen.getByLabelText('CVV'));
    await waitFor(() =>
      expect(depositButton()).toHaveAccessibleDescription(
        `To deposit, provide a 3-digit CVV. ${FEE_FAILED}`,
      ),
    );
  });

  it('takes a fee of zero as known: no fee, and Deposit enabled', async () => {
    sandboxServer.use(
      http.get('*/api/funding/customer', () =>
        HttpResponse.json({ ...DEMO_CUSTOMER, vsCharge: 0 }),
      ),
    );
    await openCard();
    await waitFor(() => expect(depositButton()).toHaveAttribute('aria-disabled', 'false'));
    expect(figuresOf('Deposit summary')).toMatchObject({
      Fee: 'No fee',
      'Total to be charged': '$50.00',
    });
  });
});
