import { expect, test, type Page } from '@playwright/test';
import { REQUEST_TIMEOUT_MS } from '../src/config/constants';
import { ENVIRONMENTS } from '../src/config/environments';
import { expectNoAxeViolations } from './support/axe';
import { expectNoHorizontalScroll } from './support/devices';
import { DEMO_USER } from '../src/sandbox/demoUser';
import { installServiceWorker } from './support/serviceWorker';
import { storePendingWalletDeposit } from './support/flows';
import { signIn } from './support/session';
import { scaled } from '../src/test/timeScale';

/**
 * A script of the app that fails to load (a chunk answered 404, as a CDN that
 * lost it would) never blanks the page. What failed says so and offers Reload; the session
 * popups still say their text and lead on; a confirmation whose chunk fails still says that the
 * money moved. Only what the person sees is checked.
 */

const PART_FAILURE = 'Part of this page could not be loaded.';
const SCREEN_FAILURE = 'This page could not be loaded.';
const DEPOSITED = 'The amount of $50.00 has been deposited to your account.';
const MAIN_SITE = ENVIRONMENTS.local.mainSite;

const PRODUCTION_ONLY = 'the production build splits its chunks this way';
const isProduction = (name: string) => name.startsWith('production');

/** The lazy chunk named `name` is answered 404 until `unrouteAll`. */
const failChunk = (page: Page, name: string) =>
  page.route(new RegExp(`/js/${name}\\.[0-9a-f]+\\.js$`), (route) =>
    route.fulfill({ status: 404, body: 'Not found' }),
  );

/** The card deposit's POST, answered in the browser (the preview server's ledger is shared). */
const answerCardDeposit = (page: Page, status: number, json: object) =>
  page.route('**/api/funding/deposit/card', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status, json }) : route.fallback(),
  );

async function depositWithSavedCard(page: Page) {
  await page.goto('/#/deposit/cardfunding');
  await expect(page.getByRole('radio', { name: 'VISA **** **** **** 4242' })).toBeChecked();
  await page.getByLabel('CVV').fill('739');
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
}

const reload = (page: Page) => page.getByRole('button', { name: 'Reload' });

// Skipped before the test's page is opened (a skip inside the test or after its page was made
// opened a page for nothing).
// eslint-disable-next-line no-empty-pattern
test.beforeEach(async ({}, info) => {
  test.skip(!isProduction(info.project.name), PRODUCTION_ONLY);
});

