import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '@/test/renderApp';

async function openErrorPage() {
  const view = await renderApp('/error');
  await screen.findByRole('heading', { level: 1, name: 'Transaction Unsuccessful' });
  return view;
}

describe('the error page', () => {
  it('shows the stored amount and message as plain text, and how to reach support', async () => {
    window.sessionStorage.setItem('depositedAmount', '75.00');
    window.sessionStorage.setItem('transactionType', 'xpressFunding');
    window.sessionStorage.setItem('transactionMember', 'jrivera');
    window.sessionStorage.setItem('errorMessage', '<img src=x onerror=alert(1)> Declined');
    await openErrorPage();
    expect(screen.getByText('$75.00')).toBeInTheDocument();
    expect(screen.getByText('<img src=x onerror=alert(1)> Declined')).toBeInTheDocument();
    expect(document.querySelector('main img')).toBeNull();
    expect(
      screen.getByText(/^Please try again or contact our customer service number/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '1-800-555-0134' })).toHaveAttribute(
      'href',
      'tel:18005550134',
    );
    expect(screen.getByRole('link', { name: 'support@xpressfunding.example' })).toHaveAttribute(
      'href',
      'mailto:support@xpressfunding.example',
    );
  });

  it.each([
    ['nothing was stored', () => undefined],
    [
      'a completed deposit is stored (no failure)',
      () => {
        window.sessionStorage.setItem('depositedAmount', '75.00');
        window.sessionStorage.setItem('transactionType', 'xpressFunding');
        window.sessionStorage.setItem('transactionMember', 'jrivera');
      },
    ],
  ])(
    'when %s: "No recent transaction" and the way to the deposit home, never "Unsuccessful… Please try again"',
    async (_, store) => {
      store();
      await renderApp('/error');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'No recent transaction' }),
      ).toBeVisible();
      expect(screen.queryByRole('heading', { name: 'Transaction Unsuccessful' })).toBeNull();
      expect(screen.queryByText(/Please try again/)).toBeNull();
      expect(screen.queryByText(/^Amount:/)).toBeNull();
      expect(screen.queryByRole('button', { name: 'Review Information' })).toBeNull();
      expect(screen.getByRole('link', { name: 'Go back to Home' })).toHaveAttribute('href', '#/');
    },
  );

  it('Review Information goes to bank linking, and leaving forgets the amount', async () => {
    window.sessionStorage.setItem('depositedAmount', '75.00');
    window.sessionStorage.setItem('transactionType', 'xpressFunding');
    window.sessionStorage.setItem('transactionMember', 'jrivera');
    window.sessionStorage.setItem('errorMessage', 'Declined');
    const { user, store } = await openErrorPage();
    await user.click(screen.getByRole('button', { name: 'Review Information' }));
    await screen.findByRole('heading', { level: 1, name: 'Instant Bank Verification' });
    expect(store.getState().location.pathname).toBe('/deposit/plaidfunding');
    await waitFor(() => expect(window.sessionStorage.getItem('depositedAmount')).toBeNull());
  });
});
