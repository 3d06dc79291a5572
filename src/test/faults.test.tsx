import { render, screen } from '@testing-library/react';
import { installFakeClock } from './faults';

/** src/test/faults.ts: the fake clock's finds give up on real time, not on the fake clock. */

const realSetTimeout = globalThis.setTimeout;

test('a find on the fake clock waits for a page that comes late in real time', async () => {
  installFakeClock();
  const { rerender } = render(<p>Loading</p>);
  // Later, in real time, than the fake clock alone would take to pass the find's time-out.
  realSetTimeout(() => rerender(<p>Deposit received</p>), 500);
  expect(await screen.findByText('Deposit received')).toBeVisible();
});
