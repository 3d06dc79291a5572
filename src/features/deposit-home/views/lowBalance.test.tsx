import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { sandboxServer } from '@/sandbox/node';
import { renderApp } from '@/test/renderApp';

/**
 * The low-balance warning (under $25) offers 'Deposit now': the quick deposit
 * for a person with a default method, the deposit methods for a person without one.
 */
const lowBanner = () => screen.findByRole('region', { name: 'Available Balance is low' });

describe("the low-balance warning's 'Deposit now'", () => {
  it('takes a person with a default method to the quick deposit', async () => {
    const { user } = await renderApp('/', { scenario: 'low-balance' });
    const banner = await lowBanner();
    await screen.findByRole('region', { name: 'Quick Deposit' });
    await user.click(within(banner).getByRole('button', { name: 'Deposit now' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Quick Deposit' })).toHaveFocus();
  });

  it('takes a person with no default method to the deposit methods', async () => {
    sandboxServer.use(
      http.get('*/api/funding/user/mark-as-default', () =>
        HttpResponse.json({ fundingMethod: null, fundingMethodId: null }),
      ),
    );
    const { user } = await renderApp('/', { scenario: 'low-balance' });
    const banner = await lowBanner();
    await user.click(within(banner).getByRole('button', { name: 'Deposit now' }));
    expect(screen.getByRole('list', { name: 'Deposit methods' })).toHaveFocus();
  });

  it('is not offered when the balance is not low', async () => {
    await renderApp('/');
    await screen.findByRole('region', { name: 'Available Balance' });
    expect(screen.queryByRole('button', { name: 'Deposit now' })).toBeNull();
  });
});
