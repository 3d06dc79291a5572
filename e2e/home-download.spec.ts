import { expect, test } from '@playwright/test';
import { signIn } from './support/session';

test.beforeEach(async ({ context, baseURL }) => signIn(context, baseURL));

// The home's whole download is counted by the size gate (npm run size, scripts/size-report.ts).
test("the quick deposit's submit is fetched once the person starts on the form, not with the home @production", async ({
  page,
}, info) => {
  test.skip(info.project.name !== 'production', 'counts the production build');
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  const quick = page.getByRole('region', { name: 'Quick Deposit' });
  await expect(quick.getByLabel('CVV')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const submit = /\/quick-deposit-submit\.[0-9a-f]+\.js$/;
  expect(scripts.filter((path) => submit.test(path))).toEqual([]);
  const fetched = page.waitForRequest((request) => submit.test(new URL(request.url()).pathname));
  await quick.getByLabel('CVV').pressSequentially('1');
  await fetched;
});
