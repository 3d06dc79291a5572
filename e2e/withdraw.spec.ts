import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expectNoHorizontalScroll, MOBILE, SIZES, type Size } from './support/devices';
import { expectNoSecrets, watchSecrets } from './support/secrets';
import { expectTransactionSuccessful } from './support/flows';

test.beforeEach(({ page }) => watchSecrets(page));

const withdrawable = (page: Page) =>
  page.getByText('Available Balance for Withdrawal', { exact: true }).locator('xpath=..');

/** From a fresh sandbox ledger: the method screen, then the chosen method's form. */
async function chooseMethod(page: Page, size: Size, method: string, formTitle: string) {
  await page.goto('/?sandbox=reset#/withdraw');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Select Withdrawal Method' }),
  ).toBeVisible();
  await expect(withdrawable(page)).toContainText('$1,000.00');
  const option = page.getByRole('radio', { name: method });
  await expect(option).toBeEnabled();
  // On a phone choosing is proceeding (the radio leaves with the screen); on desktop Proceed
  // confirms the choice.
  if (size === 'desktop') {
    await option.check();
    await page.getByRole('button', { name: 'Proceed' }).click();
  } else {
    await option.click();
  }
  await expect(page.getByRole('heading', { level: 1, name: formTitle })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Account Summary' })
      .getByText('Billing Address: 1200 Paddock Lane, Lexington, KY 40511'),
  ).toBeVisible();
}

/**
 * Withdraw, see the confirmation, then the withdrawable balance lowered on the method screen.
 * Only an amount is typed in a withdrawal; the secrets scan still guards the session token.
 */
async function withdrawAndConfirm(page: Page, sentence: string, balanceAfter: string) {
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expectTransactionSuccessful(page, sentence);
  await page.goto('/#/withdraw');
  await expect(withdrawable(page)).toContainText(balanceAfter);
  await expectNoSecrets(page, []);
}

for (const size of SIZES) {
  test.describe(`withdrawals on ${size}`, () => {
    if (size === 'mobile') test.use(MOBILE);

    test('the method screen passes axe and fits the screen', async ({ page }) => {
      await page.goto('/?sandbox=reset#/withdraw');
      await expect(page.getByRole('radio', { name: 'Bank Transfer (ACH)' })).toBeEnabled();
      await expect(page.getByRole('link', { name: /Partner Racetracks/ })).toHaveAttribute(
        'target',
        '_blank',
      );
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page);
    });

    test('a PayPal withdrawal', async ({ page }) => {
      await chooseMethod(page, size, 'PayPal', 'Paypal Funding');
      await page.getByLabel('Amount', { exact: true }).fill('25');
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page);
      await withdrawAndConfirm(
        page,
        'The amount of $25.00 has been withdrawn from your account.',
        // The amount and its $1 fee.
        '$974.00',
      );
    });

    test('a check by courier, signed for: never to the PO Box, to the residence', async ({
      page,
    }) => {
      await chooseMethod(page, size, 'Check Request', 'Check Issued by the provider');
      const chooseAddress = async (name: string) => {
        if (size === 'desktop') {
          await page.getByRole('combobox', { name: 'Delivery Address' }).selectOption(name);
        } else {
          await page
            .getByRole('group', { name: 'Delivery Address' })
            .getByRole('radio', { name })
            .check();
        }
      };
      await chooseAddress('Mailing Address: PO Box 4410, Lexington, KY 40544');
      await page
        .getByRole('group', { name: 'Rush Delivery' })
        .getByRole('radio', { name: 'Yes, $25.00 courier delivery' })
        .check();
      await page
        .getByRole('group', { name: 'Require Signature' })
        .getByRole('radio', { name: 'Yes, $5 Additional Fee' })
        .check();
      await page.getByLabel('Amount', { exact: true }).fill('40');
      await expect(page.getByText('Extra fee: $30.00')).toBeVisible();
      // A courier cannot deliver to a PO Box: no courier fee is taken for it.
      const withdraw = page.getByRole('button', { name: 'Withdraw', exact: true });
      await expect(withdraw).toBeDisabled();
      await expect(withdraw).toHaveAccessibleDescription(
        'Couriers cannot deliver to a PO Box. Choose No for rush delivery, or another address.',
      );
      await chooseAddress('Residence Address: 1200 Paddock Lane, Lexington, KY 40511');
      await expect(withdraw).toBeEnabled();
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page);
      await withdrawAndConfirm(
        page,
        'The amount of $40.00 has been withdrawn from your account.',
        // The amount, the courier's $25.00 and the signature's $5.00.
        '$930.00',
      );
    });

    test('a bank transfer to the checking account', async ({ page }) => {
      await chooseMethod(page, size, 'Bank Transfer (ACH)', 'Xpressfund/ACH Withdrawal');
      const account = /^CHECKING \*+56789$/;
      if (size === 'desktop') {
        await expect(page.getByRole('combobox', { name: 'Bank Account' })).toHaveText(
          /CHECKING \*+56789/,
        );
      } else {
        await expect(
          page.getByRole('group', { name: 'Bank Account' }).getByRole('radio', { name: account }),
        ).toBeChecked();
      }
      await page.getByLabel('Amount', { exact: true }).fill('60');
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page);
      await withdrawAndConfirm(
        page,
        'The amount of $60.00 has been withdrawn from your account.',
        '$940.00',
      );
    });
  });
}

