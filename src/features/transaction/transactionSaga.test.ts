import { waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { delay, http, HttpResponse } from 'msw';
import { takeLeading } from 'typed-redux-saga';
import { postTransaction } from '@/api/transaction';
import { DEMO_USER } from '@/sandbox/demoUser';
import { sandboxServer } from '@/sandbox/node';
import { onTestCleanup } from '@/test/cleanups';
import { advanceClock, advanceUntil, installFakeClock } from '@/test/faults';
import { startStore } from '@/test/renderApp';
import {
  completeWithReceipt,
  submitTransaction,
  type TransactionRequest,
} from './submitTransaction';
import { selectBalanceRechecked, selectCompleted, selectSubmission } from './transactionSlice';
import { TRANSACTION_MESSAGES } from './messages';
import { NATIVE_SUCCESS_WAIT_MS } from './transactionSaga';

const request: TransactionRequest = {
  form: 'card',
  direction: 'deposit',
  transactionType: 'cardFunding',
  cents: 2550,
  receipt: { feeCents: 250, method: 'VISA **** **** **** 4242' },
  post: () => postTransaction('/deposit/card', { amount: 25.5 }),
};

/** Runs the shared submit through the real store and sagas, counting POSTs. */
function run(answer: Parameters<typeof http.post>[1], overrides: Partial<TransactionRequest> = {}) {
  let posts = 0;
  sandboxServer.use(
    http.post('*/api/funding/deposit/card', (info) => {
      posts += 1;
      return answer(info);
    }),
  );
  const store = startStore('/#/deposit/cardfunding');
  const req = { ...request, ...overrides };
  store.injectFeature({
    name: 'transaction-test',
    saga: function* () {
      yield* takeLeading('test/submitted', function* () {
        if (yield* submitTransaction(req)) yield* completeWithReceipt(req);
      });
    },
  });
  const submit = () => store.dispatch({ type: 'test/submitted' });
  return { store, submit, posts: () => posts };
}

const ios = () => {
  const handlers = {
    transactionSuccess: { postMessage: jest.fn() },
    transactionError: { postMessage: jest.fn() },
  };
  window.webkit = { messageHandlers: handlers };
  Cookies.set('xpbIosApp', 'true');
  onTestCleanup(() => delete window.webkit);
  return handlers;
};

describe('the shared deposit and withdrawal submit', () => {
  it('on errorCode 0 stores the amount, goes to /confirmation, refreshes the balance and tells the app once', async () => {
    const native = ios();
    const { store, submit } = run(() => HttpResponse.json({ errorCode: 0, errorMessage: '' }));
    submit();
    await waitFor(() => expect(store.getState().location.pathname).toBe('/confirmation'));
    expect(window.sessionStorage.getItem('depositedAmount')).toBe('25.50');
    expect(window.sessionStorage.getItem('transactionType')).toBe('cardFunding');
    // Stored for the member who made it: a reload confirms it to that member alone.
    expect(window.sessionStorage.getItem('transactionMember')).toBe(DEMO_USER.uid);
    expect(selectCompleted(store.getState())).toEqual({
      direction: 'deposit',
      cents: 2550,
      transactionType: 'cardFunding',
      receipt: {
        feeCents: 250,
        method: 'VISA **** **** **** 4242',
        completedAt: expect.any(Number) as number,
      },
    });
    await waitFor(() => expect(native.transactionSuccess.postMessage).toHaveBeenCalledTimes(1));
    expect(native.transactionSuccess.postMessage).toHaveBeenCalledWith({
      transaction: 'Deposit',
      amount: '25.50',
      transactionType: 'cardFunding',
      successMessage: 'The amount of $25.50 has been deposited to your account.',
      accountBalance: '1234.56',
    });
  });

  it('tells the app within 2 s of the success answer, with the balance known before when the fresh one is slow (issue 26 item 8)', async () => {
    installFakeClock();
    const native = ios();
    let balanceAnswers = 0;
    sandboxServer.use(
      http.get('*/api/funding/balance/type/current', async () => {
        balanceAnswers += 1;
        // The page's first balance comes at once; the one asked for after the deposit is slow.
        if (balanceAnswers > 1) await delay(10_000);
        return HttpResponse.json({ amount: balanceAnswers > 1 ? '1,260.06' : '1,234.56' });
      }),
    );
    const { store, submit } = run(() => HttpResponse.json({ errorCode: 0, errorMessage: '' }));
    await advanceUntil(() => store.getState().balance.current.status === 'loaded');
    submit();
    await advanceUntil(() => store.getState().location.pathname === '/confirmation');
    await advanceClock(NATIVE_SUCCESS_WAIT_MS - 100);
    expect(native.transactionSuccess.postMessage).not.toHaveBeenCalled();
    await advanceClock(100);
    expect(native.transactionSuccess.postMessage).toHaveBeenCalledTimes(1);
    expect(native.transactionSuccess.postMessage).toHaveBeenCalledWith(
      expect.objectContaining({ amount: '25.50', accountBalance: '1234.56' }),
    );
    // The fresh balance still reaches the screen when it comes; the app is not told twice.
    await advanceClock(10_000);
    expect(store.getState().balance.current.cents).toBe(1_260_06);
    expect(native.transactionSuccess.postMessage).toHaveBeenCalledTimes(1);
  });

  it('shows the server errorMessage on a non-zero errorCode and tells the app', async () => {
    const native = ios();
    const { store, submit } = run(() =>
      HttpResponse.json({ errorCode: 12, errorMessage: 'Card declined <b>now</b>' }),
    );
    submit();
    await waitFor(() => expect(selectSubmission(store.getState(), 'card').status).toBe('failed'));
    expect(selectSubmission(store.getState(), 'card').message).toBe('Card declined <b>now</b>');
    expect(store.getState().location.pathname).toBe('/deposit/cardfunding');
    expect(native.transactionError.postMessage).toHaveBeenCalledWith(
      expect.objectContaining({
        transaction: 'Deposit',
        amount: '25.50',
        errorMessage: 'Card declined <b>now</b>',
      }),
    );
  });

  it.each([
    [502, 'deposit', TRANSACTION_MESSAGES.depositServerError],
    [502, 'withdraw', TRANSACTION_MESSAGES.withdrawServerError],
    [400, 'deposit', TRANSACTION_MESSAGES.generic],
    [403, 'deposit', TRANSACTION_MESSAGES.generic],
    [404, 'withdraw', TRANSACTION_MESSAGES.generic],
    [422, 'deposit', TRANSACTION_MESSAGES.generic],
  ] as const)(
    'answers HTTP %i on a %s with the catalogue text',
    async (status, direction, message) => {
      const { store, submit, posts } = run(() => HttpResponse.json({}, { status }), { direction });
      submit();
      await waitFor(() =>
        expect(selectSubmission(store.getState(), 'card')).toEqual({ status: 'failed', message }),
      );
      expect(posts()).toBe(1);
    },
  );

  it('reads a POST that throws before any answer as a failure with the generic text', async () => {
    const { store, submit } = run(() => HttpResponse.json({ errorCode: 0, errorMessage: '' }), {
      post: () => Promise.reject(new RangeError('cannot be sent exactly')),
    });
    submit();
    await waitFor(() =>
      expect(selectSubmission(store.getState(), 'card')).toEqual({
        status: 'failed',
        message: TRANSACTION_MESSAGES.generic,
      }),
    );
    expect(store.getState().location.pathname).toBe('/deposit/cardfunding');
  });

  it("tells the app an empty accountBalance when the balance can't be fetched again", async () => {
    const native = ios();
    const { submit } = run(() => HttpResponse.json({ errorCode: 0, errorMessage: '' }));
    sandboxServer.use(
      http.get('*/api/funding/balance/type/current', () => HttpResponse.json({}, { status: 500 })),
    );
    submit();
    await waitFor(() => expect(native.transactionSuccess.postMessage).toHaveBeenCalledTimes(1));
    expect(native.transactionSuccess.postMessage).toHaveBeenCalledWith(
      expect.objectContaining({ transaction: 'Deposit', accountBalance: '' }),
    );
  });

  it('tells the app of a withdrawal as a withdrawal', async () => {
    const native = ios();
    const { store, submit } = run(() => HttpResponse.json({ errorCode: 0, errorMessage: '' }), {
      direction: 'withdraw',
    });
    submit();
    await waitFor(() => expect(store.getState().location.pathname).toBe('/confirmation'));
    await waitFor(() => expect(native.transactionSuccess.postMessage).toHaveBeenCalledTimes(1));
    expect(native.transactionSuccess.postMessage).toHaveBeenCalledWith(
      expect.objectContaining({
        transaction: 'Withdraw',
        successMessage: 'The amount of $25.50 has been withdrawn from your account.',
      }),
    );
  });

  it('tells the app nothing of a refused withdrawal (only deposits post an error)', async () => {
    const native = ios();
    const { store, submit } = run(
      () => HttpResponse.json({ errorCode: 12, errorMessage: 'Refused' }),
      { direction: 'withdraw' },
    );
    submit();
    await waitFor(() => expect(selectSubmission(store.getState(), 'card').status).toBe('failed'));
    expect(native.transactionError.postMessage).not.toHaveBeenCalled();
  });

  it('opens the session-expired popup on a 401', async () => {
    const { store, submit } = run(() => HttpResponse.json({}, { status: 401 }));
    submit();
    await waitFor(() => expect(store.getState().session.popup).toBe('sessionExpired'));
    expect(selectSubmission(store.getState(), 'card').status).toBe('failed');
  });

  it.each([
    ['a lost connection', () => HttpResponse.error()],
    ['a malformed answer', () => new HttpResponse('<html>oops', { status: 200 })],
    ['a 503', () => HttpResponse.json({}, { status: 503 })],
    ['a 504', () => HttpResponse.json({}, { status: 504 })],
  ])('after %s says the transaction is unconfirmed and never retries', async (_label, answer) => {
    const { store, submit, posts } = run(answer);
    submit();
    await waitFor(() =>
      expect(selectSubmission(store.getState(), 'card')).toEqual({
        status: 'unconfirmed',
        message: TRANSACTION_MESSAGES.unconfirmed,
      }),
    );
    expect(posts()).toBe(1);
  });

  it('posts once however often it is submitted while in flight', async () => {
    const { store, submit, posts } = run(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return HttpResponse.json({ errorCode: 0, errorMessage: '' });
    });
    for (let i = 0; i < 10; i += 1) submit();
    await waitFor(() => expect(store.getState().location.pathname).toBe('/confirmation'));
    expect(posts()).toBe(1);
  });

  it.each([
    ['a 502', () => HttpResponse.json({}, { status: 502 })],
    ['a refusal without a message', () => HttpResponse.json({ errorCode: 4, errorMessage: '' })],
  ])('uses the wallet text for %s on a wallet deposit', async (_label, answer) => {
    const { store, submit } = run(answer, {
      ownFailureMessage: TRANSACTION_MESSAGES.walletDeposit,
    });
    submit();
    await waitFor(() =>
      expect(selectSubmission(store.getState(), 'card').message).toBe(
        TRANSACTION_MESSAGES.walletDeposit,
      ),
    );
  });

  it.each([
    ['an unknown outcome', true, () => HttpResponse.error()],
    ['a 5xx', true, () => HttpResponse.json({}, { status: 500 })],
    ['a 4xx', false, () => HttpResponse.json({}, { status: 422 })],
    ['a refusal', false, () => HttpResponse.json({ errorCode: 4, errorMessage: 'No' })],
  ])('after %s, both balances are asked for again: %s', async (_label, rechecked, answer) => {
    const { store, submit } = run(answer);
    await waitFor(() => expect(store.getState().balance.current.status).toBe('loaded'));
    const balanceRequests = jest.fn();
    store.subscribe(() => {
      const { current, available } = store.getState().balance;
      if (current.status === 'loading') balanceRequests('current');
      if (available.status === 'loading') balanceRequests('available');
    });
    submit();
    await waitFor(() =>
      expect(selectSubmission(store.getState(), 'card').status).not.toBe('submitting'),
    );
    expect(selectBalanceRechecked(store.getState(), 'card')).toBe(rechecked);
    expect(balanceRequests.mock.calls.length > 0).toBe(rechecked);
    if (rechecked) {
      expect(balanceRequests).toHaveBeenCalledWith('current');
      expect(balanceRequests).toHaveBeenCalledWith('available');
    }
  });
});
