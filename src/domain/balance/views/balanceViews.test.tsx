import { render, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { AppProviders } from '@/app/AppProviders';
import { sandboxServer } from '@/sandbox/node';
import { renderApp, startStore } from '@/test/renderApp';
import { balanceRequested } from '../balanceSlice';
import { WithdrawableBalance } from './WithdrawableBalance';

const banner = () => screen.getByRole('region', { name: /^Available Balance/ });

describe('the balance banner', () => {
  it('shows a loading placeholder, then the amount', async () => {
    sandboxServer.use(
      http.get('*/api/funding/balance/type/current', async () => {
        await delay(50);
        return HttpResponse.json({ amount: '1,234.56' });
      }),
    );
    await renderApp('/');
    expect(banner()).toHaveAttribute('aria-busy', 'true');
    expect(within(banner()).getByText('Loading balance')).toBeInTheDocument();
    expect(await within(banner()).findByText('$1,234.56')).toBeInTheDocument();
    expect(banner()).toHaveAttribute('aria-busy', 'false');
    expect(within(banner()).queryByText('is low')).not.toBeInTheDocument();
  });

  it("flags 'is low' under $25 (low-balance scenario)", async () => {
    await renderApp('/', { scenario: 'low-balance' });
    expect(await within(banner()).findByText('$12.34')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Available Balance is low' })).toBe(banner());
    expect(within(screen.getByRole('banner')).getByText('$12.34')).toBeInTheDocument();
  });

  it.each([
    ['24.99', true],
    ['25.00', false],
    ['1,025.00', false],
  ])('a balance of %s is low: %s', async (amount, low) => {
    sandboxServer.use(
      http.get('*/api/funding/balance/type/current', () => HttpResponse.json({ amount })),
    );
    await renderApp('/');
    await within(banner()).findByText(/^\$/);
    expect(within(banner()).queryByText('is low') !== null).toBe(low);
  });

  it("shows '--' with the catalogue's message when the balance fails (502)", async () => {
    await renderApp('/', { scenario: 'server-error' });
    expect(await within(banner()).findByText('--')).toBeInTheDocument();
    expect(within(banner()).getByRole('alert')).toHaveTextContent(
      'An error occurred while fetching your account balance',
    );
  });

  it("shows '--' for an unreadable amount", async () => {
    sandboxServer.use(
      http.get('*/api/funding/balance/type/current', () => HttpResponse.json({ amount: 'n/a' })),
    );
    await renderApp('/');
    expect(await within(banner()).findByText('--')).toBeInTheDocument();
  });
});

describe('the withdrawable balance', () => {
  function renderWithdrawable() {
    const store = startStore();
    render(
      <AppProviders store={store}>
        <WithdrawableBalance />
      </AppProviders>,
    );
    return store;
  }
  const line = () => screen.getByText('Available Balance for Withdrawal').closest('p');

  it("shows '-' until the screen's request answers, then the amount", async () => {
    const store = renderWithdrawable();
    expect(line()).toHaveTextContent('Available Balance for Withdrawal -');
    store.dispatch(balanceRequested({ kind: 'available' }));
    await waitFor(() =>
      expect(line()).toHaveTextContent('Available Balance for Withdrawal $1,000.00'),
    );
  });

  it("stays '-' with the catalogue's message when the load fails", async () => {
    sandboxServer.use(
      http.get('*/api/funding/balance/type/available', () =>
        HttpResponse.json({}, { status: 502 }),
      ),
    );
    const store = renderWithdrawable();
    store.dispatch(balanceRequested({ kind: 'available' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred while fetching your account balance',
    );
    expect(line()).toHaveTextContent('Available Balance for Withdrawal -');
  });
});
