import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/** The production build carries no sandbox: no msw, no mock service worker, no badge. */
test('dist/ holds no sandbox code @production', async ({ page }, info) => {
  test.skip(info.project.name !== 'production', 'checks the production build');
  const dist = path.resolve('dist');
  const files = readdirSync(dist, { recursive: true, encoding: 'utf8' });
  expect(files).not.toContain('mockServiceWorker.js');
  const scripts = files.filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  for (const file of scripts) {
    const code = readFileSync(path.join(dist, file), 'utf8');
    expect(code, file).not.toMatch(/mockServiceWorker|setupWorker|sandbox-badge|SANDBOX/);
  }
  await page.goto('/');
  await expect(page.getByText('$1,234.56')).toBeVisible();
  await expect(page.getByRole('note', { name: /Sandbox/ })).toHaveCount(0);
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length))).toBe(0);
});
