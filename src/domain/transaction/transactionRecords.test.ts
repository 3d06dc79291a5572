import { act, waitFor } from '@testing-library/react';
import { TRANSACTION_TYPE } from '@/config/constants';
import { DEMO_USER } from '@/sandbox/demoUser';
import { startStore } from '@/test/renderApp';
import {
  readFailure,
  readOutcome,
  readPending,
  rememberFailure,
  rememberOutcome,
  rememberPending,
} from './storedOutcome';
import {
  isAttemptOf,
  isSuccessOf,
  selectBalanceRechecked,
  selectCompleted,
  selectIsSubmitting,
  selectSubmission,
  transactionCleared,
  transactionFailed,
  transactionSlice,
  transactionStarted,
  transactionSucceeded,
  transactionUnconfirmed,
  outcomeForgotten,
  selectWalletApproved,
  walletApprovedWithoutRecord,
  type TransactionState,
} from './transactionSlice';

const run = (...actions: Parameters<typeof transactionSlice.reducer>[1][]) => ({
  transaction: actions.reduce<TransactionState>(
    transactionSlice.reducer,
    transactionSlice.getInitialState(),
  ),
});
const success = {
  form: 'card' as const,
  direction: 'deposit' as const,
  cents: 25_00,
  transactionType: TRANSACTION_TYPE.cardDeposit,
};

describe('a form submission', () => {
  it('goes idle -> submitting -> failed, and a new attempt starts clean', () => {
    const started = run(transactionStarted({ form: 'card' }));
    expect(selectSubmission(started, 'card')).toEqual({ status: 'submitting', message: null });
    expect(selectIsSubmitting(started, 'card')).toBe(true);
    expect(selectIsSubmitting(started, 'ach')).toBe(false);
    const failed = run(
      transactionStarted({ form: 'card' }),
      transactionFailed({ form: 'card', message: 'Declined', balanceRechecked: true }),
    );
    expect(selectSubmission(failed, 'card')).toEqual({ status: 'failed', message: 'Declined' });
    expect(selectIsSubmitting(failed, 'card')).toBe(false);
    expect(selectBalanceRechecked(failed, 'card')).toBe(true);
    const again = run(
      transactionFailed({ form: 'card', message: 'Declined', balanceRechecked: true }),
      transactionStarted({ form: 'card' }),
    );
    expect(selectSubmission(again, 'card')).toEqual({ status: 'submitting', message: null });
    expect(selectBalanceRechecked(again, 'card')).toBe(false);
  });

  it('an unknown outcome says so and shows the rechecked balance', () => {
    const state = run(transactionUnconfirmed({ form: 'ach', message: 'Check your balance' }));
    expect(selectSubmission(state, 'ach')).toEqual({
      status: 'unconfirmed',
      message: 'Check your balance',
    });
    expect(selectBalanceRechecked(state, 'ach')).toBe(true);
  });

  it('a success is idle again and remembers the completed transaction until forgotten', () => {
    const state = run(
      transactionUnconfirmed({ form: 'card', message: 'x' }),
      transactionSucceeded(success),
    );
    expect(selectSubmission(state, 'card')).toEqual({ status: 'idle', message: null });
    expect(selectBalanceRechecked(state, 'card')).toBe(false);
    expect(selectCompleted(state)).toEqual({
      direction: 'deposit',
      cents: 25_00,
      transactionType: TRANSACTION_TYPE.cardDeposit,
    });
    expect(selectCompleted(run(transactionSucceeded(success), outcomeForgotten()))).toBeNull();
  });

  it('clearing a form drops its message and its recheck, and only its own', () => {
    const state = run(
      transactionUnconfirmed({ form: 'card', message: 'x' }),
      transactionFailed({ form: 'ach', message: 'y' }),
      transactionCleared({ form: 'card' }),
    );
    expect(selectSubmission(state, 'card')).toEqual({ status: 'idle', message: null });
    expect(selectBalanceRechecked(state, 'card')).toBe(false);
    expect(selectSubmission(state, 'ach')).toEqual({ status: 'failed', message: 'y' });
  });

  it("matches one form's attempts and success, not another's", () => {
    const attempts = [
      transactionStarted({ form: 'card' }),
      transactionFailed({ form: 'card', message: null }),
      transactionUnconfirmed({ form: 'card', message: 'x' }),
    ];
    for (const action of attempts) {
      expect(isAttemptOf('card')(action)).toBe(true);
      expect(isAttemptOf('ach')(action)).toBe(false);
      expect(isSuccessOf('card')(action)).toBe(false);
    }
    expect(isAttemptOf('card')(transactionSucceeded(success))).toBe(false);
    expect(isAttemptOf('card')(transactionCleared({ form: 'card' }))).toBe(false);
    expect(isSuccessOf('card')(transactionSucceeded(success))).toBe(true);
    expect(isSuccessOf('ach')(transactionSucceeded(success))).toBe(false);
  });
});

