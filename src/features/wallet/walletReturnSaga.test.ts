import { screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { startApp } from '@/app/bootstrap';
import { onTestCleanup } from '@/test/cleanups';
import { asIosApp } from '@/test/device';
import { recordRequests } from '@/test/recordRequests';
import { renderApp, setupTestStore, startStore } from '@/test/renderApp';
import { TRANSACTION_TYPE, type TransactionType } from '@/config/constants';
import { DEMO_USER } from '@/sandbox/demoUser';
import { TRANSACTION_MESSAGES, WALLET_APPROVED } from '@/domain/transaction/messages';
import { rememberPending } from '@/domain/transaction/storedOutcome';
import { readPendingWalletDeposit } from './walletReturn';
import {
  selectCompleted,
  selectSubmission,
  selectWalletApproved,
  transactionCleared,
} from '@/domain/transaction/transactionSlice';
import { scaled } from '@/test/timeScale';
import { WALLET_DEPOSIT_FAILED } from './messages';

/**
 * The return saga alone, with the real store and sagas but no screens, at an address the
 * wallet provider sends the user back to.
 */
async function returnTo(address: string) {
  const store = startStore(address);
  // The provider's answer is read in a chunk of its own, the form busy meanwhile.
  await waitFor(() =>
    expect(
      Object.values(store.getState().transaction.forms).map((form) => form?.status),
    ).not.toContain('submitting'),
  );
  return store;
}

/** A $25.50 deposit stored pending, as the wallet deposit stores it before the redirect. */
const storeDeposit = (transactionType: TransactionType = TRANSACTION_TYPE.wallet) =>
  rememberPending({ direction: 'deposit', cents: 25_50, transactionType }, DEMO_USER.uid);

describe('the pending wallet deposit', () => {
  it('only a pending wallet deposit is waiting for the provider', () => {
    rememberPending(
      {
        direction: 'deposit',
        cents: 40_00,
        transactionType: TRANSACTION_TYPE.wallet,
      },
      DEMO_USER.uid,
    );
    expect(readPendingWalletDeposit()).toEqual({
      cents: 40_00,
      startedBy: DEMO_USER.uid,
      returnTo: null,
    });
    rememberPending(
      {
        direction: 'withdraw',
        cents: 40_00,
        transactionType: TRANSACTION_TYPE.wallet,
      },
      DEMO_USER.uid,
    );
    expect(readPendingWalletDeposit()).toBeNull();
    rememberPending(
      {
        direction: 'deposit',
        cents: 40_00,
        transactionType: TRANSACTION_TYPE.achDeposit,
      },
      DEMO_USER.uid,
    );
    expect(readPendingWalletDeposit()).toBeNull();
  });
});

describe('the wallet return (walletArrivalSaga, walletReturn)', () => {
  it.each([
    '/#/deposit/paypalfunding?success=true',
    '/?quickDepositIframe=true#/?success=true',
    // Decisions section 2: the provider may add the flag to the page's query instead.
    '/?success=true#/deposit/paypalfunding',
    '/?quickDepositIframe=true&success=true#/',
  ])('%s completes the stored deposit', async (address) => {
    storeDeposit();
    const store = await returnTo(address);
    await waitFor(() => expect(store.getState().location.pathname).toBe('/confirmation'));
    expect(selectCompleted(store.getState())).toEqual({
      direction: 'deposit',
      cents: 2550,
      transactionType: 'paypalFunding',
      completedAt: expect.any(Number) as number,
    });
  });

  it.each([
    ['/#/deposit/paypalfunding?error=true', 'paypalDeposit'],
    ['/?quickDepositIframe=true#/?error=true', 'quickDeposit'],
    ['/?error=true#/deposit/paypalfunding', 'paypalDeposit'],
  ] as const)('%s puts the wallet error on the %s form', async (address, form) => {
    storeDeposit();
    const store = await returnTo(address);
    expect(selectSubmission(store.getState(), form)).toEqual({
      status: 'failed',
      message: WALLET_DEPOSIT_FAILED,
    });
    expect(window.sessionStorage.getItem('depositedAmount')).toBeNull();
    expect(store.getState().location.pathname).not.toBe('/confirmation');
  });

  it("acts on the page query's flag only when the page loads, not on later visits", async () => {
    storeDeposit();
    const store = await returnTo('/?error=true#/deposit/paypalfunding');
    expect(selectSubmission(store.getState(), 'paypalDeposit').status).toBe('failed');
    store.dispatch(transactionCleared({ form: 'paypalDeposit' }));
    // The page query stays in the address as the person moves on in the app.
    for (const hash of ['#/deposit/cardfunding', '#/deposit/paypalfunding']) {
      window.location.hash = hash;
      await waitFor(() => expect(store.getState().location.pathname).toBe(hash.slice(1)));
    }
    expect(selectSubmission(store.getState(), 'paypalDeposit').status).toBe('idle');
  });

  it('a flag left in the page query by a load elsewhere is not read by a later arrival', async () => {
    // The page loaded at the card screen with a flag in its query, which stays in the address.
    const store = await returnTo('/?success=true#/deposit/cardfunding');
    storeDeposit();
    window.location.hash = '/deposit/paypalfunding';
    await waitFor(() => expect(store.getState().location.pathname).toBe('/deposit/paypalfunding'));
    await waitFor(() => expect(window.sessionStorage.getItem('transactionPending')).toBeNull());
    expect(selectCompleted(store.getState())).toBeNull();
    expect(store.getState().location.pathname).toBe('/deposit/paypalfunding');
  });

  it('an answer in the hash reached within the app (not on a load) completes the stored deposit', async () => {
    const store = await returnTo('/#/deposit/cardfunding');
    storeDeposit();
    window.location.hash = '/deposit/paypalfunding?success=true';
    await waitFor(() => expect(store.getState().location.pathname).toBe('/confirmation'));
    expect(selectCompleted(store.getState())).toMatchObject({ cents: 25_50 });
  });

  it('coming back to the form later, its old message is gone: the form starts afresh', async () => {
    storeDeposit();
    const store = await returnTo('/#/deposit/paypalfunding?error=true');
    expect(selectSubmission(store.getState(), 'paypalDeposit').status).toBe('failed');
    for (const hash of ['#/deposit/cardfunding', '#/deposit/paypalfunding']) {
      window.location.hash = hash;
      await waitFor(() => expect(store.getState().location.pathname).toBe(hash.slice(1)));
    }
    expect(selectSubmission(store.getState(), 'paypalDeposit')).toEqual({
      status: 'idle',
      message: null,
    });
  });

  it('with both flags, never claims a success nor a failure: an unknown outcome (decisions section 6)', async () => {
    storeDeposit();
    const store = await returnTo('/#/deposit/paypalfunding?success=true&error=true');
    expect(selectSubmission(store.getState(), 'paypalDeposit')).toEqual({
      status: 'unconfirmed',
      message: TRANSACTION_MESSAGES.unconfirmed,
    });
    expect(selectCompleted(store.getState())).toBeNull();
  });

  it.each(['/#/deposit/cardfunding?success=true', '/#/deposit?success=true'])(
    'at %s confirms nothing and forgets the deposit (not a return route)',
    async (address) => {
      storeDeposit();
      const store = await returnTo(address);
      expect(selectCompleted(store.getState())).toBeNull();
      expect(selectSubmission(store.getState(), 'paypalDeposit').status).toBe('idle');
      expect(selectSubmission(store.getState(), 'quickDeposit').status).toBe('idle');
      expect(window.sessionStorage.getItem('depositedAmount')).toBeNull();
    },
  );

  it.each([
    '/#/deposit/paypalfunding',
    '/#/deposit/paypalfunding?success=True',
    '/#/deposit/paypalfunding?error=1',
    '/?quickDepositIframe=true#/',
  ])('at %s (no flag) forgets the wallet deposit that was never made', async (address) => {
    storeDeposit();
    const store = await returnTo(address);
    expect(selectCompleted(store.getState())).toBeNull();
    expect(selectSubmission(store.getState(), 'paypalDeposit').status).toBe('idle');
    expect(window.sessionStorage.getItem('depositedAmount')).toBeNull();
    expect(window.sessionStorage.getItem('transactionType')).toBeNull();
  });

  it("forgets another flow's stored outcome too: nothing else may be confirmed later", async () => {
    storeDeposit(TRANSACTION_TYPE.cardDeposit);
    await returnTo('/#/deposit/paypalfunding');
    expect(window.sessionStorage.getItem('depositedAmount')).toBeNull();
  });

  it("confirms no amount when the stored deposit is not a wallet deposit: 'Payment approved' (decisions section 6)", async () => {
    storeDeposit(TRANSACTION_TYPE.cardDeposit);
    const store = await returnTo('/#/deposit/paypalfunding?success=true');
    await waitFor(() => expect(store.getState().location.pathname).toBe('/confirmation'));
    expect(selectCompleted(store.getState())).toBeNull();
    expect(selectWalletApproved(store.getState())).toBe(true);
  });
});

describe('the wallet return with its flag in the page query, on screen', () => {
  it.each([
    ['/deposit/paypalfunding', '?error=true'],
    ['/', '?quickDepositIframe=true&error=true'],
  ])('%s with %s shows the wallet error', async (route, pageQuery) => {
    storeDeposit();
    await renderApp(route, { pageQuery });
    expect(
      await screen.findByText(WALLET_DEPOSIT_FAILED, {}, { timeout: scaled(5000) }),
    ).toBeVisible();
  });

  it.each([
    ['/deposit/paypalfunding', '?success=true'],
    ['/', '?quickDepositIframe=true&success=true'],
  ])('%s with %s confirms the deposit', async (route, pageQuery) => {
    storeDeposit();
    await renderApp(route, { pageQuery });
    expect(
      await screen.findByText(
        'The amount of $25.50 has been deposited to your account.',
        {},
        { timeout: scaled(5000) },
      ),
    ).toBeVisible();
  });
});

describe("the provider's answer counts once", () => {
  /** Back to the entry the provider returned to, as a new page (a reload, or no back/forward cache). */
  async function backToReturnEntry(leave: () => void) {
    window.history.back();
    await waitFor(() => expect(window.location.hash).not.toBe('#/confirmation'));
    leave();
    const { hash, search } = window.location;
    return renderApp(hash.slice(1), { pageQuery: search, keepLedger: true });
  }

  it.each([
    ['/deposit/paypalfunding', '?success=true'],
    ['/deposit/paypalfunding?success=true', ''],
    ['/', '?quickDepositIframe=true&success=true'],
  ])(
    '%s with %s: once handled the flag leaves the address, so a later wallet deposit left pending is never confirmed by it',
    async (route, pageQuery) => {
      storeDeposit();
      const { leave } = await renderApp(route, { pageQuery });
      expect(
        await screen.findByText('The amount of $25.50 has been deposited to your account.'),
      ).toBeVisible();
      expect(window.location.href).not.toMatch(/success/);
      // A second wallet deposit, $10, leaves for the provider and is abandoned: the person comes
      // back through the browser's history to the page the first one returned to.
      rememberPending(
        { direction: 'deposit', cents: 10_00, transactionType: 'paypalFunding' },
        DEMO_USER.uid,
      );
      await backToReturnEntry(leave);
      expect(window.location.href).not.toMatch(/success/);
      await waitFor(() => expect(window.sessionStorage.getItem('depositedAmount')).toBeNull());
      expect(screen.queryByText(/has been deposited/)).not.toBeInTheDocument();
    },
  );

  it('an error flag leaves the address too', async () => {
    storeDeposit();
    await renderApp('/deposit/paypalfunding', { pageQuery: '?error=true' });
    expect(await screen.findByText(WALLET_DEPOSIT_FAILED)).toBeVisible();
    expect(window.location.href).not.toMatch(/error=/);
  });
});

describe('the wallet return and whose record it is, without screens', () => {
  const startedBy = (uid: string) =>
    rememberPending(
      { direction: 'deposit', cents: 25_50, transactionType: TRANSACTION_TYPE.wallet },
      uid,
    );

  it.each([
    '/#/deposit/paypalfunding?success=true',
    '/#/deposit/paypalfunding?error=true',
    '/#/deposit/paypalfunding?success=true&error=true',
  ])(
    "%s with another member's record: nothing confirmed or failed, 'started in another sign-in'",
    async (address) => {
      startedBy('someone-else');
      const store = await returnTo(address);
      expect(selectSubmission(store.getState(), 'paypalDeposit')).toEqual({
        status: 'unconfirmed',
        message: TRANSACTION_MESSAGES.otherSignIn,
      });
      expect(selectCompleted(store.getState())).toBeNull();
      expect(selectWalletApproved(store.getState())).toBe(false);
      expect(window.sessionStorage.getItem('depositedAmount')).toBeNull();
    },
  );

  it("approved with this member's own record: the amount is confirmed", async () => {
    startedBy(DEMO_USER.uid);
    const store = await returnTo('/#/deposit/paypalfunding?success=true');
    await waitFor(() => expect(selectCompleted(store.getState())).toMatchObject({ cents: 25_50 }));
    expect(selectWalletApproved(store.getState())).toBe(false);
  });
});

describe('the wallet return without screens: native apps, balances, the address, a signed-out tab', () => {
  /** The return in a tab with no sign-on: the real store and sagas, no screens. */
  async function returnSignedOut(address: string) {
    window.history.replaceState(null, '', address);
    const store = setupTestStore();
    onTestCleanup(startApp(store));
    await waitFor(() =>
      expect(
        Object.values(store.getState().transaction.forms).map((form) => form?.status),
      ).not.toContain('submitting'),
    );
    return store;
  }

  it.each(['/#/deposit/paypalfunding?error=true', '/?error=true#/deposit/paypalfunding'])(
    '%s with our record tells the iOS app of the failed $25.50 deposit',
    async (address) => {
      const native = asIosApp();
      storeDeposit();
      await returnTo(address);
      expect(native.transactionError.postMessage).toHaveBeenCalledTimes(1);
      expect(native.transactionError.postMessage).toHaveBeenCalledWith({
        transaction: 'Deposit',
        amount: '25.50',
        transactionType: 'paypalFunding',
        errorMessage: WALLET_DEPOSIT_FAILED,
      });
      expect(native.transactionSuccess.postMessage).not.toHaveBeenCalled();
    },
  );

  it('an error flag with no record: the wallet error on the form, and no amount to tell the app', async () => {
    const native = asIosApp();
    const store = await returnTo('/#/deposit/paypalfunding?error=true');
    expect(selectSubmission(store.getState(), 'paypalDeposit')).toEqual({
      status: 'failed',
      message: WALLET_DEPOSIT_FAILED,
    });
    expect(native.transactionError.postMessage).not.toHaveBeenCalled();
  });

  it('approved with no record: "Payment approved", both balances asked for, the app told without an amount', async () => {
    const native = asIosApp();
    const requests = recordRequests();
    const store = await returnTo('/?success=true#/deposit/paypalfunding');
    await waitFor(() => expect(store.getState().location.pathname).toBe('/confirmation'));
    expect(selectWalletApproved(store.getState())).toBe(true);
    expect(selectCompleted(store.getState())).toBeNull();
    // The form is no longer busy: Back finds it ready.
    expect(selectSubmission(store.getState(), 'paypalDeposit')).toEqual({
      status: 'idle',
      message: null,
    });
    await waitFor(() => expect(requests.count('GET', '/balance/type/available')).toBe(1));
    // Told once, without an amount (the money moved, how much is not known here).
    await waitFor(() =>
      expect(native.transactionSuccess.postMessage.mock.calls).toEqual([
        [
          {
            transaction: 'Deposit',
            amount: '',
            transactionType: 'paypalFunding',
            successMessage: WALLET_APPROVED.sentence,
            accountBalance: expect.any(String) as string,
          },
        ],
      ]),
    );
  });

  it.each([
    ['flags that disagree', '/#/deposit/paypalfunding?success=true&error=true', DEMO_USER.uid],
    ["another member's record", '/#/deposit/paypalfunding?success=true', 'someone-else'],
  ])(
    '%s: both balances are asked for again (the money may have moved)',
    async (_, address, member) => {
      const requests = recordRequests();
      rememberPending(
        { direction: 'deposit', cents: 25_50, transactionType: TRANSACTION_TYPE.wallet },
        member,
      );
      const store = await returnTo(address);
      expect(selectSubmission(store.getState(), 'paypalDeposit').status).toBe('unconfirmed');
      await waitFor(() => expect(requests.count('GET', '/balance/type/available')).toBe(1));
    },
  );

  it('a declined return asks for no balance: nothing moved', async () => {
    storeDeposit();
    const requests = recordRequests();
    const store = await returnTo('/#/deposit/paypalfunding?error=true');
    expect(selectSubmission(store.getState(), 'paypalDeposit').status).toBe('failed');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests.count('GET', '/balance/type/available')).toBe(0);
  });

  it.each([
    ['/#/deposit/paypalfunding?success=true&error=true', '/', '#/deposit/paypalfunding'],
    ['/?success=true&error=true#/deposit/paypalfunding', '/', '#/deposit/paypalfunding'],
    [
      '/?quickDepositIframe=true&error=true#/?success=true&tab=1',
      '/?quickDepositIframe=true',
      '#/?tab=1',
    ],
  ])(
    '%s: the flags leave the address once read, the rest stays',
    async (address, pageAddress, hash) => {
      storeDeposit();
      await returnTo(address);
      expect(`${window.location.pathname}${window.location.search}`).toBe(pageAddress);
      expect(window.location.hash).toBe(hash);
    },
  );

  it.each([
    ['approved', '/#/deposit/paypalfunding?success=true'],
    ['approved in the page query', '/?success=true#/deposit/paypalfunding'],
  ])(
    "%s in a signed-out tab: A's amount is not confirmed, 'Payment approved' is",
    async (_, address) => {
      storeDeposit();
      const store = await returnSignedOut(address);
      await waitFor(() => expect(selectWalletApproved(store.getState())).toBe(true));
      expect(selectCompleted(store.getState())).toBeNull();
      expect(window.sessionStorage.getItem('depositedAmount')).toBeNull();
      expect(window.sessionStorage.getItem('transactionPending')).toBeNull();
    },
  );

  it('declined in a signed-out tab: the wallet error, and the app is told no amount', async () => {
    const native = asIosApp();
    storeDeposit();
    const store = await returnSignedOut('/#/deposit/paypalfunding?error=true');
    expect(selectSubmission(store.getState(), 'paypalDeposit')).toEqual({
      status: 'failed',
      message: WALLET_DEPOSIT_FAILED,
    });
    expect(native.transactionError.postMessage).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem('depositedAmount')).toBeNull();
  });

  it('flags that disagree in a signed-out tab: an unknown outcome', async () => {
    storeDeposit();
    const store = await returnSignedOut('/#/deposit/paypalfunding?success=true&error=true');
    expect(selectSubmission(store.getState(), 'paypalDeposit')).toEqual({
      status: 'unconfirmed',
      message: TRANSACTION_MESSAGES.unconfirmed,
    });
    expect(selectCompleted(store.getState())).toBeNull();
  });

  it('the form is busy while the answer is read', async () => {
    storeDeposit();
    const statuses = new Set<string>();
    window.history.replaceState(null, '', '/#/deposit/paypalfunding?error=true');
    Cookies.set('xpbUser', JSON.stringify(DEMO_USER));
    const store = setupTestStore();
    store.subscribe(() => statuses.add(selectSubmission(store.getState(), 'paypalDeposit').status));
    onTestCleanup(startApp(store));
    await waitFor(() =>
      expect(selectSubmission(store.getState(), 'paypalDeposit').status).toBe('failed'),
    );
    expect(statuses).toContain('submitting');
  });

  it('coming back from /confirmation, a flag in the address is not read again', async () => {
    storeDeposit();
    const store = await returnTo('/#/deposit/paypalfunding?success=true');
    await waitFor(() => expect(store.getState().location.pathname).toBe('/confirmation'));
    // A second wallet deposit is left pending; the person then follows a link that carries the
    // provider's old answer.
    rememberPending(
      { direction: 'deposit', cents: 10_00, transactionType: TRANSACTION_TYPE.wallet },
      DEMO_USER.uid,
    );
    window.location.hash = '/deposit/paypalfunding?success=true';
    await waitFor(() => expect(store.getState().location.pathname).toBe('/deposit/paypalfunding'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The $10 is neither confirmed nor kept for a later return.
    expect(store.getState().location.pathname).toBe('/deposit/paypalfunding');
    expect(selectCompleted(store.getState())).toBeNull();
    expect(window.sessionStorage.getItem('transactionPending')).toBeNull();
    expect(selectSubmission(store.getState(), 'paypalDeposit').status).toBe('idle');
  });
});
