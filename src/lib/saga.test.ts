import { configureStore, createAction } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga } from 'redux-saga';
import { delay } from 'redux-saga/effects';
import { call } from 'typed-redux-saga';
import { everySafely, latestSafely, leadingSafely } from './saga';

const pressed = createAction<number>('test/pressed');
type Pressed = ReturnType<typeof pressed>;

const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

/** Runs `watcher` on a real store and returns a way to dispatch, and what was logged. */
function start(watcher: Saga) {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: () => null,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  const task = sagaMiddleware.run(watcher);
  stops.push(() => {
    task.cancel();
    logged.mockRestore();
  });
  return {
    press: (n: number) => store.dispatch(pressed(n)),
    logged: () => logged.mock.calls.map((call) => call.join(' ')),
  };
}

describe.each([
  ['everySafely', everySafely],
  ['latestSafely', latestSafely],
  ['leadingSafely', leadingSafely],
])('%s', (_name, watch) => {
  it('logs a failed handling under the worker name, and handles the next action', () => {
    const handled: number[] = [];
    // The first answer throws at once, so no second action can cancel or overtake it.
    const answer = (n: number) => {
      if (n === 1) throw new Error('answer lost');
      return n;
    };
    function* submitDeposit(action: Pressed) {
      handled.push(yield* call(answer, action.payload));
    }
    const app = start(function* watcher() {
      yield* watch(pressed.match, submitDeposit);
    });
    app.press(1);
    app.press(2);
    expect(app.logged()).toEqual(['[xpressfunding] saga submitDeposit: Error: answer lost']);
    expect(handled).toEqual([2]);
  });
});

describe('while a handling is still running, a second action', () => {
  function* slowSubmit(handled: number[], action: Pressed) {
    yield delay(10);
    handled.push(action.payload);
  }

  it.each([
    ['everySafely handles both', everySafely, [1, 2]],
    ['latestSafely keeps only the newest', latestSafely, [2]],
    ['leadingSafely is ignored: one press, one request', leadingSafely, [1]],
  ] as const)('%s', async (_title, watch, expected) => {
    const handled: number[] = [];
    const app = start(function* watcher() {
      yield* watch(pressed.match, (action: Pressed) => slowSubmit(handled, action));
    });
    app.press(1);
    app.press(2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(handled).toEqual(expected);
  });
});
