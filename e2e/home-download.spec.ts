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

// The chooser preloads the chunks the head names for the address's screen as it starts the first
// bundle (scripts/prerender/chooser.js): they travel with the bundle, after the stylesheet.
test("a first visit to the home asks for the quick deposit's chunk beside the first bundle, after the stylesheet, and once @production", async ({
  page,
}, info) => {
  test.skip(info.project.name !== 'production', 'the production build names the chunks');
  const chunk = /\/js\/quick-deposit\.[0-9a-f]+\.js$/;
  const asked: string[] = [];
  let stylesheetIn = false;
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheetIn = true;
  });
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (chunk.test(path)) asked.push(stylesheetIn ? 'after the stylesheet' : 'with the stylesheet');
  });
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/js\/main\.[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  // The bundle has not come, so nothing of the app asked for it.
  await expect.poll(() => asked).toEqual(['after the stylesheet']);
  release();
  const quick = page.getByRole('region', { name: 'Quick Deposit' });
  await expect(quick.getByLabel('CVV')).toBeVisible({ timeout: 30_000 });
  // The app's own request for it was answered by the preload.
  expect(asked).toHaveLength(1);
});
