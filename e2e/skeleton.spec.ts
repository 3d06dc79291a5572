import { expect, test } from '@playwright/test';
import { signIn } from './support/session';

test.beforeEach(async ({ context, baseURL }) => signIn(context, baseURL));

test.describe('walking skeleton @production', () => {
  test('the home shows the balance from the funding service', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Select Deposit Method' }),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Available Balance' }).getByText('$1,234.56'),
    ).toBeVisible();
  });

  test('a deep link opens its screen', async ({ page }) => {
    await page.goto('/#/withdraw/xpressfunding-fedex');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Check Issued by the provider' }),
    ).toBeVisible();
  });

  test('an unknown path shows the not-found page and Go Back! returns to the root', async ({
    page,
  }) => {
    await page.goto('/#/no-such-page');
    await expect(page.getByRole('heading', { name: 'This page just SCRATCHED!' })).toBeVisible();
    await page.getByRole('link', { name: 'Go Back!' }).click();
    await expect(page).toHaveURL(/#\/$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Select Deposit Method' }),
    ).toBeVisible();
  });
});

test('the sandbox shows its badge and scenarios change the home', async ({ page }, info) => {
  test.skip(info.project.name !== 'sandbox', 'sandbox only');
  await page.goto('/?sandbox=low-balance#/');
  await expect(page.getByRole('note', { name: /Sandbox/ })).toContainText('SANDBOX');
  await expect(
    page.getByRole('region', { name: /Available Balance/ }).getByText('$12.34'),
  ).toBeVisible();
  await expect(page.getByText('is low')).toBeVisible();
  await page.goto('/?sandbox=reset#/');
  await expect(
    page.getByRole('region', { name: 'Available Balance' }).getByText('$1,234.56'),
  ).toBeVisible();
});
