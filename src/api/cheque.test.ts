import { withdrawByCheck } from './cheque';
import { describeCall } from './contract.testutil';

const wrongShapes = [{ errorCode: 0, errorMessage: 0 }];

describe('check withdrawal', () => {
  describeCall({
    title: 'rush delivery with signature',
    run: () =>
      withdrawByCheck({
        amountCents: 30000,
        rushDeliverySelected: true,
        addressType: 'mailing',
        signature: true,
        fedexAmountCents: 2500,
      }),
    method: 'POST',
    path: '/cheque/withdraw',
    body: {
      amount: 300,
      rushDeliverySelected: true,
      addressType: 'mailing',
      signature: true,
      fedexAmount: 25,
    },
    response: { errorCode: 0, errorMessage: '' },
    wrongShapes,
  });

  describeCall({
    title: 'standard delivery sends fedexAmount 0',
    run: () =>
      withdrawByCheck({
        amountCents: 4099,
        rushDeliverySelected: false,
        addressType: 'residence',
        signature: false,
        fedexAmountCents: 2500,
      }),
    method: 'POST',
    path: '/cheque/withdraw',
    body: {
      amount: 40.99,
      rushDeliverySelected: false,
      addressType: 'residence',
      signature: false,
      fedexAmount: 0,
    },
    response: { errorCode: 12, errorMessage: 'Insufficient funds' },
    wrongShapes,
  });
});
