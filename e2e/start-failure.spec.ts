import { expect, test, type Page, type Route } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expectNoHorizontalScroll } from './support/devices';
import { signIn } from './support/session';
import { scaled } from '../src/test/timeScale';

/**
 * A page that cannot start says so and offers a plain reload, whatever
 * stops it (the first bundle missing, changed by a CDN, throwing, never taking over; a paint
 * observer that is missing or throws; a Content Security Policy that blocks every script). Only
 * what a signed-in person sees is checked, so these keep guarding whatever the first load becomes.
 */

const FIRST_BUNDLE = /\/js\/main\.[0-9a-f]+\.js$/;
const START_FAILURE = 'This page could not start.';
const SHELL_STATUS = 'Loading your account…';

test.beforeEach(async ({ context }, info) => {
  // Also in 'production-sw', with the service worker allowed: each test is a
  // first visit, so its faults reach the page. On a returning visit the worker holds the shell
  // and the first bundle and the page starts whatever the network answers (a deploy that lost
  // its first bundle is e2e/service-worker.spec.ts's).
  test.skip(!info.project.name.startsWith('production'), 'the production build starts this way');
  await signIn(context, info.project.use.baseURL);
});

const balance = (page: Page) =>
  page.getByRole('region', { name: 'Available Balance' }).getByText('$1,234.56');

/** The message, with its plain link; axe-clean and no wider than a 320 px screen. */
async function expectStartFailure(page: Page, timeout: number) {
  await expect(page.getByText(START_FAILURE)).toBeVisible({ timeout: scaled(timeout) });
  await expect(page.getByRole('link', { name: 'Reload' })).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);
}

/** Reload, once the fault is gone, starts the app. */
async function expectReloadStarts(page: Page) {
  await page.unrouteAll({ behavior: 'wait' });
  await page.getByRole('link', { name: 'Reload' }).click();
  await expect(balance(page)).toBeVisible();
  await expect(page.getByText(START_FAILURE)).toBeHidden();
}

interface Answer {
  body: string;
  headers: Record<string, string>;
}

/** What the server answers, decoded, to be changed and handed over. */
async function fetchDecoded(route: Route): Promise<Answer> {
  const response = await route.fetch();
  const headers = { ...response.headers() };
  delete headers['content-encoding'];
  delete headers['content-length'];
  return { body: await response.text(), headers };
}

/** Serves the page itself (not the API or the scripts) changed by `change`. */
async function changePage(page: Page, change: (answer: Answer) => void) {
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      const answer = await fetchDecoded(route);
      change(answer);
      await route.fulfill(answer);
    },
  );
}

test.describe('a first bundle that does not load', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  const failures: [string, (route: Route) => Promise<void>][] = [
    ['answered 404', (route) => route.fulfill({ status: 404, body: 'Not found' })],
    [
      'changed on its way (its integrity no longer matches)',
      async (route) => {
        const answer = await fetchDecoded(route);
        // Not kept by the browser's cache: Reload, once the fault is gone, fetches it again.
        answer.headers['cache-control'] = 'no-store';
        await route.fulfill({ ...answer, body: `${answer.body}\n;` });
      },
    ],
  ];
  for (const [name, answer] of failures) {
    test(`${name}: the prerendered screen says the page could not start, and Reload starts it @production`, async ({
      page,
    }) => {
      await page.route(FIRST_BUNDLE, answer);
      await page.goto('/#/');
      await expectStartFailure(page, 5_000);
      await expectReloadStarts(page);
    });
  }
});

test.describe('a first bundle held up (a stalled connection)', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('the prerendered screen stays a while, then says the page could not start; the bundle coming late starts it @production', async ({
    page,
  }) => {
    test.setTimeout(scaled(60_000));
    // Asked for and not answered until the connection comes back: neither its load nor its
    // error comes (nor the page's).
    let connectionBack = () => {};
    const back = new Promise<void>((resolve) => (connectionBack = resolve));
    await page.route(FIRST_BUNDLE, async (route) => {
      await back;
      await route.continue();
    });
    await page.goto('/#/', { waitUntil: 'domcontentloaded' });
    const screenTitle = page.getByRole('heading', { level: 1, name: 'Deposit' });
    await expect(screenTitle).toBeVisible();
    // A slow link is not told off at once: still the screen, no message, five seconds on.
    await page.waitForTimeout(5_000);
    await expect(page.getByText(START_FAILURE)).toBeHidden();
    await expect(screenTitle).toBeVisible();
    await expectStartFailure(page, 15_000);
    await expect(screenTitle).toBeHidden();
    // The bundle comes after all: the message goes and the app takes over where it is.
    connectionBack();
    await expect(balance(page)).toBeVisible();
    await expect(page.getByText(START_FAILURE)).toBeHidden();
    await expect(page.locator('#root')).toHaveAttribute('data-app-ready');
  });
});

