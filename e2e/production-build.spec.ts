import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signIn } from './support/session';
import { ENVIRONMENTS } from '../src/config/environments';
import { paths } from '../src/config/paths';
import { watchCspViolations } from './support/csp';

test.beforeEach(async ({ context, baseURL }) => signIn(context, baseURL));

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
  await expect(
    page.getByRole('region', { name: 'Available Balance' }).getByText('$1,234.56'),
  ).toBeVisible();
  await expect(page.getByRole('note', { name: /Sandbox/ })).toHaveCount(0);
  expect(
    await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length)),
  ).toBe(0);
});

/** The stylesheet is minified (webpack.config.ts's CssMinifyPlugin), and still styles the page. */
test('the stylesheet comes minified, and styles the page under its integrity @production', async ({
  page,
}, info) => {
  test.skip(info.project.name !== 'production', 'checks the production build');
  const stylesheet = page.waitForResponse(
    (response) => response.request().resourceType() === 'stylesheet',
  );
  await page.goto('/');
  const css = await (await stylesheet).text();
  expect(css).toContain('.loader__spinner{');
  expect(css).not.toContain('/*');
  expect(css.trim()).not.toContain('\n');
  // Styled: the stylesheet passed its integrity check and its rules apply.
  expect(await page.evaluate(() => getComputedStyle(document.body).minWidth)).toBe('320px');
});

test('the production build runs under its Content Security Policy with no violation @production', async ({
  page,
}, info) => {
  test.skip(info.project.name !== 'production', 'the preview server sends the production headers');
  const violations = await watchCspViolations(page);
  const response = await page.goto('/');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("default-src 'none'");
  expect(csp).not.toContain('unsafe-inline');
  await expect(
    page.getByRole('region', { name: 'Available Balance' }).getByText('$1,234.56'),
  ).toBeVisible();
  // Every screen, each with its own chunk, under the policy.
  for (const route of Object.values(paths)) {
    await page.goto(`/#${route}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
});

test('every emitted script carries Subresource Integrity @production', async ({ page }, info) => {
  test.skip(info.project.name !== 'production', 'checks the production build');
  await page.goto('/');
  // The chooser adds the bundle's script after the first paint, which may come after the load
  // event (nothing the page shows delays that event): every script is in once the app has taken
  // over.
  await expect(page.locator('#root')).toHaveAttribute('data-app-ready');
  const scripts = await page.locator('script[src]').evaluateAll((nodes) =>
    nodes.map((node) => ({
      src: node.getAttribute('src'),
      integrity: node.getAttribute('integrity'),
    })),
  );
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(script.integrity, String(script.src)).toMatch(/^sha256-/);
});

test('the page asks for an early connection to the production API, and its files do not @production', async ({
  request,
}, info) => {
  test.skip(info.project.name !== 'production', 'the preview server sends the production headers');
  // A header of the deployment (dist/_headers), for calls without credentials.
  const link = `<${ENVIRONMENTS.production.apiOrigin}>; rel=preconnect; crossorigin`;
  for (const address of ['/', '/index.html']) {
    expect((await request.get(address)).headers().link, address).toBe(link);
  }
  const page = await (await request.get('/')).text();
  const bundle = /href="(js\/main\.[0-9a-f]{8}\.js)"/.exec(page)?.[1];
  expect(bundle).toBeDefined();
  expect((await request.get(`/${bundle}`)).headers()).not.toHaveProperty('link');
  // Not a tag in the page: one index.html serves every host, each with its own API.
  expect(page).not.toContain('rel="preconnect"');
});
