import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { redirectTo } from '@/platform/navigation';
import { sandboxServer } from '@/sandbox/node';
import { renderApp } from '@/test/renderApp';
import { balanceRequested } from '@/domain/balance/balanceSlice';
import { fundingSourcesNeeded } from '@/domain/funding-sources/fundingSourcesSlice';
import { sessionExpired } from './sessionSlice';

jest.mock('@/platform/navigation', () => ({
  ...jest.requireActual('@/platform/navigation'),
  redirectTo: jest.fn(),
}));

const MAIN_SITE = 'https://www.dev.xpressbet.example';
const IOS_FLAG = '?iosApp=WHByZXNzYmV0SU9TQXBw';
const TEXT = {
  login: 'Please log in to continue.',
  unauthorized: 'You are not authorized to use this page. Please log in again.',
  expired: 'Your session has expired.  Please login again.',
  balance403: 'We cannot display your balance at the moment. Please try again shortly.',
  balance502: 'An error occurred while fetching your account balance',
  details: 'An error occurred while fetching your account details',
};

const postMessage = jest.fn();
beforeEach(() => {
  window.webkit = { messageHandlers: { sessionExpired: { postMessage } } };
});
afterEach(() => {
  delete window.webkit;
  postMessage.mockReset();
  jest.mocked(redirectTo).mockReset();
});

const answer = (path: string, status: number) =>
  sandboxServer.use(http.get(`*/api/funding/${path}`, () => HttpResponse.json({}, { status })));

/** The dialog named by its message (testing-library folds the two spaces of one of them). */
const dialog = (message: string) =>
  screen.findByRole('dialog', { name: message.replace(/\s+/g, ' ') });

