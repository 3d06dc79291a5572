import { screen, waitFor, within } from '@testing-library/react';
import { advanceClock, advanceUntil, installFakeClock } from '@/test/faults';
import { renderApp } from '@/test/renderApp';
import { fakeClockUser } from '@/test/fault/submitForms';

// The clock the sagas read (`call(now)`), moved by each test.
let clock = 0;
jest.mock('@/platform/clock', () => ({
  ...jest.requireActual<object>('@/platform/clock'),
  now: () => clock,
}));

/*
 * Decisions: dates and times on receipts and estimates are all in US Eastern time and named so,
 * and the estimates are reckoned from the moment they are shown, not from when the form opened.
 */

// Monday 30 November 2026, 11:59 PM in New York (UTC-5), and two minutes later, Tuesday.
const MONDAY_NIGHT = Date.parse('2026-12-01T04:59:00Z');
const TUESDAY_EARLY = MONDAY_NIGHT + 2 * 60_000;

it('the check form reckons its processing day again while it stays open, and its receipt says when, in ET', async () => {
  installFakeClock();
  clock = MONDAY_NIGHT;
  const user = fakeClockUser();
  await renderApp('/withdraw/xpressfunding-fedex');
  await advanceUntil(() => screen.queryByRole('region', { name: 'Withdrawal summary' }) !== null);
  const summary = screen.getByRole('region', { name: 'Withdrawal summary' });
  expect(
    within(summary).getByText('Next check processing day: Tuesday, December 1 (estimated)'),
  ).toBeVisible();

  // Past midnight in New York: Tuesday's run has begun, so Thursday is the next.
  clock = TUESDAY_EARLY;
  await advanceClock(60_000);
  const thursday = 'Next check processing day: Thursday, December 3 (estimated)';
  expect(within(summary).getByText(thursday)).toBeVisible();

  await advanceUntil(() => screen.queryByRole('combobox', { name: 'Delivery Address' }) !== null);
  await user.type(screen.getByLabelText('Amount'), '40');
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Withdraw' })).toHaveAttribute(
      'aria-disabled',
      'false',
    ),
  );
  await user.click(screen.getByRole('button', { name: 'Withdraw' }));
  await advanceUntil(
    () => screen.queryByRole('heading', { level: 1, name: 'Transaction Successful' }) !== null,
  );
  const receipt = screen.getByRole('region', { name: 'Receipt' });
  expect(receipt).toHaveTextContent('Date and timeDec 1, 2026, 12:01 AM ET');
  expect(receipt).toHaveTextContent(thursday);
});
