import { waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { delay, http, HttpResponse } from 'msw';
import { takeLeading } from 'typed-redux-saga';
import { postTransaction } from '@/api/transaction';
import { DEMO_USER } from '@/sandbox/demoUser';
import { sandboxServer } from '@/sandbox/node';
import { onTestCleanup } from '@/test/cleanups';
import { advanceClock, advanceUntil, installFakeClock } from '@/test/faults';
import { startApp } from '@/app/bootstrap';
import { REQUEST_TIMEOUT_MS, TRANSACTION_TYPE } from '@/config/constants';
import {
  selectSessionNotMade,
  selectSessionPopup,
  sessionPopupOpened,
} from '@/domain/session/sessionSlice';
import { asIosApp } from '@/test/device';
import { installFakeLocks } from '@/test/fakeLocks';
import { takeMoneyLock } from '@/platform/otherTabs';
import { recordRequests } from '@/test/recordRequests';
import { setupTestStore, startStore } from '@/test/renderApp';
import { submitAndComplete, submitTransaction } from './submitTransaction';
import type { TransactionRequest } from './request';
import { selectBalanceRechecked, selectCompleted, selectSubmission } from './transactionSlice';
import { TRANSACTION_MESSAGES } from './messages';
import { completeTransaction, NATIVE_SUCCESS_WAIT_MS } from './transactionSaga';

const request: TransactionRequest = {
  form: 'card',
  direction: 'deposit',
  transactionType: 'cardFunding',
  cents: 2550,
  receipt: { feeCents: 250, method: 'VISA **** **** **** 4242' },
  post: () => postTransaction('/deposit/card', { amount: 25.5 }),
};

type Flow = (req: TransactionRequest) => Generator<unknown, unknown, unknown>;

/** What most tests run: the submit, then the completion of a success. */
function* submitThenComplete(req: TransactionRequest) {
  if (yield* submitTransaction(req)) yield* completeTransaction(req);
}

/** A store (a tab) whose 'test/submitted' runs `flow` once at a time, as a form's submit does. */
function submitter(store: ReturnType<typeof startStore>, req: TransactionRequest, flow: Flow) {
  store.injectFeature({
    name: 'transaction-test',
    saga: function* () {
      yield* takeLeading('test/submitted', () => flow(req));
    },
  });
  return () => store.dispatch({ type: 'test/submitted' });
}

/** Runs the shared submit through the real store and sagas, counting POSTs. */
function run(
  answer: Parameters<typeof http.post>[1],
  overrides: Partial<TransactionRequest> = {},
  flow: Flow = submitThenComplete,
) {
  let posts = 0;
  sandboxServer.use(
    http.post('*/api/funding/deposit/card', (info) => {
      posts += 1;
      return answer(info);
    }),
  );
  const store = startStore('/#/deposit/cardfunding');
  const submit = submitter(store, { ...request, ...overrides }, flow);
  return { store, submit, posts: () => posts };
}

describe('the shared deposit and withdrawal submit', () => {
  it('on errorCode 0 stores the amount, goes to /confirmation, refreshes the balance and tells the app once', async () => {
    const native = asIosApp();
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
      completedAt: expect.any(Number) as number,
      receipt: { feeCents: 250, method: 'VISA **** **** **** 4242' },
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

  it('tells the app within 2 s of the success answer, with the balance known before when the fresh one is slow', async () => {
    installFakeClock();
    const native = asIosApp();
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

  it('counts the 2 s from the answer, not from the paint, when the page paints no frame (an app that hides its web view)', async () => {
    installFakeClock();
    const native = asIosApp();
    // No frame comes: the wait for the confirmation's paint ends only by its own time-out.
    const noFrame = jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    onTestCleanup(() => noFrame.mockRestore());
    sandboxServer.use(
      http.get('*/api/funding/balance/type/current', async () => {
        await delay(10_000);
        return HttpResponse.json({ amount: '1,260.06' });
      }),
    );
    let answeredAt = Number.NaN;
    const { store, submit } = run(() => {
      answeredAt = Date.now();
      return HttpResponse.json({ errorCode: 0, errorMessage: '' });
    });
    submit();
    await advanceUntil(() => store.getState().location.pathname === '/confirmation');
    // Less than the paint's time-out past the 2 s: a count from the paint is not done yet.
    await advanceClock(answeredAt + NATIVE_SUCCESS_WAIT_MS + 50 - Date.now());
    expect(native.transactionSuccess.postMessage).toHaveBeenCalledTimes(1);
  });

  it('shows the server errorMessage on a non-zero errorCode and tells the app', async () => {
    const native = asIosApp();
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
    const native = asIosApp();
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
    const native = asIosApp();
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
    const native = asIosApp();
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
  ])("uses the flow's own text (the wallet deposit has one) for %s", async (_label, answer) => {
    const ownFailureMessage = "The flow's own text for a failure.";
    const { store, submit } = run(answer, { ownFailureMessage });
    submit();
    await waitFor(() =>
      expect(selectSubmission(store.getState(), 'card').message).toBe(ownFailureMessage),
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

describe('the submit and the sign-on (decisions section 6)', () => {
  const MEMBER_B = { xAuthToken: 'token-of-b', displayName: 'Blair Quinn', uid: 'bquinn' };

  it("posts nothing once another member has signed on in another tab: 'started in another sign-in'", async () => {
    const { store, submit, posts } = run(() =>
      HttpResponse.json({ errorCode: 0, errorMessage: '' }),
    );
    Cookies.set('xpbUser', JSON.stringify(MEMBER_B));
    submit();
    await waitFor(() =>
      expect(selectSubmission(store.getState(), 'card')).toEqual({
        status: 'failed',
        message: TRANSACTION_MESSAGES.otherSignIn,
      }),
    );
    expect(posts()).toBe(0);
    expect(selectSessionPopup(store.getState())).toBeNull();
  });

  it('posts nothing once the sign-on has gone, and asks the person to log in', async () => {
    const { store, submit, posts } = run(() =>
      HttpResponse.json({ errorCode: 0, errorMessage: '' }),
    );
    Cookies.remove('xpbUser');
    submit();
    await waitFor(() => expect(selectSessionPopup(store.getState())).toBe('login'));
    expect(selectSubmission(store.getState(), 'card')).toEqual({ status: 'failed', message: null });
    expect(posts()).toBe(0);
  });

  it('a page opened signed out posts nothing for a member who signed on in another tab since', async () => {
    let posts = 0;
    sandboxServer.use(
      http.post('*/api/funding/deposit/card', () => {
        posts += 1;
        return HttpResponse.json({ errorCode: 0, errorMessage: '' });
      }),
    );
    window.history.replaceState(null, '', '/#/deposit/cardfunding');
    const store = setupTestStore();
    onTestCleanup(startApp(store));
    const submit = submitter(store, request, submitThenComplete);
    Cookies.set('xpbUser', JSON.stringify(DEMO_USER));
    submit();
    await waitFor(() =>
      expect(selectSubmission(store.getState(), 'card')).toEqual({
        status: 'failed',
        message: TRANSACTION_MESSAGES.otherSignIn,
      }),
    );
    expect(posts).toBe(0);
  });

  it.each(['deposit', 'withdraw'] as const)(
    'a 401 on a %s: the session-expired popup says that transaction was not made',
    async (direction) => {
      const { store, submit } = run(() => HttpResponse.json({}, { status: 401 }), { direction });
      submit();
      await waitFor(() => expect(selectSessionPopup(store.getState())).toBe('sessionExpired'));
      expect(selectSessionNotMade(store.getState())).toBe(direction);
    },
  );

  it('the form is busy from the press until the answer', async () => {
    const { store, submit } = run(() => HttpResponse.json({ errorCode: 0, errorMessage: '' }));
    const statuses: string[] = [];
    store.subscribe(() => statuses.push(selectSubmission(store.getState(), 'card').status));
    submit();
    await waitFor(() => expect(store.getState().location.pathname).toBe('/confirmation'));
    expect(statuses).toContain('submitting');
  });
});

describe('the unauthorized popup and a failed submit (spec section 6)', () => {
  /** The popup a 401 or 403 of another load opened while the POST was on its way. */
  function openedWhileInFlight(
    popup: 'unauthorized' | 'balanceUnavailable',
    answer: () => Response,
  ) {
    let store: ReturnType<typeof startStore> | undefined;
    const started = (s: ReturnType<typeof startStore>) => (store = s);
    return {
      started,
      answer: () => {
        store?.dispatch(sessionPopupOpened({ popup }));
        return answer();
      },
    };
  }

  it.each([TRANSACTION_TYPE.achDeposit, TRANSACTION_TYPE.achWithdrawal])(
    'an ACH failure (%s) sets the unauthorized popup off',
    async (transactionType) => {
      const inFlight = openedWhileInFlight('unauthorized', () =>
        HttpResponse.json({ errorCode: 4, errorMessage: 'No' }),
      );
      const { store, submit } = run(inFlight.answer, { transactionType });
      inFlight.started(store);
      submit();
      await waitFor(() => expect(selectSubmission(store.getState(), 'card').status).toBe('failed'));
      expect(selectSessionPopup(store.getState())).toBeNull();
    },
  );

  it.each([
    ['a card failure', TRANSACTION_TYPE.cardDeposit, 'unauthorized', 4],
    ['an ACH success', TRANSACTION_TYPE.achDeposit, 'unauthorized', 0],
    ['another popup on an ACH failure', TRANSACTION_TYPE.achDeposit, 'balanceUnavailable', 4],
  ] as const)('%s leaves the popup open', async (_, transactionType, popup, errorCode) => {
    const inFlight = openedWhileInFlight(popup, () =>
      HttpResponse.json({ errorCode, errorMessage: errorCode ? 'No' : '' }),
    );
    const { store, submit } = run(inFlight.answer, { transactionType });
    inFlight.started(store);
    submit();
    await waitFor(() =>
      expect(selectSubmission(store.getState(), 'card').status).not.toBe('submitting'),
    );
    expect(selectSessionPopup(store.getState())).toBe(popup);
  });
});

describe('the saved methods a transaction may change (mayChange)', () => {
  const CARDS = '/getcardfundingmethod';

  /** The cards asked for after the page's own first load. */
  async function cardRequestsAfter(
    answer: () => Response,
    overrides: Partial<TransactionRequest>,
    flow?: Flow,
  ) {
    const requests = recordRequests();
    const { store, submit } = run(answer, overrides, flow);
    await waitFor(() => expect(store.getState().balance.current.status).toBe('loaded'));
    const before = requests.count('GET', CARDS);
    submit();
    await waitFor(() =>
      expect(selectSubmission(store.getState(), 'card').status).not.toBe('submitting'),
    );
    // The refresh is put before the outcome: its request has started by now.
    await new Promise((resolve) => setTimeout(resolve, 20));
    return { store, cards: requests.count('GET', CARDS) - before };
  }

  it.each([
    ['an unknown outcome', 1, () => HttpResponse.error()],
    ['a 5xx', 1, () => HttpResponse.json({}, { status: 500 })],
    ['a refusal', 0, () => HttpResponse.json({ errorCode: 4, errorMessage: 'No' })],
  ])('after %s the cards are fetched again %i time(s)', async (_, times, answer) => {
    const { cards } = await cardRequestsAfter(answer, { mayChange: ['cards'] });
    expect(cards).toBe(times);
  });

  it('a success of submitAndComplete fetches them again and completes', async () => {
    const { store, cards } = await cardRequestsAfter(
      () => HttpResponse.json({ errorCode: 0, errorMessage: '' }),
      { mayChange: ['cards'] },
      submitAndComplete,
    );
    expect(cards).toBe(1);
    await waitFor(() => expect(store.getState().location.pathname).toBe('/confirmation'));
    expect(selectCompleted(store.getState())).toMatchObject({ cents: 25_50 });
  });

  it('a failure of submitAndComplete completes nothing and fetches nothing again', async () => {
    const { store, cards } = await cardRequestsAfter(
      () => HttpResponse.json({ errorCode: 4, errorMessage: 'No' }),
      { mayChange: ['cards'] },
      submitAndComplete,
    );
    expect(cards).toBe(0);
    expect(store.getState().location.pathname).toBe('/deposit/cardfunding');
    expect(selectCompleted(store.getState())).toBeNull();
  });

  it.each([
    ['a success', () => HttpResponse.json({ errorCode: 0, errorMessage: '' })],
    ['an unknown outcome', () => HttpResponse.error()],
  ])('%s of a transaction that changes no saved method logs no error', async (_, answer) => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    onTestCleanup(() => errors.mockRestore());
    const { store } = await cardRequestsAfter(answer, {}, submitAndComplete);
    await waitFor(() => expect(store.getState().balance.current.status).toBe('loaded'));
    expect(errors).not.toHaveBeenCalled();
  });
});

describe("two tabs of one browser and the account's money lock (decisions section 6)", () => {
  /** Holds the first tab's POST until released; then `answer` answers it. */
  function held(answer: () => Response) {
    let release = () => {};
    let reached = false;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const answered = async () => {
      reached = true;
      await gate;
      return answer();
    };
    return { answer: answered, reached: () => reached, release: () => release() };
  }

  /** A second tab of the same browser: its own store and sagas, the same cookies and locks. */
  function secondTab(overrides: Partial<TransactionRequest> = {}) {
    const store = setupTestStore();
    onTestCleanup(startApp(store));
    return { store, submit: submitter(store, { ...request, ...overrides }, submitThenComplete) };
  }

  const SUCCESS = { errorCode: 0, errorMessage: '' };
  const FIRST_FAILED = "Another tab's deposit of $25.50 did not go through.";

  it.each([
    { first: 'made', answer: SUCCESS, sentence: 'Another tab just made a deposit of $25.50.' },
    {
      first: 'left for PayPal with',
      answer: SUCCESS,
      overrides: { transactionType: TRANSACTION_TYPE.wallet, leavesForProvider: true as const },
      sentence: 'Another tab just started a PayPal deposit of $25.50.',
    },
    {
      first: 'made (a PayPal withdrawal)',
      answer: SUCCESS,
      overrides: { transactionType: TRANSACTION_TYPE.wallet, direction: 'withdraw' as const },
      sentence: 'Another tab just made a withdrawal of $25.50.',
    },
    { first: 'refused', answer: { errorCode: 4, errorMessage: 'No' }, sentence: FIRST_FAILED },
    {
      first: 'is not sure of (errorCode 0 with a message)',
      answer: { errorCode: 0, errorMessage: 'Under review' },
      sentence: TRANSACTION_MESSAGES.unconfirmed,
    },
    {
      first: 'lost the connection of',
      answer: 'network',
      sentence: TRANSACTION_MESSAGES.unconfirmed,
    },
    { first: 'had a 401 on', answer: 401, sentence: FIRST_FAILED },
    { first: 'threw before sending', answer: 'throws', sentence: FIRST_FAILED },
  ] as const)(
    'the second tab posts nothing and says what the first $first',
    async ({ answer, sentence, ...rest }) => {
      const overrides: Partial<TransactionRequest> = ('overrides' in rest && rest.overrides) || {};
      installFakeLocks();
      const first = held(() =>
        answer === 'network'
          ? HttpResponse.error()
          : answer === 401
            ? HttpResponse.json({}, { status: 401 })
            : HttpResponse.json(answer === 'throws' ? SUCCESS : answer),
      );
      const post = async (): Promise<never> => {
        await first.answer();
        throw new RangeError('cannot be sent exactly');
      };
      const { store, submit, posts } = run(
        first.answer,
        answer === 'throws' ? { ...overrides, post } : overrides,
      );
      const second = secondTab(overrides);
      submit();
      await waitFor(() => expect(first.reached()).toBe(true));
      second.submit();
      await waitFor(() =>
        expect(selectSubmission(second.store.getState(), 'card').status).toBe('submitting'),
      );
      first.release();
      await waitFor(() =>
        expect(selectSubmission(second.store.getState(), 'card')).toEqual({
          status: 'unconfirmed',
          message: sentence,
        }),
      );
      expect(posts()).toBe(answer === 'throws' ? 0 : 1);
      expect(selectSubmission(store.getState(), 'card').status).not.toBe('submitting');
    },
  );

  it('both balances are asked for again before the second tab says what the first did', async () => {
    installFakeLocks();
    const requests = recordRequests();
    const first = held(() => HttpResponse.json({ errorCode: 4, errorMessage: 'No' }));
    const { submit, posts } = run(first.answer);
    const second = secondTab();
    await waitFor(() => expect(second.store.getState().balance.current.status).toBe('loaded'));
    const before = requests.count('GET', '/balance/type/available');
    submit();
    await waitFor(() => expect(posts()).toBe(1));
    second.submit();
    first.release();
    await waitFor(() =>
      expect(selectSubmission(second.store.getState(), 'card').status).toBe('unconfirmed'),
    );
    expect(requests.count('GET', '/balance/type/available')).toBeGreaterThan(before);
  });

  it('after its outcome the first tab lets go: each tab posts its next deposit', async () => {
    installFakeLocks();
    const { store, submit, posts } = run(() =>
      HttpResponse.json({ errorCode: 4, errorMessage: 'No' }),
    );
    submit();
    await waitFor(() => expect(selectSubmission(store.getState(), 'card').status).toBe('failed'));
    submit();
    await waitFor(() => expect(posts()).toBe(2));
    await waitFor(() => expect(selectSubmission(store.getState(), 'card').status).toBe('failed'));
    const second = secondTab();
    second.submit();
    await waitFor(() => expect(posts()).toBe(3));
  });

  it('waits at most the request time-out for a tab that keeps the lock, then says the outcome is unknown and posts nothing', async () => {
    installFakeLocks();
    installFakeClock();
    // Another tab is sending money for this account and has not let go (its answer is late: the
    // client's own time-out is as long, so a held POST would end the wait at the same time).
    const other = await takeMoneyLock(DEMO_USER.uid, REQUEST_TIMEOUT_MS);
    expect(other.kind).toBe('held');
    if (other.kind === 'held') onTestCleanup(other.release);
    const { store, submit, posts } = run(() =>
      HttpResponse.json({ errorCode: 0, errorMessage: '' }),
    );
    submit();
    await advanceClock(REQUEST_TIMEOUT_MS - 100);
    expect(selectSubmission(store.getState(), 'card').status).toBe('submitting');
    await advanceUntil(() => selectSubmission(store.getState(), 'card').status !== 'submitting');
    expect(selectSubmission(store.getState(), 'card')).toEqual({
      status: 'unconfirmed',
      message: TRANSACTION_MESSAGES.unconfirmed,
    });
    expect(posts()).toBe(0);
  });
});

describe('a success answered after the sign-on went', () => {
  it('still completes (the money moved): the confirmation, with the record kept for no member', async () => {
    const native = asIosApp();
    const { store, submit } = run(() => {
      Cookies.remove('xpbUser');
      return HttpResponse.json({ errorCode: 0, errorMessage: '' });
    });
    submit();
    await waitFor(() => expect(store.getState().location.pathname).toBe('/confirmation'));
    expect(selectCompleted(store.getState())).toMatchObject({ cents: 25_50 });
    expect(window.sessionStorage.getItem('transactionMember')).not.toBe(DEMO_USER.uid);
    await waitFor(() => expect(native.transactionSuccess.postMessage).toHaveBeenCalledTimes(1));
  });
});
