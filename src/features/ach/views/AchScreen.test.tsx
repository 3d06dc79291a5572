import { act, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { takeEvery } from 'redux-saga/effects';
import { maskSensitive, MASK } from '@/lib/sanitize';
import { sessionPopupOpened } from '@/domain/session/sessionSlice';
import { sandboxLedger, sandboxServer } from '@/sandbox/node';
import { renderApp } from '@/test/renderApp';
import { asPhone } from '@/test/device';
import { keptByTheBrowser } from '@/test/storage';

const CHECKING = 'CHECKING *****56789';
const SAVING = 'SAVING *****43210';
const ROUTE = '/deposit/xpressfunding';

/** Records the JSON bodies posted to a path; the sandbox still answers them. */
function spyOnPosts(path: string, method: 'post' | 'put' = 'post') {
  const bodies: Record<string, unknown>[] = [];
  sandboxServer.use(
    http[method](`*/api/funding${path}`, async ({ request }) => {
      bodies.push((await request.clone().json()) as Record<string, unknown>);
      return undefined;
    }),
  );
  return bodies;
}

async function openExisting(options: Parameters<typeof renderApp>[1] = {}) {
  const view = await renderApp(ROUTE, options);
  await screen.findByRole('radio', { name: CHECKING });
  await screen.findByRole('button', { name: '$100', pressed: true });
  return view;
}

async function openNew(options: Parameters<typeof renderApp>[1] = {}) {
  const view = await renderApp(ROUTE, { scenario: 'new-user', ...options });
  await screen.findByRole('heading', { level: 1, name: 'Add New ACH Account' });
  await screen.findByRole('button', { name: '$100', pressed: true });
  return view;
}

const depositButton = () => screen.getByRole('button', { name: 'Deposit' });
/** The submit button while an account that must be verified first is chosen. */
const VERIFY = 'Continue to Bank Verification';
const verifyButton = () => screen.getByRole('button', { name: VERIFY });
const field = (label: string) => screen.getByLabelText(label);

describe('ACH funding, existing mode', () => {
  it('lists the saved accounts masked by type, the first chosen, with limit and help', async () => {
    await openExisting();
    expect(screen.getByRole('heading', { level: 1, name: 'ACH Funding' })).toBeInTheDocument();
    const accounts = screen.getByRole('group', { name: 'Select Account' });
    expect(within(accounts).getByRole('radio', { name: CHECKING })).toBeChecked();
    expect(within(accounts).getByRole('radio', { name: SAVING })).not.toBeChecked();
    expect(within(accounts).getByRole('radio', { name: SAVING })).toHaveAccessibleDescription(
      'This account must be verified first.',
    );
    expect(
      await screen.findByText('Weekly Amount Available for Deposit: $2,000.00'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add New ACH Account' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Help and Support' })).toBeInTheDocument();
    expect(depositButton()).toHaveAttribute('aria-disabled', 'false');
  });

  it('chooses the default account when the default method is an ACH account', async () => {
    sandboxServer.use(
      http.get('*/api/funding/user/mark-as-default', () =>
        HttpResponse.json({ fundingMethod: 'ach', fundingMethodId: 202 }),
      ),
    );
    await openExisting();
    await waitFor(() => expect(screen.getByRole('radio', { name: SAVING })).toBeChecked());
    expect(screen.getByText('Weekly Amount Available for Deposit: $2,500.00')).toBeInTheDocument();
  });

  it('posts the saved account as received plus the amount, then confirms', async () => {
    const bodies = spyOnPosts('/expressfund/deposit');
    const { user, store } = await openExisting();
    await user.click(screen.getByRole('button', { name: '$250' }));
    await user.click(depositButton());
    await screen.findByRole('heading', { level: 1, name: 'Transaction Successful' });
    expect(bodies).toEqual([
      {
        accountNumber: '*****56789',
        accountType: 'chk',
        fundingMethodId: 201,
        type: 'ach',
        plaidVerified: true,
        plaidRequired: false,
        amount: 250,
      },
    ]);
    expect(store.getState().location.pathname).toBe('/confirmation');
    expect(window.sessionStorage.getItem('depositedAmount')).toBe('250.00');
    expect(window.sessionStorage.getItem('transactionType')).toBe('xpressFunding');
    expect(sandboxLedger.get().balanceCents).toBe(1_234_56 + 250_00);
  });

  it('names the button by what it does: Continue to Bank Verification for an account that must be verified', async () => {
    const { user } = await openExisting();
    expect(depositButton()).toHaveAttribute('aria-disabled', 'false');
    await user.click(screen.getByRole('radio', { name: SAVING }));
    expect(screen.queryByRole('button', { name: 'Deposit' })).not.toBeInTheDocument();
    expect(verifyButton()).toHaveAttribute('aria-disabled', 'false');
    await user.clear(field('Amount'));
    expect(verifyButton()).toHaveAccessibleDescription(
      'To continue to bank verification, provide a valid amount.',
    );
    await user.click(screen.getByRole('radio', { name: CHECKING }));
    expect(depositButton()).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: VERIFY })).not.toBeInTheDocument();
  });

  it('sends an account that must be verified to bank linking with its amount, posting nothing', async () => {
    const bodies = spyOnPosts('/expressfund/deposit');
    const { user, store } = await openExisting();
    await user.click(screen.getByRole('radio', { name: SAVING }));
    await user.click(screen.getByRole('button', { name: '$500' }));
    await user.click(verifyButton());
    await screen.findByRole('heading', { level: 1, name: 'Instant Bank Verification' });
    expect(store.getState().location.pathname).toBe('/deposit/plaidfunding');
    expect(await screen.findByRole('button', { name: '$500' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(bodies).toEqual([]);
  });

  it('shows a server refusal as plain text and keeps the form', async () => {
    sandboxServer.use(
      http.post('*/api/funding/expressfund/deposit', () =>
        HttpResponse.json({ errorCode: 7, errorMessage: 'Account <b>closed</b>' }),
      ),
    );
    const { user, store } = await openExisting();
    await user.click(depositButton());
    expect(await screen.findByText('Account <b>closed</b>')).toBeInTheDocument();
    expect(store.getState().location.pathname).toBe(ROUTE);
  });

  it('answers a 502 with the catalogue text and sets the unauthorized popup off', async () => {
    sandboxServer.use(
      http.post('*/api/funding/expressfund/deposit', () => HttpResponse.json({}, { status: 502 })),
    );
    const { user, store } = await openExisting();
    act(() => {
      store.dispatch(sessionPopupOpened({ popup: 'unauthorized' }));
    });
    await user.click(depositButton());
    expect(
      await screen.findByText('An error occurred while depositing amount'),
    ).toBeInTheDocument();
    expect(store.getState().session.popup).toBeNull();
  });

  it('leaves other popups alone after a failure', async () => {
    sandboxServer.use(
      http.post('*/api/funding/expressfund/deposit', () => HttpResponse.json({}, { status: 401 })),
    );
    const { user, store } = await openExisting();
    await user.click(depositButton());
    await waitFor(() => expect(store.getState().session.popup).toBe('sessionExpired'));
  });

  it('marks an account as the default: the PUT, then its button reads Default', async () => {
    const bodies = spyOnPosts('/user/mark-as-default', 'put');
    const { user } = await openExisting();
    const [checkingDefault] = screen.getAllByRole('button', { name: 'Mark as Default' });
    expect(checkingDefault).toHaveAccessibleDescription(CHECKING);
    await user.click(checkingDefault as HTMLElement);
    expect(
      await screen.findByRole('button', { name: 'Default', pressed: true }),
    ).toHaveAccessibleDescription(CHECKING);
    expect(bodies).toEqual([{ fundingMethod: 'ach', fundingMethodId: 201 }]);
    expect(sandboxLedger.get().defaultMethod).toEqual({
      fundingMethod: 'ach',
      fundingMethodId: 201,
    });
  });

  it('Add New ACH Account goes to bank linking', async () => {
    const { user, store } = await openExisting();
    await user.click(screen.getByRole('button', { name: 'Add New ACH Account' }));
    await screen.findByRole('heading', { level: 1, name: 'Instant Bank Verification' });
    expect(store.getState().location.pathname).toBe('/deposit/plaidfunding');
  });

  it('in the iOS app without the bank-linking cookie, Add New ACH Account opens the manual form, and Back returns', async () => {
    Cookies.set('xpbIosApp', 'true');
    const { user, store } = await openExisting();
    await user.click(screen.getByRole('button', { name: 'Add New ACH Account' }));
    await screen.findByRole('heading', { level: 1, name: 'Add New ACH Account' });
    expect(store.getState().location.pathname).toBe(ROUTE);
    // Saved accounts exist: no invitation to link instead.
    expect(screen.queryByRole('link', { name: 'Instant Bank Verification' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('radio', { name: CHECKING })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'ACH Funding' })).toBeInTheDocument();
  });

  it('in the iOS app with the bank-linking cookie, Add New ACH Account goes to bank linking', async () => {
    Cookies.set('xpbIosApp', 'true');
    Cookies.set('xpbPlaid', 'true');
    const { user, store } = await openExisting();
    await user.click(screen.getByRole('button', { name: 'Add New ACH Account' }));
    await waitFor(() => expect(store.getState().location.pathname).toBe('/deposit/plaidfunding'));
  });

  it('says so when the accounts cannot be loaded, and still offers a new account', async () => {
    sandboxServer.use(
      http.get('*/api/funding/expressfund', () => HttpResponse.json({}, { status: 502 })),
    );
    await renderApp(ROUTE);
    expect(
      await screen.findByText('An error occurred while fetching your account details'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add New ACH Account' })).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(depositButton()).toHaveAttribute('aria-disabled', 'true');
  });
});

describe('ACH funding without saved accounts', () => {
  it('a 404 opens the manual form (Saving by default) with a link to Instant Bank Verification', async () => {
    const { store } = await openNew();
    expect(store.getState().location.pathname).toBe(ROUTE);
    expect(screen.getByRole('link', { name: 'Instant Bank Verification' })).toHaveAttribute(
      'href',
      '#/deposit/plaidfunding',
    );
    const type = screen.getByRole('group', { name: 'Account Type' });
    expect(within(type).getByRole('radio', { name: 'Saving' })).toBeChecked();
    expect(within(type).getByRole('radio', { name: 'Checking' })).not.toBeChecked();
    expect(field('Account Number')).toBeInTheDocument();
    expect(field('Confirm Account Number')).toBeInTheDocument();
    expect(field('Routing Number')).toBeInTheDocument();
    expect(screen.queryByLabelText('Check Number')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add New ACH Account' })).toBeNull();
    // One limit: the new account's weekly cap, lower than the $2,500.00 the service gives.
    expect(
      await screen.findByText('Weekly Amount Available for Deposit: $100.00'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/a new bank account can deposit at most \$100\.00 per week/),
    ).toBeVisible();
    expect(screen.queryByText(/\$2,500\.00/)).toBeNull();
  });

  it("a new account shows the service's limit alone when it is below the weekly cap", async () => {
    sandboxServer.use(
      http.get('*/api/funding/availablelimit/type/ach', () =>
        HttpResponse.json([
          { fundingMethodId: 0, availableLimit: 60, timeFrame: 'weekly', authorized: true },
        ]),
      ),
    );
    await openNew();
    expect(
      await screen.findByText('Weekly Amount Available for Deposit: $60.00'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Weekly Amount Available for Deposit: $100.00')).toBeNull();
    expect(screen.queryByText(/a new bank account can deposit at most/)).toBeNull();
  });

  it('an empty list behaves as the 404', async () => {
    sandboxServer.use(http.get('*/api/funding/expressfund', () => HttpResponse.json([])));
    await renderApp(ROUTE);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Add New ACH Account' }),
    ).toBeInTheDocument();
  });

  it('with the bank-linking cookie, goes to bank linking in place of this route', async () => {
    Cookies.set('xpbPlaid', 'true');
    const { store } = await renderApp(ROUTE, { scenario: 'new-user' });
    await screen.findByRole('heading', { level: 1, name: 'Instant Bank Verification' });
    expect(store.getState().location.pathname).toBe('/deposit/plaidfunding');
    expect(window.location.hash).toBe('#/deposit/plaidfunding');
  });

  it('defaults to Checking in the quick-deposit frame', async () => {
    await openNew({ pageQuery: '?quickDepositIframe=true' });
    expect(screen.getByRole('radio', { name: 'Checking' })).toBeChecked();
    expect(field('Check Number')).toBeInTheDocument();
  });

  it('defaults to Checking on a phone', async () => {
    asPhone();
    await openNew();
    expect(screen.getByRole('radio', { name: 'Checking' })).toBeChecked();
  });

  it('the back arrow goes back in history when there is no saved account', async () => {
    const { user, store } = await renderApp('/', { scenario: 'new-user' });
    window.location.hash = ROUTE;
    await screen.findByRole('heading', { level: 1, name: 'Add New ACH Account' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(store.getState().location.pathname).toBe('/'));
  });

  it('View/Hide Terms shows and hides the ACH authorization', async () => {
    const { user } = await openNew();
    const toggle = screen.getByRole('button', { name: 'View Terms' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('heading', { name: 'ACH Authorization' })).toBeNull();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Hide Terms');
    const terms = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(terms).toBeVisible();
    expect(terms).toHaveTextContent('returned item fee of $25.00');
    expect(terms).toHaveTextContent('limited to $100.00 per week');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(terms).not.toBeVisible();
  });
});

describe('the new-account rules (spec section 5)', () => {
  /** Types into a field (empty text: just visits it) and leaves it. */
  async function enter(
    user: Awaited<ReturnType<typeof openNew>>['user'],
    label: string,
    text: string,
  ) {
    const input = field(label);
    await user.clear(input);
    if (text) await user.type(input, text);
    else await user.click(input);
    await user.tab();
    return input;
  }

  it.each([
    ['Routing Number', '', 'Routing Number required'],
    ['Routing Number', '12345678', 'Invalid Routing Number'],
    ['Routing Number', '1234567890', 'Invalid Routing Number'],
    ['Routing Number', '12345678a', 'Invalid Routing Number'],
    ['Account Number', '', 'Account Number required'],
    ['Account Number', '12', 'Invalid Account Number'],
    ['Account Number', '123456789012345678', 'Invalid Account Number'],
    ['Account Number', '12.345', 'Invalid Account Number'],
    ['Check Number', '', 'Check Number required'],
    ['Check Number', '1', 'Invalid Check Number'],
    ['Check Number', '12345678901234567', 'Invalid Check Number'],
    ['Check Number', '12a', 'Invalid Check Number'],
  ])('%s %j: %s, tied to the field', async (label, text, message) => {
    const { user } = await openNew();
    await user.click(screen.getByRole('radio', { name: 'Checking' }));
    const input = await enter(user, label, text);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(message);
    expect(depositButton()).toHaveAttribute('aria-disabled', 'true');
  });

  it.each([
    ['Routing Number', '021000021'],
    ['Account Number', '123'],
    ['Account Number', '12345678901234567'],
    ['Check Number', '12'],
    ['Check Number', '1234567890123456'],
  ])('%s %j passes', async (label, text) => {
    const { user } = await openNew();
    await user.click(screen.getByRole('radio', { name: 'Checking' }));
    const input = await enter(user, label, text);
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('asks the confirmation to match the account number', async () => {
    const { user } = await openNew();
    await enter(user, 'Account Number', '123456789');
    const confirm = await enter(user, 'Confirm Account Number', '123456780');
    expect(confirm).toHaveAccessibleDescription(
      'Confirm Account Number should be same as Account Number.',
    );
    await enter(user, 'Confirm Account Number', '123456789');
    expect(confirm).toHaveAttribute('aria-invalid', 'false');
  });

  it('shows no error before a field is left, and Saving needs no check number', async () => {
    const { user } = await openNew();
    await user.type(field('Routing Number'), '12');
    expect(field('Routing Number')).toHaveAttribute('aria-invalid', 'false');
    await user.clear(field('Routing Number'));
    await user.type(field('Routing Number'), '021000021');
    await user.type(field('Account Number'), '123456789');
    await user.type(field('Confirm Account Number'), '123456789');
    expect(depositButton()).toHaveAttribute('aria-disabled', 'false');
    await user.click(screen.getByRole('radio', { name: 'Checking' }));
    expect(depositButton()).toHaveAttribute('aria-disabled', 'true');
    expect(depositButton()).toHaveAccessibleDescription(
      'To deposit, provide valid bank account details.',
    );
    await user.type(field('Check Number'), '1001');
    expect(depositButton()).toHaveAttribute('aria-disabled', 'false');
    await user.clear(field('Amount'));
    expect(depositButton()).toHaveAccessibleDescription('To deposit, provide a valid amount.');
  });
});

describe('ACH funding, a new account deposit', () => {
  async function fillChecking(user: Awaited<ReturnType<typeof openNew>>['user']) {
    await user.click(screen.getByRole('radio', { name: 'Checking' }));
    await user.type(field('Account Number'), '000123456789');
    await user.type(field('Confirm Account Number'), '000123456789');
    await user.type(field('Routing Number'), '021000021');
    await user.type(field('Check Number'), '1001');
  }

  it('posts the new-ACH body to v2/ach, confirms, and keeps no number anywhere', async () => {
    const bodies = spyOnPosts('/v2/ach');
    const { user, store } = await openNew();
    await fillChecking(user);
    await user.click(screen.getByRole('button', { name: '$50' }));
    await user.click(depositButton());
    await screen.findByRole('heading', { level: 1, name: 'Transaction Successful' });
    expect(bodies).toEqual([
      {
        accountNumber: '000123456789',
        amount: 50,
        abaNumber: '021000021',
        fundingMethodId: 0,
        accountType: 'chk',
        checkNumber: '1001',
      },
    ]);
    expect(sandboxLedger.get().balanceCents).toBe(1_234_56 + 50_00);
    expect(window.sessionStorage.getItem('transactionType')).toBe('xpressFunding');
    // The numbers leave the store once the deposit is made, and were never stored elsewhere.
    const ach = store.getState().ach;
    expect([ach?.accountNumber, ach?.routingNumber, ach?.checkNumber]).toEqual(['', '', '']);
    expect(keptByTheBrowser()).not.toMatch(/123456789|021000021/);
  });

  it('sends checkNumber null for a saving account', async () => {
    const bodies = spyOnPosts('/v2/ach');
    const { user } = await openNew();
    await user.type(field('Account Number'), '5550001');
    await user.type(field('Confirm Account Number'), '5550001');
    await user.type(field('Routing Number'), '021000021');
    await user.click(depositButton());
    await screen.findByRole('heading', { level: 1, name: 'Transaction Successful' });
    expect(bodies).toEqual([
      {
        accountNumber: '5550001',
        amount: 100,
        abaNumber: '021000021',
        fundingMethodId: 0,
        accountType: 'sav',
        checkNumber: null,
      },
    ]);
  });

  it('keeps the typed numbers after a failed request, to correct them', async () => {
    sandboxServer.use(
      http.post('*/api/funding/v2/ach', () => HttpResponse.json({}, { status: 502 })),
    );
    const { user } = await openNew();
    await fillChecking(user);
    await user.click(depositButton());
    expect(
      await screen.findByText('An error occurred while depositing amount'),
    ).toBeInTheDocument();
    expect(field('Account Number')).toHaveValue('000123456789');
    expect(field('Routing Number')).toHaveValue('021000021');
    expect(field('Check Number')).toHaveValue('1001');
    expect(depositButton()).toHaveAttribute('aria-disabled', 'false');
  });

  it('masks the numbers for Redux DevTools, in the state and in the actions', async () => {
    const actions: unknown[] = [];
    const { user, store } = await openNew();
    store.injectFeature({
      name: 'action-recorder',
      saga: function* record() {
        yield takeEvery('*', (action: unknown) => {
          actions.push(action);
        });
      },
    });
    await fillChecking(user);
    expect(store.getState().ach?.accountNumber).toBe('000123456789');
    const masked = maskSensitive(store.getState().ach);
    expect(masked).toMatchObject({
      accountNumber: MASK,
      confirmAccountNumber: MASK,
      routingNumber: MASK,
      checkNumber: MASK,
    });
    expect(actions.length).toBeGreaterThan(10);
    expect(JSON.stringify(actions.map(maskSensitive))).not.toMatch(/123456789|021000021|1001/);
  });
});
