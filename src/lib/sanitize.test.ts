import { MASK, maskSensitive } from './sanitize';

it('masks sensitive keys at any depth and keeps the rest', () => {
  const action = {
    type: 'card/depositSubmitted',
    payload: { amount: 2500, card: { cardNumber: '4111111111111111', cvv: '123', brand: 'visa' } },
    list: [{ accountNumber: '123456789', routingNumber: '011000015', checkNumber: '1234' }],
    session: { plaidToken: 'link-sandbox-abc', empty: '' },
  };
  expect(maskSensitive(action)).toEqual({
    type: 'card/depositSubmitted',
    payload: { amount: 2500, card: { cardNumber: MASK, cvv: MASK, brand: 'visa' } },
    list: [{ accountNumber: MASK, routingNumber: MASK, checkNumber: MASK }],
    session: { plaidToken: MASK, empty: '' },
  });
  expect(JSON.stringify(maskSensitive(action))).not.toMatch(
    /4111|123456789|011000015|link-sandbox/,
  );
});

it('keeps numbers the server already masked, so saved cards replay with their last digits', () => {
  const saved = { cards: [{ accountNumber: '************4242', subType: 'Visa' }] };
  expect(maskSensitive(saved)).toEqual(saved);
});

it('blanks a masked field, so a replayed form shows it empty rather than some stand-in text', () => {
  expect(maskSensitive({ cvv: '123', cardNumber: '4111111111111111' })).toEqual({
    cvv: '',
    cardNumber: '',
  });
});

it('masks a number the server sent as a JSON number, not only as text', () => {
  expect(maskSensitive({ routingNumber: 11000015, accountNumber: 123456789 })).toEqual({
    routingNumber: MASK,
    accountNumber: MASK,
  });
});

it('keeps an absent value absent: null stays null, in a sensitive field or anywhere else', () => {
  const action = { type: 'card/cleared', payload: { cardNumber: null, card: null }, meta: null };
  expect(maskSensitive(action)).toEqual(action);
  expect(maskSensitive(null)).toBeNull();
});

it('masks a field only when its whole name is sensitive, not a flag named after one', () => {
  const state = { cardNumber: '4111111111111111', cardNumberTouched: true, hasToken: true };
  expect(maskSensitive(state)).toEqual({
    cardNumber: MASK,
    cardNumberTouched: true,
    hasToken: true,
  });
});
