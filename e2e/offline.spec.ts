import { expect, test } from '@playwright/test';
import { signIn } from './support/session';

/**
 * Offline, then online: a screen whose chunk could not be loaded while the browser was offline
 * loads by itself when the connection returns, with its figures, and no Reload to find. On the
 * production build, its screens in chunks of their own.
 */
test.beforeEach(async ({ context }, info) => {
  test.skip(info.project.name !== 'production', 'the production build splits its chunks');
  await signIn(context, info.project.use.baseURL);
});

test('a screen opened offline loads by itself when the connection returns @production', async ({
  page,
  context,
}) => {
  await page.goto('/#/');
  await expect(page.locator('#root')).toHaveAttribute('data-app-ready', '');
  await expect(page.getByText('$1,234.56').first()).toBeVisible();
  await context.setOffline(true);
  await page.getByRole('link', { name: /Credit\/Debit Cards/ }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'This page could not be loaded.' }),
  ).toBeVisible();
  await expect(page.getByText('Part of this page could not be loaded.')).toBeVisible();
  await expect(page.getByText('You are offline.', { exact: false }).first()).toBeVisible();

  await context.setOffline(false);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Credit/Debit Card Funding' }),
  ).toBeVisible();
  // Its figures: the saved cards and the fee line, loaded as on any opening.
  await expect(page.getByRole('radio', { name: 'VISA **** **** **** 4242' })).toBeChecked();
  // Its breadcrumb, whose chunk failed with it.
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
  await expect(page.getByText('could not be loaded.')).toHaveCount(0);
});
