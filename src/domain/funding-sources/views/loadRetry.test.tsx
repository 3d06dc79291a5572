import { screen, waitFor, within } from '@testing-library/react';
import { sandboxLedger } from '@/sandbox/node';
import { recordRequests } from '@/test/recordRequests';
import { renderApp } from '@/test/renderApp';

/**
 * A load that failed says so with a 'Try again' beside it, which asks again for
 * what failed and nothing else (the same `fundingSources/retryPressed` as the unknown-figure
 * rule's), and a way to reach support.
 */

const BALANCE_FAILED = 'An error occurred while fetching your account balance';
const DETAILS_FAILED = 'An error occurred while fetching your account details';

/** The 'Try again' buttons beside this failure (each described by its message). */
const tryAgainFor = (message: string) =>
  screen.getAllByRole('button', { name: 'Try again', description: message });

it("the home after a failed load: each failure's Try again fetches only what failed, and support is a call away", async () => {
  const everything = recordRequests();
  const { user } = await renderApp('/', { scenario: 'server-error' });
  expect(await screen.findByText(BALANCE_FAILED)).toBeInTheDocument();
  await screen.findAllByText(DETAILS_FAILED);
  // Every load has failed for good: each GET has gone twice (the client's one retry of a 502).
  await waitFor(() => {
    const sent = everything.sequence();
    for (const request of sent) expect(sent.filter((other) => other === request)).toHaveLength(2);
  });
  // Those in view (the member menu's, closed, is not).
  const lines = screen
    .getAllByRole('alert')
    .filter((line) => line.textContent?.startsWith('An error occurred while fetching'));
  const failed = new Set(everything.sequence());
  // One beside each failure.
  expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(lines.length);
  for (const link of screen.getAllByRole('link', { name: /Call 1-800-555-0134/ })) {
    expect(link).toHaveAttribute('href', 'tel:18005550134');
  }

  // The service recovers.
  sandboxLedger.reset('default');
  const again = recordRequests();
  await user.click(tryAgainFor(BALANCE_FAILED)[0]!);
  const banner = screen.getByRole('region', { name: 'Available Balance' });
  expect(await within(banner).findByText('$1,234.56')).toBeInTheDocument();
  expect(again.sequence()).toEqual(['GET /balance/type/current']);
  expect(screen.queryByText(BALANCE_FAILED)).not.toBeInTheDocument();

  const retried = recordRequests();
  for (const button of tryAgainFor(DETAILS_FAILED)) {
    if (button.isConnected) await user.click(button);
  }
  await waitFor(() => expect(screen.queryByText(DETAILS_FAILED)).not.toBeInTheDocument());
  expect(retried.sequence().length).toBeGreaterThan(0);
  for (const request of retried.sequence()) {
    expect(failed).toContain(request);
    expect(request).not.toMatch(/balance/);
  }
  expect(screen.queryAllByText('N/A')).toEqual([]);
  expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
});
