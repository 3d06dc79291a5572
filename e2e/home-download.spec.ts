import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/session';

/**
 * Everything the home downloads counts (issue 18): every script the browser fetches for the
 * deposit home until the network is idle, entry and lazy chunks alike, gzip-compressed as the
 * size report counts them (level 6), at most 118 KB. Counted in the browser, so a chunk the home
 * starts loading at once cannot hide behind the entry budget.
 */
const HOME_JAVASCRIPT_BUDGET = 118_000;

test.beforeEach(async ({ context, baseURL }) => signIn(context, baseURL));

async function homeJavaScript(page: Page): Promise<{ url: string; gzip: number }[]> {
  const bodies: Promise<{ url: string; gzip: number }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.push(
      response
        .body()
        .then((body) => ({ url: new URL(response.url()).pathname, gzip: gzipSync(body).length })),
    );
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  // Usable: the quick deposit with the saved card is on the screen.
  await expect(page.getByLabel('CVV')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const inline = await page.evaluate(() =>
    [...document.scripts].filter((script) => !script.src).map((script) => script.text),
  );
  return [
    ...(await Promise.all(bodies)),
    ...inline.map((text, i) => ({ url: `inline ${i + 1}`, gzip: gzipSync(text).length })),
  ];
}

for (const [device, viewport] of [
  ['a desktop', { width: 1280, height: 800 }],
  ['a phone', { width: 390, height: 844 }],
] as const) {
  test(`on ${device}, the home's whole JavaScript is at most 118 KB gzip @production`, async ({
    page,
  }, info) => {
    test.skip(info.project.name !== 'production', 'counts the production build');
    await page.setViewportSize(viewport);
    const scripts = await homeJavaScript(page);
    const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
    await info.attach('home-javascript.json', {
      body: JSON.stringify({ total, scripts }, null, 2),
      contentType: 'application/json',
    });
    expect(scripts.length).toBeGreaterThan(1);
    expect(total, JSON.stringify(scripts)).toBeLessThanOrEqual(HOME_JAVASCRIPT_BUDGET);
  });
}

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
