import type { Card } from './cards';
import { fetchCards } from './cards';
import { depositWithSavedCard } from './savedCardDeposit';
import { addCardAndDeposit } from './newCardDeposit';
import { describeCall } from './contract.testutil';

const visa: Card = {
  accountNumber: '************1234',
  subType: 'Visa',
  expiryDate: '2028-04-01',
  fundingMethodId: 11,
  type: 'cc',
};
/** A field the app does not know must travel back untouched. */
const mastercard: Card = {
  accountNumber: '************0004',
  subType: 'Mastercard',
  expiryDate: '2027-01-01',
  fundingMethodId: 12,
  type: 'cc',
  nickName: 'Prepaid',
  meta: { prepaid: true },
};
const ok = { errorCode: 0, errorMessage: '' };

describe('cards', () => {
  describeCall({
    title: 'the saved cards, unknown fields kept',
    run: fetchCards,
    method: 'GET',
    path: '/getcardfundingmethod',
    response: [visa, mastercard],
    wrongShapes: [
      visa,
      [{ ...visa, subType: 'Amex' }],
      [{ ...visa, type: 'ach' }],
      [{ ...visa, fundingMethodId: '11' }],
      [{ ...visa, accountNumber: 1234 }],
    ],
  });

  describeCall({
    title: 'a deposit with a saved card',
    run: () =>
      depositWithSavedCard({
        card: mastercard,
        cvcCode: '012',
        amountCents: 2550,
        expiryDate: '2027-02-01',
      }),
    method: 'POST',
    path: '/deposit/card',
    body: { ...mastercard, cvcCode: '012', amount: 25.5, expiryDate: '2027-02-01' },
    response: ok,
    wrongShapes: [{ errorCode: '0', errorMessage: '' }, { errorMessage: '' }],
  });

  describeCall({
    title: 'a new card saved with a deposit',
    run: () =>
      addCardAndDeposit({
        accountNumber: '4111111111111111',
        subType: 'Visa',
        expiryDate: '2029-12-01',
        cvcCode: '007',
        amountCents: 123456,
      }),
    method: 'POST',
    path: '/card',
    body: {
      accountNumber: '4111111111111111',
      subType: 'Visa',
      expiryDate: '2029-12-01',
      type: 'cc',
      cvcCode: '007',
      amount: 1234.56,
    },
    response: { errorCode: 7, errorMessage: 'Card declined' },
    wrongShapes: [{ errorCode: 7, errorMessage: 7 }],
  });
});
