import { render, screen, waitFor } from '@testing-library/react';

/**
 * What a failed query shows (src/test/elementErrors.ts, installed by setupTests): the page's
 * markup when a test fails; a poll that a wait throws away prints it only if it is read.
 */

const PAGE_DUMP = 'Ignored nodes: comments, script, style';

const occurrences = (text: string, part: string) => text.split(part).length - 1;

function failure(query: () => unknown): Error {
  try {
    query();
  } catch (error) {
    return error as Error;
  }
  throw new Error('the query found something');
}

test('a query that finds nothing shows the page, in its message and its stack', () => {
  render(<p>Deposit limits</p>);
  const error = failure(() => screen.getByText('Withdraw'));
  expect(error.message).toContain('Unable to find an element with the text: Withdraw');
  expect(error.message).toContain('Deposit limits');
  expect(occurrences(error.message, PAGE_DUMP)).toBe(1);
  expect(error.stack).toContain('Deposit limits');
});

test('a wait that times out shows the page as it was at the timeout, once, in its message and its stack', async () => {
  const { rerender } = render(<p>Loading</p>);
  const pollErrors: Error[] = [];
  const waiting = waitFor(
    () => {
      try {
        return screen.getByText('Receipt');
      } catch (error) {
        pollErrors.push(error as Error);
        throw error;
      }
    },
    { timeout: 300 },
  );
  setTimeout(() => rerender(<p>Deposit failed</p>), 100);
  const error = (await waiting.catch((caught: unknown) => caught)) as Error;

  expect(error.message).toContain('Unable to find an element with the text: Receipt');
  expect(error.message).toContain('Deposit failed');
  expect(error.message).not.toContain('Loading');
  expect(occurrences(error.message, PAGE_DUMP)).toBe(1);
  expect(error.stack).toContain('Deposit failed');
  expect(occurrences(error.stack ?? '', PAGE_DUMP)).toBe(1);
  // The stack is the test's own call, not the poll's.
  expect(error.stack).toContain('elementErrors.test.tsx');

  // Each poll's error was thrown away without the page printed into it: read now, it shows the
  // page as it is now.
  expect(pollErrors.length).toBeGreaterThan(1);
  rerender(<p>Read later</p>);
  for (const { message } of pollErrors.slice(0, -1)) expect(message).toContain('Read later');
});

test('a findBy that times out shows the page too', async () => {
  render(<p>Card declined</p>);
  const error = (await screen
    .findByRole('button', { name: 'Deposit' }, { timeout: 100 })
    .catch((caught: unknown) => caught)) as Error;
  expect(error.message).toContain('Card declined');
  expect(error.stack).toContain('Card declined');
  expect(occurrences(error.stack ?? '', PAGE_DUMP)).toBe(1);
});
