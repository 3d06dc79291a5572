import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '@/test/renderApp';
import { sandboxServer } from '@/sandbox/node';

describe('the walking skeleton', () => {
  it('shows the deposit home with the balance from the funding service', async () => {
    await renderApp('/');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Select Deposit Method' }),
    ).toBeInTheDocument();
    // The header shows the balance too: look at the screen's own banner.
    expect(await within(screen.getByRole('main')).findByText('$1,234.56')).toBeInTheDocument();
  });

  it('sends the auth token and no-cache headers', async () => {
    const seen: Headers[] = [];
    sandboxServer.events.on('request:start', ({ request }) => void seen.push(request.headers));
    await renderApp('/');
    await within(screen.getByRole('main')).findByText('$1,234.56');
    expect(seen[0]?.get('x-auth-token')).toBe('sandbox-demo-token');
    expect(seen[0]?.get('cache-control')).toBe('no-cache');
    sandboxServer.events.removeAllListeners();
  });

  it("shows '--' when the balance cannot be loaded", async () => {
    sandboxServer.use(
      http.get('*/api/funding/balance/type/current', () => HttpResponse.json({}, { status: 500 })),
    );
    await renderApp('/');
    expect(
      await within(screen.getByRole('region', { name: 'Available Balance' })).findByText('--'),
    ).toBeInTheDocument();
  });

  it('opens a deep link on its screen', async () => {
    await renderApp('/withdraw/xpressfunding-fedex');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Check Issued by the provider' }),
    ).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown path, with a way back to the root', async () => {
    const { user, store } = await renderApp('/no-such-page');
    expect(
      await screen.findByRole('heading', { name: 'This page just SCRATCHED!' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'The page you are looking for might have been removed, had its URL changed, or is temporarily unavailable.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go Back!' }));
    await screen.findByRole('heading', { name: 'Select Deposit Method' });
    expect(store.getState().location.pathname).toBe('/');
  });

  it('reports a page view on the first load and on every route change', async () => {
    const { user } = await renderApp('/no-such-page');
    await user.click(screen.getByRole('link', { name: 'Go Back!' }));
    await screen.findByRole('heading', { name: 'Select Deposit Method' });
    expect(window.dataLayer).toEqual([
      { event: 'pageview', page: '/no-such-page', app: 'Xpressfunding' },
      { event: 'pageview', page: '/', app: 'Xpressfunding' },
    ]);
  });

  it("moves focus to the new screen's heading after an in-app navigation, not on the first load", async () => {
    const { user } = await renderApp('/');
    const home = await screen.findByRole('heading', { level: 1, name: 'Select Deposit Method' });
    expect(home).not.toHaveFocus();
    expect(document.body).toHaveFocus();
    await user.click(screen.getByRole('link', { name: /Credit\/Debit Cards/ }));
    const title = await screen.findByRole('heading', {
      level: 1,
      name: 'Credit/Debit Card Funding',
    });
    await waitFor(() => expect(title).toHaveFocus());
  });

  it('moves no focus in the quick-deposit frame', async () => {
    await renderApp('/', { pageQuery: '?quickDepositIframe=true' });
    await screen.findByRole('button', { name: /Deposit/ });
    window.location.hash = '/deposit/cardfunding';
    await screen.findByRole('heading', { level: 1, name: 'Credit/Debit Card Funding' });
    expect(document.body).toHaveFocus();
  });
});
