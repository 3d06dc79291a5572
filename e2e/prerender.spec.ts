import { expect, test, type Page } from '@playwright/test';
import { QUICK_DEPOSIT_KIND_KEY } from '../src/platform/deviceMemory';
import { MOBILE } from './support/devices';
import { signIn } from './support/session';

/**
 * What paints first is the screen itself. The production page carries each first
 * screen's markup, prerendered at build time, and its inline chooser shows the one the address
 * names before the app's script has even arrived (here it never does: the first bundle is
 * held). React's first render is then that same screen: the same text in the same places.
 */

const SCREENS = [
  { route: '/', title: { desktop: 'Select Deposit Method', phone: 'Deposit' } },
  { route: '/deposit', title: { desktop: 'Select Deposit Method', phone: 'Deposit' } },
  {
    route: '/deposit/cardfunding',
    title: { desktop: 'Credit/Debit Card Funding', phone: 'Credit/Debit Card Funding' },
  },
  {
    route: '/withdraw',
    title: { desktop: 'Select Withdrawal Method', phone: 'Select Withdrawal Method' },
  },
];
const SHELL_STATUS = 'Loading your account…';

const holdFirstBundle = (page: Page) =>
  page.route(/\/js\/main\.[0-9a-f]+\.js$/, () => {
    // Never answered: the page stays as the HTML alone paints it.
  });
const holdApi = (page: Page) =>
  page.route(/\/api\//, () => {
    // Never answered: the screen stays as it is while its data loads.
  });

type Layout = { text: string; boxes: string[] };
type Watched = Window & { layoutNow?: () => Layout; firstAppLayout?: Layout };

/**
 * Installs `layoutNow()` (the page's text and where its landmarks, headings, links and buttons
 * sit, the member's initials left out) and records it as React's first commit leaves the page
 * (`firstAppLayout`): the first change to the page once React owns #root.
 */
async function watchLayout(page: Page) {
  await page.addInitScript(() => {
    const watched = window as Watched;
    watched.layoutNow = () => {
      const root = document.getElementById('root') as HTMLElement;
      const boxes = [...root.querySelectorAll('header, nav, main, h1, h2, footer, a, button')].map(
        (element) => {
          const { x, y, width, height } = element.getBoundingClientRect();
          return `${element.tagName} ${Math.round(x)},${Math.round(y)} ${Math.round(width)}x${Math.round(height)}`;
        },
      );
      const initials = [...root.querySelectorAll('.member-menu__initials')].map(
        (element) => element.textContent ?? '',
      );
      let text = root.innerText;
      for (const letters of initials) if (letters) text = text.replace(letters, '');
      return { text, boxes };
    };
    new MutationObserver((_, observer) => {
      const root = document.getElementById('root');
      if (!root || !Object.keys(root).some((key) => key.startsWith('__reactContainer'))) return;
      watched.firstAppLayout = watched.layoutNow?.();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
}

// Skipped before the test's page is opened (a skip inside the test opened a page for nothing).
// eslint-disable-next-line no-empty-pattern
test.beforeEach(async ({}, info) => {
  test.skip(info.project.name !== 'production', 'the production build is prerendered');
});

for (const size of ['desktop', 'phone'] as const) {
  test.describe(`prerendered screens on a ${size}`, () => {
    if (size === 'phone') test.use({ ...MOBILE, viewport: { width: 412, height: 823 } });
    else test.use({ viewport: { width: 1350, height: 940 } });

    for (const { route, title } of SCREENS) {
      test(`${route} paints its own screen before the app's script, and React's first render is the same @production`, async ({
        page,
        browser,
      }, info) => {
        const baseURL = info.project.use.baseURL;
        await signIn(page.context(), baseURL);
        await watchLayout(page);
        await holdFirstBundle(page);
        // 'commit': the load event waits for the held bundle.
        await page.goto(`/#${route}`, { waitUntil: 'commit' });
        await expect(page.getByRole('heading', { level: 1, name: title[size] })).toBeVisible();
        await expect(page.getByText(SHELL_STATUS)).toHaveCount(0);
        const prerendered = await page.evaluate(() => (window as Watched).layoutNow?.());
        expect(prerendered?.text).toContain(title[size]);

        const app = await browser.newPage({
          ...(size === 'phone' ? { ...MOBILE, viewport: { width: 412, height: 823 } } : {}),
          viewport: size === 'phone' ? { width: 412, height: 823 } : { width: 1350, height: 940 },
          baseURL,
        });
        await signIn(app.context(), baseURL);
        await watchLayout(app);
        await holdApi(app);
        await app.goto(`/#${route}`);
        await app.waitForFunction(() => (window as Watched).firstAppLayout !== undefined);
        expect(await app.evaluate(() => (window as Watched).firstAppLayout)).toEqual(prerendered);
        await app.close();
      });
    }

    // A desktop keeps the spec's order: the quick deposit under the methods, no place kept.
    if (size === 'phone') {
      test('a phone that remembers a quick deposit shows its loader in its place until it comes @production', async ({
        page,
      }, info) => {
        await signIn(page.context(), info.project.use.baseURL);
        await page.addInitScript((key) => localStorage.setItem(key, 'cc'), QUICK_DEPOSIT_KIND_KEY);
        const keptPlace = page.locator('.deposit-home__quick-first');
        const loader = keptPlace.getByRole('status').filter({ hasText: 'Loading quick deposit' });
        await holdFirstBundle(page);
        await page.goto('/#/', { waitUntil: 'commit' });
        await expect(page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
        await expect(loader).toBeVisible();
        await expect(loader.locator('.loader__spinner')).toBeVisible();

        // Loaded again with the bundle let through: the app starts and the quick deposit comes.
        await page.unrouteAll({ behavior: 'ignoreErrors' });
        await page.reload();
        await expect(keptPlace.getByRole('region', { name: 'Quick Deposit' })).toBeVisible();
        await expect(loader).toHaveCount(0);
      });
    }

    test('the frame, a signed-out visit and a screen not prerendered keep the static shell @production', async ({
      page,
    }, info) => {
      await holdFirstBundle(page);
      await page.goto('/#/', { waitUntil: 'commit' });
      await expect(page.getByText(SHELL_STATUS)).toBeVisible();
      await signIn(page.context(), info.project.use.baseURL);
      for (const address of ['/?quickDepositIframe=true#/', '/#/deposit/xpressfunding']) {
        await page.goto(address, { waitUntil: 'commit' });
        await expect(page.getByText(SHELL_STATUS)).toBeVisible();
      }
    });
  });
}
