import { TRANSACTION_TYPE } from './constants';

it('names the five stored transaction types of the decisions', () => {
  expect(Object.values(TRANSACTION_TYPE).sort()).toEqual(
    [
      'cardFunding',
      'paypalFunding',
      'xpressFunding',
      'xpressFunding-fedex',
      'xpressFunding-ACH',
    ].sort(),
  );
});