const A = DEMO_USER.uid;

describe("a wallet approval with no record ('Payment approved')", () => {
  it('is shown until a transaction completes or the outcome is forgotten', () => {
    expect(selectWalletApproved(run(walletApprovedWithoutRecord()))).toBe(true);
    const completed = run(walletApprovedWithoutRecord(), transactionSucceeded(success));
    expect(selectWalletApproved(completed)).toBe(false);
    expect(selectCompleted(completed)).toMatchObject({ cents: 25_00 });
    expect(selectWalletApproved(run(walletApprovedWithoutRecord(), outcomeForgotten()))).toBe(
      false,
    );
  });
});

describe('the stored outcome, read back', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('a failure is read for the error page, not as a confirmation or a pending deposit', () => {
    rememberFailure(
      {
        direction: 'deposit',
        cents: 50_00,
        transactionType: TRANSACTION_TYPE.achDeposit,
        message: 'Refused',
      },
      A,
    );
    expect(readFailure(A)).toEqual({
      direction: 'deposit',
      cents: 50_00,
      transactionType: TRANSACTION_TYPE.achDeposit,
      message: 'Refused',
    });
    expect(readOutcome(A)).toBeNull();
    expect(readPending()).toBeNull();
  });

  it('a completed transaction is no failure and no pending deposit', () => {
    rememberOutcome(
      {
        direction: 'deposit',
        cents: 50_00,
        transactionType: TRANSACTION_TYPE.wallet,
      },
      A,
    );
    expect(readFailure(A)).toBeNull();
    expect(readPending()).toBeNull();
    expect(readOutcome(A)).toEqual({
      direction: 'deposit',
      cents: 50_00,
      transactionType: TRANSACTION_TYPE.wallet,
    });
  });

  it('a pending transaction is read with the member who started it, and is no outcome or failure', () => {
    rememberPending(
      { direction: 'deposit', cents: 40_00, transactionType: TRANSACTION_TYPE.wallet },
      DEMO_USER.uid,
    );
    expect(readPending()).toEqual({
      outcome: { direction: 'deposit', cents: 40_00, transactionType: TRANSACTION_TYPE.wallet },
      startedBy: DEMO_USER.uid,
      returnTo: null,
    });
    expect(readFailure(A)).toBeNull();
    expect(readOutcome(A)).toBeNull();
  });

  it("a pending deposit keeps the deposit link's return address with it, to be checked when read", () => {
    const returnTo = 'https://www.xpressbet.example/wager?race=7';
    rememberPending(
      { direction: 'deposit', cents: 40_00, transactionType: TRANSACTION_TYPE.wallet },
      DEMO_USER.uid,
      returnTo,
    );
    expect(readPending()?.returnTo).toBe(returnTo);
    expect(window.sessionStorage.getItem('depositReturnTo')).toBe(returnTo);
  });

  it("a pending record without its member is nobody's", () => {
    rememberPending({ direction: 'deposit', cents: 40_00, transactionType: 'paypalFunding' }, 'x');
    window.sessionStorage.removeItem('transactionMember');
    expect(readPending()?.startedBy).toBeNull();
  });

  it('nothing stored is read as nothing, by every reader', () => {
    expect(readOutcome(A)).toBeNull();
    expect(readFailure(A)).toBeNull();
    expect(readPending()).toBeNull();
  });

  it('a record both pending and failed (never written by the app) is no pending deposit', () => {
    rememberPending(
      {
        direction: 'deposit',
        cents: 40_00,
        transactionType: TRANSACTION_TYPE.wallet,
      },
      DEMO_USER.uid,
    );
    window.sessionStorage.setItem('errorMessage', 'Refused');
    expect(readPending()).toBeNull();
    expect(readFailure(A)).toBeNull();
    expect(readOutcome(A)).toBeNull();
  });

  it('a settled record is read back only for its own member', () => {
    rememberOutcome({ direction: 'deposit', cents: 50_00, transactionType: 'cardFunding' }, A);
    expect(readOutcome('bquinn')).toBeNull();
    expect(readOutcome(null)).toBeNull();
    expect(readOutcome(A)).toMatchObject({ cents: 50_00 });
    window.sessionStorage.removeItem('transactionMember');
    expect(readOutcome(A)).toBeNull();
    rememberFailure(
      { direction: 'deposit', cents: 50_00, transactionType: 'xpressFunding', message: 'No' },
      A,
    );
    expect(readFailure('bquinn')).toBeNull();
    expect(readFailure(A)).toMatchObject({ message: 'No' });
  });

  it('a record whose parts disagree is read as nothing', () => {
    window.sessionStorage.setItem('depositedAmount', '25.00');
    window.sessionStorage.setItem('transactionType', 'toString');
    expect(readOutcome(A)).toBeNull();
    window.sessionStorage.setItem('transactionType', TRANSACTION_TYPE.checkWithdrawal);
    expect(readOutcome(A)).toBeNull();
    window.sessionStorage.removeItem('transactionType');
    expect(readOutcome(A)).toBeNull();
  });

  it("a record whose parts disagree is nothing even with its member's name", () => {
    window.sessionStorage.setItem('transactionMember', A);
    window.sessionStorage.setItem('depositedAmount', '25.00');
    window.sessionStorage.setItem('transactionType', TRANSACTION_TYPE.checkWithdrawal);
    expect(readOutcome(A)).toBeNull();
    // Both amounts: which way did the money go?
    window.sessionStorage.setItem('transactionType', TRANSACTION_TYPE.cardDeposit);
    window.sessionStorage.setItem('withdrawnAmount', '25.00');
    expect(readOutcome(A)).toBeNull();
  });

  it('a withdrawal is read back as a withdrawal', () => {
    rememberOutcome(
      { direction: 'withdraw', cents: 25_00, transactionType: TRANSACTION_TYPE.checkWithdrawal },
      A,
    );
    expect(readOutcome(A)).toMatchObject({ direction: 'withdraw', cents: 25_00 });
  });

  it('a record without its member is shown to nobody, not even to a page with no sign-on', () => {
    rememberOutcome({ direction: 'deposit', cents: 50_00, transactionType: 'cardFunding' }, A);
    window.sessionStorage.removeItem('transactionMember');
    expect(readOutcome(null)).toBeNull();
  });
});

