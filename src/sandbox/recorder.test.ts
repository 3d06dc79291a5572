import { configureStore, createSlice } from '@reduxjs/toolkit';
import { APP_VERSION, createRecorder, readLog, readQaLog } from './recorder';

const form = createSlice({
  name: 'card',
  initialState: { cardNumber: '', amount: 0 },
  reducers: {
    typed: (state, action: { payload: { cardNumber: string; amount: number } }) => ({
      ...state,
      ...action.payload,
    }),
  },
});

it('records masked actions and exports a log that reads back in order', () => {
  const recorder = createRecorder();
  const store = configureStore({
    reducer: form.reducer,
    middleware: (gdm) => gdm().concat(recorder.middleware),
  });
  store.dispatch(form.actions.typed({ cardNumber: '4111111111111111', amount: 25 }));
  store.dispatch({ type: 'card/depositSubmitted' });

  const file = recorder.exportLog();
  expect(file).not.toContain('4111111111111111');
  const lifted = JSON.parse(JSON.parse(file).payload);
  expect(lifted.stagedActionIds).toEqual([0, 1, 2]);
  expect(lifted.actionsById[0].action.type).toBe('@@INIT');

  expect(readLog(file)).toEqual([
    { type: 'card/typed', payload: { cardNumber: '', amount: 25 } },
    { type: 'card/depositSubmitted' },
  ]);
  // The store itself still holds the real value: only the record is masked.
  expect(store.getState().cardNumber).toBe('4111111111111111');
});

it('skips actions DevTools marked as skipped', () => {
  const file = JSON.stringify({
    actionsById: {
      0: { action: { type: '@@INIT' } },
      1: { action: { type: 'a/one' } },
      2: { action: { type: 'a/two' } },
    },
    stagedActionIds: [0, 1, 2],
    skippedActionIds: [1],
  });
  expect(readLog(file)).toEqual([{ type: 'a/two' }]);
});

describe('reading a file chosen for a replay', () => {
  const lifted = {
    actionsById: {
      0: { type: 'PERFORM_ACTION', action: { type: '@@INIT' } },
      1: {
        type: 'PERFORM_ACTION',
        action: { type: 'location/changed', payload: { pathname: '/deposit/cardfunding' } },
      },
      2: { type: 'PERFORM_ACTION', action: { type: 'card/cvvTyped', payload: { cvv: '123' } } },
    },
    stagedActionIds: [0, 1, 2],
    skippedActionIds: [],
    computedStates: [{ state: { cvv: '123' } }],
    currentStateIndex: 0,
  };

  it('takes a log the recorder wrote, with its steps, positioned on the last', () => {
    const recorder = createRecorder();
    recorder.middleware({ dispatch: jest.fn(), getState: jest.fn() })(jest.fn())({
      type: 'location/changed',
      payload: { pathname: '/' },
    });
    const reading = readQaLog(recorder.exportLog());
    expect(reading).toEqual({
      log: expect.objectContaining({ steps: ['@@INIT', 'location/changed'] }),
    });
  });

  it("takes Redux DevTools' own export (no stamp), masking it again and keeping no state", () => {
    const reading = readQaLog(JSON.stringify({ payload: JSON.stringify(lifted) }));
    if (!('log' in reading)) throw new Error(reading.problem);
    expect(reading.log.steps).toEqual(['@@INIT', 'location/changed', 'card/cvvTyped']);
    expect(reading.log.lifted.currentStateIndex).toBe(2);
    expect(JSON.stringify(reading.log)).not.toContain('123');
  });

  it.each([
    ['not JSON', 'Card declined, see screenshot', 'This file is not a QA log: it is not JSON.'],
    ['JSON of another kind', '{"balance": 12}', 'This file is not a QA log of Xpressfunding.'],
    [
      'a DevTools log of another app (no screen in it)',
      JSON.stringify({
        payload: JSON.stringify({
          actionsById: { 0: { action: { type: 'todos/added' } } },
          stagedActionIds: [0],
        }),
      }),
      'This file is not a QA log of Xpressfunding.',
    ],
    [
      'a log of another version',
      JSON.stringify({ app: 'Xpressfunding', version: '0.0.9', payload: JSON.stringify(lifted) }),
      `This QA log was recorded in Xpressfunding 0.0.9; this page is Xpressfunding ${APP_VERSION}. Replay it in that version.`,
    ],
  ])('refuses %s, saying why', (_, file, problem) => {
    expect(readQaLog(file)).toEqual({ problem });
  });
});