test('an amount above the withdrawable balance is warned about and refused by the server', async ({
  page,
}) => {
  await chooseMethod(page, 'desktop', 'PayPal', 'Paypal Funding');
  await page.getByLabel('Amount', { exact: true }).fill('1000.01');
  const warning = 'The amount exceeds your balance available for withdrawal.';
  await expect(page.getByRole('status').filter({ hasText: warning })).toBeVisible();
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: warning })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the withdrawal screens fit 320 px', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/?sandbox=reset#/withdraw');
  await expect(page.getByRole('radio', { name: 'Bank Transfer (ACH)' })).toBeEnabled();
  await expectNoHorizontalScroll(page);
  for (const [route, title] of [
    ['/#/withdraw/paypalfunding', 'Paypal Funding'],
    ['/#/withdraw/xpressfunding-fedex', 'Check Issued by the provider'],
    ['/#/withdraw/xpressfunding', 'Xpressfund/ACH Withdrawal'],
  ] as const) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Account Summary' })
        .getByText('Billing Address: 1200 Paddock Lane, Lexington, KY 40511'),
    ).toBeVisible();
    await expectNoHorizontalScroll(page);
  }
});

test.describe('ACH without a saved account, on a phone', () => {
  test.use(MOBILE);

  test('says so in view beside the choice, keeps Proceed disabled and links to adding one', async ({
    page,
  }) => {
    await page.goto('/?sandbox=new-user#/withdraw');
    const ach = page.getByRole('radio', { name: 'Bank Transfer (ACH)' });
    await expect(ach).toBeEnabled();
    await ach.click();
    const message = page.getByText(
      'You do not have an active ACH account. Please add a new ACH account in order to proceed.',
    );
    await expect(message.first()).toBeInViewport();
    const add = page.getByRole('link', {
      name: 'Add a bank account: your first bank deposit saves it',
    });
    await expect(add).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Proceed' })).toBeDisabled();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
    await add.click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Add New ACH Account' }),
    ).toBeVisible();
  });
});

test.describe('the withdrawal forms lead with the amount', () => {
  const VIEWPORTS = [
    ['a 320 px phone', { width: 320, height: 568 }, true],
    ['a 375 px phone', { width: 375, height: 667 }, true],
    ['a 430 px phone', { width: 430, height: 932 }, true],
    ['a 1366 by 768 desktop', { width: 1366, height: 768 }, false],
  ] as const;
  for (const [name, viewport, phone] of VIEWPORTS) {
    test.describe(name, () => {
      test.use(phone ? { ...MOBILE, viewport } : { viewport });

      test("each form's Amount and 'Withdraw all' are on the first screen, uncovered", async ({
        page,
      }) => {
        for (const route of [
          '/?sandbox=reset#/withdraw/xpressfunding-fedex',
          '/#/withdraw/xpressfunding',
          '/#/withdraw/paypalfunding',
        ]) {
          await page.goto(route);
          const amount = page.getByLabel('Amount', { exact: true });
          const all = page.getByRole('button', { name: 'Withdraw all' });
          await expect(all).toBeVisible();
          for (const target of [amount, all]) {
            await expect(target).toBeInViewport({ ratio: 1 });
            const uncovered = await target.evaluate((element) => {
              const { x, y, width, height } = element.getBoundingClientRect();
              return element.contains(document.elementFromPoint(x + width / 2, y + height / 2));
            });
            expect(uncovered).toBe(true);
          }
          await expectNoHorizontalScroll(page);
        }
      });
    });
  }
});
