import { act, waitFor } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { runSaga, stdChannel } from 'redux-saga';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { setErrorReporter, type ErrorReport } from '@/lib/reportError';
import { everySafely } from '@/lib/saga';
import { reportUncaughtErrors } from '@/platform/uncaughtErrors';
import { onTestCleanup } from '@/test/cleanups';
import { ROOT_ERROR_CALLBACKS } from './rootErrors';

/*
 * The one error-reporting seam: every way an error can escape reaches the reporter a deployment
 * plugs in, once, scrubbed as the DevTools sanitizers scrub.
 */

const CARD = '4111 1111 1111 1111';

function plugReporter() {
  const reports: ErrorReport[] = [];
  setErrorReporter((report) => reports.push(report));
  onTestCleanup(() => setErrorReporter(null));
  quietConsole();
  return reports;
}

/** An error as careless code makes it: a number in its message, a secret among its fields. */
function carelessError() {
  return Object.assign(new TypeError(`card ${CARD} was refused`), {
    status: 402,
    cvv: '123',
    request: { cardNumber: '4111111111111111', amount: 40 },
  });
}

function quietConsole() {
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  onTestCleanup(() => consoleError.mockRestore());
  return consoleError;
}

function Thrower({ error }: { error: Error }): never {
  throw error;
}

function renderInRoot(element: React.ReactNode) {
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container, ROOT_ERROR_CALLBACKS);
  act(() => root.render(element));
  onTestCleanup(() => {
    act(() => root.unmount());
    container.remove();
  });
}

it('a part that throws while rendering is reported once, with its component stack, scrubbed', () => {
  const reports = plugReporter();
  renderInRoot(
    <ErrorBoundary fallback={() => <p>Part failed</p>}>
      <Thrower error={carelessError()} />
    </ErrorBoundary>,
  );
  expect(document.body).toHaveTextContent('Part failed');
  expect(reports).toHaveLength(1);
  const [report] = reports;
  expect(report).toMatchObject({
    context: 'render',
    name: 'TypeError',
    message: 'card [number] was refused',
    detail: { status: 402, cvv: '', request: { cardNumber: '', amount: 40 } },
  });
  expect(report?.componentStack).toContain('ErrorBoundary');
  expect(JSON.stringify(reports)).not.toMatch(/4111|"123"/);
});

it('a render error no boundary catches is reported', async () => {
  const reports = plugReporter();
  // Inside act() React throws such an error back to the test instead of calling the root's
  // callback; the page has no act().
  const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const actEnvironment = environment.IS_REACT_ACT_ENVIRONMENT;
  environment.IS_REACT_ACT_ENVIRONMENT = false;
  onTestCleanup(() => (environment.IS_REACT_ACT_ENVIRONMENT = actEnvironment));
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container, ROOT_ERROR_CALLBACKS);
  root.render(<Thrower error={new Error('the screen broke')} />);
  await waitFor(() => expect(reports).toHaveLength(1));
  expect(reports[0]).toMatchObject({ context: 'uncaught render', message: 'the screen broke' });
  root.unmount();
  container.remove();
});

it("the window's uncaught errors and unhandled rejections are reported", () => {
  const reports = plugReporter();
  onTestCleanup(reportUncaughtErrors());
  window.dispatchEvent(new ErrorEvent('error', { error: carelessError(), message: 'x' }));
  const rejection = Object.assign(new Event('unhandledrejection'), {
    reason: new Error('no answer'),
  });
  window.dispatchEvent(rejection);
  expect(reports.map(({ context, message }) => [context, message])).toEqual([
    ['window error', 'card [number] was refused'],
    ['unhandled rejection', 'no answer'],
  ]);
});

it("a saga worker's failure is reported and its watcher goes on", async () => {
  const reports = plugReporter();
  const channel = stdChannel();
  let calls = 0;
  function* failing() {
    calls += 1;
    yield Promise.resolve();
    throw new Error(`account 000123456789 unreadable`);
  }
  const task = runSaga({ channel, dispatch: () => {} }, function* watch() {
    yield* everySafely('go', failing);
  });
  channel.put({ type: 'go' });
  channel.put({ type: 'go' });
  await act(() => Promise.resolve());
  task.cancel();
  expect(calls).toBe(2);
  expect(reports.map(({ context, message }) => [context, message])).toEqual([
    ['saga failing', 'account [number] unreadable'],
    ['saga failing', 'account [number] unreadable'],
  ]);
});

it('a failing reporter never breaks the page, and without one the console still hears', () => {
  setErrorReporter(() => {
    throw new Error('reporter down');
  });
  onTestCleanup(() => setErrorReporter(null));
  const consoleError = quietConsole();
  renderInRoot(
    <ErrorBoundary fallback={() => <p>Part failed</p>}>
      <Thrower error={new Error(`routing 021000021 bad`)} />
    </ErrorBoundary>,
  );
  expect(document.body).toHaveTextContent('Part failed');
  setErrorReporter(null);
  renderInRoot(
    <ErrorBoundary fallback={() => <p>Other part failed</p>}>
      <Thrower error={new Error('second')} />
    </ErrorBoundary>,
  );
  const lines = consoleError.mock.calls.map((call) => call.join(' '));
  expect(lines).toEqual([
    '[xpressfunding] render: Error: routing [number] bad',
    '[xpressfunding] render: Error: second',
  ]);
});
