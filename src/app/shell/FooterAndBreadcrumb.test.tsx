import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '@/test/renderApp';

const MAIN_SITE = 'https://www.dev.xpressbet.example';
const footer = () => within(screen.getByRole('contentinfo'));
/** The footer arrives in its own chunk, after the first paint. */
const footerLoaded = () => screen.findByRole('contentinfo');
const crumbs = () =>
  within(screen.getByRole('navigation', { name: 'Breadcrumb' }))
    .getAllByRole('listitem')
    .map((item) => {
      const link = within(item).queryByRole('link');
      const current = item.querySelector('[aria-current="page"]');
      return link
        ? `${item.textContent} -> ${link.getAttribute('href')}`
        : `${current?.textContent} (current)`;
    });

describe('the footer', () => {
  it('links the legal pages, the classic site, the app store and the social pages', async () => {
    await renderApp('/');
    await footerLoaded();
    expect(footer().getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'href',
      '#/terms-and-conditions',
    );
    expect(
      footer().getByRole('link', { name: 'Privacy Policy (opens in a new tab)' }),
    ).toHaveAttribute('href', `${MAIN_SITE}/privacy-policy`);
    expect(
      footer().getByRole('link', { name: 'Problem Gambling (opens in a new tab)' }),
    ).toHaveAttribute('href', `${MAIN_SITE}/problem-gambling`);
    expect(footer().getByRole('link', { name: 'Use Classic Bets' })).toHaveAttribute(
      'href',
      'https://classic.dev.xpressbet.example',
    );
    expect(
      footer().getByRole('link', { name: 'Download on the App Store (opens in a new tab)' }),
    ).toHaveAttribute('href', expect.stringMatching(/^https:\/\/apps\.apple\.com\//));
    const social = within(footer().getByRole('list', { name: 'Follow us' }));
    expect(social.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Facebook (opens in a new tab)',
      'X (Twitter) (opens in a new tab)',
      'Instagram (opens in a new tab)',
      'YouTube (opens in a new tab)',
    ]);
    for (const link of social.getAllByRole('link')) {
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('shows the copyright with the current year', async () => {
    await renderApp('/');
    expect(
      footer().getByText(new RegExp(`^© ${new Date().getFullYear()} Xpressbet`)),
    ).toBeInTheDocument();
  });

  it.each(['/withdraw', '/withdraw/xpressfunding-fedex', '/terms-and-conditions?context=withdraw'])(
    'leads to the rewards rules from the withdraw screen %s',
    async (route) => {
      await renderApp(route);
      await footerLoaded();
      expect(footer().getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
        'href',
        '#/terms-and-conditions?context=withdraw',
      );
    },
  );

  it('opens the terms in the app', async () => {
    const { user, store } = await renderApp('/deposit/cardfunding');
    await footerLoaded();
    await user.click(footer().getByRole('link', { name: 'Terms and Conditions' }));
    await waitFor(() => expect(store.getState().location.pathname).toBe('/terms-and-conditions'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' }),
    ).toBeInTheDocument();
  });
});

describe('the breadcrumb', () => {
  it.each([
    ['/deposit/cardfunding', ['Deposit -> #/', 'Credit/Debit card (current)']],
    ['/deposit/xpressfunding', ['Deposit -> #/', 'Xpressfund (current)']],
    ['/deposit/xpressfunding-new-card', ['Deposit -> #/', 'Add new Credit/Debit card (current)']],
    ['/new-card', ['Deposit -> #/', 'Add new Credit/Debit card (current)']],
    ['/deposit/paypalfunding', ['Deposit -> #/', 'Paypal (current)']],
    ['/withdraw', ['Withdraw (current)']],
    ['/withdraw/xpressfunding', ['Withdraw -> #/withdraw', 'Xpressfund (current)']],
    ['/withdraw/xpressfunding-fedex', ['Withdraw -> #/withdraw', 'Check (current)']],
    ['/withdraw/paypalfunding', ['Withdraw -> #/withdraw', 'Paypal (current)']],
    ['/terms-and-conditions', ['Terms and Conditions (current)']],
    [
      '/terms-and-conditions?context=withdraw',
      ['Withdraw -> #/withdraw', 'Rewards Program Rules (current)'],
    ],
  ])('on %s: %j', async (route, expected) => {
    await renderApp(route);
    expect(crumbs()).toEqual(expected);
  });

  it('is an ordered list', async () => {
    await renderApp('/withdraw/paypalfunding');
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(nav.querySelector('ol')).not.toBeNull();
  });

  it.each(['/', '/deposit', '/confirmation', '/error', '/no-such-page'])(
    'is hidden on %s',
    async (route) => {
      await renderApp(route);
      expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument();
    },
  );

  it('follows the route: its first item goes back to the method choice', async () => {
    const { user, store } = await renderApp('/withdraw/paypalfunding');
    await user.click(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', {
        name: 'Withdraw',
      }),
    );
    await waitFor(() => expect(store.getState().location.pathname).toBe('/withdraw'));
    expect(crumbs()).toEqual(['Withdraw (current)']);
  });

  it('shows in the quick-deposit frame too, its Deposit leading to the quick-deposit home', async () => {
    await renderApp('/deposit/cardfunding', { pageQuery: '?quickDepositIframe=true' });
    expect(crumbs()).toEqual(['Deposit -> #/', 'Credit/Debit card (current)']);
  });
});

describe('the skip link', () => {
  it('moves focus to the main content without changing the route', async () => {
    const { user, store } = await renderApp('/withdraw');
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await user.click(skip);
    expect(screen.getByRole('main')).toHaveFocus();
    expect(store.getState().location.pathname).toBe('/withdraw');
    expect(window.location.hash).toBe('#/withdraw');
  });
});
