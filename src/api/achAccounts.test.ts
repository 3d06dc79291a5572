import { type BankAccount, fetchAchAccounts } from './achAccounts';
import { depositWithSavedAccount } from './savedAccountDeposit';
import { depositWithBankLink, depositWithNewAccount } from './achNewAccounts';
import { withdrawToAccount } from './achWithdrawal';
import { describeCall } from './contract.testutil';

const checking: BankAccount = {
  accountNumber: '****56789',
  accountType: 'chk',
  fundingMethodId: 21,
  type: 'ach',
  plaidVerified: true,
  plaidRequired: false,
};
/** Fields the app does not know must travel back untouched. */
const saving: BankAccount = {
  accountNumber: '****00123',
  accountType: 'sav',
  fundingMethodId: 22,
  type: 'ach',
  plaidVerified: false,
  plaidRequired: true,
  bankName: 'First Bank',
  routing: { aba: '011000015' },
};
const ok = { errorCode: 0, errorMessage: '' };

describe('bank (ACH) accounts', () => {
  describeCall({
    title: 'the saved accounts, unknown fields kept',
    run: fetchAchAccounts,
    method: 'GET',
    path: '/expressfund',
    response: [checking, saving],
    wrongShapes: [
      [{ ...checking, accountType: 'checking' }],
      [{ ...checking, accountNumber: 56789 }],
      [{ ...checking, plaidRequired: 'false' }],
      [{ ...checking, type: 'cc' }],
    ],
  });

  describeCall({
    title: 'a deposit from a saved account',
    run: () => depositWithSavedAccount({ account: saving, amountCents: 10000 }),
    method: 'POST',
    path: '/expressfund/deposit',
    body: { ...saving, amount: 100 },
    response: ok,
    wrongShapes: [{}],
  });

  describeCall({
    title: 'a deposit from a saved account to a path the caller names',
    run: () => depositWithSavedAccount({ account: checking, amountCents: 1, path: '/ach/deposit' }),
    method: 'POST',
    path: '/ach/deposit',
    body: { ...checking, amount: 0.01 },
    response: ok,
    wrongShapes: [{ errorCode: null }],
  });

  describeCall({
    title: 'a new checking account with its check number',
    run: () =>
      depositWithNewAccount({
        accountNumber: '000123',
        routingNumber: '011000015',
        accountType: 'chk',
        checkNumber: '0042',
        amountCents: 5000,
      }),
    method: 'POST',
    path: '/v2/ach',
    body: {
      accountNumber: '000123',
      amount: 50,
      abaNumber: '011000015',
      fundingMethodId: 0,
      accountType: 'chk',
      checkNumber: '0042',
    },
    response: ok,
    wrongShapes: [{ errorCode: 0, errorMessage: false }],
  });

  describeCall({
    title: 'a new saving account sends no check number',
    run: () =>
      depositWithNewAccount({
        accountNumber: '987654321',
        routingNumber: '021000021',
        accountType: 'sav',
        checkNumber: '1234',
        amountCents: 2505,
      }),
    method: 'POST',
    path: '/v2/ach',
    body: {
      accountNumber: '987654321',
      amount: 25.05,
      abaNumber: '021000021',
      fundingMethodId: 0,
      accountType: 'sav',
      checkNumber: null,
    },
    response: ok,
    wrongShapes: [[]],
  });

  describeCall({
    title: 'a deposit from a just-linked bank account',
    run: () =>
      depositWithBankLink({
        amountCents: 7500,
        publicToken: 'public-sandbox-1',
        accountId: 'acc-1',
        linkSessionId: 'sess-1',
      }),
    method: 'POST',
    path: '/v2/ach',
    body: {
      amount: 75,
      fundingMethodId: 0,
      plaidAccessToken: 'public-sandbox-1',
      plaidAccountId: 'acc-1',
      plaidLinkSessionId: 'sess-1',
    },
    response: { errorCode: 3, errorMessage: 'Link failed' },
    wrongShapes: [{ errorCode: '3' }],
  });

  describeCall({
    title: 'a withdrawal to a saved account',
    run: () => withdrawToAccount({ account: saving, amountCents: 99999 }),
    method: 'POST',
    path: '/expressfund/withdraw',
    body: { ...saving, amount: 999.99 },
    response: ok,
    wrongShapes: [{ errorCode: 0, errorMessage: [] }],
  });
});
