import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(violations.map(({ id, nodes }) => ({ id, targets: nodes.map((n) => n.target) }))).toEqual(
    [],
  );
}

/** Neither the link token nor Link's public token in storage, cookies or the address. */
async function expectNoTokensLeft(page: Page) {
  const kept = await page.evaluate(() =>
    JSON.stringify({
      local: { ...window.localStorage },
      session: { ...window.sessionStorage },
      cookie: document.cookie,
      url: window.location.href,
    }),
  );
  expect(kept).not.toMatch(/link-sandbox-|public-sandbox-/);
  expect(JSON.stringify(await page.context().cookies())).not.toMatch(
    /link-sandbox-|public-sandbox-/,
  );
}

test('a bank-link deposit through the stand-in Link dialog, in its own chunk', async ({ page }) => {
  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/funding/v2/ach') {
      posts += 1;
    }
  });
  await page.goto('/?sandbox=reset#/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const chunk = page.waitForRequest(/features_bank-link/);
  await page.goto('/#/deposit/plaidfunding');
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
  await expectAccessible(page);

  await next.click();
  const dialog = page.getByRole('dialog', { name: 'Sandbox Bank Link' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: /Everyday Checking ending 1111/ }).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'Transaction Successful' }),
  ).toBeVisible();
  await expect(
    page.getByText('The amount of $250.00 has been deposited to your account.'),
  ).toBeVisible();
  await expect(page.getByText('$1,484.56').first()).toBeVisible();
  expect(posts).toBe(1);
  await expectNoTokensLeft(page);
});

test('a refused bank-link deposit shows the error page, and Review Information returns', async ({
  page,
}) => {
  // $5,000 is over the sandbox's weekly ACH limit ($2,500), so the service refuses it.
  await page.goto('/?sandbox=reset#/deposit/plaidfunding');
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
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Review Information' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Instant Bank Verification' }),
  ).toBeVisible();
  await expectNoTokensLeft(page);
});
