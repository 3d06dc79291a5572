/**
 * The sandbox funding service over HTTP (msw in Node), as the app, the browser tests and the
 * preview server reach it.
 */
import { DEMO_USER } from './demoUser';
import { SANDBOX_BANK_ACCOUNTS } from './bankCatalog';
import { SEEDED_IDS, type Scenario } from './ledger';
import { sandboxLedger } from './node';
import { ERROR_CODE } from './rules';

const ORIGIN = 'http://localhost';

interface CallOptions {
  body?: unknown;
  /** Sent as is instead of the JSON of `body`. */
  raw?: string;
  token?: string | null;
}

async function call(method: 'GET' | 'POST' | 'PUT', path: string, options: CallOptions = {}) {
  const { body, raw, token = DEMO_USER.xAuthToken } = options;
  const headers: Record<string, string> = {};
  if (token) headers['x-auth-token'] = token;
  const sent = raw ?? (body === undefined ? undefined : JSON.stringify(body));
  if (sent !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${ORIGIN}/api/funding${path}`, { method, headers, body: sent });
  const text = await response.text();
  return { status: response.status, json: text ? (JSON.parse(text) as unknown) : null };
}

const get = (path: string, options?: CallOptions) => call('GET', path, options);
const post = (path: string, body: unknown, options?: CallOptions) =>
  call('POST', path, { ...options, body });

async function balances() {
  const current = await get('/balance/type/current');
  const available = await get('/balance/type/available');
  return { current: current.json, available: available.json };
}

async function limit(type: 'cc' | 'ach', fundingMethodId: number) {
  const { json } = await get(`/availablelimit/type/${type}`);
  return (json as { fundingMethodId: number; availableLimit: number }[]).find(
    (record) => record.fundingMethodId === fundingMethodId,
  )?.availableLimit;
}

const visa = {
  accountNumber: '************4242',
  subType: 'Visa',
  expiryDate: '2028-04-01',
  fundingMethodId: SEEDED_IDS.visa,
  type: 'cc',
};
const checking = {
  accountNumber: '*****56789',
  accountType: 'chk',
  fundingMethodId: SEEDED_IDS.checking,
  type: 'ach',
  plaidVerified: true,
  plaidRequired: false,
};
const OK = { errorCode: 0, errorMessage: '' };

describe('loads of the seeded demo account', () => {
  it('answers the balances as the service writes them', async () => {
    await expect(balances()).resolves.toEqual({
      current: { amount: '1,234.56' },
      available: { amount: '1,000.00' },
    });
  });

  it('answers the customer, the billing address, the check addresses and the presets', async () => {
    expect((await get('/customer')).json).toEqual({
      vsCharge: 2.5,
      mcCharge: 3,
      fedExCharge: 25,
      accountNumber: '1234567',
    });
    expect((await get('/address')).json).toMatchObject({ addressType: 'residence', state: 'KY' });
    const addresses = (await get('/addresses')).json as { addressType: string }[];
    expect(addresses.map((address) => address.addressType)).toEqual(['residence', 'mailing']);
    expect((await get('/preset-amounts')).json).toEqual({
      payPal: [25, 50, 100, 200],
      ach: [50, 100, 250, 500],
      creditCard: [25, 50, 100, 200],
      defaultPaypalAmount: 50,
      defaultCreditCardAmount: 50,
      defaultAchAmount: 100,
    });
  });

  it('lists the saved cards and accounts masked by construction', async () => {
    expect((await get('/getcardfundingmethod')).json).toEqual([
      visa,
      {
        accountNumber: '************5454',
        subType: 'Mastercard',
        expiryDate: '2027-11-01',
        fundingMethodId: SEEDED_IDS.mastercard,
        type: 'cc',
      },
    ]);
    expect((await get('/expressfund')).json).toEqual([
      checking,
      {
        accountNumber: '*****43210',
        accountType: 'sav',
        fundingMethodId: SEEDED_IDS.saving,
        type: 'ach',
        plaidVerified: false,
        plaidRequired: true,
      },
    ]);
  });

  it('lists the general limit record and the per-method records', async () => {
    expect((await get('/availablelimit/type/cc')).json).toEqual([
      { fundingMethodId: 0, availableLimit: 1000, timeFrame: 'weekly', authorized: true },
      {
        fundingMethodId: SEEDED_IDS.visa,
        availableLimit: 500,
        timeFrame: 'weekly',
        authorized: true,
      },
      {
        fundingMethodId: SEEDED_IDS.mastercard,
        availableLimit: 750,
        timeFrame: 'none',
        authorized: true,
      },
    ]);
    expect((await get('/availablelimit/type/ach')).json).toEqual([
      { fundingMethodId: 0, availableLimit: 2500, timeFrame: 'weekly', authorized: true },
      {
        fundingMethodId: SEEDED_IDS.checking,
        availableLimit: 2000,
        timeFrame: 'weekly',
        authorized: true,
      },
    ]);
    expect((await get('/availablelimit/type/wire')).status).toBe(404);
  });

  it('answers the default method', async () => {
    expect((await get('/user/mark-as-default')).json).toEqual({
      fundingMethod: 'cc',
      fundingMethodId: SEEDED_IDS.visa,
    });
  });

  it('issues sandbox link tokens with or without a device id', async () => {
    for (const query of ['', '?deviceId=1', '?deviceId=2']) {
      const { status, json } = await get(`/plaid-token${query}`);
      expect(status).toBe(200);
      expect((json as { plaidToken: string }).plaidToken).toMatch(/^link-sandbox-/);
    }
    expect((await get('/plaid-token?deviceId=7')).status).toBe(400);
  });
});

describe('deposits', () => {
  it('raise the current balance, not the withdrawable one, and lower the limits', async () => {
    const result = await post('/deposit/card', {
      ...visa,
      cvcCode: '123',
      amount: 25.5,
      expiryDate: '2028-04-01',
    });
    expect(result).toEqual({ status: 200, json: OK });
    await expect(balances()).resolves.toEqual({
      current: { amount: '1,260.06' },
      available: { amount: '1,000.00' },
    });
    await expect(limit('cc', 0)).resolves.toBe(974.5);
    await expect(limit('cc', SEEDED_IDS.visa)).resolves.toBe(474.5);
    await expect(limit('cc', SEEDED_IDS.mastercard)).resolves.toBe(750);
  });

  it('refuse an amount above the method limit and change nothing', async () => {
    const result = await post('/deposit/card', { ...visa, cvcCode: '123', amount: 500.01 });
    expect(result.json).toEqual({
      errorCode: ERROR_CODE.exceedsLimit,
      errorMessage: 'The amount exceeds your available deposit limit.',
    });
    expect((await balances()).current).toEqual({ amount: '1,234.56' });
    await expect(limit('cc', SEEDED_IDS.visa)).resolves.toBe(500);
  });

  it('are declined with the declining CVV', async () => {
    const result = await post('/deposit/card', { ...visa, cvcCode: '000', amount: 10 });
    expect(result.json).toEqual({
      errorCode: ERROR_CODE.cardDeclined,
      errorMessage: 'Your card was declined.',
    });
  });

  it('from a saved checking account raise the balance and lower the ACH limits', async () => {
    expect((await post('/expressfund/deposit', { ...checking, amount: 100 })).json).toEqual(OK);
    expect((await balances()).current).toEqual({ amount: '1,334.56' });
    await expect(limit('ach', SEEDED_IDS.checking)).resolves.toBe(1900);
    await expect(limit('ach', 0)).resolves.toBe(2400);
  });

  it('from an account that needs bank linking are refused', async () => {
    const saving = ((await get('/expressfund')).json as { plaidRequired: boolean }[])[1];
    const { json } = await post('/expressfund/deposit', { ...saving, amount: 10 });
    expect(json).toMatchObject({ errorCode: ERROR_CODE.verificationRequired });
  });
});

describe('a new card', () => {
  const newCard = {
    accountNumber: '4000056655665556',
    subType: 'Visa',
    expiryDate: '2030-09-01',
    type: 'cc',
    cvcCode: '987',
    amount: 40,
  };

  it('is saved with its brand and last 4 digits only, under a new id, and deposits', async () => {
    expect((await post('/card', newCard)).json).toEqual(OK);
    const cards = (await get('/getcardfundingmethod')).json as { fundingMethodId: number }[];
    expect(cards).toHaveLength(3);
    expect(cards[2]).toEqual({
      accountNumber: '************5556',
      subType: 'Visa',
      expiryDate: '2030-09-01',
      fundingMethodId: expect.any(Number),
      type: 'cc',
    });
    expect([SEEDED_IDS.visa, SEEDED_IDS.mastercard]).not.toContain(cards[2]?.fundingMethodId);
    expect((await balances()).current).toEqual({ amount: '1,274.56' });
    const stored = JSON.stringify(sandboxLedger.get());
    expect(stored).not.toContain('4000056655665556');
    expect(stored).not.toContain('987');
  });

  it('that is already saved is not saved twice', async () => {
    await post('/card', {
      ...newCard,
      accountNumber: '4242424242424242',
      expiryDate: '2028-04-01',
    });
    expect((await get('/getcardfundingmethod')).json).toHaveLength(2);
  });

  it.each([
    [
      'a number failing the Luhn check',
      { accountNumber: '4000056655665557' },
      'accountNumber is not a valid card number',
    ],
    ['15 digits', { accountNumber: '378282246310005' }, 'accountNumber must be exactly 16 digits'],
    [
      'a brand that is not accepted',
      { accountNumber: '6011111111111117' },
      'accountNumber must be a Visa or Mastercard number',
    ],
    [
      'a brand that does not match',
      { accountNumber: '5555555555554444' },
      'subType does not match the card number',
    ],
    ['a CVV of 4 digits', { cvcCode: '1234' }, 'cvcCode must be exactly 3 digits'],
    ['a numeric CVV', { cvcCode: 123 }, 'cvcCode must be text'],
    ['an expiry with a day', { expiryDate: '2030-09-15' }, 'expiryDate must be a date YYYY-MM-01'],
    ['another type', { type: 'ach' }, "type must be 'cc'"],
  ])('with %s is refused with a helpful message', async (_title, change, message) => {
    const { status, json } = await post('/card', { ...newCard, ...change });
    expect(status).toBe(200);
    expect(json).toEqual({
      errorCode: ERROR_CODE.invalidRequest,
      errorMessage: `Invalid request: ${message}.`,
    });
    expect((await get('/getcardfundingmethod')).json).toHaveLength(2);
  });

  it('that has expired is refused', async () => {
    const { json } = await post('/card', { ...newCard, expiryDate: '2020-01-01' });
    expect(json).toEqual({
      errorCode: ERROR_CODE.cardExpired,
      errorMessage: 'The card has expired.',
    });
  });
});

describe('request bodies', () => {
  it.each([
    ['a missing amount', {}, 'amount is required'],
    ['a text amount', { amount: '25' }, 'amount must be a number of dollars'],
    ['a zero amount', { amount: 0 }, 'amount must be at least 0.01'],
    ['three decimals', { amount: 1.234 }, 'amount must have at most 2 decimals'],
  ])('with %s are answered with a non-zero errorCode', async (_title, change, message) => {
    const { status, json } = await post('/deposit/card', { ...visa, cvcCode: '123', ...change });
    expect(status).toBe(200);
    expect(json).toEqual({
      errorCode: ERROR_CODE.invalidRequest,
      errorMessage: `Invalid request: ${message}.`,
    });
  });

  it('that are not JSON are answered 400', async () => {
    const { status, json } = await call('POST', '/paypal/withdraw', { raw: '{"amount": 25,' });
    expect(status).toBe(400);
    expect(json).toEqual({
      errorCode: ERROR_CODE.invalidRequest,
      errorMessage: 'The request body is not valid JSON.',
    });
  });

  it('that are not objects are refused', async () => {
    const { json } = await post('/paypal/withdraw', [25]);
    expect(json).toMatchObject({ errorCode: ERROR_CODE.invalidRequest });
    expect((await post('/paypal/withdraw', 'twenty')).json).toEqual({
      errorCode: ERROR_CODE.invalidRequest,
      errorMessage: 'Invalid request: the body must be a JSON object.',
    });
  });
});

describe('a new bank account', () => {
  const newAccount = {
    accountNumber: '000123498765',
    amount: 60,
    abaNumber: '011000015',
    fundingMethodId: 0,
    accountType: 'chk',
    checkNumber: '1001',
  };

  it('is saved with its last 5 characters only and deposits', async () => {
    expect((await post('/v2/ach', newAccount)).json).toEqual(OK);
    const accounts = (await get('/expressfund')).json as object[];
    expect(accounts[2]).toEqual({
      accountNumber: '*****98765',
      accountType: 'chk',
      fundingMethodId: expect.any(Number),
      type: 'ach',
      plaidVerified: false,
      plaidRequired: false,
    });
    expect((await balances()).current).toEqual({ amount: '1,294.56' });
    const stored = JSON.stringify(sandboxLedger.get());
    for (const secret of ['000123498765', '011000015', '1001'])
      expect(stored).not.toContain(secret);
  });

  it("deposits at most the terms' weekly cap until its agreement is received", async () => {
    expect((await post('/v2/ach', { ...newAccount, amount: 100.01 })).json).toEqual({
      errorCode: ERROR_CODE.exceedsLimit,
      errorMessage: 'The amount exceeds your available deposit limit.',
    });
    expect((await get('/expressfund')).json).toHaveLength(2);
    expect((await balances()).current).toEqual({ amount: '1,234.56' });
    expect((await post('/v2/ach', { ...newAccount, amount: 100 })).json).toEqual(OK);
  });

  it('needs a check number for checking and none for saving', async () => {
    expect((await post('/v2/ach', { ...newAccount, checkNumber: null })).json).toEqual({
      errorCode: ERROR_CODE.invalidRequest,
      errorMessage: 'Invalid request: checkNumber is required for a checking account.',
    });
    expect(
      (await post('/v2/ach', { ...newAccount, accountType: 'sav', checkNumber: '1001' })).json,
    ).toEqual({
      errorCode: ERROR_CODE.invalidRequest,
      errorMessage: 'Invalid request: checkNumber must be null for a saving account.',
    });
    expect(
      (await post('/v2/ach', { ...newAccount, accountType: 'sav', checkNumber: null })).json,
    ).toEqual(OK);
  });

  it('needs a 9-digit routing number and 3 to 17 account digits', async () => {
    expect((await post('/v2/ach', { ...newAccount, abaNumber: '12345678' })).json).toMatchObject({
      errorMessage: 'Invalid request: abaNumber must be exactly 9 digits.',
    });
    expect((await post('/v2/ach', { ...newAccount, accountNumber: '12' })).json).toMatchObject({
      errorMessage: 'Invalid request: accountNumber must be 3 to 17 digits.',
    });
    expect((await post('/v2/ach', { ...newAccount, accountType: 'biz' })).json).toMatchObject({
      errorCode: ERROR_CODE.invalidRequest,
    });
  });

  it('linked through the stand-in dialog is saved verified; linking the saving account verifies it', async () => {
    const [linkedChecking, linkedSaving] = SANDBOX_BANK_ACCOUNTS;
    const link = (accountId: string) =>
      post('/v2/ach', {
        amount: 30,
        fundingMethodId: 0,
        plaidAccessToken: 'public-sandbox-1',
        plaidAccountId: accountId,
        plaidLinkSessionId: 'session-1',
      });
    expect((await link(linkedSaving?.id ?? '')).json).toEqual(OK);
    expect((await link(linkedChecking?.id ?? '')).json).toEqual(OK);
    const accounts = (await get('/expressfund')).json as object[];
    expect(accounts).toHaveLength(3);
    expect(accounts[1]).toMatchObject({
      fundingMethodId: SEEDED_IDS.saving,
      plaidVerified: true,
      plaidRequired: false,
    });
    expect(accounts[2]).toMatchObject({ accountNumber: '*****01111', plaidVerified: true });
    expect((await balances()).current).toEqual({ amount: '1,294.56' });
    expect((await link('someone-elses-account')).json).toMatchObject({
      errorCode: ERROR_CODE.unknownMethod,
    });
  });
});

describe('withdrawals', () => {
  it.each([
    ['to a bank account, with no fee,', '/expressfund/withdraw', { ...checking, amount: 100 }, 0],
    [
      'by check with rush delivery and a signature, their $30 of fees too,',
      '/cheque/withdraw',
      {
        amount: 100,
        rushDeliverySelected: true,
        addressType: 'residence',
        signature: true,
        fedexAmount: 25,
      },
      30,
    ],
    [
      'to the wallet, its $1 fee too,',
      '/paypal/withdraw',
      { amount: 100, note: 'Withdrawing 100.00' },
      1,
    ],
  ])('%s lower the current and withdrawable balances', async (_title, path, body, fee) => {
    expect((await post(path, body)).json).toEqual(OK);
    const left = (dollars: number) => ({
      amount: (dollars - 100 - fee).toLocaleString('en-US', { minimumFractionDigits: 2 }),
    });
    await expect(balances()).resolves.toEqual({
      current: left(1234.56),
      available: left(1000),
    });
  });

  it('whose amount and fee exceed the withdrawable balance are refused, though the amount alone does not', async () => {
    const { json } = await post('/paypal/withdraw', { amount: 1000, note: 'Withdrawing 1000.00' });
    expect(json).toEqual({
      errorCode: ERROR_CODE.exceedsWithdrawable,
      errorMessage: 'The amount exceeds your balance available for withdrawal.',
    });
    expect(await balances()).toEqual({
      current: { amount: '1,234.56' },
      available: { amount: '1,000.00' },
    });
  });

  it('above the withdrawable balance are refused with the reason', async () => {
    const { json } = await post('/paypal/withdraw', {
      amount: 1000.01,
      note: 'Withdrawing 1000.01',
    });
    expect(json).toEqual({
      errorCode: ERROR_CODE.exceedsWithdrawable,
      errorMessage: 'The amount exceeds your balance available for withdrawal.',
    });
    expect((await balances()).available).toEqual({ amount: '1,000.00' });
  });

  it('by check need the rush charge only with rush, and a signature only with rush', async () => {
    const check = {
      amount: 10,
      rushDeliverySelected: false,
      addressType: 'residence',
      signature: false,
      fedexAmount: 0,
    };
    expect((await post('/cheque/withdraw', { ...check, fedexAmount: 25 })).json).toEqual({
      errorCode: ERROR_CODE.invalidRequest,
      errorMessage: 'Invalid request: fedexAmount must be 25 with rush delivery, else 0.',
    });
    expect((await post('/cheque/withdraw', { ...check, signature: true })).json).toEqual({
      errorCode: ERROR_CODE.invalidRequest,
      errorMessage: 'Invalid request: signature requires rush delivery.',
    });
    expect(
      (await post('/cheque/withdraw', { ...check, addressType: 'office' })).json,
    ).toMatchObject({
      errorCode: ERROR_CODE.invalidRequest,
    });
    expect((await post('/cheque/withdraw', check)).json).toEqual(OK);
  });

  it('by rush courier to a PO Box are refused before any fee is taken; by mail they go', async () => {
    const rushToPoBox = {
      amount: 40,
      rushDeliverySelected: true,
      addressType: 'mailing',
      signature: false,
      fedexAmount: 25,
    };
    expect((await post('/cheque/withdraw', rushToPoBox)).json).toEqual({
      errorCode: ERROR_CODE.invalidRequest,
      errorMessage: 'Some error occurred.',
    });
    expect(await balances()).toEqual({
      current: { amount: '1,234.56' },
      available: { amount: '1,000.00' },
    });
    const byMail = { ...rushToPoBox, rushDeliverySelected: false, fedexAmount: 0 };
    expect((await post('/cheque/withdraw', byMail)).json).toEqual(OK);
  });

  it('to an unknown account are refused', async () => {
    const { json } = await post('/expressfund/withdraw', {
      ...checking,
      fundingMethodId: 999,
      amount: 5,
    });
    expect(json).toMatchObject({ errorCode: ERROR_CODE.unknownMethod });
  });
});

describe('the wallet deposit', () => {
  const callBackUrl = `${ORIGIN}/#/deposit/paypalfunding`;

  async function startPayment(amount = 25) {
    const { json } = await post('/paypal/deposit', { amount, callBackUrl });
    const { errorCode, errorMessage } = json as { errorCode: number; errorMessage: string };
    expect(errorCode).toBe(0);
    return new URL(errorMessage);
  }

  it('answers the stand-in provider page on the request origin, asking for the amount and its $5 fee, crediting nothing yet', async () => {
    const address = await startPayment();
    expect(address.origin).toBe(ORIGIN);
    expect(address.pathname).toBe('/sandbox-wallet.html');
    expect(address.searchParams.get('amount')).toBe('30.00');
    expect(address.searchParams.get('return')).toBe(callBackUrl);
    expect(address.searchParams.get('ref')).toBeTruthy();
    expect((await balances()).current).toEqual({ amount: '1,234.56' });
  });

  it('credits the ledger once when paid at the provider', async () => {
    const ref = (await startPayment()).searchParams.get('ref');
    const complete = () =>
      post('/sandbox/wallet/complete', { ref, outcome: 'success' }, { token: null });
    expect((await complete()).json).toEqual(OK);
    expect((await balances()).current).toEqual({ amount: '1,259.56' });
    expect((await complete()).json).toMatchObject({ errorCode: ERROR_CODE.unknownWalletPayment });
    expect((await balances()).current).toEqual({ amount: '1,259.56' });
  });

  it('credits nothing when cancelled at the provider', async () => {
    const ref = (await startPayment()).searchParams.get('ref');
    expect((await post('/sandbox/wallet/complete', { ref, outcome: 'cancel' })).json).toEqual(OK);
    expect(
      (await post('/sandbox/wallet/complete', { ref, outcome: 'success' })).json,
    ).toMatchObject({
      errorCode: ERROR_CODE.unknownWalletPayment,
    });
    expect((await balances()).current).toEqual({ amount: '1,234.56' });
  });

  it('needs a web address to come back to', async () => {
    const { json } = await post('/paypal/deposit', {
      amount: 25,
      callBackUrl: 'javascript:alert(1)',
    });
    expect(json).toEqual({
      errorCode: ERROR_CODE.invalidRequest,
      errorMessage: 'Invalid request: callBackUrl must be an http or https address.',
    });
  });
});

