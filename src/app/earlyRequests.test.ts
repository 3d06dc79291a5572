import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import path from 'node:path';
import { delay, HttpResponse } from 'msw';
import { BalanceResponse, fetchBalance } from '@/api/balance';
import { fetchCards } from '@/api/cards';
import { get } from '@/api/client';
import { capture, rawText, signIn } from '@/api/contract.testutil';
import { fetchCustomer } from '@/api/customer';
import { EARLY_REQUESTS_KEY } from '@/platform/earlyRequests';
import { QUICK_DEPOSIT_KIND_KEY } from '@/platform/deviceMemory';
import { propertyRun } from '@/test/propertyRuns';
import { apiOriginsByHost, EARLY_REQUEST_RULES, earlyRequestsSource } from './chooserRules';

/**
 * The page's head sends the home's GETs (scripts/prerender/headRequests.js, run as the build makes
 * it) and the app's client takes each answer once, read as its own; anything else it asks for
 * itself.
 */
const template = readFileSync(
  path.resolve(__dirname, '../../scripts/prerender/headRequests.js'),
  'utf8',
);
const runHeadScript = new Function(
  earlyRequestsSource(template, apiOriginsByHost('')),
) as () => void;

const json = (value: unknown, status = 200) => HttpResponse.json(value as object, { status });
const BALANCE = '/balance/type/current';
const HOME_PATHS = EARLY_REQUEST_RULES.homeRequests.map((address) =>
  address.replace('/api/funding', ''),
);

/** What a default card's and a default account's quick deposit wait for, as the server sees it. */
const QUICK_DEPOSIT_NEEDS = {
  cc: [
    '/user/mark-as-default',
    '/preset-amounts',
    '/getcardfundingmethod',
    '/customer',
    '/availablelimit/type/cc',
  ],
  ach: ['/user/mark-as-default', '/preset-amounts', '/expressfund', '/availablelimit/type/ach'],
};

/** Loads the page at `address` as far as the head's script: nothing of the body parsed yet. */
function loadHead(address: string) {
  document.body.replaceChildren();
  window.history.replaceState(null, '', address);
  runHeadScript();
}

/** Every home GET answered with `answer`, each path's requests recorded. */
function answerHome(answer: (path: string, attempt: number) => Response | Promise<Response>) {
  return Object.fromEntries(
    HOME_PATHS.map((path) => [path, capture('GET', path, (attempt) => answer(path, attempt))]),
  );
}

