import { screen, waitFor } from '@testing-library/react';
import { delay, http } from 'msw';
import { sandboxServer } from '@/sandbox/node';
import { recordRequests } from '@/test/recordRequests';
import { renderApp } from '@/test/renderApp';
import { asPhone } from '@/test/device';

const quickDeposit = () => screen.findByRole('region', { name: 'Quick Deposit' });

describe('the deposit home', () => {
  it('offers the three methods as links, with the balance', async () => {
    renderApp('/');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Select Deposit Method' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bank Transfer (ACH)' })).toHaveAttribute(
      'href',
      '#/deposit/xpressfunding',
    );
    const cards = screen.getByRole('link', { name: 'Credit/Debit Cards' });
    expect(cards).toHaveAttribute('href', '#/deposit/cardfunding');
    expect(cards).toHaveAccessibleDescription('We accept both Mastercard and Visa.');
    expect(screen.getByRole('link', { name: 'Paypal' })).toHaveAttribute(
      'href',
      '#/deposit/paypalfunding',
    );
    const balance = screen.getByRole('region', { name: 'Available Balance' });
    await waitFor(() => expect(balance).toHaveTextContent('$1,234.56'));
  });

  it('in the quick-deposit frame, puts the quick deposit first and the other methods after it as links', async () => {
    renderApp('/', { pageQuery: '?quickDepositIframe=true' });
    const quick = await quickDeposit();
    const others = screen.getByRole('list', { name: 'Other ways to deposit' });
    expect(quick.compareDocumentPosition(others) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Deposit methods' })).not.toBeInTheDocument();
    expect(
      [...others.querySelectorAll('a')].map((link) => [
        link.textContent,
        link.getAttribute('href'),
      ]),
    ).toEqual([
      ['Bank Transfer (ACH)', '#/deposit/xpressfunding'],
      ['Credit/Debit Cards', '#/deposit/cardfunding'],
      ['Paypal', '#/deposit/paypalfunding'],
    ]);
  });

  it('outside the frame, the methods come before the quick deposit', async () => {
    renderApp('/');
    const quick = await quickDeposit();
    const methods = screen.getByRole('list', { name: 'Deposit methods' });
    expect(methods.compareDocumentPosition(quick) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("is titled 'Deposit' on mobile", async () => {
    asPhone();
    renderApp('/deposit');
    expect(screen.getByRole('heading', { level: 1, name: 'Deposit' })).toBeInTheDocument();
    // One MM/YYYY field in the quick deposit too.
    await quickDeposit();
    expect(screen.getByLabelText('Expiry Date')).toHaveValue('04/2028');
  });

  it('loads the default method and the presets together, then the default card', async () => {
    const requests = recordRequests();
    // What had been asked for when the default method was answered.
    let askedBeforeDefault: string[] = [];
    sandboxServer.use(
      http.get('*/api/funding/user/mark-as-default', async () => {
        await delay(50);
        askedBeforeDefault = requests.sequence();
        return undefined;
      }),
    );
    renderApp('/');
    await quickDeposit();
    expect(askedBeforeDefault).toContain('GET /preset-amounts');
    expect(askedBeforeDefault).not.toContain('GET /getcardfundingmethod');
    expect(askedBeforeDefault).not.toContain('GET /availablelimit/type/cc');
    for (const path of [
      '/user/mark-as-default',
      '/preset-amounts',
      '/getcardfundingmethod',
      '/availablelimit/type/cc',
      '/customer',
    ]) {
      expect(requests.count('GET', path)).toBe(1);
    }
    expect(requests.count('GET', '/expressfund')).toBe(0);
    expect(requests.count('GET', '/availablelimit/type/ach')).toBe(0);
  });
});
