import { logError } from './log';

/** The console is what an operator reads when a person reports a broken page. */
function logged(context: string, error: unknown): string[] {
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  try {
    logError(context, error);
    return consoleError.mock.calls.map((call) => call.join(' '));
  } finally {
    consoleError.mockRestore();
  }
}

describe('logError', () => {
  it("names the app, where it happened, and the error's type and message", () => {
    expect(logged('screen', new TypeError('balance is undefined'))).toEqual([
      '[xpressfunding] screen: TypeError: balance is undefined',
    ]);
  });

  it('logs something that is not an Error as text', () => {
    expect(logged('analytics', 'no tag manager loaded')).toEqual([
      '[xpressfunding] analytics: no tag manager loaded',
    ]);
    expect(logged('native bridge postMessage', 503)).toEqual([
      '[xpressfunding] native bridge postMessage: 503',
    ]);
  });
});
