import { expect, test } from '@playwright/test';
import { paths } from '../src/config/paths';
import { fundingCallLevels, recordRequests } from './support/requests';
import { scaled } from '../src/test/timeScale';

/**
 * No wasted requests: on a fresh load of every route no funding endpoint
 * (method, path and query) is asked for twice, and the deposit home's independent calls start
 * together. Each test is a new browser context, so each load starts from an empty sandbox ledger.
 */
const ROUTES = Object.values(paths).filter((route) => !route.includes('?'));

for (const route of ROUTES) {
  test(`a fresh load of ${route} asks each endpoint once`, async ({ page }, info) => {
    const requests = recordRequests(page);
    await page.goto(`/#${route}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await requests.settled();
    const counts = requests.perEndpoint();
    await info.attach('requests per endpoint', {
      body: JSON.stringify(counts, null, 2),
      contentType: 'application/json',
    });
    // Every screen shows the balance, so a load that asked for nothing did not load.
    expect(counts['GET /balance/type/current']).toBe(1);
    expect(Object.entries(counts).filter(([, count]) => count > 1)).toEqual([]);
  });
}

test('the deposit home is usable after one round-trip level', async ({ page }, info) => {
  // Every answer takes 2 s in the slow scenario, so the few milliseconds a render takes cannot
  // blur which calls waited for which answer.
  test.slow();
  await page.goto('/?sandbox=slow#/');
  const quick = page.getByRole('region', { name: 'Quick Deposit' });
  await expect(quick).toContainText('VISA **** **** **** 4242', { timeout: scaled(20_000) });
  await expect(quick).toContainText('Weekly Amount Available for Deposit: $500.00');
  await expect(quick.getByRole('button', { name: '$50' })).toHaveAttribute('aria-pressed', 'true');

  const calls = await fundingCallLevels(page);
  await info.attach('round-trip levels', {
    body: JSON.stringify(calls, null, 2),
    contentType: 'application/json',
  });
  const levelOf = (call: string) => calls.find((timed) => timed.call === call)?.level;
  // Everything starts at once: with the method tiles' fees and limits, the saved
  // cards and accounts too, asked for ahead with the default method instead of after
  // its answer.
  for (const call of [
    '/balance/type/current',
    '/user/mark-as-default',
    '/preset-amounts',
    '/customer',
    '/availablelimit/type/cc',
    '/availablelimit/type/ach',
    '/getcardfundingmethod',
    '/expressfund',
  ]) {
    expect(levelOf(call), call).toBe(1);
  }
  expect(calls.filter((timed) => timed.level > 1)).toEqual([]);
});