describe('without a sign-on cookie', () => {
  it('opens the login popup with a Log In link to the main site, focused', async () => {
    await renderApp('/', { signedIn: false });
    const popup = await dialog(TEXT.login);
    expect(popup).toHaveAttribute('aria-modal', 'true');
    const logIn = within(popup).getByRole('link', { name: 'Log In' });
    expect(logIn).toHaveAttribute('href', `${MAIN_SITE}/login`);
    expect(logIn).toHaveFocus();
    expect(postMessage).not.toHaveBeenCalled();
  });

  it('opens it once, however many loads then fail with 401', async () => {
    const { store, user } = await renderApp('/', { signedIn: false });
    await dialog(TEXT.login);
    await waitFor(() => expect(store.getState().balance.current.status).toBe('failed'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => {
      store.dispatch(fundingSourcesNeeded({ keys: ['customer'] }));
    });
    act(() => {
      store.dispatch(balanceRequested({ kind: 'available' }));
    });
    await waitFor(() => expect(store.getState().balance.available.status).toBe('failed'));
    await waitFor(() => expect(store.getState().fundingSources.customer.status).toBe('failed'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("tells the iOS app's session handler instead of opening the popup", async () => {
    const { store } = await renderApp('/', { signedIn: false, pageQuery: IOS_FLAG });
    await waitFor(() => expect(store.getState().balance.current.status).toBe('failed'));
    expect(postMessage).toHaveBeenCalledTimes(1);
    expect(postMessage).toHaveBeenCalledWith({ message: 'User is non loggedin' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('load failures', () => {
  it('opens the login popup on a 401 to the first balance load', async () => {
    answer('balance/type/current', 401);
    await renderApp('/');
    await dialog(TEXT.login);
  });

  it('opens the unauthorized popup on a 401 to a later balance load; OK goes to the main site', async () => {
    const { store, user } = await renderApp('/');
    await screen.findAllByText('$1,234.56');
    answer('balance/type/current', 401);
    act(() => {
      store.dispatch(balanceRequested({ kind: 'current' }));
    });
    const popup = await dialog(TEXT.unauthorized);
    await user.click(within(popup).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(redirectTo).toHaveBeenCalledWith(MAIN_SITE);
  });

  it.each([401, 403])('opens the unauthorized popup on a %i to a details load', async (status) => {
    answer('customer', status);
    await renderApp('/withdraw');
    await dialog(TEXT.unauthorized);
  });

  it("tells the iOS app's session handler about a refused first balance and refused details", async () => {
    answer('balance/type/current', 401);
    answer('preset-amounts', 403);
    const { store } = await renderApp('/', { pageQuery: IOS_FLAG });
    await waitFor(() => expect(store.getState().balance.current.status).toBe('failed'));
    await waitFor(() => expect(store.getState().fundingSources.presets.status).toBe('failed'));
    expect(postMessage.mock.calls).toEqual(
      expect.arrayContaining([
        [{ message: 'User is non loggedin' }],
        [{ message: 'User session has expired' }],
      ]),
    );
    expect(postMessage).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says the balance is unavailable on a 403; OK only closes the popup', async () => {
    answer('balance/type/current', 403);
    const { user } = await renderApp('/');
    const popup = await dialog(TEXT.balance403);
    await user.click(within(popup).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(redirectTo).not.toHaveBeenCalled();
    expect(screen.getByText('--')).toBeInTheDocument();
  });

  it('ends on the unauthorized popup in the unauthorized scenario (everything 403)', async () => {
    const { store } = await renderApp('/', { scenario: 'unauthorized' });
    await dialog(TEXT.unauthorized);
    await waitFor(() => expect(store.getState().fundingSources.customer.status).toBe('failed'));
    await waitFor(() => expect(store.getState().balance.current.status).toBe('failed'));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: TEXT.unauthorized })).toBeInTheDocument();
  });

  it('shows the catalogue messages inline in the server-error scenario (502)', async () => {
    const { user } = await renderApp('/', { scenario: 'server-error' });
    expect(await screen.findByText(TEXT.balance502)).toHaveAttribute('role', 'alert');
    expect(screen.getByText('--')).toBeInTheDocument();
    const header = within(screen.getByRole('banner'));
    await user.click(header.getByRole('button', { name: 'JR Member menu' }));
    expect(await header.findByText(TEXT.details)).toBeVisible();
    expect(header.getByText('Account #: -')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the details message on a 422', async () => {
    answer('customer', 422);
    const { user } = await renderApp('/withdraw');
    const header = within(screen.getByRole('banner'));
    await user.click(header.getByRole('button', { name: 'JR Member menu' }));
    expect(await header.findByText(TEXT.details)).toBeVisible();
  });
});

describe('only the first balance answer of the page can open the login popup (decisions section 6)', () => {
  /** Holds the current balance's answer until the returned function answers with a status. */
  function holdCurrentBalance() {
    let release!: (status: number) => void;
    const released = new Promise<number>((resolve) => (release = resolve));
    sandboxServer.use(
      http.get('*/api/funding/balance/type/current', async () => {
        const status = await released;
        return status === 200
          ? HttpResponse.json({ amount: '1,234.56' })
          : HttpResponse.json({}, { status });
      }),
    );
    return release;
  }

  /** The current balance shows, then the person opens the withdrawal methods. */
  async function currentLoadedThenWithdraw() {
    const app = await renderApp('/');
    await screen.findAllByText('$1,234.56');
    window.location.hash = '#/withdraw';
    return app;
  }

  it.each([401, 403])(
    'opens the unauthorized popup on a %i to the withdrawable balance after the current one loaded',
    async (status) => {
      answer('balance/type/available', status);
      const { store } = await currentLoadedThenWithdraw();
      await dialog(TEXT.unauthorized);
      expect(screen.getAllByRole('dialog')).toHaveLength(1);
      expect(store.getState().balance.available.status).toBe('failed');
    },
  );

  it('opens the login popup when the withdrawable balance answers first, with 401', async () => {
    const releaseCurrent = holdCurrentBalance();
    answer('balance/type/available', 401);
    const { store } = await renderApp('/withdraw');
    await dialog(TEXT.login);
    releaseCurrent(200);
    await waitFor(() => expect(store.getState().balance.current.status).toBe('loaded'));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: TEXT.login })).toBeInTheDocument();
  });

  it('opens the unauthorized popup on a 401 to the current balance after the withdrawable one loaded', async () => {
    const releaseCurrent = holdCurrentBalance();
    const { store } = await renderApp('/withdraw');
    await waitFor(() => expect(store.getState().balance.available.status).toBe('loaded'));
    releaseCurrent(401);
    await dialog(TEXT.unauthorized);
    expect(screen.queryByRole('dialog', { name: TEXT.login })).not.toBeInTheDocument();
  });

  it('opens the unauthorized popup on a 401 after a first balance answer that failed otherwise', async () => {
    answer('balance/type/current', 500);
    answer('balance/type/available', 401);
    const { store } = await renderApp('/');
    expect(await screen.findByText(TEXT.balance502)).toBeVisible();
    act(() => {
      store.dispatch(balanceRequested({ kind: 'available' }));
    });
    await dialog(TEXT.unauthorized);
  });

  it('says the balance is unavailable on a 403 while no balance has loaded yet', async () => {
    answer('balance/type/current', 500);
    answer('balance/type/available', 403);
    const { store } = await renderApp('/');
    expect(await screen.findByText(TEXT.balance502)).toBeVisible();
    act(() => {
      store.dispatch(balanceRequested({ kind: 'available' }));
    });
    await dialog(TEXT.balance403);
  });

  it('tells the iOS app the session has expired, not that nobody is logged in', async () => {
    answer('balance/type/available', 401);
    const { store } = await renderApp('/', { pageQuery: IOS_FLAG });
    await screen.findAllByText('$1,234.56');
    window.location.hash = '#/withdraw';
    await waitFor(() => expect(store.getState().balance.available.status).toBe('failed'));
    expect(postMessage.mock.calls).toEqual([[{ message: 'User session has expired' }]]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('the session-expired popup (a submit answered 401)', () => {
  it('shows the exact text; OK leads to the main site', async () => {
    const { store, user } = await renderApp('/', { scenario: 'session-expired' });
    await screen.findAllByText('$1,234.56');
    act(() => {
      store.dispatch(sessionExpired());
    });
    const popup = await dialog(TEXT.expired);
    expect(popup.querySelector('p')?.textContent).toBe(TEXT.expired);
    const ok = within(popup).getByRole('button', { name: 'OK' });
    expect(ok).toHaveFocus();
    await user.click(ok);
    expect(redirectTo).toHaveBeenCalledWith(MAIN_SITE);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to where it was; Tab stays inside', async () => {
    const { store, user } = await renderApp('/withdraw');
    const member = screen.getByRole('button', { name: 'JR Member menu' });
    member.focus();
    act(() => {
      store.dispatch(sessionExpired());
    });
    const popup = await dialog(TEXT.expired);
    const ok = within(popup).getByRole('button', { name: 'OK' });
    await waitFor(() => expect(ok).toHaveFocus());
    await user.tab();
    expect(ok).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(member).toHaveFocus();
    expect(redirectTo).not.toHaveBeenCalled();
  });

  it('gives focus to the main area when nothing that had it can take it back', async () => {
    const { store, user } = await renderApp('/withdraw');
    const member = screen.getByRole('button', { name: 'JR Member menu' });
    member.focus();
    act(() => {
      store.dispatch(sessionExpired());
    });
    await dialog(TEXT.expired);
    // As when a failed submit disables the button that was pressed.
    member.setAttribute('disabled', '');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it("tells the iOS app's session handler instead", async () => {
    const { store } = await renderApp('/', { pageQuery: IOS_FLAG });
    await screen.findByText('$1,234.56');
    // One place decides the popup, so it never opens to be closed again.
    const popups: unknown[] = [];
    const stop = store.subscribe(() => popups.push(store.getState().session.popup));
    act(() => {
      store.dispatch(sessionExpired());
    });
    // The native bridge comes in a chunk of its own inside the app: the message follows its load.
    await waitFor(() =>
      expect(postMessage).toHaveBeenCalledWith({ message: 'User session has expired' }),
    );
    stop();
    expect(popups).not.toContain('sessionExpired');
    expect(store.getState().session.popup).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('makes the rest of the page inert while it is open', async () => {
    const { store } = await renderApp('/');
    act(() => {
      store.dispatch(sessionExpired());
    });
    await dialog(TEXT.expired);
    expect(screen.getByRole('main').closest('[inert]')).not.toBeNull();
  });
});
