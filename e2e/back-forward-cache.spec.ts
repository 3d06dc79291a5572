import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { DEMO_ACCOUNT_NUMBER, DEMO_USER } from '../src/sandbox/demoUser';
import { FULL_BROWSER } from './support/browsers';
import { signIn } from './support/session';

/**
 * A page restored by the back/forward cache is an arrival (docs/decisions.md, 'A page restored
 * by the back/forward cache'). Playwright turns Chromium's back/forward cache off; here it is on,
 * in the full browser (the headless shell keeps no page in it: 'BackForwardCacheDisabledForDelegate'),
 * and each test checks that Back really restored the page from it (a `pageshow` with
 * `persisted`), so what it sees is the restored page, not a new load.
 */
test.use({
  launchOptions: { ...FULL_BROWSER, ignoreDefaultArgs: ['--disable-back-forward-cache'] },
});

const PROVIDER = 'https://www.sandbox.paypal.com';
const MAIN_SITE = 'https://www.dev.xpressbet.example';
const BALANCE = '$1,234.56';

/** Kept in the tab's sessionStorage, so a load that follows the restore still tells. */
const RESTORED = 'e2e-restored';
const FIRST_FRAME = 'e2e-first-frame';

/**
 * Records each `pageshow` that restores the page, and what of the signed-in member the first
 * frame after it shows (before the app's own listener: this script runs first), or nothing when
 * the page is gone before any frame.
 */
async function watchRestores(page: Page, memberTexts: string[]) {
  await page.addInitScript(
    ([texts, restored, firstFrame]) => {
      addEventListener('pageshow', (event) => {
        if (!event.persisted) return;
        sessionStorage.setItem(restored, 'true');
        let framed = false;
        // A restored page that the app replaces (a reload) before its first frame paints nothing:
        // on a busy machine the reload can come before that frame's callback.
        addEventListener(
          'pagehide',
          () => {
            if (!framed) sessionStorage.setItem(firstFrame, '[]');
          },
          { once: true },
        );
        requestAnimationFrame(() => {
          framed = true;
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          const visible: string[] = [];
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const text = node.textContent ?? '';
            const parent = node.parentElement;
            if (!parent?.checkVisibility()) continue;
            visible.push(...texts.filter((wanted) => text.includes(wanted)));
          }
          sessionStorage.setItem(firstFrame, JSON.stringify(visible));
        });
      });
    },
    [memberTexts, RESTORED, FIRST_FRAME] as const,
  );
}

/** Back; a page restored from the cache has no `load` event to wait for. */
const goBack = (page: Page) => page.goBack({ waitUntil: 'commit' });

/** A record of the page's, or null while the page is between documents (a reload). */
const recorded = (page: Page, key: string) =>
  page.evaluate((name) => sessionStorage.getItem(name), key).catch(() => null);

const restoredFromCache = (page: Page) => expect.poll(() => recorded(page, RESTORED)).toBe('true');

/** What of the member the first frame after the restore showed. */
const firstFrame = (page: Page) => expect.poll(() => recorded(page, FIRST_FRAME));

/** Outside pages, answered here: the provider's and the main site's. */
async function outsidePages(context: BrowserContext) {
  for (const [origin, title] of [
    [PROVIDER, 'PayPal'],
    [MAIN_SITE, 'Main site'],
  ]) {
    await context.route(`${origin}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: `<title>${title}</title><h1>${title}</h1>` }),
    );
  }
}

test.beforeEach(async ({ context }, info) => {
  test.skip(info.project.name !== 'production', 'the production build, its cache on');
  await signIn(context, info.project.use.baseURL);
  await outsidePages(context);
});

test('Back from PayPal gives the wallet form afresh, not Processing, and forgets the pending deposit @production', async ({
  page,
}) => {
  await watchRestores(page, []);
  // The funding service sends the member to the provider.
  await page.route('**/api/funding/paypal/deposit', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ errorCode: 0, errorMessage: `${PROVIDER}/checkoutnow?token=EC-1` }),
    }),
  );
  await page.goto('/#/deposit/paypalfunding');
  await expect(page.locator('#root')).toHaveAttribute('data-app-ready', '');
  const amount = page.getByRole('textbox', { name: 'Amount' });
  await expect(page.getByRole('button', { name: '$50', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await amount.fill('33');
  await page.getByRole('button', { name: 'Deposit' }).click();
  await expect(page).toHaveURL(`${PROVIDER}/checkoutnow?token=EC-1`);

  await goBack(page);
  await restoredFromCache(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Paypal Funding' })).toBeVisible();
  await expect(page.getByText('Processing')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Deposit' })).toBeEnabled();
  await expect(amount).toBeEditable();
  // The deposit left pending at the provider is forgotten: no later arrival confirms it.
  expect(await page.evaluate(() => ({ ...sessionStorage }))).not.toHaveProperty(
    'transactionPending',
  );
});

test('Back after Logout shows nothing of the member who logged out @production', async ({
  page,
  context,
}) => {
  const memberTexts = [BALANCE, DEMO_USER.displayName, DEMO_USER.uid, DEMO_ACCOUNT_NUMBER];
  await watchRestores(page, memberTexts);
  await page.goto('/#/');
  await expect(page.getByText(BALANCE).first()).toBeVisible();
  await page.getByRole('button', { name: 'JR Member menu' }).click();
  await expect(page.getByText(DEMO_ACCOUNT_NUMBER)).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(`${MAIN_SITE}/`);
  expect((await context.cookies()).map(({ name }) => name)).not.toContain('xpbUser');

  await goBack(page);
  await restoredFromCache(page);
  // Not even for a frame: the restored page never paints the member's figures again.
  await firstFrame(page).toBe('[]');
  await expect(page.getByText('Please log in to continue.')).toBeVisible();
  for (const text of memberTexts) await expect(page.getByText(text)).toHaveCount(0);
});

test('Back after another member signed in shows the new member, nothing of the first @production', async ({
  page,
  context,
}, info) => {
  const memberTexts = [DEMO_USER.displayName, DEMO_USER.uid];
  await watchRestores(page, memberTexts);
  await page.goto('/#/withdraw');
  await expect(page.getByText(BALANCE).first()).toBeVisible();
  await page.goto(`${MAIN_SITE}/`);
  // Another member signs in on the main site (the same sandbox account's token).
  await context.addCookies([
    {
      name: 'xpbUser',
      value: encodeURIComponent(
        JSON.stringify({ ...DEMO_USER, displayName: 'Casey Morgan', uid: 'cmorgan' }),
      ),
      url: info.project.use.baseURL,
    },
  ]);

  await goBack(page);
  await restoredFromCache(page);
  await firstFrame(page).toBe('[]');
  await page.getByRole('button', { name: 'CM Member menu' }).click();
  await expect(page.getByText('cmorgan')).toBeVisible();
  for (const text of memberTexts) await expect(page.getByText(text)).toHaveCount(0);
});

test('Back to a page of the same member is kept as it was, from the cache @production', async ({
  page,
}) => {
  await watchRestores(page, []);
  await page.goto('/#/withdraw');
  await expect(page.getByText(BALANCE).first()).toBeVisible();
  await page.getByText('Check Request').click();
  await expect(page.getByRole('radio', { name: 'Check Request' })).toBeChecked();
  await page.goto(`${MAIN_SITE}/`);
  await goBack(page);
  await restoredFromCache(page);
  await expect(page.getByRole('radio', { name: 'Check Request' })).toBeChecked();
});
