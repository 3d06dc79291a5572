import { expect, type Page } from '@playwright/test';

/** The confirmation screen after a transaction, with its sentence ('The amount of $50.00 ...'). */
export async function expectTransactionSuccessful(page: Page, sentence: string): Promise<void> {
  await expect(
    page.getByRole('heading', { level: 1, name: 'Transaction Successful' }),
  ).toBeVisible();
  await expect(page.getByText(sentence)).toBeVisible();
}
