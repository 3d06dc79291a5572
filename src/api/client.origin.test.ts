/**
 * @jest-environment-options {"url": "https://funding.xpressbet.example/"}
 */
import * as v from 'valibot';
import { HttpResponse } from 'msw';
import { API_METHODS, API_REQUEST_HEADERS } from '@/config/apiCors';
import { ENVIRONMENTS } from '@/config/environments';
import { fetchBalance } from './balance';
import { send } from './client';
import { capture, signIn } from './contract.testutil';
import { fetchLinkToken } from './plaid';

/** On a non-local host the API origin comes from the environment table, not the page. */
describe('the API origin on the production host', () => {
  it('sends every call to the production API origin', async () => {
    expect(window.location.hostname).toBe('funding.xpressbet.example');
    const origin = ENVIRONMENTS.production.apiOrigin;
    expect(origin).toMatch(/^https:\/\/[^/]+$/);
    expect(origin).not.toBe(window.location.origin);
    const balance = capture('GET', '/balance/type/current', () =>
      HttpResponse.json({ amount: '1.00' }),
    );
    const token = capture('GET', '/plaid-token', () => HttpResponse.json({ plaidToken: 'link-1' }));

    await expect(fetchBalance('current')).resolves.toMatchObject({ ok: true });
    await expect(fetchLinkToken(2)).resolves.toMatchObject({ ok: true });

    expect(balance[0]?.url.href).toBe(`${origin}/api/funding/balance/type/current`);
    // Decisions section 2: never kept by the browser, on another origin too.
    expect(balance[0]?.cache).toBe('no-store');
    expect(balance[0]?.headers.get('cache-control')).toBe('no-cache');
    expect(token[0]?.url.href).toBe(`${origin}/api/funding/plaid-token?deviceId=2`);
  });
});

describe("the API's CORS allow list (src/config/apiCors.ts, docs/deploy.md)", () => {
  it('names every header and method the client sends, so no call is refused at its preflight', async () => {
    signIn();
    const gets = capture('GET', '/balance/type/current', () =>
      HttpResponse.json({ amount: '1.00' }),
    );
    const puts = capture('PUT', '/thing', () => HttpResponse.json({}));
    await fetchBalance('current');
    await send('PUT', '/thing', { schema: v.object({}), body: { id: 1 } });
    const seen = [...gets, ...puts];
    expect(seen).toHaveLength(2);
    for (const request of seen) {
      expect(API_METHODS).toContain(request.method);
      for (const [name] of request.headers) expect(API_REQUEST_HEADERS).toContain(name);
    }
    expect([...(puts[0]?.headers.keys() ?? [])]).toEqual(
      expect.arrayContaining(['x-auth-token', 'cache-control', 'content-type']),
    );
  });
});
