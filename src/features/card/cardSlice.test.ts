import { MASK, maskSensitive } from '@/lib/sanitize';
import { locationChanged } from '@/domain/location/locationSlice';
import {
  transactionFailed,
  transactionStarted,
  transactionSucceeded,
  transactionUnconfirmed,
} from '@/domain/transaction/transactionSlice';
import {
  cardChosen,
  cardCvvTyped,
  cardExpiryTyped,
  cardFormStarted,
  cardNumberTyped,
  cardSlice,
  markAsDefaultToggled,
  type CardState,
} from './cardSlice';

const reduce = (
  state: CardState | undefined,
  ...actions: Parameters<typeof cardSlice.reducer>[1][]
) => actions.reduce((next, action) => cardSlice.reducer(next, action), state as CardState);

const typed = () =>
  reduce(
    undefined,
    cardNumberTyped({ cardNumber: '4242424242424242' }),
    cardCvvTyped({ cvv: '123' }),
  );

describe('the card slice', () => {
  it('keeps what the fields give it whole, for the rules to judge', () => {
    const state = reduce(
      undefined,
      cardNumberTyped({ cardNumber: '42424242424242429' }),
      cardCvvTyped({ cvv: '1a23' }),
    );
    expect(state.cardNumber).toBe('42424242424242429');
    expect(state.entry.cvv).toBe('1a23');
  });

  it('is masked in Redux DevTools, the typing events included', () => {
    const masked = maskSensitive(typed());
    expect(masked.cardNumber).toBe(MASK);
    expect(masked.entry.cvv).toBe(MASK);
    expect(maskSensitive(cardNumberTyped({ cardNumber: '4242424242424242' })).payload).toEqual({
      cardNumber: MASK,
    });
    expect(maskSensitive(cardCvvTyped({ cvv: '123' })).payload).toEqual({ cvv: MASK });
  });

  it.each([
    ['started', transactionStarted({ form: 'card' })],
    ['failed', transactionFailed({ form: 'card', message: 'Declined' })],
    ['unconfirmed', transactionUnconfirmed({ form: 'card', message: 'Check' })],
  ])('clears the CVV but keeps the number when a deposit is %s', (_label, action) => {
    const state = reduce(typed(), action);
    expect(state.entry.cvv).toBe('');
    expect(state.cardNumber).toBe('4242424242424242');
  });

  it("leaves the card alone for another form's transaction", () => {
    const state = reduce(typed(), transactionFailed({ form: 'quickDeposit', message: null }));
    expect(state.entry.cvv).toBe('123');
  });

  it('forgets everything after a successful deposit', () => {
    const state = reduce(
      typed(),
      transactionSucceeded({
        form: 'card',
        direction: 'deposit',
        cents: 5000,
        transactionType: 'cardFunding',
      }),
    );
    expect(state.cardNumber).toBe('');
    expect(state.entry.cvv).toBe('');
  });

  it('forgets everything when the card screen is left, not when its mode changes', () => {
    const to = (pathname: string) =>
      locationChanged({ pathname, search: '', previousPathname: '/deposit/cardfunding' });
    expect(reduce(typed(), to('/deposit/xpressfunding-new-card')).cardNumber).not.toBe('');
    const left = reduce(typed(), to('/withdraw'));
    expect(left.cardNumber).toBe('');
    expect(left.entry.cvv).toBe('');
  });

  it('refuses every edit while the deposit is sent, and takes them again after the answer', () => {
    const edits = [
      cardChosen({ fundingMethodId: 7 }),
      cardNumberTyped({ cardNumber: '5555555555554444' }),
      cardCvvTyped({ cvv: '999' }),
      cardExpiryTyped({ month: '01', year: '2040' }),
      markAsDefaultToggled({ checked: true }),
      cardFormStarted(),
    ];
    const sent = reduce(typed(), transactionStarted({ form: 'card' }));
    expect(reduce(sent, ...edits)).toEqual(sent);
    const answered = reduce(sent, transactionFailed({ form: 'card', message: 'Declined' }));
    expect(reduce(answered, ...edits.slice(0, -1))).toMatchObject({
      chosenId: 7,
      cardNumber: '5555555555554444',
      entry: { cvv: '999' },
      markAsDefault: true,
      locked: false,
    });
  });
});
