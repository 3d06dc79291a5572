import { render } from '@testing-library/react';

/** src/test/ownerStacks.ts, installed by setupTests: React's owner stacks are not captured. */

const debugStackOf = (element: React.ReactElement) =>
  (element as unknown as { _debugStack: unknown })._debugStack;

test("every element gets React's one shared stack: none is captured", () => {
  const first = <p>Deposit</p>;
  const second = <button type="button">Withdraw</button>;
  expect(debugStackOf(first)).toBeDefined();
  expect(debugStackOf(first)).toBe(debugStackOf(second));
});

test("React's warnings still reach the console", () => {
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  try {
    render(
      <p>
        <div>Balance</div>
      </p>,
    );
    const messages = consoleError.mock.calls.map(([message]) => String(message));
    expect(messages).toContainEqual(expect.stringContaining('cannot be a descendant of'));
  } finally {
    consoleError.mockRestore();
  }
});