describe('the default method', () => {
  it('is stored by PUT and answered back', async () => {
    const choice = { fundingMethod: 'ach', fundingMethodId: SEEDED_IDS.checking };
    expect(await call('PUT', '/user/mark-as-default', { body: choice })).toEqual({
      status: 200,
      json: choice,
    });
    expect((await get('/user/mark-as-default')).json).toEqual(choice);
  });

  it('must be a saved method of its type', async () => {
    const { status, json } = await call('PUT', '/user/mark-as-default', {
      body: { fundingMethod: 'ach', fundingMethodId: SEEDED_IDS.visa },
    });
    expect(status).toBe(422);
    expect(json).toMatchObject({ errorCode: ERROR_CODE.unknownMethod });
    expect(
      (await call('PUT', '/user/mark-as-default', { body: { fundingMethod: 'cash' } })).status,
    ).toBe(400);
  });
});

describe('scenarios', () => {
  const loads = [
    '/balance/type/current',
    '/balance/type/available',
    '/customer',
    '/address',
    '/addresses',
    '/expressfund',
    '/getcardfundingmethod',
    '/availablelimit/type/cc',
    '/availablelimit/type/ach',
    '/plaid-token',
    '/preset-amounts',
    '/user/mark-as-default',
  ];
  const submits: ['POST' | 'PUT', string][] = [
    ['POST', '/deposit/card'],
    ['POST', '/card'],
    ['POST', '/expressfund/deposit'],
    ['POST', '/expressfund/withdraw'],
    ['POST', '/v2/ach'],
    ['POST', '/cheque/withdraw'],
    ['POST', '/paypal/deposit'],
    ['POST', '/paypal/withdraw'],
    ['PUT', '/user/mark-as-default'],
  ];

  async function statuses(scenario: Scenario, token?: string | null) {
    sandboxLedger.reset(scenario);
    const answers = await Promise.all([
      ...loads.map((path) => get(path, { token })),
      ...submits.map(([method, path]) => call(method, path, { body: {}, token })),
    ]);
    return {
      loads: new Set(answers.slice(0, loads.length).map((answer) => answer.status)),
      submits: new Set(answers.slice(loads.length).map((answer) => answer.status)),
    };
  }

  it.each<[Scenario, number[], number[]]>([
    ['default', [200], [200, 400]],
    ['low-balance', [200], [200, 400]],
    ['session-expired', [200], [401]],
    ['unauthorized', [403], [403]],
    ['server-error', [502], [502]],
  ])('%s answers loads %j and submits %j', async (scenario, loadStatuses, submitStatuses) => {
    const seen = await statuses(scenario);
    expect([...seen.loads]).toEqual(loadStatuses);
    expect([...seen.submits].sort()).toEqual(submitStatuses);
  });

  it('fees-unavailable fails the customer record alone, which carries the fees', async () => {
    sandboxLedger.reset('fees-unavailable');
    const answers = await Promise.all(loads.map(async (path) => [path, (await get(path)).status]));
    expect(answers.filter(([, status]) => status !== 200)).toEqual([['/customer', 502]]);
  });

  it('answers 401 to every call without a token', async () => {
    const seen = await statuses('default', null);
    expect([...new Set([...seen.loads, ...seen.submits])]).toEqual([401]);
  });

  it('new-user has no saved methods: 404 lists, no default, the general limits only', async () => {
    sandboxLedger.reset('new-user');
    expect((await get('/getcardfundingmethod')).status).toBe(404);
    expect((await get('/expressfund')).status).toBe(404);
    expect((await get('/user/mark-as-default')).json).toEqual({
      fundingMethod: null,
      fundingMethodId: null,
    });
    expect((await get('/availablelimit/type/cc')).json).toEqual([
      { fundingMethodId: 0, availableLimit: 1000, timeFrame: 'weekly', authorized: true },
    ]);
    await expect(balances()).resolves.toEqual({
      current: { amount: '1,234.56' },
      available: { amount: '1,000.00' },
    });
  });

  it('low-balance starts at 12.34', async () => {
    sandboxLedger.reset('low-balance');
    await expect(balances()).resolves.toEqual({
      current: { amount: '12.34' },
      available: { amount: '12.34' },
    });
  });

  it('slow answers after 2 seconds', async () => {
    sandboxLedger.reset('slow');
    const started = Date.now();
    expect((await get('/customer')).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
  });
});
