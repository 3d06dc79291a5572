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
 * record (src/domain/transaction/storedOutcome.ts), so one written while the page still starts
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

/** The quick-deposit frame, afresh. */
export const QUICK_DEPOSIT_FRAME = '/?sandbox=reset&quickDepositIframe=true#/';

/** From the quick-deposit frame, the wallet deposit of $25 made in the window it opens. */
export async function depositInWalletWindow(page: Page) {
  const others = page.getByRole('list', { name: 'Other ways to deposit' });
  const opened = page.waitForEvent('popup');
  await others.getByRole('link', { name: 'Paypal' }).click();
  const wallet = await opened;
  // The whole app, not the frame: a wallet's pages refuse to be framed.
  await expect(wallet.getByRole('heading', { level: 1, name: 'Paypal Funding' })).toBeVisible();
  expect(wallet.url()).not.toMatch(/quickDepositIframe/);
  await wallet.getByRole('button', { name: '$25', exact: true }).click();
  await wallet.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(wallet.getByRole('heading', { level: 1, name: 'Sandbox Wallet' })).toBeVisible();
  await wallet.getByRole('button', { name: 'Pay with Sandbox Wallet' }).click();
  await expectTransactionSuccessful(
    wallet,
    'The amount of $25.00 has been deposited to your account.',
  );
  return wallet;
}
