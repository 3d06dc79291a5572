import { act, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { redirectTo, reloadPageUnseen } from '@/platform/navigation';
import { DEMO_USER } from '@/sandbox/demoUser';
import { renderApp } from '@/test/renderApp';

/**
 * A page restored by the back/forward cache is an arrival (decisions, 'A page restored by the
 * back/forward cache'): the sign-on is read again, and a wallet form left 'Processing' for the
 * provider starts afresh. e2e/back-forward-cache.spec.ts plays it in Chromium with its cache on.
 */
jest.mock('@/platform/navigation', () => ({
  ...jest.requireActual('@/platform/navigation'),
  redirectTo: jest.fn(),
  reloadPageUnseen: jest.fn(),
}));

afterEach(() => {
  jest.mocked(redirectTo).mockReset();
  jest.mocked(reloadPageUnseen).mockReset();
});

/** The browser shows the page again: from its back/forward cache, or (`persisted` false) a load. */
function pageShown(persisted = true) {
  act(() => {
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted }));
  });
}

const OUTCOME_KEYS = ['depositedAmount', 'transactionType', 'transactionPending'];
const storedOutcome = () => OUTCOME_KEYS.map((key) => window.sessionStorage.getItem(key));

describe('Back from the wallet provider', () => {
  it("gives the form afresh, no longer 'Processing', and forgets the pending deposit", async () => {
    const { user } = await renderApp('/deposit/paypalfunding');
    await user.click(await screen.findByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(redirectTo).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: /Processing \$50\.00/ })).toBeInTheDocument();
    expect(storedOutcome()).not.toEqual([null, null, null]);

    pageShown();
    expect(await screen.findByRole('button', { name: 'Deposit' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
    expect(screen.queryByText(/Processing/)).toBeNull();
    expect(storedOutcome()).toEqual([null, null, null]);
    expect(reloadPageUnseen).not.toHaveBeenCalled();
  });

  it('a load (not a restore) is left to the arrival rules', async () => {
    const { user } = await renderApp('/deposit/paypalfunding');
    await user.click(await screen.findByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(redirectTo).toHaveBeenCalledTimes(1));
    pageShown(false);
    expect(screen.getByRole('button', { name: /Processing \$50\.00/ })).toBeInTheDocument();
  });
});

describe('the sign-on, read again on a restore', () => {
  it('gone (Logout): the page loads afresh, unseen', async () => {
    await renderApp('/');
    expect(await screen.findAllByText('$1,234.56')).not.toHaveLength(0);
    Cookies.remove('xpbUser');
    pageShown();
    expect(reloadPageUnseen).toHaveBeenCalledTimes(1);
  });

  it("another member's: the page loads afresh, unseen", async () => {
    await renderApp('/withdraw');
    expect(await screen.findAllByText('$1,234.56')).not.toHaveLength(0);
    Cookies.set('xpbUser', JSON.stringify({ ...DEMO_USER, displayName: 'Blair Quinn', uid: 'bq' }));
    pageShown();
    expect(reloadPageUnseen).toHaveBeenCalledTimes(1);
  });

  it("the same member's: the page stays as the cache kept it", async () => {
    await renderApp('/withdraw');
    expect(await screen.findAllByText('$1,234.56')).not.toHaveLength(0);
    pageShown();
    expect(reloadPageUnseen).not.toHaveBeenCalled();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Select Withdrawal Method' }),
    ).toBeVisible();
  });
});
