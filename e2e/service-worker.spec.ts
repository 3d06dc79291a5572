import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { DEMO_USER } from '../src/sandbox/demoUser';
import { storePendingWalletDeposit } from './support/flows';
import { signIn } from './support/session';
import {
  cachedEntries,
  deploymentForEachTest,
  deployMark,
  deployNewVersion,
  deployNextBuild,
  installServiceWorker,
  servesServiceWorker,
  versionInstalled,
  type Deployment,
} from './support/serviceWorker';
import { scaled } from '../src/test/timeScale';

/**
 * A returning visit needs no round trip before the first paint. The production
 * build's service worker serves the shell and the home's hashed files of this origin, never an
 * API answer, and a new deploy reaches the visitor at the latest on the second load.
 */

test.beforeEach(async ({ context, baseURL }, info) => {
  test.skip(!servesServiceWorker(info), 'the project that lets the service worker register');
  await signIn(context, baseURL);
});

const balance = (page: Page) =>
  page.getByRole('region', { name: 'Available Balance' }).getByText('$1,234.56');

/**
 * A returning visit: a new navigation (not a reload, which asks the network first, and not a
 * change of hash within the page).
 */
async function revisit(page: Page, url = '/#/') {
  await page.goto('about:blank');
  return page.goto(url);
}

/** Aborts every request for this origin's shell and files (the API still answers). */
async function cutShellAndFiles(context: BrowserContext, origin: string) {
  const cut: string[] = [];
  await context.route(
    (url) => url.origin === origin && !url.pathname.startsWith('/api/'),
    (route) => {
      cut.push(route.request().url());
      return route.abort('internetdisconnected');
    },
  );
  return cut;
}

test('a second load paints and starts with the network for the shell and its files cut @production', async ({
  page,
  context,
  baseURL,
}, info) => {
  await installServiceWorker(page, info);
  const cut = await cutShellAndFiles(context, new URL(baseURL ?? '').origin);
  const fromWorker: string[] = [];
  page.on('response', (response) => {
    if (response.fromServiceWorker()) fromWorker.push(new URL(response.url()).pathname);
  });
  await revisit(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(balance(page)).toBeVisible();
  await expect(page.locator('#root')).toHaveAttribute('data-app-ready');
  expect(fromWorker).toEqual(
    expect.arrayContaining(['/', expect.stringMatching(/^\/js\/main\.[0-9a-f]{8}\.js$/)]),
  );
  expect(fromWorker.some((file) => /^\/css\/main\.[0-9a-f]{8}\.css$/.test(file))).toBe(true);
  // What the page needed came from the worker: only the shell's refresh and the worker's update
  // check went out (the favicons are content-hashed files under assets/).
  expect(
    cut.map((url) => new URL(url).pathname).filter((file) => !['/', '/sw.js'].includes(file)),
  ).toEqual([]);
});

test('no API answer, address of another origin, query or personal detail is ever in Cache Storage @production', async ({
  page,
}, info) => {
  await installServiceWorker(page, info);
  // A returning visit through the home and the card screen, with their API calls.
  await revisit(page);
  await expect(balance(page)).toBeVisible();
  await page.getByRole('link', { name: 'Credit/Debit Cards' }).click();
  await expect(page.getByRole('radio', { name: 'VISA **** **** **** 4242' })).toBeChecked();
  await revisit(page, '/?oauth_state_id=x');
  await expect(page.locator('#root')).toHaveAttribute('data-app-ready');
  const entries = await cachedEntries(page);
  expect(entries.length).toBeGreaterThan(0);
  for (const { url, body } of entries) {
    expect(url).not.toContain('/api/');
    expect(new URL(url).origin).toBe(new URL(page.url()).origin);
    expect(url).not.toMatch(/[?#]/);
    expect(url).toMatch(/\/$|\/(js|css|assets)\/[\w-]+\.[0-9a-f]{8}\.(js|css|svg)$/);
    for (const personal of [DEMO_USER.uid, DEMO_USER.displayName, DEMO_USER.xAuthToken, '4242']) {
      expect(body, url).not.toContain(personal);
    }
  }
});

test('a return from the wallet or the bank is answered from the shell kept without its query, and the app reads the query @production', async ({
  page,
  context,
  baseURL,
}, info) => {
  await installServiceWorker(page, info);
  const shellRequests: string[] = [];
  await context.route(
    (url) => url.origin === new URL(baseURL ?? '').origin && url.pathname === '/',
    (route) => {
      shellRequests.push(route.request().url());
      return route.fallback();
    },
  );

  // A $40 wallet deposit this member left for PayPal with, answered 'success'.
  await revisit(page);
  await storePendingWalletDeposit(page, '40.00', DEMO_USER.uid);
  const wallet = await revisit(page, '/?success=true&amount=10#/deposit/paypalfunding');
  expect(wallet?.fromServiceWorker()).toBe(true);
  await expect(
    page.getByText('The amount of $40.00 has been deposited to your account.'),
  ).toBeVisible();

  const bank = await revisit(page, '/?oauth_state_id=x');
  expect(bank?.fromServiceWorker()).toBe(true);
  await expect(
    page.getByText(
      'We could not finish connecting your bank, so nothing was deposited. Please start again.',
    ),
  ).toBeVisible();
  // Only the worker's refresh of the shell reached the network, and without the query.
  expect(shellRequests.length).toBeGreaterThan(0);
  for (const url of shellRequests) expect(url).not.toMatch(/oauth_state_id|success|amount/);
});

test('sw.js is served no-cache, so the browser sees a new deploy at once @production', async ({
  request,
}) => {
  const response = await request.get('/sw.js');
  expect(response.ok()).toBe(true);
  expect(response.headers()['cache-control']).toBe('no-cache');
  expect(response.headers()['content-security-policy']).toContain("worker-src 'self'");
});

const SCREEN_FAILURE = 'This page could not be loaded.';
const QUICK_DEPOSIT_CHUNK = /\/js\/quick-deposit\.[0-9a-f]{8}\.js$/;

/** The home as the app shows it once its quick deposit's chunk has run. */
async function expectQuickDeposit(page: Page) {
  await expect(page.locator('#root')).toHaveAttribute('data-app-ready');
  await expect(page.getByText('VISA **** **** **** 4242')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: SCREEN_FAILURE })).toHaveCount(0);
}

/** What Cache Storage holds for the quick deposit's chunk: each copy's body. */
const keptQuickDeposits = async (page: Page) =>
  (await cachedEntries(page))
    .filter(({ url }) => QUICK_DEPOSIT_CHUNK.test(new URL(url).pathname))
    .map(({ body }) => body);

/** The quick deposit's chunk as the build wrote it. */
const builtQuickDeposit = () => {
  const file = readdirSync(path.resolve('dist', 'js')).find((name) =>
    QUICK_DEPOSIT_CHUNK.test(`/js/${name}`),
  );
  return readFileSync(path.resolve('dist', 'js', file ?? ''), 'utf8');
};

test('an error page answered 200 for a file during the install is never kept: once the server is mended, a later visit starts @production', async ({
  page,
  context,
}) => {
  // A CDN edge answers the quick deposit's chunk with its error page, to the worker only (the
  // page's own copy arrives whole), until it is mended.
  let mended = false;
  let errorPages = 0;
  await context.route(QUICK_DEPOSIT_CHUNK, (route) => {
    if (mended || !route.request().serviceWorker()) return route.fallback();
    errorPages += 1;
    return route.fulfill({
      status: 200,
      contentType: 'text/html',
      headers: { 'Cache-Control': 'no-store' },
      body: '<!doctype html><title>Service unavailable</title><h1>Please try again</h1>',
    });
  });
  await page.goto('/#/');
  await expectQuickDeposit(page);
  // The install met the error page and has ended, one way or the other.
  await expect.poll(() => errorPages).toBeGreaterThan(0);
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return registration?.installing === null || registration === undefined;
      }),
    )
    .toBe(true);
  mended = true;

  await revisit(page);
  await expectQuickDeposit(page);
  // That visit installs the worker again, and what it keeps is the build's copy.
  await expect.poll(() => keptQuickDeposits(page)).toEqual([builtQuickDeposit()]);
});

