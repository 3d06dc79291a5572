import { expect, test } from '@playwright/test';
import { signIn } from './support/session';

test.beforeEach(async ({ context, baseURL }) => signIn(context, baseURL));

// The home's whole download is counted by the size gate (npm run size, scripts/size-report.ts).
test("the quick deposit's submit comes with the quick deposit: starting on the form fetches no script @production", async ({
  page,
}, info) => {
  test.skip(info.project.name !== 'production', 'counts the production build');
  await page.goto('/', { waitUntil: 'networkidle' });
  const quick = page.getByRole('region', { name: 'Quick Deposit' });
  await expect(quick.getByLabel('CVV')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await quick.getByLabel('CVV').pressSequentially('123');
  await expect(quick.getByLabel('CVV')).toHaveValue('123');
  await page.waitForLoadState('networkidle');
  expect(scripts).toEqual([]);
});
