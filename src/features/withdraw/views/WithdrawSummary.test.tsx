import { screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { DEMO_USER } from '@/sandbox/demoUser';
import { sandboxServer } from '@/sandbox/node';
import { renderApp } from '@/test/renderApp';
import { SCREEN_LOAD } from '@/test/timeScale';

const FORMS = [
  ['/withdraw/paypalfunding', 'Paypal Funding'],
  ['/withdraw/xpressfunding-fedex', 'Check Issued by the provider'],
  ['/withdraw/xpressfunding', 'Xpressfund/ACH Withdrawal'],
] as const;

async function open(route: string, title: string) {
  const app = await renderApp(route);
  await screen.findByRole('heading', { level: 1, name: title }, SCREEN_LOAD);
  return app;
}

/** The summary's value for a label ('Name', 'City'...). */
const summaryValue = (label: string) =>
  within(screen.getByRole('region', { name: 'Account Summary' }))
    .getByText(label, { selector: 'dt' })
    .closest('div')
    ?.querySelector('dd')?.textContent;

describe.each(FORMS)('the summary on %s', (route, title) => {
  it('shows the name, both balances and the billing address', async () => {
    await open(route, title);
    await waitFor(() => expect(summaryValue('Address')).toBe('1200 Paddock Lane'));
    await waitFor(() => expect(summaryValue('Available Balance for Withdrawal')).toBe('$1,000.00'));
    expect(summaryValue('Name')).toBe('Jordan Rivera');
    expect(summaryValue('Current Balance')).toBe('$1,234.56');
    expect(summaryValue('City')).toBe('Lexington');
    expect(summaryValue('State')).toBe('KY');
    expect(summaryValue('Zip')).toBe('40511');
    expect(summaryValue('Country')).toBe('US');
    expect(screen.queryByText(/sandbox-demo-token/)).not.toBeInTheDocument();
  });
});

describe('the summary', () => {
  it("shows 'N/A' for each missing part of the billing address", async () => {
    sandboxServer.use(
      http.get('*/api/funding/address', () =>
        HttpResponse.json({ address: '9 Rail Road', city: null, state: '', country: 'US' }),
      ),
    );
    await open(...FORMS[0]);
    await waitFor(() => expect(summaryValue('Address')).toBe('9 Rail Road'));
    expect(summaryValue('City')).toBe('N/A');
    expect(summaryValue('State')).toBe('N/A');
    expect(summaryValue('Zip')).toBe('N/A');
    expect(summaryValue('Country')).toBe('US');
  });

  it("shows a part padded with spaces without them, and a blank one as 'N/A'", async () => {
    sandboxServer.use(
      http.get('*/api/funding/address', () =>
        HttpResponse.json({
          address: '9 Rail Road',
          city: '   ',
          state: 'KY',
          zip: ' 40511  ',
          country: 'US',
        }),
      ),
    );
    await open(...FORMS[0]);
    await waitFor(() => expect(summaryValue('Address')).toBe('9 Rail Road'));
    expect(summaryValue('City')).toBe('N/A');
    expect(summaryValue('Zip')).toBe('40511');
  });

  it("says the details failed to load and shows 'N/A' and '-' when the loads fail", async () => {
    sandboxServer.use(
      http.get('*/api/funding/address', () => HttpResponse.json({}, { status: 502 })),
      http.get('*/api/funding/balance/type/*', () => HttpResponse.json({}, { status: 502 })),
    );
    await open(...FORMS[1]);
    expect(
      await screen.findByText('An error occurred while fetching your account details'),
    ).toHaveRole('alert');
    expect(summaryValue('Address')).toBe('N/A');
    await waitFor(() => expect(summaryValue('Available Balance for Withdrawal')).toBe('-'));
    expect(summaryValue('Current Balance')).toBe('-');
  });

  it("shows 'N/A' for the name when the sign-on cookie has none", async () => {
    Cookies.set('xpbUser', JSON.stringify({ ...DEMO_USER, displayName: '' }));
    await renderApp(FORMS[2][0], { signedIn: false });
    await screen.findByRole('heading', { level: 1, name: FORMS[2][1] }, SCREEN_LOAD);
    await waitFor(() => expect(summaryValue('Current Balance')).toBe('$1,234.56'));
    expect(summaryValue('Name')).toBe('N/A');
  });
});
