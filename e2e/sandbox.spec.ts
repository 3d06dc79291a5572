import { expect, type Page, test } from '@playwright/test';

/**
 * The sandbox funding service in a real browser: msw in a service worker, the ledger in
 * localStorage. Sandbox project only (no test here is tagged @production).
 */

/** A call from inside the page, so the service worker answers it as it answers the app. */
function callApi(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const cookie = document.cookie.split('; ').find((entry) => entry.startsWith('xpbUser='));
      const user = JSON.parse(decodeURIComponent(cookie?.slice('xpbUser='.length) ?? '{}')) as {
        xAuthToken?: string;
      };
      const response = await fetch(`/api/funding${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', 'x-auth-token': user.xAuthToken ?? '' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, json: (await response.json()) as unknown };
    },
    { method, path, body },
  );
}

async function startWalletDeposit(page: Page, amount: number) {
  const callBackUrl = await page.evaluate(
    () => `${window.location.origin}/#/deposit/paypalfunding`,
  );
  const { json } = await callApi(page, 'POST', '/paypal/deposit', { amount, callBackUrl });
  const { errorCode, errorMessage } = json as { errorCode: number; errorMessage: string };
  expect(errorCode).toBe(0);
  expect(new URL(errorMessage).origin).toBe(new URL(page.url()).origin);
  return errorMessage;
}

test('the wallet stand-in credits the ledger only when paid', async ({ page }) => {
  await page.goto('/?sandbox=reset#/');
  await expect(page.getByText('$1,234.56').first()).toBeVisible();

  await page.goto(await startWalletDeposit(page, 25));
  await expect(page.getByRole('heading', { name: 'Sandbox Wallet' })).toBeVisible();
  // The payer pays the amount and the wallet's $5 fee; the account is credited the amount.
  await expect(page.getByText('Amount to pay: $30.00')).toBeVisible();
  // Sent back with the flag, watched from before the press and seen as the page commits: the
  // app drops the flag from the address once read, which can be before the press returns.
  const paid = page.waitForURL(/#\/deposit\/paypalfunding\?success=true$/, {
    waitUntil: 'commit',
  });
  await page.getByRole('button', { name: 'Pay with Sandbox Wallet' }).click();
  await paid;
  await page.goto('/#/');
  await expect(page.getByText('$1,259.56').first()).toBeVisible();
  expect((await callApi(page, 'GET', '/balance/type/current')).json).toEqual({
    amount: '1,259.56',
  });

  await page.goto(await startWalletDeposit(page, 40));
  const cancelled = page.waitForURL(/#\/deposit\/paypalfunding\?error=true$/, {
    waitUntil: 'commit',
  });
  await page.getByRole('button', { name: 'Cancel' }).click();
  await cancelled;
  await page.goto('/#/');
  await expect(page.getByText('$1,259.56').first()).toBeVisible();
  expect((await callApi(page, 'GET', '/balance/type/current')).json).toEqual({
    amount: '1,259.56',
  });
});

test('the wallet stand-in sends nobody to another site', async ({ page }) => {
  await page.goto('/sandbox-wallet.html?ref=x&amount=5.00&return=https%3A%2F%2Fexample.com%2F');
  await expect(page.getByRole('alert')).toContainText('This payment link is not valid.');
  await expect(page.getByRole('button')).toHaveCount(0);
});

test('scenarios are applied once, named on the badge, and kept across reloads', async ({
  page,
}) => {
  await page.goto('/#/?sandbox=new-user');
  await expect(
    page
      .getByRole('note', { name: 'Sandbox, scenario new-user' })
      .getByRole('button', { name: 'SANDBOX · new-user' }),
  ).toBeVisible();
  expect(page.url()).not.toContain('sandbox=');
  expect((await callApi(page, 'GET', '/getcardfundingmethod')).status).toBe(404);

  const withdrawal = await callApi(page, 'POST', '/paypal/withdraw', {
    amount: 34.56,
    note: 'Withdrawing 34.56',
  });
  expect(withdrawal.json).toEqual({ errorCode: 0, errorMessage: '' });
  await page.reload();
  await expect(page.getByRole('note', { name: 'Sandbox, scenario new-user' })).toBeVisible();
  // The amount and the wallet's $1 fee.
  await expect(page.getByText('$1,199.00').first()).toBeVisible();

  await page.goto('/?sandbox=server-error#/');
  await expect(page.getByText('--').first()).toBeVisible();
  expect((await callApi(page, 'GET', '/customer')).status).toBe(502);

  await page.goto('/?sandbox=session-expired#/');
  // msw answers a page only once the app has started its worker: wait for the app's badge.
  await expect(page.getByRole('note', { name: 'Sandbox, scenario session-expired' })).toBeVisible();
  expect((await callApi(page, 'GET', '/customer')).status).toBe(200);
  expect((await callApi(page, 'PUT', '/user/mark-as-default', {})).status).toBe(401);

  await page.goto('/?sandbox=reset#/');
  await expect(
    page
      .getByRole('note', { name: 'Sandbox, scenario default' })
      .getByRole('button', { name: 'SANDBOX', exact: true }),
  ).toBeVisible();
  await expect(page.getByText('$1,234.56').first()).toBeVisible();
});

test('a newcomer picks a scenario from the badge, without the README', async ({ page }) => {
  await page.goto('/?sandbox=reset#/');
  const badge = page.getByRole('note', { name: 'Sandbox, scenario default' });
  await badge.getByRole('button', { name: 'SANDBOX', exact: true }).click();
  await expect(badge.getByRole('listitem')).toHaveText([
    /^default/,
    /^new-user/,
    /^low-balance/,
    /^session-expired/,
    /^unauthorized/,
    /^server-error/,
    /^slow/,
    /^link-unavailable/,
    /^fees-unavailable/,
  ]);
  await badge.getByRole('button', { name: 'low-balance', exact: true }).click();
  await expect(
    page.getByRole('note', { name: 'Sandbox, scenario low-balance' }).getByRole('button'),
  ).toHaveText('SANDBOX · low-balance');
  await expect(page.getByText('$12.34').first()).toBeVisible();
  expect(page.url()).not.toContain('sandbox=');

  await page
    .getByRole('note', { name: 'Sandbox, scenario low-balance' })
    .getByRole('button', { name: 'SANDBOX · low-balance' })
    .click();
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByRole('note', { name: 'Sandbox, scenario default' })).toBeVisible();
  await expect(page.getByText('$1,234.56').first()).toBeVisible();
});