test.describe('signed in', () => {
  test.beforeEach(async ({ context, baseURL, page }, info) => {
    await signIn(context, baseURL);
    // In the project 'production-sw', a first visit installs the service worker.
    await installServiceWorker(page, info);
  });

  test("the breadcrumb's chunk fails: the screen works, and the breadcrumb's line says part of the page could not be loaded, with Reload @production", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await failChunk(page, 'breadcrumb');
    await page.goto('/#/deposit/cardfunding');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Credit/Debit Card Funding' }),
    ).toBeVisible();
    await expect(page.getByText(PART_FAILURE)).toBeVisible();
    await expect(page.getByLabel('CVV')).toBeEditable();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);

    await page.unrouteAll({ behavior: 'wait' });
    await reload(page).click();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
    await expect(page.getByText(PART_FAILURE)).toHaveCount(0);
  });

  test("a screen's chunk fails: the page says it could not be loaded, with Reload and the way home @production", async ({
    page,
  }) => {
    await failChunk(page, 'card');
    await page.goto('/#/deposit/cardfunding');
    await expect(page.getByRole('heading', { level: 1, name: SCREEN_FAILURE })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go back to Home' })).toBeVisible();
    await page.unrouteAll({ behavior: 'wait' });
    await reload(page).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Credit/Debit Card Funding' }),
    ).toBeVisible();
  });

  test("a screen's chunk that never comes: within the wait an answer gets, the page says it could not be loaded, with Reload @production", async ({
    page,
  }) => {
    test.setTimeout(scaled(60_000));
    await page.goto('/#/');
    await expect(page.locator('#root')).toHaveAttribute('data-app-ready');
    // From here the card screen's chunk is asked for and not answered until the connection
    // comes back: no load and no error comes.
    let connectionBack = () => {};
    const back = new Promise<void>((resolve) => (connectionBack = resolve));
    await page.route(/\/js\/card\.[0-9a-f]+\.js$/, async (route) => {
      await back;
      await route.continue();
    });
    await page.getByRole('link', { name: 'Credit/Debit Cards' }).click();
    const failure = page.getByRole('heading', { level: 1, name: SCREEN_FAILURE });
    // Not at once: a slow link may still bring it.
    await page.waitForTimeout(REQUEST_TIMEOUT_MS / 2);
    await expect(failure).toBeHidden();
    await expect(failure).toBeVisible({ timeout: scaled(REQUEST_TIMEOUT_MS) });
    connectionBack();
    await page.unrouteAll({ behavior: 'wait' });
    await reload(page).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Credit/Debit Card Funding' }),
    ).toBeVisible();
  });

  test("the confirmation's chunk fails after the server accepted a deposit: the page says the money moved, also after Reload @production", async ({
    page,
  }) => {
    await failChunk(page, 'confirmation');
    await answerCardDeposit(page, 200, { errorCode: 0, errorMessage: '' });
    await depositWithSavedCard(page);
    await expect(page.getByRole('heading', { level: 1, name: SCREEN_FAILURE })).toBeVisible();
    await expect(page.getByText(DEPOSITED)).toBeVisible();
    await expectNoAxeViolations(page);

    // Reloaded, the stored outcome says it again while the chunk still fails.
    await reload(page).click();
    await expect(page.getByRole('heading', { level: 1, name: SCREEN_FAILURE })).toBeVisible();
    await expect(page.getByText(DEPOSITED)).toBeVisible();

    await page.unrouteAll({ behavior: 'wait' });
    await reload(page).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Transaction Successful' }),
    ).toBeVisible();
    await expect(page.getByText(DEPOSITED)).toBeVisible();
  });

  test("PayPal's answer arrives while the wallet return's chunk fails: the form is not offered as if nothing happened, and Reload reads the answer @production", async ({
    page,
  }) => {
    await failChunk(page, 'wallet-return');
    // The wallet screen's chunk holds the same module (its saga reports a refused deposit with
    // it), and webpack lets either file fulfil the wallet return's import: the outcome then shows
    // at once, which is right. Held until the failed file has been answered, it cannot.
    const returnFailed = page.waitForResponse(/\/js\/wallet-return\.[0-9a-f]+\.js$/);
    await page.route(/\/js\/paypal-deposit\.[0-9a-f]+\.js$/, async (route) => {
      await returnFailed;
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.fallback();
    });
    // A $40 wallet deposit this member left for PayPal with (the record it stores).
    await page.goto('/#/');
    await storePendingWalletDeposit(page, '40.00', DEMO_USER.uid);
    await page.goto('/?success=true#/deposit/paypalfunding');
    await expect(
      page.getByText(
        'PayPal has answered, but this page could not load what it needs to show the outcome. Reload the page to see it.',
      ),
    ).toBeVisible();
    await expect(page.getByText(/has been deposited/)).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.unrouteAll({ behavior: 'wait' });
    await page.reload();
    await expect(
      page.getByText('The amount of $40.00 has been deposited to your account.'),
    ).toBeVisible();
  });

  test("a submit's 401 while the popups' chunk fails: the session-expired text, and OK leads to the main site @production", async ({
    page,
  }) => {
    await failChunk(page, 'popups');
    await answerCardDeposit(page, 401, {});
    await page.route(`${MAIN_SITE}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Xpressbet</title>' }),
    );
    await depositWithSavedCard(page);
    const popup = page.getByRole('alert').filter({ hasText: 'Your session has expired.' });
    await expect(popup).toContainText('Your deposit was not made.');
    await expect(popup).toContainText('Your session has expired.  Please login again.');
    await expectNoAxeViolations(page);
    await popup.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(`${MAIN_SITE}/`);
  });
});

test("a signed-out visit while the popups' chunk fails: the login popup's text and its Log In link @production", async ({
  page,
}, info) => {
  await installServiceWorker(page, info);
  await page.setViewportSize({ width: 320, height: 640 });
  await failChunk(page, 'popups');
  await page.goto('/#/');
  const popup = page.getByRole('alert').filter({ hasText: 'Please log in to continue.' });
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('link', { name: 'Log In' })).toHaveAttribute(
    'href',
    `${MAIN_SITE}/login`,
  );
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);
});
