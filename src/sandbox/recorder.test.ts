import { configureStore, createSlice } from '@reduxjs/toolkit';
import { createRecorder, readLog } from './recorder';

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
