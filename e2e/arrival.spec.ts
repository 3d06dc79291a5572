import { expect, test, type Page } from '@playwright/test';
import { MOBILE } from './support/devices';

/**
 * Where a screen opens. Going forward to a screen starts at its top with focus
 * on its heading; Back restores where the person was; the first load and the quick-deposit frame
 * move no focus; a submit scrolls to the top and a failed one keeps focus on its error summary.
 * Only a browser scrolls, so these are here and not in jest.
 */

const VISA = 'VISA **** **** **** 4242';
const SAVING = 'SAVING *****43210';
/** The sandbox's card processor declines this CVV (docs/sandbox.md). */
const DECLINING_CVV = '000';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

async function scrollToBottom(page: Page) {
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight }));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(100);
}

/** The screen's one h1, focused and at the top of the viewport. */
async function expectOpenedAtItsTop(page: Page, title: string) {
  const heading = page.getByRole('heading', { level: 1, name: title });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  expect(await scrollY(page)).toBe(0);
}

test.describe('where a screen opens, on a phone', () => {
  test.use(MOBILE);

  test("'Add New Credit/Debit Card' opens the new-card form at its top", async ({ page }) => {
    await page.goto('/?sandbox=reset#/deposit/cardfunding');
    await expect(page.getByRole('radio', { name: VISA })).toBeChecked();
    await scrollToBottom(page);
    await page.getByRole('button', { name: 'Add New Credit/Debit Card' }).click();
    await expectOpenedAtItsTop(page, 'Add New Card');
    await expect(page.getByLabel('Card Number')).toBeInViewport();
  });

  test('a method chosen low on the home opens at its top, and Back returns to the same place', async ({
    page,
  }) => {
    await page.goto('/?sandbox=reset#/');
    const wallet = page.getByRole('link', { name: /Paypal/ });
    // The home filled in first: scrolled to its bottom, a tile above the quick deposit would be
    // out of view, and the click would scroll it back into view before it lands.
    await expect(page.getByLabel('CVV')).toBeVisible();
    await wallet.evaluate((tile) => tile.scrollIntoView({ block: 'start' }));
    await expect.poll(() => scrollY(page)).toBeGreaterThan(100);
    const before = await scrollY(page);
    await wallet.click();
    await expectOpenedAtItsTop(page, 'Paypal Funding');
    await page.goBack();
    await expect(wallet).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(before);
  });

  test('Continue to Bank Verification with the account that must be verified opens bank verification at its top', async ({
    page,
  }) => {
    await page.goto('/?sandbox=reset#/deposit/xpressfunding');
    // The whole row is the choice (its label's ::after covers it), so the radio itself is covered.
    await page.getByRole('radio', { name: SAVING }).check({ force: true });
    await scrollToBottom(page);
    await page.getByRole('button', { name: 'Continue to Bank Verification' }).click();
    await expectOpenedAtItsTop(page, 'Instant Bank Verification');
  });

  test('the first load moves no focus', async ({ page }) => {
    await page.goto('/?sandbox=reset#/deposit/cardfunding');
    await expect(page.getByRole('radio', { name: VISA })).toBeChecked();
    await expect(page.locator('body')).toBeFocused();
    expect(await scrollY(page)).toBe(0);
  });

  test('a submit scrolls to the top; its failure keeps focus on the error summary', async ({
    page,
  }) => {
    // Every answer takes 2 s: the screen can be looked at while the deposit is on its way.
    await page.goto('/?sandbox=slow#/deposit/cardfunding');
    await expect(page.getByRole('radio', { name: VISA })).toBeChecked();
    await page.getByLabel('CVV').fill(DECLINING_CVV);
    const deposit = page.getByRole('button', { name: 'Deposit', exact: true });
    await expect(deposit).toBeEnabled();
    await scrollToBottom(page);
    await deposit.click();
    await expect.poll(() => scrollY(page)).toBe(0);
    const summary = page.getByRole('group', { name: 'There is a problem' });
    await expect(summary).toBeFocused();
    await expect(summary).toBeInViewport();
  });
});

test('in the quick-deposit frame, opening a screen moves no focus', async ({ page }) => {
  await page.goto('/?sandbox=reset&quickDepositIframe=true#/');
  const amount = page.getByLabel('Amount', { exact: true });
  await expect(amount).toBeVisible();
  await page.evaluate(() => (window.location.hash = '/deposit/cardfunding'));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Credit/Debit Card Funding' }),
  ).toBeVisible();
  await expect(page.locator('body')).toBeFocused();
});
