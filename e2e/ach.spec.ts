import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expectNoHorizontalScroll } from './support/devices';
import { expectNoSecrets, watchSecrets } from './support/secrets';
import { expectTransactionSuccessful } from './support/flows';

const ACCOUNT = '000123456789';
const ROUTING = '021000021';
const CHECK = '1001';
/** The confirmation typed wrong first: a secret too. */
const MISTYPED = '000123456780';
const SECRETS = [ACCOUNT, MISTYPED, ROUTING, CHECK];

test.beforeEach(({ page }) => watchSecrets(page));

test('a new checking account: the rules, one deposit, the confirmation and the new balance', async ({
  page,
}) => {
  // The new user has no saved account (404) and no bank-linking cookie: the manual form.
  await page.goto('/?sandbox=new-user#/deposit/xpressfunding');
  await expect(page.getByRole('heading', { level: 1, name: 'Add New ACH Account' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Instant Bank Verification' })).toBeVisible();
  await expect(page.getByText('$1,234.56').first()).toBeVisible();

  await page.getByRole('radio', { name: 'Checking' }).check();
  const routing = page.getByLabel('Routing Number');
  await routing.fill('12345');
  await routing.blur();
  await expect(routing).toHaveAccessibleDescription('Invalid Routing Number');
  await routing.fill(ROUTING);
  await page.getByLabel('Account Number', { exact: true }).fill(ACCOUNT);
  const confirm = page.getByLabel('Confirm Account Number');
  await confirm.fill(MISTYPED);
  await confirm.blur();
  await expect(confirm).toHaveAccessibleDescription(
    'Confirm Account Number should be same as Account Number.',
  );
  await confirm.fill(ACCOUNT);
  await page.getByLabel('Check Number').fill(CHECK);
  await page.getByRole('button', { name: 'View Terms' }).click();
  await expect(page.getByRole('heading', { name: 'ACH Authorization' })).toBeVisible();
  await page.getByRole('button', { name: '$50', exact: true }).click();
  await expectNoAxeViolations(page);
  await expectNoSecrets(page, SECRETS);

  await page.getByRole('button', { name: 'Deposit' }).click();
  await expectTransactionSuccessful(
    page,
    'The amount of $50.00 has been deposited to your account.',
  );
  await expect(page.getByText('$1,284.56').first()).toBeVisible();
  await expectNoSecrets(page, SECRETS);

  // The account is saved now: the ACH screen lists it, masked.
  await page.goto('/#/deposit/xpressfunding');
  await expect(page.getByRole('radio', { name: 'CHECKING *****56789' })).toBeVisible();
  await expectNoSecrets(page, SECRETS);
});

test('the ACH screen fits 320 px and passes axe with saved accounts', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/?sandbox=reset#/deposit/xpressfunding');
  await expect(page.getByRole('radio', { name: 'CHECKING *****56789' })).toBeChecked();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
});
