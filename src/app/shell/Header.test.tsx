import { screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { redirectTo } from '@/platform/navigation';
import { sandboxServer } from '@/sandbox/node';
import { renderApp } from '@/test/renderApp';

jest.mock('@/platform/navigation', () => ({
  ...jest.requireActual('@/platform/navigation'),
  redirectTo: jest.fn(),
}));
afterEach(() => jest.mocked(redirectTo).mockReset());

const MAIN_SITE = 'https://www.dev.xpressbet.example';
const header = () => screen.getByRole('banner');
const memberButton = () => within(header()).getByRole('button', { name: 'JR Member menu' });

describe('the header', () => {
  it("shows the logo, then the balance: '-' until it is known, then $1,234.56", async () => {
    await renderApp('/withdraw');
    const logo = within(header()).getByRole('link', { name: 'Xpressbet home' });
    expect(logo).toHaveAttribute('href', MAIN_SITE);
    expect(within(header()).getByText('-')).toBeInTheDocument();
    expect(await within(header()).findByText('$1,234.56')).toBeInTheDocument();
  });

  it("shows '-' when the balance cannot be loaded", async () => {
    sandboxServer.use(
      http.get('*/api/funding/balance/type/current', () => HttpResponse.json({}, { status: 502 })),
    );
    await renderApp('/');
    await screen.findByText('An error occurred while fetching your account balance');
    expect(screen.getByText('--')).toBeInTheDocument();
    expect(within(header()).getByText('-')).toBeInTheDocument();
  });

  it('reads balances with thousands commas', async () => {
    sandboxServer.use(
      http.get('*/api/funding/balance/type/current', () =>
        HttpResponse.json({ amount: '12,345,678.9' }),
      ),
    );
    await renderApp('/withdraw');
    expect(await within(header()).findByText('$12,345,678.90')).toBeInTheDocument();
  });

  it.each(['/', '/deposit'])('hides the Deposit button on the deposit home %s', async (route) => {
    await renderApp(route);
    expect(within(header()).queryByRole('link', { name: 'Deposit' })).not.toBeInTheDocument();
  });

  it.each([
    '/deposit/cardfunding',
    '/deposit/xpressfunding',
    '/deposit/xpressfunding-new-card',
    '/new-card',
    '/deposit/paypalfunding',
    '/deposit/plaidfunding',
  ])(
    'hides the Deposit button inside the deposit flow %s, where it would leave the form',
    async (route) => {
      await renderApp(route);
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(within(header()).queryByRole('link', { name: 'Deposit' })).not.toBeInTheDocument();
    },
  );

  it.each(['/withdraw', '/withdraw/xpressfunding-fedex', '/terms-and-conditions'])(
    'offers Deposit on %s',
    async (route) => {
      await renderApp(route);
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(within(header()).getByRole('link', { name: 'Deposit' })).toBeInTheDocument();
    },
  );

  it('offers Deposit elsewhere, leading to the deposit home', async () => {
    const { user, store } = await renderApp('/withdraw');
    const deposit = within(header()).getByRole('link', { name: 'Deposit' });
    expect(deposit).toHaveAttribute('href', '#/deposit');
    await user.click(deposit);
    await waitFor(() => expect(store.getState().location.pathname).toBe('/deposit'));
    expect(within(header()).queryByRole('link', { name: 'Deposit' })).not.toBeInTheDocument();
  });

  it('opens the member menu with initials, user id, account number and the menu items', async () => {
    const { user } = await renderApp('/withdraw');
    const button = memberButton();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('jrivera')).not.toBeVisible();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel).toBeVisible();
    const menu = within(panel as HTMLElement);
    expect(menu.getByText('jrivera')).toBeInTheDocument();
    expect(await menu.findByText('Account #: 1234567')).toBeInTheDocument();
    expect(menu.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'My Wagers',
      'Withdraw',
      'Statement',
      'TicketMaker',
      'Member Center',
      'Account Settings',
      'Terms and Conditions',
      'Logout',
    ]);
    expect(menu.getByRole('link', { name: 'My Wagers' })).toHaveAttribute(
      'href',
      `${MAIN_SITE}/account/my-wagers`,
    );
    expect(menu.getByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', '#/withdraw');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });

  it.each([
    ['Account Settings', `${MAIN_SITE}/account/settings`],
    ['Terms and Conditions', `${MAIN_SITE}/terms-and-conditions`],
  ])("leads to the main site's %s from the member menu, in the same tab", async (name, href) => {
    const { user } = await renderApp('/withdraw');
    await user.click(memberButton());
    const panel = document.getElementById(memberButton().getAttribute('aria-controls') ?? '');
    const link = within(panel as HTMLElement).getByRole('link', { name });
    expect(link).toHaveAttribute('href', href);
    // As My Wagers and Statement: the member's own pages replace this one.
    expect(link).not.toHaveAttribute('target');
  });

  it('goes to the in-app Withdraw screen from the member menu and closes it', async () => {
    const { user, store } = await renderApp('/deposit/cardfunding');
    await user.click(memberButton());
    await user.click(screen.getByRole('link', { name: 'Withdraw' }));
    await waitFor(() => expect(store.getState().location.pathname).toBe('/withdraw'));
    expect(memberButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes a menu on Escape, with focus back on its button', async () => {
    const { user } = await renderApp('/withdraw');
    await user.click(memberButton());
    await user.tab();
    expect(screen.getByRole('link', { name: 'My Wagers' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(memberButton()).toHaveAttribute('aria-expanded', 'false');
    expect(memberButton()).toHaveFocus();
  });

  it('closes a menu on a click outside it, and keeps it open on a click inside', async () => {
    const { user } = await renderApp('/withdraw');
    await user.click(memberButton());
    await user.click(screen.getByText('jrivera'));
    expect(memberButton()).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('contentinfo'));
    expect(memberButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('works by keyboard alone', async () => {
    const { user } = await renderApp('/withdraw');
    const rewards = within(header()).getByRole('button', { name: 'Rewards' });
    rewards.focus();
    await user.keyboard('{Enter}');
    expect(rewards).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: /^Rewards Program Overview/ })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(rewards).toHaveAttribute('aria-expanded', 'false');
    expect(rewards).toHaveFocus();
    await user.keyboard(' ');
    expect(rewards).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows one dropdown at a time: the rewards and handicapping menus', async () => {
    const { user } = await renderApp('/withdraw');
    const rewards = within(header()).getByRole('button', { name: 'Rewards' });
    const handicapping = within(header()).getByRole('button', { name: 'Handicapping' });
    await user.click(rewards);
    const rewardsLinks = within(document.getElementById('rewards-menu') as HTMLElement);
    expect(rewardsLinks.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Rewards Program Overview (opens in a new tab)',
      'Sign Up for Rewards (opens in a new tab)',
      'Cashback for Customers (opens in a new tab)',
      'Redeem Store Cash (opens in a new tab)',
    ]);
    await user.click(handicapping);
    expect(rewards).toHaveAttribute('aria-expanded', 'false');
    expect(handicapping).toHaveAttribute('aria-expanded', 'true');
    const store = screen.getByRole('link', { name: 'Store (opens in a new tab)' });
    expect(store).toHaveAttribute('href', `${MAIN_SITE}/pp-store`);
    expect(screen.getByRole('link', { name: 'Race Replays (opens in a new tab)' })).toHaveAttribute(
      'href',
      `${MAIN_SITE}/race-replays`,
    );
  });

  it('opens the other main-site links in a new tab that cannot reach back', async () => {
    await renderApp('/withdraw');
    const nav = within(screen.getByRole('navigation', { name: 'Main site' }));
    for (const name of [
      'Home',
      'Harness',
      'Breeding',
      'Shop',
      'Fantasy Sports',
      'Customer Service',
      'Contact Us',
    ]) {
      const link = nav.getByRole('link', { name: `${name} (opens in a new tab)` });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(nav.queryByRole('link', { name: /Sign-Up Bonus/ })).not.toBeInTheDocument();
  });

  it('toggles the folded site navigation of narrow screens and closes it on a click outside', async () => {
    const { user } = await renderApp('/withdraw');
    const toggle = within(header()).getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-controls', 'site-nav-links');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // A dropdown inside it opens without folding it.
    await user.click(within(header()).getByRole('button', { name: 'Rewards' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('main'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(header()).getByRole('button', { name: 'Rewards' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('logs out: the sign-on cookie goes and the product home opens', async () => {
    const { user } = await renderApp('/withdraw');
    expect(Cookies.get('xpbUser')).toBeDefined();
    await user.click(memberButton());
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(Cookies.get('xpbUser')).toBeUndefined();
    expect(redirectTo).toHaveBeenCalledWith(MAIN_SITE);
  });

  it("gives logged-out users Log In and the sign-up bonus link, and no 'Contact us'", async () => {
    const { user, store } = await renderApp('/withdraw', { signedIn: false });
    // The login popup makes the page inert; close it once the balance has answered 401.
    await waitFor(() => expect(store.getState().balance.current.status).toBe('failed'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(header()).queryByRole('button', { name: /Member menu/ })).not.toBeInTheDocument();
    expect(within(header()).getByRole('link', { name: 'Log In' })).toHaveAttribute(
      'href',
      `${MAIN_SITE}/login`,
    );
    expect(
      within(header()).getByRole('link', { name: 'Sign-Up Bonus (opens in a new tab)' }),
    ).toHaveAttribute('href', `${MAIN_SITE}/sign-up-bonus`);
    expect(within(header()).queryByRole('link', { name: /Contact us/i })).not.toBeInTheDocument();
    expect(within(header()).getByText('-')).toBeInTheDocument();
  });
});

describe('the contexts', () => {
  it.each([
    ['the quick-deposit frame', '?quickDepositIframe=true'],
    ['the iOS app', '?iosApp=WHByZXNzYmV0SU9TQXBw'],
  ])('hides the header and footer in %s', async (_name, pageQuery) => {
    await renderApp('/', { pageQuery });
    await screen.findByText('$1,234.56');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('treats a wrong iOS flag as no app: the sign-on cookie goes and the chrome stays', async () => {
    await renderApp('/', { pageQuery: '?iosApp=bm90LXRoZS1hcHA=', signedIn: true });
    expect(Cookies.get('xpbUser')).toBeUndefined();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('keeps the header and footer in the Android app', async () => {
    Cookies.set('platform', 'android');
    const { store } = await renderApp('/');
    expect(store.getState().context.androidApp).toBe(true);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
