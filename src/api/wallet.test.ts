import { describeCall } from './contract.testutil';
import { depositWithWallet, withdrawToWallet } from './wallet';

const wrongShapes = [{ errorCode: '0', errorMessage: '' }];

describe('wallet (PayPal)', () => {
  describeCall({
    title: 'a deposit answered with the redirect address',
    run: () =>
      depositWithWallet({
        amountCents: 2500,
        callBackUrl: 'https://funding.example/#/deposit/paypalfunding',
      }),
    method: 'POST',
    path: '/paypal/deposit',
    body: { amount: 25, callBackUrl: 'https://funding.example/#/deposit/paypalfunding' },
    response: { errorCode: 0, errorMessage: 'https://www.paypal.com/checkoutnow?token=EC-1' },
    wrongShapes,
  });

  describeCall({
    title: 'a withdrawal with its note',
    run: () => withdrawToWallet({ amountCents: 2500 }),
    method: 'POST',
    path: '/paypal/withdraw',
    body: { amount: 25, note: 'Withdrawing 25.00' },
    response: { errorCode: 0, errorMessage: null },
    parsed: { errorCode: 0, errorMessage: '' },
    wrongShapes,
  });

  describeCall({
    title: 'a large withdrawal: the note has no thousands separator',
    run: () => withdrawToWallet({ amountCents: 123450 }),
    method: 'POST',
    path: '/paypal/withdraw',
    body: { amount: 1234.5, note: 'Withdrawing 1234.50' },
    response: { errorCode: 0, errorMessage: '' },
    wrongShapes,
  });
});
