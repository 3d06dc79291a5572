import { expect, test, type Locator, type Page } from '@playwright/test';
import { scaled } from '../src/test/timeScale';

/**
 * In a real browser (axe checks that every field has a label): one field per
 * form shows its error tied to it (aria-invalid, aria-describedby) and announced (role=alert);
 * the presets are toggle buttons (aria-pressed); loaders are status regions.
 */
interface FormCase {
  form: string;
  url: string;
  /** The form's field to get wrong, found in its page. */
  field: (page: Page) => Locator;
  wrong: string;
  error: string;
}

const amount = (page: Page) => page.getByRole('textbox', { name: 'Amount' });

const FORMS: FormCase[] = [
  {
    form: 'quick deposit',
    url: '/#/',
    field: (page) => page.getByRole('region', { name: 'Quick Deposit' }).getByLabel('CVV'),
    wrong: '1',
    error: 'Invalid CVV',
  },
  {
    form: 'saved card',
    url: '/#/deposit/cardfunding',
    field: (page) => page.getByLabel('CVV'),
    wrong: '12',
    error: 'Invalid CVV',
  },
  {
    form: 'new card',
    url: '/#/deposit/xpressfunding-new-card',
    field: (page) => page.getByLabel('Card Number'),
    wrong: '4242424242424241',
    error: 'Invalid Card Number',
  },
  {
    form: 'new bank account',
    url: '/?sandbox=new-user#/deposit/xpressfunding',
    field: (page) => page.getByLabel('Routing Number'),
    wrong: '12345',
    error: 'Invalid Routing Number',
  },
  {
    form: 'bank link',
    url: '/#/deposit/plaidfunding',
    field: amount,
    wrong: '0',
    error: 'Invalid amount',
  },
  {
    form: 'wallet deposit',
    url: '/#/deposit/paypalfunding',
    field: amount,
    wrong: '0',
    error: 'Invalid amount',
  },
  {
    form: 'wallet withdrawal',
    url: '/#/withdraw/paypalfunding',
    field: amount,
    wrong: '0',
    error: 'Invalid amount',
  },
  {
    form: 'ACH withdrawal',
    url: '/#/withdraw/xpressfunding',
    field: amount,
    wrong: '0',
    error: 'Invalid amount',
  },
  {
    form: 'check withdrawal',
    url: '/#/withdraw/xpressfunding-fedex',
    field: amount,
    wrong: '0',
    error: 'Invalid amount',
  },
];

for (const { form, url, field, wrong, error } of FORMS) {
  test(`the ${form} form ties its error to the field and announces it`, async ({ page }) => {
    await page.goto(url);
    const input = field(page);
    await expect(input).toBeEditable();
    await expect(input).toHaveAttribute('aria-invalid', 'false');
    await input.fill(wrong);
    await input.blur();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(new RegExp(`\\b${error}\\b`));
    await expect(page.getByRole('alert').filter({ hasText: error })).toBeVisible();
  });
}

test('the amount presets are toggle buttons whose state follows the choice', async ({ page }) => {
  for (const url of ['/#/', '/#/deposit/cardfunding', '/#/deposit/paypalfunding']) {
    await page.goto(url);
    const presets = page.getByRole('group', { name: 'Preset amounts' }).getByRole('button');
    await expect(presets.first()).toBeVisible();
    const states = () =>
      presets.evaluateAll((buttons) =>
        buttons.map((button) => button.getAttribute('aria-pressed')),
      );
    await expect.poll(states).toEqual(expect.arrayContaining(['true', 'false']));
    expect((await states()).filter((state) => state === 'true')).toHaveLength(1);
    const last = presets.last();
    await last.click();
    await expect(last).toHaveAttribute('aria-pressed', 'true');
    expect((await states()).filter((state) => state === 'true')).toHaveLength(1);
    // Typing an amount of no preset leaves none pressed.
    await amount(page).fill('13.57');
    expect(await states()).not.toContain('true');
  }
});

test('loaders are status regions while the screen loads and while a deposit is sent', async ({
  page,
}) => {
  // Every answer takes 2 s in the slow scenario.
  test.slow();
  await page.goto('/?sandbox=slow#/');
  await expect(
    page.getByRole('status').filter({ hasText: 'Loading quick deposit' }),
  ).toBeAttached();
  const quick = page.getByRole('region', { name: 'Quick Deposit' });
  await quick.getByLabel('CVV').fill('739', { timeout: scaled(20_000) });
  await quick.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Processing your deposit' }),
  ).toBeAttached();
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction Successful' })).toBeVisible(
    {
      timeout: scaled(20_000),
    },
  );
});
