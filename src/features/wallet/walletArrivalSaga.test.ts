import { waitFor } from '@testing-library/react';
import { TRANSACTION_TYPE } from '@/config/constants';
import { DEMO_USER } from '@/sandbox/demoUser';
import { startStore } from '@/test/renderApp';
import { rememberPending } from '@/domain/transaction/storedOutcome';
import { selectCompleted, selectSubmission } from '@/domain/transaction/transactionSlice';
import { WALLET_RETURN_UNREADABLE } from './walletArrivalSaga';

/**
 * The wallet return's own chunk fails to load, as webpack reports it (a ChunkLoadError), for the
 * whole of this file: the arrival saga alone, with the real store and sagas, no screens.
 */
jest.mock('./walletReturn', () => {
  throw Object.assign(new Error('Loading chunk wallet-return failed.'), {
    name: 'ChunkLoadError',
  });
});

describe("the wallet return's chunk cannot be loaded", () => {
  it.each([
    ['/#/deposit/paypalfunding?success=true', 'paypalDeposit'],
    ['/?error=true#/deposit/paypalfunding', 'paypalDeposit'],
    ['/?quickDepositIframe=true#/?success=true', 'quickDeposit'],
  ] as const)(
    '%s: the %s form says PayPal answered and to reload; the answer and the record stay for the reload',
    async (address, form) => {
      rememberPending(
        { direction: 'deposit', cents: 25_50, transactionType: TRANSACTION_TYPE.wallet },
        DEMO_USER.uid,
      );
      const store = startStore(address);
      await waitFor(() =>
        expect(selectSubmission(store.getState(), form)).toEqual({
          status: 'unconfirmed',
          message: WALLET_RETURN_UNREADABLE,
        }),
      );
      expect(selectCompleted(store.getState())).toBeNull();
      expect(window.location.href).toMatch(/(success|error)=true/);
      expect(window.sessionStorage.getItem('transactionPending')).not.toBeNull();
    },
  );

  it.each([
    ['/#/deposit/paypalfunding', 'paypalDeposit'],
    ['/?quickDepositIframe=true#/', 'quickDeposit'],
  ] as const)(
    '%s (no answer) needs no chunk: the %s form is ready, and nothing is kept for later',
    async (address, form) => {
      rememberPending(
        { direction: 'deposit', cents: 25_50, transactionType: TRANSACTION_TYPE.wallet },
        DEMO_USER.uid,
      );
      const store = startStore(address);
      await waitFor(() => expect(window.sessionStorage.getItem('transactionPending')).toBeNull());
      expect(selectSubmission(store.getState(), form)).toEqual({ status: 'idle', message: null });
    },
  );
});
