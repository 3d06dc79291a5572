/**
 * @jest-environment-options {"url": "https://funding.xpressbet.example/"}
 */
import { HttpResponse } from 'msw';
import { ENVIRONMENTS } from '@/config/environments';
import { fetchBalance } from './balance';
import { capture } from './contract.testutil';
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
    expect(token[0]?.url.href).toBe(`${origin}/api/funding/plaid-token?deviceId=2`);
  });
});
