import fc from 'fast-check';
import { propertyRun } from '@/lib/amountText.testutil';
import { cacheKey, routeOf, type SwRequest } from './policy';

/** Issue 27, item 3: what the service worker answers from its cache, and under which key. */

const SCOPE = 'https://funding.xpressbet.example/';
const PRECACHED = new Set([
  'js/main.0a1b2c3d.js',
  'css/main.d4be8715.css',
  'assets/x.d5dbbf8a.svg',
]);

const request = (url: string, mode = 'no-cors', method = 'GET'): SwRequest => ({
  url,
  mode,
  method,
});

const QUERY = fc.oneof(
  fc.constant(''),
  fc.constant('?oauth_state_id=x'),
  fc.constant('?success=true&amount=10'),
  fc
    .array(fc.tuple(fc.webSegment(), fc.webSegment()), { minLength: 1, maxLength: 3 })
    .map((pairs) => `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`),
);
const HASH = fc.oneof(fc.constant(''), fc.constant('#/'), fc.constant('#/deposit/paypalfunding'));
const ORIGIN = fc.oneof(
  fc.constant('https://funding.xpressbet.example'),
  fc.constant('https://api.xpressfunding.example'),
  fc.constant('https://cdn.plaid.com'),
  fc.constant('https://production.plaid.com'),
  fc.constant('https://www.paypal.com'),
  fc.constant('http://funding.xpressbet.example'),
);
const PATH = fc.oneof(
  fc.constantFrom('/', '/index.html', '/api/funding/balance', '/api/funding/deposit/card'),
  fc.constantFrom(...[...PRECACHED].map((file) => `/${file}`)),
  fc.constantFrom('/js/card.e6d1b9b4.js', '/js/main.49e5e74d.js.LICENSE.txt', '/sw.js'),
  fc.webPath(),
);
const MODE = fc.constantFrom('navigate', 'cors', 'no-cors', 'same-origin');
const METHOD = fc.constantFrom('GET', 'GET', 'POST', 'PUT', 'HEAD', 'OPTIONS');

describe('routeOf', () => {
  it('answers a navigation to the app from the shell, whatever the query or hash', () => {
    for (const address of [
      SCOPE,
      `${SCOPE}index.html`,
      `${SCOPE}?oauth_state_id=x`,
      `${SCOPE}?success=true&amount=10#/deposit/paypalfunding`,
    ]) {
      expect(routeOf(request(address, 'navigate'), SCOPE, PRECACHED)).toBe('shell');
    }
  });

  it("answers the build's precached files from the cache, and leaves everything else to the network", () => {
    expect(routeOf(request(`${SCOPE}js/main.0a1b2c3d.js`, 'cors'), SCOPE, PRECACHED)).toBe(
      'cached',
    );
    expect(routeOf(request(`${SCOPE}js/card.e6d1b9b4.js`, 'cors'), SCOPE, PRECACHED)).toBe(
      'network',
    );
    expect(routeOf(request(`${SCOPE}api/funding/balance`, 'cors'), SCOPE, PRECACHED)).toBe(
      'network',
    );
    expect(routeOf(request(`${SCOPE}sw.js`), SCOPE, PRECACHED)).toBe('network');
    expect(routeOf(request(`${SCOPE}js/main.0a1b2c3d.js`, 'cors', 'POST'), SCOPE, PRECACHED)).toBe(
      'network',
    );
  });

  it('never keeps an API answer, another origin, a non-GET or a file outside the list (generated addresses)', () => {
    fc.assert(
      fc.property(
        ORIGIN,
        PATH,
        QUERY,
        HASH,
        MODE,
        METHOD,
        (origin, path, query, hash, mode, method) => {
          const url = `${origin}${path}${query}${hash}`;
          const route = routeOf(request(url, mode, method), SCOPE, PRECACHED);
          const parsed = new URL(url);
          const ours = `${parsed.origin}/` === SCOPE;
          const file = parsed.pathname.slice(1);
          if (!ours || method !== 'GET' || parsed.pathname.startsWith('/api/')) {
            expect(route).toBe('network');
          } else if (mode === 'navigate') {
            expect(route).toBe(file === '' || file === 'index.html' ? 'shell' : 'network');
          } else {
            expect(route).toBe(PRECACHED.has(file) ? 'cached' : 'network');
          }
        },
      ),
      propertyRun(400),
    );
  });
});

describe('cacheKey', () => {
  it('drops the query and the hash: a return from the bank or the wallet meets the same entry', () => {
    fc.assert(
      fc.property(PATH, QUERY, HASH, (path, query, hash) => {
        const key = cacheKey(`${SCOPE.slice(0, -1)}${path}${query}${hash}`);
        expect(key).toBe(new URL(`${SCOPE.slice(0, -1)}${path}`).href);
        expect(key).not.toContain('?');
        expect(key).not.toContain('#');
      }),
      propertyRun(200),
    );
  });

  it('keys every shell address to the scope itself', () => {
    expect(cacheKey(`${SCOPE}?oauth_state_id=x`)).toBe(SCOPE);
    expect(cacheKey(`${SCOPE}?success=true&amount=10#/deposit/paypalfunding`)).toBe(SCOPE);
  });
});
