import { screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { DEMO_USER } from '@/sandbox/demoUser';
import { asIosApp } from '@/test/device';
import { recordRequests } from '@/test/recordRequests';
import { renderApp } from '@/test/renderApp';
import { TRANSACTION_MESSAGES, WALLET_APPROVED } from '@/domain/transaction/messages';
import { rememberPending } from '@/domain/transaction/storedOutcome';
import { WALLET_DEPOSIT_FAILED } from './messages';

/**
 * A wallet return is bound to the member who left for the provider, a
 * return that says approved without any record still says the money moved, and flags that
 * disagree are an unknown outcome. Each case renders the whole app as the provider's return
 * loads it.
 */
const MEMBER_B = { xAuthToken: 'token-of-b', displayName: 'Blair Quinn', uid: 'bquinn' };

/** Member A (the demo user) left for the provider with a $40 wallet deposit. */
const aLeftForTheProvider = () =>
  rememberPending(
    { direction: 'deposit', cents: 40_00, transactionType: 'paypalFunding' },
    DEMO_USER.uid,
  );

/** The return, with this sign-on (null: none) in the browser. */
async function providerReturns(address: string, signOn: typeof MEMBER_B | null) {
  if (signOn) Cookies.set('xpbUser', JSON.stringify(signOn));
  const [route = '/', hashQuery] = address.split('?');
  return renderApp(`${route}${hashQuery ? `?${hashQuery}` : ''}`, { signedIn: false });
}

const OUTCOME_KEYS = [
  'depositedAmount',
  'transactionType',
  'transactionPending',
  'transactionMember',
];
const storedOutcome = () => OUTCOME_KEYS.map((key) => window.sessionStorage.getItem(key));

describe("a wallet return in another member's sign-on", () => {
  it.each(['/deposit/paypalfunding?success=true', '/?quickDepositIframe=true'])(
    "at %s: A's pending deposit is never confirmed to B; the record goes, and the screen says it was started in another sign-in",
    async (address) => {
      aLeftForTheProvider();
      const native = asIosApp();
      const frame = address.startsWith('/?');
      if (frame) window.sessionStorage.setItem('quickDepositIframe', 'true');
      const { store } = await providerReturns(frame ? '/?success=true' : address, MEMBER_B);
      expect(await screen.findByText(TRANSACTION_MESSAGES.otherSignIn)).toBeVisible();
      expect(store.getState().location.pathname).not.toBe('/confirmation');
      expect(screen.queryByText(/has been deposited/)).toBeNull();
      expect(screen.queryByRole('heading', { name: 'Transaction Successful' })).toBeNull();
      expect(storedOutcome()).toEqual([null, null, null, null]);
      expect(native.transactionSuccess.postMessage).not.toHaveBeenCalled();
      // Never 'try again': the money may have moved, for A.
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    },
  );

  it("A's deposit returning to a signed-out tab is not confirmed either: the login popup, and the no-record approval", async () => {
    aLeftForTheProvider();
    await providerReturns('/deposit/paypalfunding?success=true', null);
    expect(await screen.findByRole('heading', { name: WALLET_APPROVED.heading })).toBeVisible();
    expect(screen.queryByText(/\$40\.00/)).toBeNull();
    expect(await screen.findByText('Please log in to continue.')).toBeVisible();
    expect(storedOutcome()).toEqual([null, null, null, null]);
  });

  it('the same member coming back still gets the confirmation of the amount', async () => {
    aLeftForTheProvider();
    await providerReturns('/deposit/paypalfunding?success=true', DEMO_USER);
    expect(
      await screen.findByText('The amount of $40.00 has been deposited to your account.'),
    ).toBeVisible();
  });
});

describe('a wallet return that says approved with no record', () => {
  it.each([
    '/deposit/paypalfunding?success=true',
    // The provider returned to the page's query (a new tab has nothing stored).
    '/?success=true#/deposit/paypalfunding',
  ])(
    'at %s: "Payment approved", no amount, both balances fetched, the app told of a success without an amount',
    async (address) => {
      const native = asIosApp();
      const requests = recordRequests();
      if (address.startsWith('/?')) {
        Cookies.set('xpbUser', JSON.stringify(DEMO_USER));
        await renderApp('/deposit/paypalfunding', { pageQuery: '?success=true' });
      } else {
        await providerReturns(address, DEMO_USER);
      }
      expect(await screen.findByRole('heading', { name: WALLET_APPROVED.heading })).toBeVisible();
      expect(screen.getByText(WALLET_APPROVED.sentence)).toBeVisible();
      // No amount, no 'your deposit', no form inviting a second payment.
      expect(screen.queryByText(/deposited to your account/)).toBeNull();
      expect(screen.queryByRole('button', { name: 'Deposit' })).toBeNull();
      await waitFor(() => expect(requests.count('GET', '/balance/type/available')).toBe(1));
      expect(requests.count('GET', '/balance/type/current')).toBeGreaterThanOrEqual(2);
      await waitFor(() => expect(native.transactionSuccess.postMessage).toHaveBeenCalledTimes(1));
      expect(native.transactionSuccess.postMessage).toHaveBeenCalledWith(
        expect.objectContaining({
          transaction: 'Deposit',
          amount: '',
          transactionType: 'paypalFunding',
          successMessage: WALLET_APPROVED.sentence,
        }),
      );
    },
  );
});

describe('a wallet return whose flags disagree', () => {
  it.each([
    '/deposit/paypalfunding?success=true&success=false',
    '/deposit/paypalfunding?success=true&error=true',
    '/deposit/paypalfunding?error=true&success=true',
  ])(
    'at %s: an unknown outcome, balances fetched, never "try again", nothing confirmed',
    async (address) => {
      aLeftForTheProvider();
      const native = asIosApp();
      const requests = recordRequests();
      const { store } = await providerReturns(address, DEMO_USER);
      expect(await screen.findByText(TRANSACTION_MESSAGES.unconfirmed)).toBeVisible();
      expect(screen.queryByText(WALLET_DEPOSIT_FAILED)).toBeNull();
      expect(screen.queryByText(/Please try again/)).toBeNull();
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
      expect(store.getState().location.pathname).toBe('/deposit/paypalfunding');
      await waitFor(() => expect(requests.count('GET', '/balance/type/available')).toBe(1));
      expect(await screen.findByText(/Your balance is now \$/)).toBeVisible();
      expect(native.transactionSuccess.postMessage).not.toHaveBeenCalled();
      expect(native.transactionError.postMessage).not.toHaveBeenCalled();
      expect(storedOutcome()).toEqual([null, null, null, null]);
    },
  );
});
