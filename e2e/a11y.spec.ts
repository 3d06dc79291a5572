import { expect, test, type Page } from '@playwright/test';
import { paths } from '../src/config/paths';
import { SESSION_MESSAGES } from '../src/domain/session/messages';
import { expectNoAxeViolations } from './support/axe';
import { MOBILE, SIZES } from './support/devices';
import { forEachOpenMenu } from './support/menus';
import { recordRequests } from './support/requests';

/**
 * Axe (WCAG 2.2 AA) on every route, at desktop and at 375 px with a mobile user
 * agent, with each session popup open and with each menu open: no violations.
 */
const ROUTES = [...Object.values(paths), '/no-such-page'];

/** Loads a route and waits until its calls are answered and no loader is left. */
async function openSettled(page: Page, url: string) {
  const requests = recordRequests(page);
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await requests.settled();
  await expect(page.locator('.loader')).toHaveCount(0);
}

async function expectPopup(page: Page, message: string) {
  const popup = page.getByRole('dialog', { name: message });
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('link').or(popup.getByRole('button'))).toBeFocused();
}

for (const size of SIZES) {
  test.describe(`axe at ${size}`, () => {
    if (size === 'mobile') test.use(MOBILE);

    for (const route of ROUTES) {
      test(`the route ${route}`, async ({ page }) => {
        await openSettled(page, `/#${route}`);
        await expectNoAxeViolations(page);
      });
    }

    test('the unauthorized popup (every load refused with 403)', async ({ page }) => {
      await page.goto('/?sandbox=unauthorized#/');
      await expectPopup(page, SESSION_MESSAGES.unauthorized);
      await expectNoAxeViolations(page);
    });

    test('the login popup (no sign-on cookie)', async ({ page, context }) => {
      // The sandbox signs the demo user in unless the tab logged out (src/sandbox/browser.ts).
      await context.clearCookies();
      await page.addInitScript(() => window.sessionStorage.setItem('sandboxLoggedOut', 'true'));
      await page.goto('/#/');
      await expectPopup(page, SESSION_MESSAGES.login);
      await expectNoAxeViolations(page);
    });

    test('the session-expired popup after a submit', async ({ page }) => {
      await page.goto('/?sandbox=session-expired#/deposit/cardfunding');
      await page.getByLabel('CVV').fill('739');
      await page.getByRole('button', { name: 'Deposit', exact: true }).click();
      await expectPopup(page, SESSION_MESSAGES.sessionExpired);
      await expectNoAxeViolations(page);
    });

    test('the balance-unavailable popup (the balance refused with 403)', async ({ page }) => {
      // The sandbox's service worker answers the page's calls, so the refusal is put in front
      // of it: the page's own fetch answers the current balance with 403.
      await page.addInitScript(() => {
        const fetchFromWorker = window.fetch.bind(window);
        window.fetch = (input, init) =>
          String(input instanceof Request ? input.url : input).includes('/balance/type/current')
            ? Promise.resolve(new Response('{"message":"Forbidden"}', { status: 403 }))
            : fetchFromWorker(input, init);
      });
      await page.goto('/#/');
      await expectPopup(page, SESSION_MESSAGES.balanceUnavailable);
      await expectNoAxeViolations(page);
    });

    test('each menu open, on a flow screen with the help panel', async ({ page }) => {
      // Five whole-page scans on a phone (the site menu too): about 1.2 s each alone, 5 s each
      // beside the suite's other workers on two cores, where it took 29 s of the default 30.
      test.slow();
      await openSettled(page, '/#/deposit/cardfunding');
      const opened: string[] = [];
      await forEachOpenMenu(page, async (menu) => {
        opened.push(menu);
        await test.step(`axe with ${menu} open`, () => expectNoAxeViolations(page));
      });
      expect(opened.length).toBeGreaterThanOrEqual(4);
    });
  });
}
