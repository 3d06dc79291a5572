import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { paths } from '@/config/paths';
import { sandboxServer } from '@/sandbox/node';
import { installFakeLocks } from '@/test/fakeLocks';
import { advanceClock, installFakeClock } from '@/test/faults';
import { fakeClockUser } from '@/test/fault/submitForms';
import { recordRequests } from '@/test/recordRequests';
import { renderApp, renderSecondTab } from '@/test/renderApp';
import { TRANSACTION_MESSAGES } from './messages';

/**
 * The two-tabs row of the decisions: a money submit holds a Web Lock named for
 * the account; another tab's submit waits for it, is told the first one's outcome, and posts
 * nothing until pressed again.
 */
type Tab = Awaited<ReturnType<typeof renderApp>> | ReturnType<typeof renderSecondTab>;

/** Holds every card deposit's answer until released; the sandbox then answers it. */
function holdCardDeposits() {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  sandboxServer.use(
    http.post('*/api/funding/deposit/card', async () => {
      await held;
      return undefined;
    }),
  );
  return () => release();
}

/** $100 with the default Visa and its CVV, ready to deposit. */
async function fillCardDeposit(tab: Tab, user = tab.user) {
  const view = within(tab.container);
  await view.findByRole('radio', { name: 'VISA **** **** **** 4242' });
  await user.click(view.getByRole('button', { name: '$100' }));
  await user.type(view.getByLabelText('CVV'), '123');
  const deposit = view.getByRole('button', { name: 'Deposit' });
  await waitFor(() => expect(deposit).toHaveAttribute('aria-disabled', 'false'));
  return deposit;
}

describe('two tabs of one browser deposit the same $100 by card', () => {
  it('one POST goes out; the second tab is told the first one made the deposit, and posts only on a fresh press', async () => {
    installFakeLocks();
    const requests = recordRequests();
    const releaseFirst = holdCardDeposits();
    const first = await renderApp(paths.cardFunding);
    const firstDeposit = await fillCardDeposit(first);
    const second = renderSecondTab(paths.cardFunding);
    const secondDeposit = await fillCardDeposit(second);

    await first.user.click(firstDeposit);
    await waitFor(() => expect(requests.count('POST', '/deposit/card')).toBe(1));
    await second.user.click(secondDeposit);
    releaseFirst();

    const secondView = within(second.container);
    expect(
      await secondView.findByText('Another tab just made a deposit of $100.00.'),
    ).toBeVisible();
    expect(requests.count('POST', '/deposit/card')).toBe(1);
    await waitFor(() => expect(first.store.getState().location.pathname).toBe('/confirmation'));
    expect(second.store.getState().location.pathname).toBe(paths.cardFunding);
    // Never 'try again' for money that may have moved; what was typed stays but the CVV.
    expect(secondView.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(secondView.getByRole('button', { name: '$100', pressed: true })).toBeVisible();
    expect(secondView.getByLabelText('CVV')).toHaveValue('');

    // The person has now seen what happened: a fresh press posts.
    await second.user.type(secondView.getByLabelText('CVV'), '123');
    await second.user.click(secondView.getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(requests.count('POST', '/deposit/card')).toBe(2));
  });

  it("the second tab hears of the first one's refusal", async () => {
    installFakeLocks();
    const requests = recordRequests();
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    sandboxServer.use(
      http.post('*/api/funding/deposit/card', async () => {
        await answered;
        return HttpResponse.json({ errorCode: 51, errorMessage: 'Card declined' });
      }),
    );
    const first = await renderApp(paths.cardFunding);
    const firstDeposit = await fillCardDeposit(first);
    const second = renderSecondTab(paths.cardFunding);
    const secondDeposit = await fillCardDeposit(second);
    await first.user.click(firstDeposit);
    await waitFor(() => expect(requests.count('POST', '/deposit/card')).toBe(1));
    await second.user.click(secondDeposit);
    answer();
    expect(
      await within(second.container).findByText(
        "Another tab's deposit of $100.00 did not go through.",
      ),
    ).toBeVisible();
    expect(await within(first.container).findByText('Card declined')).toBeVisible();
    expect(requests.count('POST', '/deposit/card')).toBe(1);
  });

  it('waits at most 20 s for the other tab, then says the outcome is unknown, and posts nothing', async () => {
    installFakeClock();
    const user = fakeClockUser();
    installFakeLocks();
    const requests = recordRequests();
    holdCardDeposits();
    const first = await renderApp(paths.cardFunding);
    const firstDeposit = await fillCardDeposit(first, user);
    const second = renderSecondTab(paths.cardFunding);
    const secondDeposit = await fillCardDeposit(second, user);
    await user.click(firstDeposit);
    await waitFor(() => expect(requests.count('POST', '/deposit/card')).toBe(1));
    await user.click(secondDeposit);
    await advanceClock(19_900);
    expect(within(second.container).queryByText(TRANSACTION_MESSAGES.unconfirmed)).toBeNull();
    await advanceClock(100);
    expect(
      await within(second.container).findByText(TRANSACTION_MESSAGES.unconfirmed),
    ).toBeVisible();
    expect(requests.count('POST', '/deposit/card')).toBe(1);
    expect(screen.queryAllByText(/has been deposited/)).toEqual([]);
  });
});
