import { expect, test } from '@playwright/test';
import { signIn } from './support/session';
import { scaled } from '../src/test/timeScale';

/**
 * Decisions: the page reloaded while a money POST is in flight. In the production build, a
 * deposit whose answer never comes: after 5 s the page says to wait; the browser asks before the
 * page is reloaded; the reloaded page says the outcome is unknown with the balance fetched again,
 * once; the next load says nothing more.
 */

const STILL_WAITING = 'Still waiting for an answer. Do not close this page or press again.';
const UNCONFIRMED =
  'We could not confirm this transaction. Please check your balance before trying again.';

test.beforeEach(async ({ context }, info) => {
  test.skip(info.project.name !== 'production', 'the production build, its worker blocked');
  await signIn(context, info.project.use.baseURL);
});

test('a reload while a deposit is on its way asks first, then says the outcome is unknown @production', async ({
  page,
}) => {
  await page.goto('/#/');
  const quick = page.getByRole('region', { name: 'Quick Deposit' });
  await quick.getByLabel('CVV').fill('739');
  const deposit = quick.getByRole('button', { name: 'Deposit', exact: true });
  await expect(deposit).toBeEnabled();
  // The POST reaches the server, whose answer never comes back to this page.
  let posted = 0;
  await page.route('**/api/funding/deposit/card', () => {
    posted += 1;
  });
  await deposit.click();
  await expect.poll(() => posted).toBe(1);
  await expect(page.getByRole('status').filter({ hasText: STILL_WAITING })).toBeVisible({
    timeout: scaled(8_000),
  });

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.type());
    void dialog.accept();
  });
  await page.reload();
  expect(dialogs).toEqual(['beforeunload']);
  await expect(page.getByText(UNCONFIRMED)).toBeVisible();
  await expect(page.getByText('Your balance is now $1,234.56.')).toBeVisible();
  // Nothing of the in-flight record is left: the next load says nothing, and asks nothing.
  expect(await page.evaluate(() => sessionStorage.getItem('moneyPostInFlight'))).toBeNull();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Quick Deposit' })).toBeVisible();
  await expect(page.getByText(UNCONFIRMED)).toHaveCount(0);
  expect(dialogs).toEqual(['beforeunload']);
  expect(posted).toBe(1);
});
