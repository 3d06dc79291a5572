import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { sandboxServer } from '@/sandbox/node';
import { recordRequests } from '@/test/recordRequests';
import { renderApp } from '@/test/renderApp';
import { asPhone } from '@/test/device';
import { SEEDED_IDS } from '@/sandbox/ledger';

const quickDeposit = () => screen.findByRole('region', { name: 'Quick Deposit' });

describe('the deposit home', () => {
  it('offers the three methods as links, with the balance', async () => {
    await renderApp('/');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Select Deposit Method' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bank Transfer (ACH)' })).toHaveAttribute(
      'href',
      '#/deposit/xpressfunding',
    );
    const cards = screen.getByRole('link', { name: 'Credit/Debit Cards' });
    expect(cards).toHaveAttribute('href', '#/deposit/cardfunding');
    expect(cards).toHaveAccessibleDescription(/^We accept both Mastercard and Visa\. /);
    expect(screen.getByRole('link', { name: 'Paypal' })).toHaveAttribute(
      'href',
      '#/deposit/paypalfunding',
    );
    const balance = screen.getByRole('region', { name: 'Available Balance' });
    await waitFor(() => expect(balance).toHaveTextContent('$1,234.56'));
  });

  it('in the quick-deposit frame, puts the quick deposit first and the other methods after it as links', async () => {
    await renderApp('/', { pageQuery: '?quickDepositIframe=true' });
    const quick = await quickDeposit();
    const others = screen.getByRole('list', { name: 'Other ways to deposit' });
    expect(quick.compareDocumentPosition(others) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Deposit methods' })).not.toBeInTheDocument();
    expect(
      [...others.querySelectorAll('a')].map((link) => [
        link.textContent,
        link.getAttribute('href'),
        link.getAttribute('target'),
      ]),
    ).toEqual([
      ['Bank Transfer (ACH)', '#/deposit/xpressfunding', null],
      ['Credit/Debit Cards', '#/deposit/cardfunding', null],
      // A wallet's pages refuse to be framed: the whole app, in a window of its own.
      ['PaypalOpens in a new window.', '?#/deposit/paypalfunding', '_blank'],
    ]);
  });

  it('outside the frame, the methods come before the quick deposit', async () => {
    await renderApp('/');
    const quick = await quickDeposit();
    const methods = screen.getByRole('list', { name: 'Deposit methods' });
    expect(methods.compareDocumentPosition(quick) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("is titled 'Deposit' on mobile", async () => {
    asPhone();
    await renderApp('/deposit');
    expect(screen.getByRole('heading', { level: 1, name: 'Deposit' })).toBeInTheDocument();
    // One MM/YYYY field in the quick deposit too.
    await quickDeposit();
    expect(screen.getByLabelText('Expiry Date')).toHaveValue('04/2028');
  });

  it("loads the default method, the presets, the tiles' fees and limits and both saved lists together, each once", async () => {
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
    await renderApp('/');
    await quickDeposit();
    expect(askedBeforeDefault).toEqual(
      expect.arrayContaining([
        'GET /preset-amounts',
        'GET /customer',
        'GET /availablelimit/type/cc',
        'GET /availablelimit/type/ach',
        // Asked for ahead, not after the default method's answer: one round trip less.
        'GET /getcardfundingmethod',
        'GET /expressfund',
      ]),
    );
    for (const path of [
      '/user/mark-as-default',
      '/preset-amounts',
      '/getcardfundingmethod',
      '/expressfund',
      '/availablelimit/type/cc',
      '/availablelimit/type/ach',
      '/customer',
    ]) {
      expect(requests.count('GET', path)).toBe(1);
    }
  });
});

describe("the deposit home's requests without the page's head (the iOS app, the frame, a host with no template)", () => {
  it.each([
    ['outside the frame', ''],
    ['in the quick-deposit frame', '?quickDepositIframe=true'],
  ])(
    '%s go in the order the quick deposit waits for them, six at most, the balance last',
    async (_label, pageQuery) => {
      const requests = recordRequests();
      await renderApp('/', { pageQuery });
      await quickDeposit();
      await waitFor(() => expect(requests.sequence()).toContain('GET /balance/type/current'));
      const order = requests.sequence().filter((request) => request.startsWith('GET '));
      // Over HTTP/1.1 a browser sends six requests at a time to an origin; a seventh waits.
      const firstSix = order.slice(0, 6);
      expect(firstSix).toEqual(
        expect.arrayContaining([
          'GET /user/mark-as-default',
          'GET /preset-amounts',
          // A default card's list, fee and limit; a default account's list.
          'GET /getcardfundingmethod',
          'GET /customer',
          'GET /availablelimit/type/cc',
          'GET /expressfund',
        ]),
      );
      expect(order.indexOf('GET /balance/type/current')).toBeGreaterThanOrEqual(6);
    },
  );
});

describe("the deposit home's method tiles", () => {
  const tile = (name: string) => screen.getByRole('link', { name });
  const descriptions = () =>
    ['Bank Transfer (ACH)', 'Credit/Debit Cards', 'Paypal'].map((name) =>
      tile(name).getAttribute('aria-describedby'),
    );

  it("show each method's fee and what can be deposited, from the customer and limit records", async () => {
    await renderApp('/');
    // The default Visa's own record; no bank account is the default: the general one.
    await waitFor(() =>
      expect(tile('Credit/Debit Cards')).toHaveAccessibleDescription(
        'We accept both Mastercard and Visa. Visa fee: $2.50 Mastercard fee: $3.00 Available weekly: $500.00',
      ),
    );
    await waitFor(() =>
      expect(tile('Bank Transfer (ACH)')).toHaveAccessibleDescription(
        'Fee: None Available weekly: $2,500.00',
      ),
    );
    expect(tile('Paypal')).toHaveAccessibleDescription('Fee: $5.00');
  });

  it('read the figures the server sends: another fee per brand, a zero fee, other time frames, no authorization', async () => {
    sandboxServer.use(
      http.get('*/api/funding/customer', () =>
        HttpResponse.json({ vsCharge: 1.75, mcCharge: 0, fedExCharge: 25, accountNumber: '1' }),
      ),
      http.get('*/api/funding/availablelimit/type/cc', () =>
        HttpResponse.json([
          { fundingMethodId: 7, availableLimit: 50, timeFrame: 'weekly', authorized: true },
          { fundingMethodId: 0, availableLimit: 1234.5, timeFrame: 'none', authorized: true },
        ]),
      ),
      http.get('*/api/funding/availablelimit/type/ach', () =>
        HttpResponse.json([
          { fundingMethodId: 0, availableLimit: 100, timeFrame: 'DAILY', authorized: false },
        ]),
      ),
    );
    await renderApp('/');
    await waitFor(() =>
      expect(tile('Credit/Debit Cards')).toHaveAccessibleDescription(
        'We accept both Mastercard and Visa. Visa fee: $1.75 Mastercard fee: None Available: $1,234.50',
      ),
    );
    await waitFor(() =>
      expect(tile('Bank Transfer (ACH)')).toHaveAccessibleDescription('Fee: None Available: N/A'),
    );
  });

  it("say 'N/A' where a record could not be loaded", async () => {
    sandboxServer.use(
      http.get('*/api/funding/customer', () => HttpResponse.json({}, { status: 500 })),
      http.get('*/api/funding/availablelimit/type/ach', () =>
        HttpResponse.json({}, { status: 503 }),
      ),
    );
    await renderApp('/');
    await waitFor(() =>
      expect(tile('Credit/Debit Cards')).toHaveAccessibleDescription(
        'We accept both Mastercard and Visa. Visa fee: N/A Mastercard fee: N/A Available weekly: $500.00',
      ),
    );
    await waitFor(() =>
      expect(tile('Bank Transfer (ACH)')).toHaveAccessibleDescription('Fee: None Available: N/A'),
    );
  });

  it('keep every line in place while the figures load, so nothing moves when they arrive', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const waitForRelease = async () => {
      await held;
      return undefined;
    };
    sandboxServer.use(
      http.get('*/api/funding/customer', waitForRelease),
      http.get('*/api/funding/availablelimit/type/:type', waitForRelease),
    );
    await renderApp('/');
    expect(tile('Credit/Debit Cards')).toHaveAccessibleDescription(
      'We accept both Mastercard and Visa. Visa fee: - Mastercard fee: - Available: -',
    );
    expect(tile('Bank Transfer (ACH)')).toHaveAccessibleDescription('Fee: None Available: -');
    const before = descriptions();
    release();
    await waitFor(() =>
      expect(tile('Credit/Debit Cards')).toHaveAccessibleDescription(/Available weekly: \$/),
    );
    await waitFor(() =>
      expect(tile('Bank Transfer (ACH)')).toHaveAccessibleDescription(/Available weekly: \$/),
    );
    // The same lines (the same elements described), only their figures filled in.
    expect(descriptions()).toEqual(before);
  });

  it('are not shown in the quick-deposit frame, where the methods are bare links', async () => {
    await renderApp('/', { pageQuery: '?quickDepositIframe=true' });
    await quickDeposit();
    expect(tile('Paypal')).toHaveAccessibleDescription('Opens in a new window.');
    for (const name of ['Bank Transfer (ACH)', 'Credit/Debit Cards']) {
      expect(tile(name)).not.toHaveAccessibleDescription(/fee|Available/i);
    }
  });

  it.each(['cc', 'ach'] as const)(
    "in the quick-deposit frame, are asked for with a %s default method, not a round trip after its answer, each once, and the other kind's failure shows nothing",
    async (fundingMethod) => {
      const requests = recordRequests();
      const otherLimits = fundingMethod === 'cc' ? 'ach' : 'cc';
      let askedBeforeDefault: string[] = [];
      sandboxServer.use(
        http.get('*/api/funding/user/mark-as-default', async () => {
          await delay(50);
          askedBeforeDefault = requests.sequence();
          return HttpResponse.json({
            fundingMethod,
            fundingMethodId: SEEDED_IDS[fundingMethod === 'cc' ? 'visa' : 'checking'],
          });
        }),
        http.get(`*/api/funding/availablelimit/type/${otherLimits}`, () =>
          HttpResponse.json({}, { status: 500 }),
        ),
      );
      await renderApp('/', { pageQuery: '?quickDepositIframe=true' });
      const region = await quickDeposit();
      expect(askedBeforeDefault).toEqual(
        expect.arrayContaining([
          'GET /customer',
          'GET /availablelimit/type/cc',
          'GET /availablelimit/type/ach',
        ]),
      );
      await waitFor(() =>
        expect(region).toHaveTextContent(/Weekly Amount Available for Deposit: \$/),
      );
      expect(region).not.toHaveTextContent('N/A');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.queryByText(/An error occurred/)).not.toBeInTheDocument();
      for (const path of ['/customer', '/availablelimit/type/cc', '/availablelimit/type/ach']) {
        expect(requests.count('GET', path)).toBe(1);
      }
    },
  );
});