test.describe('a first bundle that loads but never takes over', () => {
  const bundles: [string, string][] = [
    ['throws while it runs', "throw new Error('The first bundle broke');"],
    ['runs and renders nothing', ''],
  ];
  for (const [name, body] of bundles) {
    test(`one that ${name}: the page says it could not start @production`, async ({ page }) => {
      // Without its integrity in the page, the stand-in runs in place of the bundle.
      await changePage(page, (changed) => {
        changed.body = changed.body.replace(/(<link rel="preload"[^>]*?) integrity="[^"]*"/, '$1');
      });
      await page.route(FIRST_BUNDLE, (route) =>
        route.fulfill({ contentType: 'text/javascript', body }),
      );
      await page.goto('/#/withdraw');
      await expect(page.getByRole('heading', { name: 'Select Withdrawal Method' })).toBeVisible();
      await expectStartFailure(page, 20_000);
      await expectReloadStarts(page);
    });
  }
});

test.describe('a paint observer that cannot be used', () => {
  const observers: [string, () => void][] = [
    [
      'missing',
      () => {
        delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
      },
    ],
    [
      'throwing when created',
      () => {
        window.PerformanceObserver = class {
          constructor() {
            throw new TypeError('No observer here');
          }
        } as unknown as typeof PerformanceObserver;
      },
    ],
    [
      'throwing when it observes paints',
      () => {
        PerformanceObserver.prototype.observe = () => {
          throw new TypeError('No paint timing here');
        };
      },
    ],
  ];
  for (const [name, breakObserver] of observers) {
    test(`${name}: the app starts all the same @production`, async ({ page }) => {
      await page.addInitScript(breakObserver);
      await page.goto('/#/');
      await expect(balance(page)).toBeVisible();
      await page.getByRole('link', { name: 'Credit/Debit Cards' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Credit/Debit Card Funding' }),
      ).toBeVisible();
      await expect(page.getByText(START_FAILURE)).toBeHidden();
    });
  }
});

test.describe('a Content Security Policy that blocks every script of the page', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  const policies: [string, (policy: string) => string][] = [
    [
      'a stale hash of the start-up script',
      (policy) =>
        policy.replace(/'sha256-[^']+'/, "'sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='"),
    ],
    ["a CDN's own script-src beside the build's", (policy) => `${policy}, script-src 'self'`],
  ];
  for (const [name, changePolicy] of policies) {
    test(`${name}: the page itself says it could not start, and its plain link reloads it @production`, async ({
      page,
    }) => {
      await changePage(page, (changed) => {
        const policy = changed.headers['content-security-policy'];
        expect(policy).toContain("'sha256-");
        changed.headers['content-security-policy'] = changePolicy(policy ?? '');
      });
      await page.goto('/#/');
      await expectStartFailure(page, 10_000);
      await expect(page.getByText(SHELL_STATUS)).toBeHidden();
      await expectReloadStarts(page);
    });
  }
});

test("a stale hash of the head's script for the home's GETs: the app starts and asks for them itself @production", async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/funding/')) asked.push(request.url());
  });
  await changePage(page, (changed) => {
    const policy = changed.headers['content-security-policy'] ?? '';
    // The start-up script's hash is first; the head's script's is the second.
    const [startUp, head] = [...policy.matchAll(/'sha256-[^']+'/g)].map(([hash]) => hash);
    expect(startUp).toBeDefined();
    changed.headers['content-security-policy'] = policy.replace(
      head ?? 'no second hash',
      "'sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='",
    );
  });
  await page.goto('/#/');
  await expect(balance(page)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Quick Deposit' }).getByLabel('CVV')).toBeVisible();
  await expect(page.getByText(START_FAILURE)).toBeHidden();
  // Each of the home's GETs asked once, by the app (none left from the blocked head).
  expect(asked.filter((url) => url.endsWith('/customer'))).toHaveLength(1);
});

test('a page that starts shows no such message, and its root says the app has taken over @production', async ({
  page,
}) => {
  await page.goto('/#/');
  await expect(balance(page)).toBeVisible();
  // The start window's tests and the engines' driver wait for this marker too.
  await expect(page.locator('#root')).toHaveAttribute('data-app-ready');
  // Past every delay after which the page would say it could not start.
  await page.waitForTimeout(12_000);
  await expect(page.getByText(START_FAILURE)).toBeHidden();
});
