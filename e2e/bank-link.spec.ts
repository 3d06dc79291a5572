import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { recordRequests } from './support/requests';
import { expectNoSecrets, watchSecrets } from './support/secrets';
import { expectTransactionSuccessful } from './support/flows';

/** Any link token or Link public token the stand-in hands out. */
const STAND_IN_TOKENS = /link-sandbox-|public-sandbox-/;

test.beforeEach(({ page }) => watchSecrets(page));

/** The link token the page was given, read from the answer to its request. */
async function linkTokenFrom(page: Page, load: Promise<unknown>): Promise<string> {
  const response = page.waitForResponse((answer) => answer.url().includes('/plaid-token'));
  await load;
  return ((await (await response).json()) as { plaidToken: string }).plaidToken;
}

test('a bank-link deposit through the stand-in Link dialog, in its own chunk', async ({ page }) => {
  const requests = recordRequests(page);
  await page.goto('/?sandbox=reset#/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const chunk = page.waitForRequest(/\/js\/bank-link\./);
  const linkToken = await linkTokenFrom(page, page.goto('/#/deposit/plaidfunding'));
  await chunk;
  await expect(
    page.getByRole('heading', { level: 1, name: 'Instant Bank Verification' }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Connect Your Account With Plaid' }),
  ).toBeVisible();
  await expect(page.getByText('Select NEXT to get started.')).toBeVisible();
  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toBeEnabled();
  await page.getByRole('button', { name: '$250' }).click();
  await expectNoAxeViolations(page);

  await next.click();
  const dialog = page.getByRole('dialog', { name: 'Sandbox Bank Link' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: /Everyday Checking ending 1111/ }).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();

  await expectTransactionSuccessful(
    page,
    'The amount of $250.00 has been deposited to your account.',
  );
  await expect(page.getByText('$1,484.56').first()).toBeVisible();
  expect(requests.count('POST', '/v2/ach')).toBe(1);
  const [{ plaidAccessToken }] = requests.posts('/v2/ach') as [{ plaidAccessToken: string }];
  expect(plaidAccessToken).toMatch(/^public-sandbox-/);
  await expectNoSecrets(page, [STAND_IN_TOKENS, linkToken, plaidAccessToken]);
});

test('a refused bank-link deposit shows the error page, and Review Information returns', async ({
  page,
}) => {
  // $5,000 is over the sandbox's weekly ACH limit ($2,500), so the service refuses it.
  const linkToken = await linkTokenFrom(page, page.goto('/?sandbox=reset#/deposit/plaidfunding'));
  await page.getByRole('textbox', { name: 'Amount' }).fill('5000');
  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toBeEnabled();
  await next.click();
  const dialog = page.getByRole('dialog', { name: 'Sandbox Bank Link' });
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Transaction Unsuccessful' }),
  ).toBeVisible();
  await expect(page.getByText('$5,000.00')).toBeVisible();
  await expect(page.getByText('The amount exceeds your available deposit limit.')).toBeVisible();
  await expect(page.getByRole('link', { name: '1-800-555-0134' })).toHaveAttribute(
    'href',
    'tel:18005550134',
  );
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Review Information' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Instant Bank Verification' }),
  ).toBeVisible();
  await expectNoSecrets(page, [STAND_IN_TOKENS, linkToken]);
});
