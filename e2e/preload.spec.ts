import { expect, test } from '@playwright/test';
import { scaled } from '../src/test/timeScale';

/**
 * After Deposit, the confirmation's chunk is fetched alongside the request, not after its answer
 * (on a phone network that is a round trip less while the person waits). The sandbox's
 * 'slow' scenario holds every answer for 2 seconds, so the order is plain to see.
 */
test('the confirmation chunk is fetched while the deposit is on its way', async ({
  page,
}, info) => {
  test.skip(info.project.name !== 'sandbox', "the sandbox's slow scenario");
  const seen: { chunk?: number; answer?: number } = {};
  page.on('request', (request) => {
    if (/\/confirmation(\.[0-9a-f]+)?\.js$/.test(new URL(request.url()).pathname)) {
      seen.chunk ??= Date.now();
    }
  });
  page.on('response', (response) => {
    if (response.request().method() === 'POST' && response.url().includes('/api/funding/')) {
      seen.answer ??= Date.now();
    }
  });
  await page.goto('/?sandbox=slow#/');
  const quick = page.getByRole('region', { name: 'Quick Deposit' });
  await quick.getByLabel('CVV').fill('123', { timeout: scaled(15_000) });
  await quick.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction Successful' })).toBeVisible(
    { timeout: scaled(15_000) },
  );
  expect(seen.answer).toBeDefined();
  expect(seen.chunk).toBeDefined();
  expect(seen.chunk).toBeLessThan(seen.answer ?? 0);
});
