import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const ACCOUNT = '000123456789';
const ROUTING = '021000021';

async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(violations.map(({ id, nodes }) => ({ id, targets: nodes.map((n) => n.target) }))).toEqual(
    [],
  );
}

/** No account or routing number in storage, cookies or the address. */
async function expectNoNumbersLeft(page: Page) {
  const kept = await page.evaluate(() =>
    JSON.stringify({
      local: { ...window.localStorage },
      session: { ...window.sessionStorage },
      cookie: document.cookie,
      url: window.location.href,
    }),
  );
  const cookies = JSON.stringify(await page.context().cookies());
  for (const secret of [ACCOUNT, ROUTING]) {
    expect(kept).not.toContain(secret);
    expect(cookies).not.toContain(secret);
  }
}

test('a new checking account: the rules, one deposit, the confirmation and the new balance', async ({
  page,
}) => {
  // The new user has no saved account (404) and no bank-linking cookie: the manual form.
  await page.goto('/?sandbox=new-user#/deposit/xpressfunding');
  await expect(page.getByRole('heading', { level: 1, name: 'Add New ACH Account' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Instant Bank Verification' })).toBeVisible();
  await expect(page.getByText('$1,234.56').first()).toBeVisible();

  await page.getByRole('radio', { name: 'Checking' }).check();
  const routing = page.getByLabel('Routing Number');
  await routing.fill('12345');
  await routing.blur();
  await expect(routing).toHaveAccessibleDescription('Invalid Routing Number');
  await routing.fill(ROUTING);
  await page.getByLabel('Account Number', { exact: true }).fill(ACCOUNT);
  const confirm = page.getByLabel('Confirm Account Number');
  await confirm.fill('000123456780');
  await confirm.blur();
  await expect(confirm).toHaveAccessibleDescription(
    'Confirm Account Number should be same as Account Number.',
  );
  await confirm.fill(ACCOUNT);
  await page.getByLabel('Check Number').fill('1001');
  await page.getByRole('button', { name: 'View Terms' }).click();
  await expect(page.getByRole('heading', { name: 'ACH Authorization' })).toBeVisible();
  await page.getByRole('button', { name: '$50', exact: true }).click();
  await expectAccessible(page);
  await expectNoNumbersLeft(page);

  await page.getByRole('button', { name: 'Deposit' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Transaction Successful' }),
  ).toBeVisible();
  await expect(
    page.getByText('The amount of $50.00 has been deposited to your account.'),
  ).toBeVisible();
  await expect(page.getByText('$1,284.56').first()).toBeVisible();
  await expectNoNumbersLeft(page);

  // The account is saved now: the ACH screen lists it, masked.
  await page.goto('/#/deposit/xpressfunding');
  await expect(page.getByRole('radio', { name: 'CHECKING *****56789' })).toBeVisible();
  await expectNoNumbersLeft(page);
});

test('the ACH screen fits 320 px and passes axe with saved accounts', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/?sandbox=reset#/deposit/xpressfunding');
  await expect(page.getByRole('radio', { name: 'CHECKING *****56789' })).toBeChecked();
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  await expectAccessible(page);
});
