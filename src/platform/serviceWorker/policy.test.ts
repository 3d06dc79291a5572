import fc from 'fast-check';
import { propertyRun } from '@/test/propertyRuns';
import { cacheKey, keepsRestAhead, routeOf, type SwRequest } from './policy';

/**
 * What the service worker answers from its cache, and under which key; an
 * older version's file from whichever cache keeps it.
 */

const SCOPE = 'https://funding.xpressbet.example/';
const PRECACHED = new Set([
  'js/main.0a1b2c3d.js',
  'css/main.d4be8715.css',
  'assets/x.d5dbbf8a.svg',
]);
const VERSION = new Set([...PRECACHED, 'js/withdraw.5a6b7c8d.js']);

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
  fc.constantFrom(
    '/js/card.e6d1b9b4.js',
    '/js/withdraw.5a6b7c8d.js',
    '/css/main.7c31759f.css',
    '/js/main.49e5e74d.js.LICENSE.txt',
    '/sw.js',
    '/favicon.svg',
  ),
  fc.webPath(),
);
const MODE = fc.constantFrom('navigate', 'cors', 'no-cors', 'same-origin');
/** A name webpack gives a file of the build. */
const HASHED = /^(js|css|assets)\/[a-z-]+\.[0-9a-f]{8}\.(js|css|svg)$/;
const METHOD = fc.constantFrom('GET', 'GET', 'POST', 'PUT', 'HEAD', 'OPTIONS');

describe('routeOf', () => {
  it('answers a navigation to the app from the shell, whatever the query or hash', () => {
    for (const address of [
      SCOPE,
      `${SCOPE}index.html`,
      `${SCOPE}?oauth_state_id=x`,
      `${SCOPE}?success=true&amount=10#/deposit/paypalfunding`,
    ]) {
      expect(routeOf(request(address, 'navigate'), SCOPE, PRECACHED, VERSION)).toBe('shell');
    }
  });

  it("answers the files kept at install from the version's cache, another version's from any cache, and leaves everything else to the network", () => {
    expect(routeOf(request(`${SCOPE}js/main.0a1b2c3d.js`, 'cors'), SCOPE, PRECACHED, VERSION)).toBe(
      'cached',
    );
    expect(routeOf(request(`${SCOPE}js/card.e6d1b9b4.js`, 'cors'), SCOPE, PRECACHED, VERSION)).toBe(
      'kept',
    );
    expect(
      routeOf(request(`${SCOPE}js/main.49e5e74d.js.LICENSE.txt`), SCOPE, PRECACHED, VERSION),
    ).toBe('network');
    expect(routeOf(request(`${SCOPE}favicon.svg`), SCOPE, PRECACHED, VERSION)).toBe('network');
    expect(routeOf(request(`${SCOPE}api/funding/balance`, 'cors'), SCOPE, PRECACHED, VERSION)).toBe(
      'network',
    );
    expect(routeOf(request(`${SCOPE}sw.js`), SCOPE, PRECACHED, VERSION)).toBe('network');
    expect(
      routeOf(request(`${SCOPE}js/main.0a1b2c3d.js`, 'cors', 'POST'), SCOPE, PRECACHED, VERSION),
    ).toBe('network');
  });

  it("never keeps an API answer, another origin, a non-GET or a file outside the build's (generated addresses)", () => {
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
          const route = routeOf(request(url, mode, method), SCOPE, PRECACHED, VERSION);
          const parsed = new URL(url);
          const ours = `${parsed.origin}/` === SCOPE;
          const file = parsed.pathname.slice(1);
          if (!ours || method !== 'GET' || parsed.pathname.startsWith('/api/')) {
            expect(route).toBe('network');
          } else if (mode === 'navigate') {
            expect(route).toBe(file === '' || file === 'index.html' ? 'shell' : 'network');
          } else if (PRECACHED.has(file)) {
            expect(route).toBe('cached');
          } else {
            expect(route).toBe(HASHED.test(file) && !VERSION.has(file) ? 'kept' : 'network');
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

describe('keepsRestAhead', () => {
  it('fetches the rest of the version ahead unless the person saves data or the link is 2G', () => {
    expect(keepsRestAhead(undefined)).toBe(true);
    expect(keepsRestAhead({ effectiveType: '4g', saveData: false })).toBe(true);
    expect(keepsRestAhead({ effectiveType: '3g' })).toBe(true);
    expect(keepsRestAhead({ effectiveType: '2g' })).toBe(false);
    expect(keepsRestAhead({ effectiveType: 'slow-2g' })).toBe(false);
    expect(keepsRestAhead({ effectiveType: '4g', saveData: true })).toBe(false);
  });
});
