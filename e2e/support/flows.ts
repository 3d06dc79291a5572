import { expect, type Page } from '@playwright/test';

/** The confirmation screen after a transaction, with its sentence ('The amount of $50.00 ...'). */
export async function expectTransactionSuccessful(page: Page, sentence: string): Promise<void> {
  await expect(
    page.getByRole('heading', { level: 1, name: 'Transaction Successful' }),
  ).toBeVisible();
  await expect(page.getByText(sentence)).toBeVisible();
}

/**
 * The record a wallet deposit of `amount` leaves in sessionStorage when the member goes to PayPal,
 * written once the app has taken over: arriving anywhere but a round trip's return forgets such a
 * record (src/domain/transaction/outcomeLifetime.ts), so one written while the page still starts
 * is forgotten as the app starts.
 */
export async function storePendingWalletDeposit(page: Page, amount: string, uid: string) {
  await expect(page.locator('#root')).toHaveAttribute('data-app-ready');
  await page.evaluate(
    ([amount, uid]) => {
      sessionStorage.setItem('depositedAmount', amount);
      sessionStorage.setItem('transactionType', 'paypalFunding');
      sessionStorage.setItem('transactionPending', 'true');
      sessionStorage.setItem('transactionMember', uid);
    },
    [amount, uid] as const,
  );
}
