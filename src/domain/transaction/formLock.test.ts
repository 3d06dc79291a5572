import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { addFormLifeCycle, refusedWhileLocked, type FormLock } from './formLock';
import {
  transactionCleared,
  transactionFailed,
  transactionStarted,
  transactionSucceeded,
  transactionUnconfirmed,
} from './transactionSlice';

/** A form's slice as the flows write it: one field, locked with the card form. */
interface ToyForm extends FormLock {
  note: string;
}

const toy = createSlice({
  name: 'toy',
  initialState: { note: '', locked: false } as ToyForm,
  reducers: refusedWhileLocked<ToyForm>()({
    noted(state, action: PayloadAction<string>) {
      state.note = action.payload;
    },
    restarted: () => ({ note: '', locked: false }),
  }),
  extraReducers: (builder) => {
    addFormLifeCycle(builder, 'card');
  },
});

const reduce = (...actions: Parameters<typeof toy.reducer>[1][]) =>
  actions.reduce(toy.reducer, toy.getInitialState());
const { noted, restarted } = toy.actions;

describe('the form lock', () => {
  it('refuses every event of the form from the start of its transaction', () => {
    const state = reduce(noted('$50'), transactionStarted({ form: 'card' }), noted('$100'));
    expect(state).toEqual({ note: '$50', locked: true });
    expect(toy.reducer(state, restarted())).toEqual(state);
  });

  it.each([
    ['a refusal', transactionFailed({ form: 'card', message: 'Declined' })],
    ['an unknown outcome', transactionUnconfirmed({ form: 'card', message: 'Check' })],
    [
      'a success',
      transactionSucceeded({
        form: 'card',
        direction: 'deposit',
        cents: 5000,
        transactionType: 'cardFunding',
      }),
    ],
    ['clearing the form', transactionCleared({ form: 'card' })],
  ])('takes events again after %s', (_name, answer) => {
    const state = reduce(noted('$50'), transactionStarted({ form: 'card' }), answer, noted('$100'));
    expect(state).toEqual({ note: '$100', locked: false });
  });

  it('leaves what a success leaves, and marks every attempt of its own form only', () => {
    const withAnswers = createSlice({
      name: 'toyWithAnswers',
      initialState: { note: '', locked: false } as ToyForm,
      reducers: { noted: toy.caseReducers.noted },
      extraReducers: (builder) => {
        addFormLifeCycle(builder, 'card', {
          succeeded: (state) => {
            state.note = 'deposited';
          },
          attempted: (state) => {
            state.note = `${state.note} (tried)`;
          },
        });
      },
    });
    const reduce = (...actions: Parameters<typeof withAnswers.reducer>[1][]) =>
      actions.reduce(withAnswers.reducer, withAnswers.getInitialState());
    const note = withAnswers.actions.noted;
    const success = transactionSucceeded({
      form: 'card',
      direction: 'deposit',
      cents: 5000,
      transactionType: 'cardFunding',
    });
    expect(reduce(note('$50'), transactionStarted({ form: 'card' }), success)).toEqual({
      note: 'deposited',
      locked: false,
    });
    expect(
      reduce(
        note('$50'),
        transactionStarted({ form: 'card' }),
        transactionFailed({ form: 'card', message: 'Declined' }),
        transactionFailed({ form: 'ach', message: null }),
      ).note,
    ).toBe('$50 (tried) (tried)');
  });

  it("is neither locked nor unlocked by another form's transaction", () => {
    expect(reduce(transactionStarted({ form: 'ach' }), noted('$100')).note).toBe('$100');
    const state = reduce(
      transactionStarted({ form: 'card' }),
      transactionFailed({ form: 'ach', message: null }),
      noted('$100'),
    );
    expect(state).toEqual({ note: '', locked: true });
  });
});
