import { expect, test, type Page } from '@playwright/test';
import { recordRequests } from './support/requests';
import { scaled } from '../src/test/timeScale';

/**
 * In a real browser: two tabs of one browser share Web Locks and a
 * BroadcastChannel, so the same card deposit pressed in both within a second goes out once, and
 * the second tab says what the first did. The sandbox's 'slow' scenario holds each answer 2 s.
 */

async function cardDepositReady(page: Page) {
  await page.goto('/#/deposit/cardfunding');
  await expect(page.getByRole('radio', { name: 'VISA **** **** **** 4242' })).toBeChecked();
  await page.getByRole('button', { name: '$100' }).click();
  await page.getByLabel('CVV').fill('739');
  const deposit = page.getByRole('button', { name: 'Deposit', exact: true });
  await expect(deposit).toBeEnabled();
  return deposit;
}

test('two tabs deposit the same $100 by card within a second: one POST, and the second tab is told', async ({
  context,
}) => {
  const first = await context.newPage();
  // The scenario starts afresh once the app has read it from the address (its badge says so):
  // leaving at once, on the page's load, could leave it unread, and the answers quick.
  await first.goto('/?sandbox=slow#/');
  await expect(first.getByText('SANDBOX · slow')).toBeVisible();
  const second = await context.newPage();
  const requests = [recordRequests(first), recordRequests(second)];
  const firstDeposit = await cardDepositReady(first);
  const secondDeposit = await cardDepositReady(second);

  await firstDeposit.click();
  await second.waitForTimeout(300);
  await secondDeposit.click();

  await expect(
    first.getByText('The amount of $100.00 has been deposited to your account.'),
  ).toBeVisible({ timeout: scaled(15_000) });
  await expect(second.getByText('Another tab just made a deposit of $100.00.')).toBeVisible();
  await expect(second.getByLabel('CVV')).toHaveValue('');
  expect(requests.map((recorded) => recorded.count('POST', '/deposit/card'))).toEqual([1, 0]);

  // Told, the person may still deposit again from the second tab: a fresh press posts.
  await second.getByLabel('CVV').fill('739');
  await second.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(
    second.getByText('The amount of $100.00 has been deposited to your account.'),
  ).toBeVisible({ timeout: scaled(15_000) });
  expect(requests[1]!.count('POST', '/deposit/card')).toBe(1);
});
