import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expectNoHorizontalScroll, MOBILE, SIZES } from './support/devices';

/**
 * The shared chrome in a real browser: header, footer, breadcrumb, menus and session popups on
 * the desktop and on a phone, in the plain page, the quick-deposit frame and the iOS app.
 * Screenshots are kept as test artifacts (attached to the report).
 */

/** Saved in the test's output folder and attached to the report. */
async function keepScreenshot(page: Page, info: TestInfo, name: string) {
  const path = info.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await info.attach(name, { path, contentType: 'image/png' });
}

const PAGES = [
  { name: 'home', url: '/#/', chrome: true },
  { name: 'quick-deposit frame', url: '/?quickDepositIframe=true#/', chrome: false },
  { name: 'iOS app', url: '/?iosApp=WHByZXNzYmV0SU9TQXBw#/', chrome: false },
] as const;

for (const size of SIZES) {
  test.describe(`the chrome on ${size}`, () => {
    if (size === 'mobile') test.use(MOBILE);

    for (const { name, url, chrome } of PAGES) {
      test(`${name}: layout, screenshot and axe`, async ({ page }, info) => {
        await page.goto(url);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const main = page.getByRole('main');
        await expect(main.getByText('$1,234.56')).toBeVisible();
        if (chrome) {
          const header = page.getByRole('banner');
          await expect(header.getByText('$1,234.56')).toBeVisible();
          await expect(header.getByRole('button', { name: 'JR Member menu' })).toBeVisible();
          // The deposit home has no Deposit button.
          await expect(header.getByRole('link', { name: 'Deposit' })).toHaveCount(0);
          await expect(page.getByRole('contentinfo')).toBeVisible();
        } else {
          await expect(page.getByRole('banner')).toHaveCount(0);
          await expect(page.getByRole('contentinfo')).toHaveCount(0);
        }
        await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await expectNoHorizontalScroll(page);
        await keepScreenshot(page, info, `${size}-${name}`);
        await expectNoAxeViolations(page);
      });
    }

    test('menus open, close on Escape and on a click outside, axe-clean while open', async ({
      page,
    }, info) => {
      await page.goto('/#/deposit/cardfunding');
      const header = page.getByRole('banner');
      // Inside a deposit flow the header offers no Deposit: it would leave the form.
      await expect(header.getByRole('link', { name: 'Deposit' })).toHaveCount(0);
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(crumbs.getByRole('link', { name: 'Deposit' })).toBeVisible();
      await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Credit/Debit card');

      if (size === 'mobile') {
        const toggle = header.getByRole('button', { name: 'Menu', exact: true });
        await expect(header.getByRole('link', { name: /^Harness/ })).toBeHidden();
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        await expect(header.getByRole('link', { name: /^Harness/ })).toBeVisible();
        await header.getByRole('button', { name: 'Rewards' }).click();
        await expect(header.getByRole('link', { name: /^Cashback for Customers/ })).toBeVisible();
        await expectNoHorizontalScroll(page);
        await keepScreenshot(page, info, `${size}-site-menu`);
        await expectNoAxeViolations(page, { include: '.site-header' });
        await page.getByRole('contentinfo').click({ position: { x: 2, y: 2 } });
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      } else {
        await expect(header.getByRole('button', { name: 'Menu', exact: true })).toBeHidden();
        await expect(header.getByRole('link', { name: /^Harness/ })).toBeVisible();
      }

      const member = header.getByRole('button', { name: 'JR Member menu' });
      await member.click();
      await expect(member).toHaveAttribute('aria-expanded', 'true');
      await expect(header.getByText('Account #: 1234567')).toBeVisible();
      await expect(header.getByRole('link', { name: 'My Wagers' })).toBeVisible();
      await expectNoHorizontalScroll(page);
      await keepScreenshot(page, info, `${size}-member-menu`);
      await expectNoAxeViolations(page, { include: '.site-header' });

      await page.keyboard.press('Escape');
      await expect(member).toHaveAttribute('aria-expanded', 'false');
      await expect(member).toBeFocused();

      await member.click();
      await page.getByRole('contentinfo').click({ position: { x: 2, y: 2 } });
      await expect(member).toHaveAttribute('aria-expanded', 'false');
      await expectNoAxeViolations(page);

      await member.click();
      await header.getByRole('link', { name: 'Withdraw' }).click();
      await expect(page).toHaveURL(/#\/withdraw$/);
      await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Withdraw');
      await expect(member).toHaveAttribute('aria-expanded', 'false');
    });

    test('a session popup is a focused, axe-clean dialog', async ({ page }, info) => {
      await page.goto('/?sandbox=unauthorized#/');
      const popup = page.getByRole('dialog', {
        name: 'You are not authorized to use this page. Please log in again.',
      });
      await expect(popup).toBeVisible();
      await expect(popup.getByRole('button', { name: 'OK' })).toBeFocused();
      await keepScreenshot(page, info, `${size}-unauthorized-popup`);
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(popup).toBeHidden();
    });
  });
}

test('the shell fits 320 px without horizontal scrolling', async ({ page }, info) => {
  await page.setViewportSize({ width: 320, height: 640 });
  for (const url of ['/#/', '/#/withdraw', '/#/deposit/cardfunding', '/?sandbox=server-error#/']) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expectNoHorizontalScroll(page);
  }
  await page.goto('/?sandbox=reset#/withdraw');
  const member = page.getByRole('banner').getByRole('button', { name: 'JR Member menu' });
  await member.click();
  await expect(page.getByText('Account #: 1234567')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await keepScreenshot(page, info, '320-member-menu');
});

test('the balance errors show inline in the server-error scenario', async ({ page }) => {
  await page.goto('/?sandbox=server-error#/');
  const main = page.getByRole('main');
  await expect(main.getByText('--', { exact: true })).toBeVisible();
  await expect(
    main.getByText('An error occurred while fetching your account balance'),
  ).toBeVisible();
  await expect(page.getByRole('banner').getByText('-', { exact: true })).toBeVisible();
  await page.goto('/?sandbox=reset#/');
});

test('logout removes the sign-on cookie and opens the product home', async ({ page, context }) => {
  await context.route('https://www.dev.xpressbet.example/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Main site</title><h1>Main site</h1>' }),
  );
  await page.goto('/#/withdraw');
  await page.getByRole('button', { name: 'JR Member menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('https://www.dev.xpressbet.example/');
  const cookies = await context.cookies('http://localhost');
  expect(cookies.map((cookie) => cookie.name)).not.toContain('xpbUser');
});
