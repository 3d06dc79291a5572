import { expect, test, type Page } from '@playwright/test';
import {
  depositInWalletWindow,
  expectTransactionSuccessful,
  QUICK_DEPOSIT_FRAME,
} from './support/flows';
import { recordRequests } from './support/requests';
import { expectNoSecrets, watchSecrets } from './support/secrets';
import { scaled } from '../src/test/timeScale';

/**
 * The round trips to outside providers as the sandbox plays them (`npm start`): the stand-in
 * Link's OAuth bank sends the whole page to the stand-in bank page and back with
 * `?oauth_state_id=`, and the stand-in wallet page answers in the hash's query or the page's.
 */
const STAND_IN_TOKENS = /link-sandbox-|public-sandbox-/;

test.beforeEach(({ page }) => watchSecrets(page));

async function leaveForOAuthBank(page: Page, preset: string) {
  await page.goto('/?sandbox=reset#/deposit/plaidfunding');
  await page.getByRole('button', { name: preset, exact: true }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sandbox Bank Link' });
  await dialog.getByRole('radio', { name: /Sandbox OAuth Bank, Checking ending 7777/ }).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sandbox OAuth Bank' })).toBeVisible();
}

test('an OAuth bank: the page leaves for the bank, comes back, and Link finishes one deposit of the amount chosen before', async ({
  page,
}) => {
  const requests = recordRequests(page);
  await leaveForOAuthBank(page, '$100');
  await page.getByRole('button', { name: 'Approve and return' }).click();

  const dialog = page.getByRole('dialog', { name: 'Sandbox Bank Link' });
  await expect(
    dialog.getByText('Your bank approved linking Sandbox OAuth Bank, Checking ending 7777.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/#\/deposit\/plaidfunding$/);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expectTransactionSuccessful(
    page,
    'The amount of $100.00 has been deposited to your account.',
  );
  expect(requests.posts('/v2/ach')).toEqual([
    expect.objectContaining({ amount: 100, plaidAccountId: 'sandbox-account-oauth-checking-7777' }),
  ]);
  expect(requests.count('GET', '/plaid-token')).toBe(1);
  await expect(page.getByText('$1,334.56').first()).toBeVisible();
  await expectNoSecrets(page, [STAND_IN_TOKENS]);
});

test('an OAuth bank that denies: back on bank linking, Exit, and nothing is posted', async ({
  page,
}) => {
  const requests = recordRequests(page);
  await leaveForOAuthBank(page, '$50');
  await page.getByRole('button', { name: 'Deny and return' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sandbox Bank Link' });
  await expect(dialog.getByRole('alert')).toHaveText(
    'Your bank did not approve the link. Exit and try again.',
  );
  await dialog.getByRole('button', { name: 'Exit' }).click();
  await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
  expect(await page.evaluate(() => window.sessionStorage.getItem('bankLinkResume'))).toBeNull();
  expect(requests.posts('/v2/ach')).toEqual([]);
  await expectNoSecrets(page, [STAND_IN_TOKENS]);
});

test('the sandbox scenario link-unavailable: after the bounded wait, the ways on', async ({
  page,
}) => {
  await page.goto('/?sandbox=link-unavailable#/deposit/plaidfunding');
  const alert = page
    .getByRole('alert')
    .filter({ hasText: 'Instant Bank Verification is unavailable right now.' });
  await expect(alert).toBeVisible({ timeout: scaled(15_000) });
  await alert.getByRole('link', { name: 'Enter account details' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add New ACH Account' })).toBeVisible();
});

for (const place of [
  { name: 'on the wallet route', start: '/?sandbox=reset#/deposit/paypalfunding' },
]) {
  for (const query of ['hash', 'page'] as const) {
    test(`a wallet deposit ${place.name}, answered in the ${query} query`, async ({ page }) => {
      await page.goto(place.start);
      await page.getByRole('button', { name: '$25', exact: true }).click();
      await page.getByRole('button', { name: 'Deposit' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Sandbox Wallet' })).toBeVisible();
      if (query === 'page') await page.getByRole('checkbox', { name: /page query/ }).check();
      const back = page.waitForURL((url) => !url.pathname.endsWith('sandbox-wallet.html'));
      await page.getByRole('button', { name: 'Pay with Sandbox Wallet' }).click();
      await back;
      await expectTransactionSuccessful(
        page,
        'The amount of $25.00 has been deposited to your account.',
      );
      // The frame shows no header, so no balance.
      if (!place.start.includes('quickDepositIframe')) {
        await expect(page.getByText('$1,259.56').first()).toBeVisible();
      }
      // The answer counts once: it is gone from the address.
      expect(page.url()).not.toMatch(/success=true/);
    });
  }
}

test('from the quick-deposit frame the wallet deposit opens in a window of its own, and the frame hears it went through', async ({
  page,
}) => {
  await page.goto(QUICK_DEPOSIT_FRAME);
  await depositInWalletWindow(page);
  // The frame says so, with the balance fetched again.
  await expect(page.getByText('Another tab just made a deposit of $25.00.')).toBeVisible();
  await expect(page.getByText('Your balance is now $1,259.56.')).toBeVisible();
});
