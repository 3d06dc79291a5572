import { act, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { INVALID_LINK_TOKEN as STAND_IN_INVALID_TOKEN } from '@/sandbox/plaidLinkStandIn';
import { sandboxLedger, sandboxServer } from '@/sandbox/node';
import { onTestCleanup } from '@/test/cleanups';
import { renderApp } from '@/test/renderApp';
import { linkSucceeded } from '../bankLinkSlice';
import { keptByTheBrowser } from '@/test/storage';

const ROUTE = '/deposit/plaidfunding';
const nextButton = () => screen.getByRole('button', { name: 'Next' });

/** Serves link tokens, recording each request's deviceId; `invalid` tokens until told otherwise. */
function serveTokens() {
  const requests: (string | null)[] = [];
  const tokens = { invalid: false, issued: [] as string[] };
  sandboxServer.use(
    http.get('*/api/funding/plaid-token', ({ request }) => {
      requests.push(new URL(request.url).searchParams.get('deviceId'));
      const plaidToken = tokens.invalid
        ? STAND_IN_INVALID_TOKEN
        : `link-sandbox-test-${tokens.issued.length}`;
      tokens.issued.push(plaidToken);
      return HttpResponse.json({ plaidToken });
    }),
  );
  return { requests, tokens };
}

/** Records the JSON bodies posted to v2/ach; the sandbox (or `answer`) still answers them. */
function spyOnDeposits(answer?: () => Response) {
  const bodies: Record<string, unknown>[] = [];
  sandboxServer.use(
    http.post('*/api/funding/v2/ach', async ({ request }) => {
      bodies.push((await request.clone().json()) as Record<string, unknown>);
      return answer?.();
    }),
  );
  return bodies;
}

async function openReady(options: Parameters<typeof renderApp>[1] = {}) {
  const view = await renderApp(ROUTE, options);
  await screen.findByRole('button', { name: '$100', pressed: true });
  await waitFor(() => expect(nextButton()).toHaveAttribute('aria-disabled', 'false'));
  return view;
}

/** Next, then the stand-in Link dialog: choose the checking account and continue. */
async function linkChecking(user: Awaited<ReturnType<typeof openReady>>['user']) {
  await user.click(nextButton());
  const dialog = await screen.findByRole('dialog', { name: 'Sandbox Bank Link' });
  await user.click(within(dialog).getByRole('radio', { name: /Everyday Checking/ }));
  await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
}

describe('bank linking (Instant Bank Verification)', () => {
  it('shows the amount picker and Next, enabled once Link is ready, with the reason until then', async () => {
    const { requests } = serveTokens();
    const { user } = await renderApp(ROUTE);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Instant Bank Verification' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Connect Your Account With Plaid' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Select NEXT to get started.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '$100', pressed: true })).toBeInTheDocument();
    expect(nextButton()).toHaveAttribute('aria-disabled', 'true');
    expect(nextButton()).toHaveAccessibleDescription('Instant Bank Verification is loading.');
    await waitFor(() => expect(nextButton()).toHaveAttribute('aria-disabled', 'false'));
    await user.clear(screen.getByLabelText('Amount'));
    expect(nextButton()).toHaveAttribute('aria-disabled', 'true');
    expect(nextButton()).toHaveAccessibleDescription('Enter an amount to continue.');
    expect(screen.getByRole('complementary', { name: 'Help and Support' })).toBeInTheDocument();
    // On the web the token is asked for without a deviceId.
    expect(new Set(requests)).toEqual(new Set([null]));
  });

  it('is as complete as the ACH screen: Back, its place in the breadcrumb, fee, limit and what Plaid will do', async () => {
    const back = jest.spyOn(window.history, 'back').mockImplementation(() => {});
    onTestCleanup(() => back.mockRestore());
    const { user } = await openReady();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Xpressfund' })).toHaveAttribute(
      'href',
      '#/deposit/xpressfunding',
    );
    expect(within(breadcrumb).getByText('Instant Bank Verification')).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await screen.findByText('Weekly Amount Available for Deposit: $2,500.00')).toBeVisible();
    expect(screen.getByText('There is no fee for bank deposits.')).toBeVisible();
    expect(screen.getByText(/^Plaid opens over this page/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(back).toHaveBeenCalledTimes(1);
  });

  it("names the linked account on the receipt: Link's bank and the account's last digits", async () => {
    const { user } = await openReady();
    await linkChecking(user);
    await screen.findByRole('heading', { level: 1, name: 'Transaction Successful' });
    const receipt = screen.getByRole('region', { name: 'Receipt' });
    expect(receipt).toHaveTextContent('Paid withFirst Sandbox Bank ****1111');
  });

  it('keeps the link token in the store only', async () => {
    const { tokens } = serveTokens();
    const { store } = await openReady();
    const token = store.getState().bankLink?.linkToken;
    expect(token).toBe(tokens.issued.at(-1));
    expect(keptByTheBrowser()).not.toContain(token);
  });

  it('links an account and posts the bank-link body once, then confirms', async () => {
    const bodies = spyOnDeposits();
    const { user, store } = await openReady();
    await user.click(screen.getByRole('button', { name: '$250' }));
    await linkChecking(user);
    await screen.findByRole('heading', { level: 1, name: 'Transaction Successful' });
    expect(bodies).toEqual([
      {
        amount: 250,
        fundingMethodId: 0,
        plaidAccessToken: expect.stringMatching(/^public-sandbox-/),
        plaidAccountId: 'sandbox-account-checking-1111',
        plaidLinkSessionId: expect.any(String),
      },
    ]);
    expect(store.getState().location.pathname).toBe('/confirmation');
    expect(window.sessionStorage.getItem('transactionType')).toBe('xpressFunding');
    expect(sandboxLedger.get().balanceCents).toBe(1_234_56 + 250_00);
  });

  it('posts once for a session reported twice', async () => {
    const bodies = spyOnDeposits();
    const { store } = await openReady();
    const success = {
      publicToken: 'public-sandbox-twice',
      accountId: 'sandbox-account-checking-1111',
      linkSessionId: 'session-1',
      bankName: 'Tartan Bank',
      accountMask: '1111',
    };
    act(() => {
      store.dispatch(linkSucceeded(success));
      store.dispatch(linkSucceeded(success));
    });
    await screen.findByRole('heading', { level: 1, name: 'Transaction Successful' });
    act(() => {
      store.dispatch(linkSucceeded(success));
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(bodies).toHaveLength(1);
  });

  it.each([
    [
      'a refusal',
      () => HttpResponse.json({ errorCode: 9, errorMessage: 'Bank <i>declined</i>' }),
      'Bank <i>declined</i>',
    ],
    [
      'errorCode 0 with a message',
      () => HttpResponse.json({ errorCode: 0, errorMessage: 'Pending review' }),
      'Pending review',
    ],
    [
      'a failed call',
      () => HttpResponse.json({}, { status: 502 }),
      'An Error Occoured! Please Try Again',
    ],
  ])('after %s goes to the error page with the amount and the message', async (_, answer, text) => {
    spyOnDeposits(answer);
    const { user, store } = await openReady();
    await linkChecking(user);
    await screen.findByRole('heading', { level: 1, name: 'Transaction Unsuccessful' });
    expect(store.getState().location.pathname).toBe('/error');
    expect(window.sessionStorage.getItem('errorMessage')).toBe(text);
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByText('$100.00')).toBeInTheDocument();
    expect(sandboxLedger.get().balanceCents).toBe(1_234_56);

    await user.click(screen.getByRole('button', { name: 'Review Information' }));
    await screen.findByRole('heading', { level: 1, name: 'Instant Bank Verification' });
    expect(store.getState().location.pathname).toBe(ROUTE);
    // The error page's amount is forgotten once it is left; the form keeps the attempt's amount.
    expect(window.sessionStorage.getItem('depositedAmount')).toBeNull();
    expect(screen.getByRole('button', { name: '$100', pressed: true })).toBeInTheDocument();
  });

  it('an exit with INVALID_LINK_TOKEN fetches a new token, which then links', async () => {
    const { requests, tokens } = serveTokens();
    tokens.invalid = true;
    const { user } = await openReady();
    await user.click(nextButton());
    const dialog = await screen.findByRole('dialog', { name: 'Sandbox Bank Link' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(/no longer valid/);
    const before = requests.length;
    tokens.invalid = false;
    await user.click(within(dialog).getByRole('button', { name: 'Exit' }));
    await waitFor(() => expect(requests).toHaveLength(before + 1));
    await waitFor(() => expect(nextButton()).toHaveAttribute('aria-disabled', 'false'));
    await linkChecking(user);
    await screen.findByRole('heading', { level: 1, name: 'Transaction Successful' });
  });

  it('an ordinary exit fetches no new token', async () => {
    const { requests } = serveTokens();
    const { user } = await openReady();
    await user.click(nextButton());
    const dialog = await screen.findByRole('dialog', { name: 'Sandbox Bank Link' });
    const before = requests.length;
    await user.click(within(dialog).getByRole('button', { name: 'Exit' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toHaveLength(before);
  });

  it('in the Android app Next hands amount and token to window.Android.openPlaidLink', async () => {
    const { requests, tokens } = serveTokens();
    const openPlaidLink = jest.fn();
    window.Android = { openPlaidLink };
    onTestCleanup(() => delete window.Android);
    Cookies.set('platform', 'android');
    const { user } = await openReady();
    expect(new Set(requests)).toEqual(new Set(['2']));
    await user.click(screen.getByRole('button', { name: '$50' }));
    await user.click(nextButton());
    expect(openPlaidLink).toHaveBeenCalledTimes(1);
    expect(openPlaidLink).toHaveBeenCalledWith('50.00', tokens.issued.at(-1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('in the iOS app Next posts amount and token to the plaidLink handler', async () => {
    const { requests, tokens } = serveTokens();
    const postMessage = jest.fn();
    window.webkit = { messageHandlers: { plaidLink: { postMessage } } };
    onTestCleanup(() => delete window.webkit);
    Cookies.set('xpbIosApp', 'true');
    const { user } = await openReady();
    expect(new Set(requests)).toEqual(new Set(['1']));
    await user.click(nextButton());
    expect(postMessage).toHaveBeenCalledTimes(1);
    expect(postMessage).toHaveBeenCalledWith({ amount: '100.00', token: tokens.issued.at(-1) });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('in the app without a native handler, Link opens on the page', async () => {
    Cookies.set('xpbIosApp', 'true');
    const { user } = await openReady();
    await user.click(nextButton());
    expect(await screen.findByRole('dialog', { name: 'Sandbox Bank Link' })).toBeInTheDocument();
  });

  it('on the web a stray window.Android is not given the token', async () => {
    const openPlaidLink = jest.fn();
    window.Android = { openPlaidLink };
    onTestCleanup(() => delete window.Android);
    const { user } = await openReady();
    await user.click(nextButton());
    expect(await screen.findByRole('dialog', { name: 'Sandbox Bank Link' })).toBeInTheDocument();
    expect(openPlaidLink).not.toHaveBeenCalled();
  });

  it("in the iOS app a token refused with 403 goes to the app's session handler, not a popup", async () => {
    const postMessage = jest.fn();
    window.webkit = { messageHandlers: { sessionExpired: { postMessage } } };
    onTestCleanup(() => delete window.webkit);
    sandboxServer.use(
      http.get('*/api/funding/plaid-token', () => HttpResponse.json({}, { status: 403 })),
    );
    await renderApp(ROUTE, { pageQuery: '?iosApp=WHByZXNzYmV0SU9TQXBw' });
    await waitFor(() =>
      expect(postMessage).toHaveBeenCalledWith({ message: 'User session has expired' }),
    );
    expect(postMessage).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a token refused with 403 opens the unauthorized popup and keeps Next disabled', async () => {
    sandboxServer.use(
      http.get('*/api/funding/plaid-token', () => HttpResponse.json({}, { status: 403 })),
    );
    const { store } = await renderApp(ROUTE);
    await waitFor(() => expect(store.getState().session.popup).toBe('unauthorized'));
    await screen.findByRole('button', { name: '$100', pressed: true });
    expect(nextButton()).toHaveAttribute('aria-disabled', 'true');
    expect(nextButton()).toHaveAccessibleDescription(
      'Instant Bank Verification is unavailable right now.',
    );
  });
});
