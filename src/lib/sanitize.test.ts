import { MASK, maskSensitive } from './sanitize';

it('masks sensitive keys at any depth and keeps the rest', () => {
  const action = {
    type: 'cardDeposit/submitted',
    payload: { amount: 2500, card: { cardNumber: '4111111111111111', cvv: '123', brand: 'visa' } },
    list: [{ accountNumber: '123456789', routingNumber: '011000015', checkNumber: '1234' }],
    session: { plaidToken: 'link-sandbox-abc', empty: '' },
  };
  expect(maskSensitive(action)).toEqual({
    type: 'cardDeposit/submitted',
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
