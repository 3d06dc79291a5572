import { screen, waitFor, within } from '@testing-library/react';
import { recordRequests } from '@/test/recordRequests';
import { renderApp } from '@/test/renderApp';
import { scaled } from '@/test/timeScale';

/**
 * The quick deposit's submit (its requests, the POST and what follows) is fetched apart from the
 * home's download: when the person starts on the form, at the latest when Deposit is pressed.
 * Here that fetch fails, as with a connection lost on the way: nothing is posted, and the form
 * says the deposit failed instead of doing nothing.
 */
jest.mock('@/features/quick-deposit/submitQuickDeposit', () => {
  throw new Error('Loading chunk quick-deposit-submit failed.');
});

it('says the deposit failed, and posts nothing, when its submit code cannot be fetched (Deposit did nothing)', async () => {
  const requests = recordRequests();
  const { user } = await renderApp('/');
  const quick = await screen.findByRole(
    'region',
    { name: 'Quick Deposit' },
    { timeout: scaled(5000) },
  );
  await user.type(within(quick).getByLabelText('CVV'), '123');
  const deposit = within(quick).getByRole('button', { name: 'Deposit' });
  await waitFor(() => expect(deposit).toHaveAttribute('aria-disabled', 'false'));
  await user.click(deposit);
  expect(await screen.findByRole('heading', { name: 'There is a problem' })).toBeInTheDocument();
  expect(
    screen.getByText('Your deposit was not made: part of this page could not be loaded.'),
  ).toHaveRole('alert');
  expect(requests.count('POST', '/deposit/card')).toBe(0);
  // The press can be tried again.
  expect(within(quick).getByRole('button', { name: 'Deposit' })).toBeInTheDocument();
});