test("a kept file that fails in the page is evicted: the page's Reload gets it from the network, and the worker keeps the build's copy @production", async ({
  page,
}, info) => {
  await installServiceWorker(page, info);
  // The worker's copy of the quick deposit's chunk goes bad (kept by an older worker, say).
  await revisit(page);
  await expectQuickDeposit(page);
  const chunk = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map(({ name }) => name)
      .find((name) => /\/js\/quick-deposit\.[0-9a-f]{8}\.js$/.test(name)),
  );
  expect(chunk).toBeDefined();
  await page.evaluate(async (url) => {
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      if (await cache.match(url)) {
        await cache.put(
          url,
          new Response('<!doctype html><h1>Gateway timeout</h1>', {
            headers: { 'Content-Type': 'text/html' },
          }),
        );
      }
    }
  }, chunk!);

  await revisit(page);
  // The page may fail once (its Reload then reaches the network), or ask again by itself after
  // the bad copy left the cache.
  const failure = page.getByRole('heading', { level: 1, name: SCREEN_FAILURE });
  await expect(failure.or(page.getByText('VISA **** **** **** 4242'))).toBeVisible();
  if (await failure.isVisible()) await page.getByRole('button', { name: 'Reload' }).click();
  await expectQuickDeposit(page);
  await expect.poll(() => keptQuickDeposits(page)).toEqual([builtQuickDeposit()]);
});

