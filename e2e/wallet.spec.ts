import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expectNoSecrets, watchSecrets } from './support/secrets';
import { expectTransactionSuccessful } from './support/flows';

test.beforeEach(({ page }) => watchSecrets(page));

/**
 * Only the amount, the transaction type and the member it belongs to (the uid, decisions issue
 * 26) are kept for the return, and once completed its receipt (time, fee, 'PayPal'); no account
 * number, no token.
 */
async function expectNothingSensitiveLeft(page: Page) {
  const session = await page.evaluate(() => ({ ...window.sessionStorage }));
  for (const key of Object.keys(session)) {
    expect([
      'depositedAmount',
      'transactionType',
      'transactionMember',
      'transactionReceipt',
      'quickDepositIframe',
    ]).toContain(key);
  }
  expect(JSON.stringify(session)).not.toMatch(/accountNumber|routingNumber|abaNumber|Token/);
  const local = await page.evaluate(() => JSON.stringify({ ...window.localStorage }));
  expect(local).not.toMatch(/accountNumber|routingNumber|abaNumber|Token/);
  expect(page.url()).not.toMatch(/token|accountNumber/i);
}

async function startDeposit(page: Page, preset: string) {
  await page.goto('/?sandbox=reset#/deposit/paypalfunding');
  await expect(page.getByRole('heading', { level: 1, name: 'Paypal Funding' })).toBeVisible();
  await expect(page.getByText('There is a $5.00 fee for each Paypal deposit.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Rules for Deposit' })).toBeVisible();
  await page.getByRole('button', { name: preset, exact: true }).click();
  await page.getByRole('button', { name: 'Deposit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sandbox Wallet' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/sandbox-wallet.html');
}

test('a wallet deposit through the stand-in provider page and back', async ({ page }) => {
  await page.goto('/?sandbox=reset#/deposit/paypalfunding');
  await expect(page.getByRole('button', { name: '$50', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectNoAxeViolations(page);

  await startDeposit(page, '$100');
  // The payer pays the amount and the wallet's $5 fee; the account is credited the amount.
  await expect(page.getByText('Amount to pay: $105.00')).toBeVisible();
  await page.getByRole('button', { name: 'Pay with Sandbox Wallet' }).click();

  await expectTransactionSuccessful(
    page,
    'The amount of $100.00 has been deposited to your account.',
  );
  await expect(page.getByText('$1,334.56').first()).toBeVisible();
  await expectNothingSensitiveLeft(page);

  // Back from the confirmation, the return is not confirmed (or credited) twice.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Paypal Funding' })).toBeVisible();
  await page.goto('/#/');
  await expect(page.getByText('$1,334.56').first()).toBeVisible();
  // Nothing is typed here but the amount; the scan still guards the session token.
  await expectNoSecrets(page, []);
});

test('a wallet deposit cancelled at the provider shows the wallet error and credits nothing', async ({
  page,
}) => {
  await startDeposit(page, '$25');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Paypal Funding' })).toBeVisible();
  await expect(
    page.getByText('An error occurred while processing your deposit. Please try again.'),
  ).toBeVisible();
  await expect(page.getByText('$1,234.56').first()).toBeVisible();
  const stored = await page.evaluate(() => window.sessionStorage.getItem('depositedAmount'));
  expect(stored).toBeNull();
  await expectNoAxeViolations(page);
});