describe('the stored outcome on the way between screens', () => {
  beforeEach(() => window.sessionStorage.clear());
  const go = (route: string) =>
    act(() => {
      window.location.hash = route;
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });

  it('a wallet deposit pending at the provider is kept for its return, which confirms it', async () => {
    rememberPending(
      {
        direction: 'deposit',
        cents: 40_00,
        transactionType: TRANSACTION_TYPE.wallet,
      },
      DEMO_USER.uid,
    );
    const store = startStore('/#/deposit/paypalfunding?success=true');
    await waitFor(() => expect(store.getState().location.pathname).toBe('/confirmation'));
    expect(selectCompleted(store.getState())).toMatchObject({ cents: 40_00 });
  });

  it('leaving the confirmation forgets it, even for a wallet return route', async () => {
    rememberOutcome(
      {
        direction: 'deposit',
        cents: 40_00,
        transactionType: TRANSACTION_TYPE.wallet,
      },
      A,
    );
    const store = startStore('/#/confirmation');
    expect(readOutcome(A)).not.toBeNull();
    await go('/deposit/paypalfunding');
    await waitFor(() => expect(store.getState().location.pathname).toBe('/deposit/paypalfunding'));
    expect(readOutcome(A)).toBeNull();
  });

  const storedDeposit = () =>
    rememberOutcome(
      { direction: 'deposit', cents: 40_00, transactionType: TRANSACTION_TYPE.cardDeposit },
      A,
    );

  it('arriving anywhere but the outcome screens forgets it: nothing is confirmed later', async () => {
    storedDeposit();
    const store = startStore('/#/deposit/cardfunding');
    await waitFor(() => expect(store.getState().location.pathname).toBe('/deposit/cardfunding'));
    expect(readOutcome(A)).toBeNull();
  });

  it('leaving the confirmation for the error page forgets it too', async () => {
    storedDeposit();
    const store = startStore('/#/confirmation');
    await go('/error');
    await waitFor(() => expect(store.getState().location.pathname).toBe('/error'));
    expect(readOutcome(A)).toBeNull();
  });

  it('the confirmation keeps it while the person stays there', async () => {
    storedDeposit();
    const store = startStore('/#/confirmation');
    await go('/confirmation?again=1');
    await waitFor(() => expect(store.getState().location.search).toBe('?again=1'));
    expect(readOutcome(A)).not.toBeNull();
  });
});