test.describe('deploys', () => {
  const currentDeployment = deploymentForEachTest(test);
  let deployment: Deployment;
  test.beforeEach(() => {
    deployment = currentDeployment();
  });

  test('a new deploy reaches a returning visitor on the load after the visit its worker installed in; the previous cache goes with the next deploy @production', async ({
    page,
  }, info) => {
    await installServiceWorker(page, info, `${deployment.url}/#/`);
    await revisit(page, `${deployment.url}/#/`);
    await expect(balance(page)).toBeVisible();

    const [first] = await page.evaluate(() => caches.keys());
    deployNewVersion(deployment, 'v2');
    // The first load after the deploy may still be the old one, painted with no round trip.
    await revisit(page, `${deployment.url}/#/`);
    await expect(balance(page)).toBeVisible();
    // Its worker installs meanwhile; the second is the new one.
    await versionInstalled(page, 'v2');
    await revisit(page, `${deployment.url}/#/`);
    await expect(balance(page)).toBeVisible();
    expect(await deployMark(page)).toBe('v2');
    // The new worker (checked on each navigation) takes over; the previous deploy's cache stays
    // for a page of it still open, and goes with the next deploy.
    await expect
      .poll(() => page.evaluate(() => caches.keys()), { timeout: scaled(15_000) })
      .toEqual([first, 'xf-v2']);
    deployNewVersion(deployment, 'v3');
    await revisit(page, `${deployment.url}/#/`);
    await expect(balance(page)).toBeVisible();
    await versionInstalled(page, 'v3');
    expect(await page.evaluate(() => caches.keys())).toEqual(['xf-v2', 'xf-v3']);
  });

  test("the visit after a deploy that deleted every file of the previous one runs the old version, and its screens' chunks are still there @production", async ({
    page,
  }, info) => {
    const url = `${deployment.url}/#/`;
    // Once a page of this version is idle, its worker keeps the rest of the version.
    await installServiceWorker(page, info, url);

    // The next build: every hashed name changed, the first build's files deleted. The
    // browser's HTTP cache, which a phone empties far sooner than a year, has let them go too.
    deployNextBuild(deployment, 'v2');
    await (await page.context().newCDPSession(page)).send('Network.clearBrowserCache');
    // The visit after it: the old version, from the worker; the new worker installs and takes
    // over the page meanwhile.
    const visit = await revisit(page, url);
    expect(visit?.fromServiceWorker()).toBe(true);
    await expect(balance(page)).toBeVisible();
    await versionInstalled(page, 'v2');

    await page.getByRole('link', { name: 'Credit/Debit Cards' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Credit/Debit Card Funding' }),
    ).toBeVisible();
    await expect(page.getByRole('radio', { name: 'VISA **** **** **** 4242' })).toBeChecked();
    // Still the old version: no reload was needed.
    expect(await deployMark(page)).toBeNull();
  });

  test('a deploy that lost its first bundle: the returning visitor keeps the version it has; a reload says the page could not start, and Reload starts it once the file is back @production', async ({
    page,
  }, info) => {
    const url = `${deployment.url}/#/`;
    await installServiceWorker(page, info, url);
    const { main } = deployNewVersion(deployment, 'v4', 'card');
    const bundle = deployment.read(`js/${main}`);
    deployment.remove(`js/${main}`);
    // The new version's worker cannot install without its first bundle: returning visits are
    // the old version, whole, from the worker's cache.
    for (let visit = 0; visit < 2; visit += 1) {
      await revisit(page, url);
      await expect(balance(page)).toBeVisible();
      expect(await deployMark(page)).toBeNull();
    }
    // A reload asks the network for the shell: the new one, whose first bundle the server lost.
    await page.reload();
    await expect(page.getByText('This page could not start.')).toBeVisible({
      timeout: scaled(5_000),
    });
    deployment.write(`js/${main}`, bundle);
    await page.getByRole('link', { name: 'Reload' }).click();
    await expect(balance(page)).toBeVisible();
    // Its worker installs now that its files are all there; the next load is the new version.
    await versionInstalled(page, 'v4');
    await revisit(page, url);
    await expect(balance(page)).toBeVisible();
    expect(await deployMark(page)).toBe('v4');
  });

  test('the kill switch: a sw.js that unregisters itself and empties the caches @production', async ({
    page,
  }, info) => {
    await installServiceWorker(page, info, `${deployment.url}/#/`);
    expect((await revisit(page, `${deployment.url}/#/`))?.fromServiceWorker()).toBe(true);
    expect((await page.evaluate(() => caches.keys())).length).toBe(1);

    deployment.write('sw.js', readFileSync(path.resolve('scripts/sw-kill-switch.js'), 'utf8'));
    await revisit(page, `${deployment.url}/#/`);
    await expect(balance(page)).toBeVisible();
    // The browser fetches the new sw.js on that navigation, installs and activates it, and it
    // then unregisters itself: on a loaded machine that took more than 5 s once in CI.
    await expect
      .poll(
        () =>
          page.evaluate(async () => ({
            registrations: (await navigator.serviceWorker.getRegistrations()).length,
            caches: await caches.keys(),
          })),
        { timeout: scaled(15_000) },
      )
      .toEqual({ registrations: 0, caches: [] });
    // The next load comes from the network.
    const next = await revisit(page, `${deployment.url}/#/`);
    expect(next?.fromServiceWorker()).toBe(false);
    await expect(balance(page)).toBeVisible();
  });
});