/** Lets the head's requests reach the server. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

afterEach(() => {
  // A hand-over nobody took stays for the next test otherwise.
  delete window[EARLY_REQUESTS_KEY];
});

describe("the home's GETs from the page's head", () => {
  it('leave before the app runs, each once, as the client sends them', async () => {
    signIn('early-token');
    const seen = answerHome(() => json([]));
    loadHead('/#/');
    await settle();
    for (const path of HOME_PATHS) {
      expect(seen[path]?.map((request) => request.headers.get('x-auth-token'))).toEqual([
        'early-token',
      ]);
      expect(seen[path]?.[0]?.headers.get('cache-control')).toBe('no-cache');
      expect(seen[path]?.[0]?.headers.get('accept')).toBe('application/json');
      expect(seen[path]?.[0]?.credentials).toBe('omit');
      expect(seen[path]?.[0]?.cache).toBe('no-store');
    }
    expect(Object.keys(seen)).toHaveLength(8);
  });

  it('send first what the quick deposit waits for, six at most, and the header balance last', async () => {
    signIn();
    answerHome(() => json([]));
    const sent = jest.spyOn(window, 'fetch');
    loadHead('/#/');
    await settle();
    const order = sent.mock.calls.map(([url]) => String(url).replace(/^.*\/api\/funding/, ''));
    sent.mockRestore();
    // A browser sends six requests at a time to an origin over HTTP/1.1; a seventh waits for one.
    const firstSix = order.slice(0, 6);
    // A default card's quick deposit: the default, the cards, the presets' amount, the fee, the limit.
    const card = ['/user/mark-as-default', '/getcardfundingmethod', '/preset-amounts', '/customer'];
    expect(firstSix).toEqual(expect.arrayContaining([...card, '/availablelimit/type/cc']));
    // A default account's: its list among the first six too.
    expect(firstSix).toContain('/expressfund');
    expect(order.at(-1)).toBe(BALANCE);
  });

  it.each([
    ['card', 'cc', QUICK_DEPOSIT_NEEDS.cc],
    ['account', 'ach', QUICK_DEPOSIT_NEEDS.ach],
  ])(
    'on a device that remembers a %s quick deposit, send what it waits for alone, and the others as those answer',
    async (_label, kind, needs) => {
      signIn();
      window.localStorage.setItem(QUICK_DEPOSIT_KIND_KEY, kind);
      let answerNeeds = () => {};
      const needsAnswered = new Promise<void>((resolve) => (answerNeeds = resolve));
      answerHome(async (path) => {
        if (needs.includes(path)) await needsAnswered;
        return json([]);
      });
      const sent = jest.spyOn(window, 'fetch');
      const paths = () =>
        sent.mock.calls.map(([url]) => String(url).replace(/^.*\/api\/funding/, ''));
      loadHead('/#/');
      await settle();
      expect([...paths()].sort()).toEqual([...needs].sort());
      answerNeeds();
      await settle();
      expect([...paths()].sort()).toEqual([...HOME_PATHS].sort());
      sent.mockRestore();
    },
  );

  it('on a device that remembers a card quick deposit, send the others even when one of its answers never comes', async () => {
    signIn();
    window.localStorage.setItem(QUICK_DEPOSIT_KIND_KEY, 'cc');
    answerHome((path) =>
      path === '/availablelimit/type/cc' ? new Promise<Response>(() => {}) : json([]),
    );
    const sent = jest.spyOn(window, 'fetch');
    loadHead('/#/');
    await settle();
    expect(sent).toHaveBeenCalledTimes(8);
    sent.mockRestore();
  });

  it('for any remembered kind, answers in any order and any one that never comes, send each GET once, what the quick deposit waits for first', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('cc' as const, 'ach' as const, null),
        fc.option(fc.constantFrom(...HOME_PATHS), { nil: null }),
        fc.array(fc.nat(20), { minLength: HOME_PATHS.length, maxLength: HOME_PATHS.length }),
        async (kind, neverAnswered, waits) => {
          delete window[EARLY_REQUESTS_KEY];
          window.localStorage.clear();
          if (kind) window.localStorage.setItem(QUICK_DEPOSIT_KIND_KEY, kind);
          signIn();
          answerHome(async (path) => {
            if (path === neverAnswered) return new Promise<Response>(() => {});
            await delay(waits[HOME_PATHS.indexOf(path)]);
            return json([]);
          });
          const sent = jest.spyOn(window, 'fetch');
          try {
            loadHead('/#/');
            await new Promise((resolve) => setTimeout(resolve, 200));
            const paths = sent.mock.calls.map(([url]) =>
              String(url).replace(/^.*\/api\/funding/, ''),
            );
            expect([...paths].sort()).toEqual([...HOME_PATHS].sort());
            const first = kind ? QUICK_DEPOSIT_NEEDS[kind] : HOME_PATHS;
            expect(paths.slice(0, first.length).sort()).toEqual([...first].sort());
          } finally {
            sent.mockRestore();
          }
        },
      ),
      propertyRun(25, 4511),
    );
  });

  it.each(['', 'paypal', 'toString'])(
    'send all eight at once when the remembered kind is none the head knows (%j)',
    async (kind) => {
      signIn();
      if (kind) window.localStorage.setItem(QUICK_DEPOSIT_KIND_KEY, kind);
      answerHome(() => new Promise<Response>(() => {}));
      const sent = jest.spyOn(window, 'fetch');
      loadHead('/#/');
      await settle();
      expect(sent).toHaveBeenCalledTimes(8);
      sent.mockRestore();
    },
  );

  it.each([
    ['/deposit, the same home', '/#/deposit', 8],
    ['the home with no hash', '/', 8],
    ['another screen', '/#/withdraw', 0],
    ['the card screen', '/#/card', 0],
  ])('are sent for %s (%s): %i', async (_label, address, sent) => {
    signIn();
    const seen = answerHome(() => json([]));
    loadHead(address);
    await settle();
    expect(Object.values(seen).flat()).toHaveLength(sent);
  });

  it('are not sent for a visit with no sign-on', async () => {
    const seen = answerHome(() => json([]));
    document.cookie = 'xpbUser=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    loadHead('/#/');
    await settle();
    expect(Object.values(seen).flat()).toHaveLength(0);
  });

  it('are not sent inside the iOS app or the quick-deposit frame', async () => {
    signIn();
    const seen = answerHome(() => json([]));
    document.cookie = 'xpbIosApp=true';
    loadHead('/#/');
    document.cookie = 'xpbIosApp=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    sessionStorage.setItem('quickDepositIframe', 'true');
    loadHead('/#/');
    sessionStorage.clear();
    await settle();
    expect(Object.values(seen).flat()).toHaveLength(0);
  });
});

describe("the client's hand-over", () => {
  it('takes each early answer once, parsed as its own, and asks itself after that', async () => {
    signIn();
    const seen = answerHome(() => json({ amount: '12.50' }));
    loadHead('/#/');
    await expect(fetchBalance('current')).resolves.toEqual({ ok: true, data: { amount: '12.50' } });
    expect(seen[BALANCE]).toHaveLength(1);
    await expect(fetchBalance('current')).resolves.toEqual({ ok: true, data: { amount: '12.50' } });
    expect(seen[BALANCE]).toHaveLength(2);
  });

  it('gives a GET the head holds back its answer when it comes, without asking again', async () => {
    signIn();
    window.localStorage.setItem(QUICK_DEPOSIT_KIND_KEY, 'cc');
    const seen = answerHome(async (path) => {
      await delay(path === '/customer' ? 50 : 0);
      return json({ amount: '12.50' });
    });
    loadHead('/#/');
    // The balance leaves once the card's five have answered, the customer record 50 ms on.
    await expect(fetchBalance('current')).resolves.toEqual({ ok: true, data: { amount: '12.50' } });
    expect(seen[BALANCE]).toHaveLength(1);
  });

  it('leaves nothing on the window once taken', async () => {
    signIn('secret-token');
    answerHome(() => json({ amount: '1.00' }));
    loadHead('/#/');
    expect(typeof window[EARLY_REQUESTS_KEY]).toBe('function');
    await fetchBalance('current');
    expect(window[EARLY_REQUESTS_KEY]).toBeUndefined();
    expect(JSON.stringify(Object.keys(window))).not.toContain('secret-token');
  });

  it.each<[string, () => Response | Promise<Response>]>([
    ['a network failure', () => HttpResponse.error()],
    ['a 500', () => json({ message: 'no' }, 500)],
    ['a 401', () => json({ message: 'no' }, 401)],
    ['an answer of the wrong shape', () => json({ total: 3 })],
    ['an answer that is not JSON', () => rawText('<html>')],
  ])('asks itself when the early answer is %s', async (_label, early) => {
    signIn();
    const seen = answerHome((_path, attempt) => (attempt === 0 ? early() : json([])));
    loadHead('/#/');
    await expect(fetchCards()).resolves.toEqual({ ok: true, data: [] });
    expect(seen['/getcardfundingmethod']).toHaveLength(2);
  });

  it('times out an early answer that never comes, then asks itself', async () => {
    signIn();
    const seen = answerHome(async (_path, attempt) => {
      if (attempt === 0) await delay('infinite');
      return json({ amount: '2.00' });
    });
    loadHead('/#/');
    await expect(get(BALANCE, { schema: BalanceResponse, timeoutMs: 50 })).resolves.toEqual({
      ok: true,
      data: { amount: '2.00' },
    });
    expect(seen[BALANCE]).toHaveLength(2);
  });

  it('never gives one member the answer sent with another sign-on', async () => {
    signIn('first-member');
    const seen = answerHome((_path, attempt) =>
      json({ amount: attempt === 0 ? '100.00' : '7.00' }),
    );
    loadHead('/#/');
    signIn('second-member');
    await expect(fetchBalance('current')).resolves.toEqual({ ok: true, data: { amount: '7.00' } });
    expect(seen[BALANCE]?.map((request) => request.headers.get('x-auth-token'))).toEqual([
      'first-member',
      'second-member',
    ]);
  });

  it('gives an answer only to the same address', async () => {
    signIn();
    const seen = answerHome(() => json({ amount: '3.00' }));
    const available = capture('GET', '/balance/type/available', () => json({ amount: '4.00' }));
    loadHead('/#/');
    await expect(fetchBalance('available')).resolves.toEqual({
      ok: true,
      data: { amount: '4.00' },
    });
    expect(available).toHaveLength(1);
    expect(seen[BALANCE]).toHaveLength(1);
    await expect(fetchCustomer()).resolves.toMatchObject({ ok: false, kind: 'malformed' });
    expect(seen['/customer']).toHaveLength(2);
  });
});

describe("the head script's rules, written in by the build", () => {
  it('copies none of them', () => {
    const code = template.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
    for (const value of Object.values(EARLY_REQUEST_RULES).flat()) {
      const texts =
        typeof value === 'object' && !(value instanceof RegExp)
          ? Object.values(value).flat()
          : [value instanceof RegExp ? value.source : String(value)];
      // The home's '/' is too short to tell apart from other slashes.
      for (const text of texts) if (text.length > 1) expect(code).not.toContain(text);
    }
  });

  it('refuses a rule that is none, and a rule the script leaves out', () => {
    expect(() => earlyRequestsSource(`${template} RULES.nothing;`, {})).toThrow(
      'no rule RULES.nothing',
    );
    expect(() =>
      earlyRequestsSource(template.replaceAll('RULES.frameKey', "'quickDepositIframe'"), {}),
    ).toThrow('does not use frameKey');
  });
});
