import {
  amountBlurred,
  amountFocused,
  amountInitialized,
  amountPresetChosen,
  amountSlice,
  amountTyped,
  selectAmount,
  type AmountState,
} from './amountSlice';
import {
  transactionCleared,
  transactionFailed,
  transactionStarted,
  transactionSucceeded,
  transactionUnconfirmed,
} from '@/domain/transaction/transactionSlice';

const reduce = (...actions: Parameters<typeof amountSlice.reducer>[1][]) =>
  actions.reduce<AmountState>((state, action) => amountSlice.reducer(state, action), {});
const card = (state: AmountState) => selectAmount({ amount: state }, 'card');

describe('amount entry', () => {
  it("starts from the method's default preset", () => {
    expect(card(reduce(amountInitialized({ form: 'card', cents: 5000 })))).toMatchObject({
      text: '50.00',
      cents: 5000,
      custom: false,
    });
  });

  it('starts empty when the method has no default preset', () => {
    expect(card(reduce(amountInitialized({ form: 'card', cents: null })))).toMatchObject({
      text: '',
      cents: null,
    });
  });

  it('an answer for a form that never had an amount changes nothing', () => {
    expect(reduce(transactionFailed({ form: 'card', message: 'Declined' }))).toEqual({});
  });

  it('chooses a preset', () => {
    const state = reduce(
      amountTyped({ form: 'card', text: 'x' }),
      amountPresetChosen({ form: 'card', cents: 10000 }),
    );
    expect(card(state)).toMatchObject({ text: '100.00', cents: 10000, error: null, custom: false });
  });

  it('validates a custom amount live, as typed: only $ signs are removed', () => {
    expect(card(reduce(amountTyped({ form: 'card', text: '$75.5' })))).toMatchObject({
      text: '75.5',
      cents: 7550,
      error: null,
      custom: true,
    });
    expect(card(reduce(amountTyped({ form: 'card', text: '1.234' })))).toMatchObject({
      cents: null,
      error: 'Invalid amount',
    });
    expect(card(reduce(amountTyped({ form: 'card', text: '$' })))).toMatchObject({
      text: '',
      cents: null,
      error: 'Amount required',
    });
    expect(card(reduce(amountTyped({ form: 'card', text: ' 1,000 ' })))).toMatchObject({
      text: ' 1,000 ',
      cents: 100000,
      error: null,
    });
  });

  it.each(['-5', '1e3', '5 000', '12abc', '\uff15\uff10', '90071992547409.91'])(
    'keeps %p as it is and refuses it, never reading another number',
    (text) => {
      expect(card(reduce(amountTyped({ form: 'card', text })))).toMatchObject({
        text,
        cents: null,
        error: 'Invalid amount',
      });
    },
  );

  it('keeps forms apart', () => {
    const state = reduce(
      amountTyped({ form: 'card', text: '5' }),
      amountTyped({ form: 'ach', text: '7' }),
    );
    expect(card(state).cents).toBe(500);
    expect(selectAmount({ amount: state }, 'ach').cents).toBe(700);
  });

  describe("the 'Amount required' hint", () => {
    it('shows when an empty field loses focus to outside the form areas, not in custom mode', () => {
      expect(
        card(reduce(amountBlurred({ form: 'card', outsideFormAreas: true }))).requiredHint,
      ).toBe(true);
      expect(
        card(reduce(amountBlurred({ form: 'card', outsideFormAreas: false }))).requiredHint,
      ).toBe(false);
    });

    it('does not show with an amount chosen', () => {
      const state = reduce(
        amountPresetChosen({ form: 'card', cents: 2500 }),
        amountBlurred({ form: 'card', outsideFormAreas: true }),
      );
      expect(card(state).requiredHint).toBe(false);
    });

    it('hides on focus', () => {
      const state = reduce(
        amountBlurred({ form: 'card', outsideFormAreas: true }),
        amountFocused({ form: 'card' }),
      );
      expect(card(state).requiredHint).toBe(false);
    });

    it('custom mode validates on blur instead', () => {
      const typed = reduce(
        amountTyped({ form: 'card', text: '5' }),
        amountTyped({ form: 'card', text: '' }),
      );
      const state = amountSlice.reducer(
        typed,
        amountBlurred({ form: 'card', outsideFormAreas: true }),
      );
      expect(card(state)).toMatchObject({ requiredHint: false, error: 'Amount required' });
    });
  });

  describe('while its form is being submitted', () => {
    const submitting = () =>
      reduce(
        amountPresetChosen({ form: 'card', cents: 5000 }),
        transactionStarted({ form: 'card' }),
      );
    const edits = [
      amountPresetChosen({ form: 'card', cents: 10000 }),
      amountTyped({ form: 'card', text: '7' }),
      amountInitialized({ form: 'card', cents: 2500 }),
      amountFocused({ form: 'card' }),
      amountBlurred({ form: 'card', outsideFormAreas: true }),
    ];
    const afterEdits = (state: AmountState) => edits.reduce(amountSlice.reducer, state);

    it('keeps the amount being posted, whatever is tried', () => {
      const before = card(submitting());
      expect(before).toMatchObject({ cents: 5000, locked: true });
      expect(card(afterEdits(submitting()))).toEqual(before);
    });

    it('locks that form only', () => {
      const state = amountSlice.reducer(submitting(), amountTyped({ form: 'ach', text: '7' }));
      expect(selectAmount({ amount: state }, 'ach')).toMatchObject({ cents: 700, locked: false });
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
    ])('is editable again after %s', (_name, answer) => {
      const answered = amountSlice.reducer(submitting(), answer);
      expect(card(afterEdits(answered))).toMatchObject({ cents: 2500, locked: false });
    });

    it('is not locked by another form, nor unlocked by its answer', () => {
      const state = reduce(
        transactionStarted({ form: 'ach' }),
        amountTyped({ form: 'card', text: '7' }),
        transactionStarted({ form: 'card' }),
        transactionFailed({ form: 'ach', message: null }),
        amountTyped({ form: 'card', text: '8' }),
      );
      expect(card(state)).toMatchObject({ text: '7', locked: true });
    });
  });
});
