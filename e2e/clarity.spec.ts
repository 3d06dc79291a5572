import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expectNoHorizontalScroll, MOBILE, SIZES } from './support/devices';
import { expectTransactionSuccessful } from './support/flows';
import { signIn } from './support/session';

/**
 * In a real browser, at desktop and phone sizes: the summaries before money moves, the
 * busy form, the error summary (focused and in view), the withdrawable explanation and the
 * receipt, each axe-clean and fitting the screen.
 */

const VISA = 'VISA **** **** **** 4242';
/** The sandbox's card processor declines this CVV (docs/sandbox.md). */
const DECLINING_CVV = '000';

/** A summary's rows as { label: figure }. */
async function figures(region: Locator) {
  const terms = await region.getByRole('term').allTextContents();
  const values = await region.getByRole('definition').allTextContents();
  return Object.fromEntries(terms.map((term, index) => [term, values[index]]));
}

async function openCardScreen(page: Page, scenario = 'reset') {
  await page.goto(`/?sandbox=${scenario}#/deposit/cardfunding`);
  await expect(page.getByRole('radio', { name: VISA })).toBeChecked();
}

async function expectAccessibleAndFitting(page: Page) {
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
}

for (const size of SIZES) {
  test.describe(`clarity on ${size}`, () => {
    if (size === 'mobile') test.use(MOBILE);

    test('the deposit summary above Deposit, and the warning above the limit', async ({ page }) => {
      await openCardScreen(page);
      const summary = page.getByRole('region', { name: 'Deposit summary' });
      await expect(summary).toBeVisible();
      expect(await figures(summary)).toEqual({
        Amount: '$50.00',
        Fee: '$2.50',
        'Total to be charged': '$52.50',
      });
      await page.getByLabel('Amount', { exact: true }).fill('600');
      await expect(summary.getByRole('status')).toHaveText(
        'This amount is above your available limit, so the deposit may be declined.',
      );
      // One tap to the most the card can take.
      await expect(
        summary.getByRole('button', { name: 'Deposit $500.00, the most available this week' }),
      ).toBeVisible();
      await expectAccessibleAndFitting(page);
    });

    test("a new bank account's presets above its weekly cap are marked", async ({ page }) => {
      await page.goto('/?sandbox=new-user#/deposit/xpressfunding');
      const presets = page.getByRole('group', { name: 'Preset amounts' });
      for (const name of ['$250', '$500']) {
        await expect(
          presets.getByRole('button', { name, exact: true }),
        ).toHaveAccessibleDescription('Above limit');
      }
      await expect(
        presets.getByRole('button', { name: '$100', exact: true }),
      ).not.toHaveAccessibleDescription('Above limit');
      await presets.getByRole('button', { name: '$500', exact: true }).click();
      await expect(
        page.getByRole('button', { name: 'Deposit $100.00, the most available this week' }),
      ).toBeVisible();
      await expectAccessibleAndFitting(page);
    });

    test('while a deposit is sent the button says so and the form is locked', async ({ page }) => {
      await openCardScreen(page, 'slow');
      await page.getByLabel('CVV').fill('739');
      await page.getByRole('button', { name: 'Deposit', exact: true }).click();
      const busy = page.getByRole('button', { name: 'Processing $50.00...' });
      await expect(busy).toBeVisible();
      await expect(busy).toBeDisabled();
      await expect(page.getByLabel('Amount', { exact: true })).toHaveAttribute('readonly', '');
      await expect(page.getByText(/provide a 3-digit CVV/)).toHaveCount(0);
      await expectTransactionSuccessful(
        page,
        'The amount of $50.00 has been deposited to your account.',
      );
    });

    test('a declined card: the error summary, focused and in view, and the CVV to enter again', async ({
      page,
    }) => {
      await openCardScreen(page);
      await page.getByLabel('Amount', { exact: true }).fill('75');
      await page.getByLabel('CVV').fill(DECLINING_CVV);
      await page.getByRole('button', { name: 'Deposit', exact: true }).click();
      const summary = page.getByRole('group', { name: 'There is a problem' });
      await expect(summary).toBeFocused();
      await expect(summary).toBeInViewport();
      await expect(summary.getByRole('alert')).toHaveText('Your card was declined.');
      await expect(page.getByLabel('Amount', { exact: true })).toHaveValue('75');
      await expectAccessibleAndFitting(page);
      await summary.getByRole('button', { name: 'Enter the CVV again' }).click();
      await expect(page.getByLabel('CVV')).toBeFocused();
      await expect(page.getByLabel('CVV')).toHaveValue('');
      await summary.getByRole('link', { name: 'Use bank transfer' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'ACH Funding' })).toBeVisible();
    });

    test('each deposit method shows its fee and what can be deposited, and nothing moves when they arrive @production', async ({
      page,
    }, info) => {
      // The answers are held in the browser: the sandbox's answer in its service worker.
      test.skip(info.project.name !== 'production', 'holds the answers of the funding stub');
      await signIn(page.context(), info.project.use.baseURL);
      if (size === 'mobile') await page.setViewportSize({ width: 320, height: 700 });
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/api\/funding\/(customer|availablelimit\/type\/\w+)$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/#/');
      await expect(page.getByRole('region', { name: 'Available Balance' })).toContainText(
        '$1,234.56',
      );
      const methods = page.getByRole('list', { name: 'Deposit methods' });
      const tiles = methods.getByRole('link');
      const card = methods.getByRole('link', { name: 'Credit/Debit Cards' });
      await expect(card).toContainText('Visa fee: -');
      const boxes = () =>
        tiles.evaluateAll((links) =>
          links.map((link) => {
            const { x, y, width, height } = link.getBoundingClientRect();
            return { x, y, width, height };
          }),
        );
      const before = await boxes();
      release();
      await expect(card).toHaveAccessibleDescription(
        'We accept both Mastercard and Visa. Visa fee: $2.50 Mastercard fee: $3.00 Available weekly: $500.00',
      );
      await expect(
        methods.getByRole('link', { name: 'Bank Transfer (ACH)' }),
      ).toHaveAccessibleDescription('Fee: None Available weekly: $2,500.00');
      await expect(methods.getByRole('link', { name: 'Paypal' })).toHaveAccessibleDescription(
        'Fee: $5.00',
      );
      expect(await boxes()).toEqual(before);
      await expectAccessibleAndFitting(page);
    });

    test('the withdrawal summary and why less can be withdrawn', async ({ page }) => {
      await page.goto('/?sandbox=reset#/withdraw/paypalfunding');
      await page.getByLabel('Amount', { exact: true }).fill('25');
      const summary = page.getByRole('region', { name: 'Withdrawal summary' });
      await expect(summary).toBeVisible();
      expect(await figures(summary)).toEqual({
        Amount: '$25.00',
        Fee: '$1.00',
        'Taken from your balance': '$26.00',
        'You receive': '$25.00',
        Delivery: 'Sent to your PayPal account.',
      });
      await page.getByText('Why is this less than my balance?').click();
      await expect(
        page.getByText('Your balance is $1,234.56; $1,000.00 of it can be withdrawn now.'),
      ).toBeVisible();
      await expectAccessibleAndFitting(page);
    });

    test('the receipt after a deposit', async ({ page }) => {
      await openCardScreen(page);
      await page.getByLabel('CVV').fill('739');
      await page.getByRole('button', { name: 'Deposit', exact: true }).click();
      await expectTransactionSuccessful(
        page,
        'The amount of $50.00 has been deposited to your account.',
      );
      const receipt = page.getByRole('region', { name: 'Receipt' });
      await expect(receipt.getByText('$1,284.56')).toBeVisible();
      expect(await figures(receipt)).toMatchObject({
        Amount: '$50.00',
        Fee: '$2.50',
        'Total charged': '$52.50',
        'Paid with': VISA,
        'New balance': '$1,284.56',
      });
      await expect(page.getByRole('button', { name: 'Print receipt' })).toBeVisible();
      await expectAccessibleAndFitting(page);
    });
  });
}
