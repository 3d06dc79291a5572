import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expectNoHorizontalScroll } from './support/devices';
import { recordRequests } from './support/requests';
import { expectNoSecrets, watchSecrets } from './support/secrets';
import { expectTransactionSuccessful } from './support/flows';

async function expectAccessibleAndFitting(page: Page) {
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);
}

const CVV = '739';
const NEW_CARD = '5555555555554444';
/** The new card as typed, as the field shows it, and its unmasked first twelve digits. */
const NEW_CARD_SECRETS = [NEW_CARD, '5555 5555 5555 4444', NEW_CARD.slice(0, 12), CVV];

test.beforeEach(({ page }) => watchSecrets(page));

test.describe('card deposits on the sandbox', () => {
  test('a saved card: one POST for a double click, the confirmation and the new balance', async ({
    page,
  }) => {
    const requests = recordRequests(page);
    await page.goto('/?sandbox=reset#/deposit/cardfunding');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Credit/Debit Card Funding' }),
    ).toBeVisible();
    await expect(page.getByRole('radio', { name: 'VISA **** **** **** 4242' })).toBeChecked();
    await expect(page.getByRole('button', { name: '$50' })).toHaveAttribute('aria-pressed', 'true');
    await expect(
      page.getByText('There is a $2.50 fee for credit & debit card deposits.'),
    ).toBeVisible();
    const deposit = page.getByRole('button', { name: 'Deposit', exact: true });
    await expect(deposit).toBeDisabled();
    await page.getByLabel('CVV').fill(CVV);
    await expect(deposit).toBeEnabled();
    await deposit.dblclick();
    await expectTransactionSuccessful(
      page,
      'The amount of $50.00 has been deposited to your account.',
    );
    await expect(page.locator('.header-balance__amount')).toHaveText('$1,284.56');
    expect(requests.count('POST', '/deposit/card')).toBe(1);
    await expectNoSecrets(page, [CVV]);
  });

  test('a new card marked as default becomes the default', async ({ page }) => {
    const requests = recordRequests(page);
    const year = String(new Date().getFullYear() + 2);
    await page.goto('/?sandbox=reset#/deposit/cardfunding');
    await page.getByRole('button', { name: 'Add New Credit/Debit Card' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add New Card' })).toBeVisible();
    await page.getByLabel('Card Number').pressSequentially(NEW_CARD);
    await expect(page.getByLabel('Card Number')).toHaveValue('5555 5555 5555 4444');
    await expect(
      page.getByText('There is a $3.00 fee for credit & debit card deposits.'),
    ).toBeVisible();
    await page.getByLabel('Expiry month').fill('08');
    await page.getByLabel('Expiry year').fill(year);
    await page.getByLabel('CVV').fill(CVV);
    await page.getByRole('checkbox', { name: 'Mark as default' }).check();
    await page.getByRole('button', { name: '$100' }).click();
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(
      page.getByText('The amount of $100.00 has been deposited to your account.'),
    ).toBeVisible();
    await expect(page.locator('.header-balance__amount')).toHaveText('$1,334.56');
    expect(requests.count('POST', '/card')).toBe(1);
    await expectNoSecrets(page, NEW_CARD_SECRETS);

    // The home's quick deposit now uses the new card, and the card list marks it Default.
    await page.getByRole('link', { name: 'Go back to Home' }).click();
    const quick = page.getByRole('region', { name: 'Quick Deposit' });
    await expect(quick).toContainText('MASTERCARD **** **** **** 4444');
    await page.getByRole('link', { name: 'Credit/Debit Cards' }).click();
    const row = page.getByRole('listitem').filter({
      has: page.getByRole('radio', { name: 'MASTERCARD **** **** **** 4444' }),
    });
    await expect(row.getByRole('button', { name: 'Default' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expectNoSecrets(page, NEW_CARD_SECRETS);
  });
});

test('the home, both card modes (with their errors) and the confirmation pass axe and fit 320 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 720 });
  await page.goto('/?sandbox=reset#/');
  await expect(page.getByRole('region', { name: 'Quick Deposit' })).toBeVisible();
  await expect(page.getByRole('button', { name: '$50' })).toHaveAttribute('aria-pressed', 'true');
  await expectAccessibleAndFitting(page);

  await page.getByRole('link', { name: 'Credit/Debit Cards' }).click();
  await expect(page.getByRole('radio', { name: 'VISA **** **** **** 4242' })).toBeChecked();
  await page.getByLabel('CVV').fill('1');
  await page.getByLabel('CVV').blur();
  await expect(page.getByLabel('CVV')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessibleAndFitting(page);

  await page.getByRole('button', { name: 'Add New Credit/Debit Card' }).click();
  await page.getByLabel('Card Number').fill('4242424242424241');
  await page.getByLabel('Card Number').blur();
  await expect(page.getByText('Invalid Card Number')).toBeVisible();
  await expectAccessibleAndFitting(page);

  await page.getByLabel('Card Number').fill('4242424242424242');
  await page.getByLabel('Expiry month').fill('12');
  await page.getByLabel('Expiry year').fill(String(new Date().getFullYear() + 1));
  await page.getByLabel('CVV').fill(CVV);
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Transaction Successful' })).toBeVisible();
  await expectAccessibleAndFitting(page);
  await expectNoSecrets(page, ['4242424242424242', '4242 4242 4242 4242', CVV]);
});
