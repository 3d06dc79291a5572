import { expect, test, type Page } from '@playwright/test';
import { SESSION_MESSAGES } from '../src/domain/session/messages';
import { expectTransactionSuccessful } from './support/flows';
import { expectNoSecrets, watchSecrets } from './support/secrets';

/**
 * Flows completed with the keyboard alone (Tab, Shift+Tab, Space, Enter, arrow
 * keys; no clicks, no fill). At every stop the focus is visible; the stops come in the order of
 * the form; Tab always leaves a form again (no trap); menus and popups manage focus.
 */
test.beforeEach(({ page }) => watchSecrets(page));

/** The focused element as 'role "name"' ('textbox "CVV"'), or '(none)' outside the page. */
async function focusedStop(page: Page): Promise<string> {
  const focused = page.locator(':focus');
  if ((await focused.count()) === 0) return '(none)';
  const [line = ''] = (await focused.ariaSnapshot()).split('\n');
  // '- button "$50" [pressed]' or '- textbox "Amount": "50.00"': the role and the name only.
  const match = /^- (\w+)(?: "((?:[^"\\]|\\.)*)")?/.exec(line);
  return match ? `${match[1]} "${match[2] ?? ''}"` : line;
}

/**
 * A focus indicator: an outline or a box shadow on the focused element or, for an input inside
 * a framed field (the amount's '$' frame), on that frame (`:focus-within`).
 */
async function expectVisibleFocus(page: Page, stop: string) {
  const visible = await page.locator(':focus').evaluate((element) => {
    const ring = (node: Element) => {
      const style = getComputedStyle(node);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return outline || style.boxShadow !== 'none';
    };
    const frame = element.parentElement;
    return ring(element) || (frame !== null && ring(frame));
  });
  expect(visible, `a visible focus indicator on ${stop}`).toBe(true);
}

/** Presses a key that moves focus and returns the stop it reached, whose focus must show. */
async function press(page: Page, key: 'Tab' | 'Shift+Tab'): Promise<string> {
  await page.keyboard.press(key);
  const stop = await focusedStop(page);
  if (stop !== '(none)') await expectVisibleFocus(page, stop);
  return stop;
}

/** Tabs until `target` has focus; returns the stops passed, `target` last. Fails on a trap. */
async function tabTo(page: Page, target: string, max = 60): Promise<string[]> {
  const stops: string[] = [];
  while (stops.length < max) {
    const stop = await press(page, 'Tab');
    stops.push(stop);
    if (stop === target) return stops;
  }
  throw new Error(`Tab never reached ${target}; stops: ${stops.join(', ')}`);
}

/** Past the header's links: the skip link (the page's first stop) moves focus to the main area. */
async function skipToMain(page: Page) {
  if ((await focusedStop(page)) !== 'link "Skip to main content"') {
    expect(await press(page, 'Tab')).toBe('link "Skip to main content"');
  }
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
}

/** Arrow keys move the checked radio within its group until `target` is checked. */
async function arrowTo(page: Page, target: string, key: 'ArrowDown' | 'ArrowUp' = 'ArrowDown') {
  for (let step = 0; step < 6 && (await focusedStop(page)) !== target; step += 1) {
    await page.keyboard.press(key);
  }
  expect(await focusedStop(page)).toBe(target);
  await expect(page.locator(':focus')).toBeChecked();
}

/** Leaving the form forward reaches the page's end and comes round to the skip link. */
async function expectNoTrap(page: Page) {
  const stops = await tabTo(page, 'link "Skip to main content"', 80);
  expect(stops).toContain('link "Terms and Conditions"');
}

test('a saved-card deposit with the keyboard alone', async ({ page }) => {
  await page.goto('/?sandbox=reset#/deposit/cardfunding');
  await expect(page.getByRole('radio', { name: 'VISA **** **** **** 4242' })).toBeChecked();
  await skipToMain(page);
  expect(await tabTo(page, 'textbox "CVV"')).toEqual([
    'button "Back"',
    'button "$25"',
    'button "$50"',
    'button "$100"',
    'button "$200"',
    'textbox "Amount"',
    'radio "VISA **** **** **** 4242"',
    'button "Default"',
    'button "Mark as Default"',
    'textbox "Expiry month"',
    'textbox "Expiry year"',
    'textbox "CVV"',
  ]);
  await page.keyboard.type('739');
  // Back to the presets with Shift+Tab: $100 with Space.
  for (let stop = ''; stop !== 'button "$100"';) stop = await press(page, 'Shift+Tab');
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: '$100' })).toHaveAttribute('aria-pressed', 'true');
  // The card notes (limit, fee, the support address) sit between the CVV and Deposit.
  expect((await tabTo(page, 'button "Deposit"')).slice(-3)).toEqual([
    'textbox "CVV"',
    'link "support@xpressfunding.example"',
    'button "Deposit"',
  ]);
  await expectNoTrap(page);

  await skipToMain(page);
  await tabTo(page, 'button "Deposit"');
  await page.keyboard.press('Enter');
  await expectTransactionSuccessful(
    page,
    'The amount of $100.00 has been deposited to your account.',
  );
  await expectNoSecrets(page, ['739']);
});

test('a new checking account deposit with the keyboard alone', async ({ page }) => {
  const account = '000123456789';
  const routing = '021000021';
  const check = '1001';
  await page.goto('/?sandbox=new-user#/deposit/xpressfunding');
  await expect(page.getByRole('heading', { level: 1, name: 'Add New ACH Account' })).toBeVisible();
  await skipToMain(page);
  const toType = await tabTo(page, 'radio "Saving"');
  expect(toType.slice(-3)).toEqual([
    'textbox "Amount"',
    'link "Instant Bank Verification"',
    'radio "Saving"',
  ]);
  await arrowTo(page, 'radio "Checking"', 'ArrowUp');
  const typed: [string, string][] = [
    ['textbox "Account Number"', account],
    ['textbox "Confirm Account Number"', account],
    ['textbox "Routing Number"', routing],
    ['textbox "Check Number"', check],
  ];
  for (const [field, value] of typed) {
    expect(await press(page, 'Tab')).toBe(field);
    await page.keyboard.type(value);
  }
  expect(await press(page, 'Tab')).toBe('button "View Terms"');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'ACH Authorization' })).toBeVisible();
  expect(await focusedStop(page)).toBe('button "Hide Terms"');
  await tabTo(page, 'button "Deposit"');
  await page.keyboard.press('Enter');
  await expectTransactionSuccessful(
    page,
    'The amount of $100.00 has been deposited to your account.',
  );
  await expectNoSecrets(page, [account, routing, check]);
});

test('a check withdrawal with the keyboard alone', async ({ page }) => {
  await page.goto('/?sandbox=reset#/withdraw');
  await expect(page.getByRole('radio', { name: 'Check Request' })).toBeEnabled();
  await skipToMain(page);
  await tabTo(page, 'radio "Bank Transfer (ACH)"');
  await arrowTo(page, 'radio "Check Request"');
  expect(await press(page, 'Tab')).toBe('button "Proceed"');
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Check Issued by the provider' }),
  ).toBeVisible();

  // The form leads with the amount, then 'Withdraw all', then the address.
  await tabTo(page, 'textbox "Amount"');
  await page.keyboard.type('40');
  expect(await press(page, 'Tab')).toBe('button "Withdraw all"');
  expect(await press(page, 'Tab')).toBe('combobox "Delivery Address"');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('combobox', { name: 'Delivery Address' })).toHaveValue('1');
  // Back to the residence: a courier cannot deliver to the mailing address's PO Box.
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('combobox', { name: 'Delivery Address' })).toHaveValue('0');
  expect(await press(page, 'Tab')).toBe('radio "No"');
  await arrowTo(page, 'radio "Yes, $25.00 courier delivery"');
  expect(await press(page, 'Tab')).toBe('radio "No"');
  await expect(
    page.getByRole('group', { name: 'Require Signature' }).getByRole('radio', { name: 'No' }),
  ).toBeFocused();
  await arrowTo(page, 'radio "Yes, $5 Additional Fee"');
  await expect(page.getByText('Extra fee: $30.00')).toBeVisible();
  await tabTo(page, 'button "Withdraw"');
  await page.keyboard.press('Enter');
  await expectTransactionSuccessful(
    page,
    'The amount of $40.00 has been withdrawn from your account.',
  );
  await expectNoSecrets(page, []);
});

test('the member menu opens with the keyboard and Escape returns focus', async ({ page }) => {
  await page.goto('/#/withdraw');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const member = page.getByRole('button', { name: 'JR Member menu' });
  await tabTo(page, 'button "JR Member menu"');
  await page.keyboard.press('Enter');
  await expect(member).toHaveAttribute('aria-expanded', 'true');
  // The menu's links follow its button in the tab order.
  expect(await press(page, 'Tab')).toBe('link "My Wagers"');
  await page.keyboard.press('Escape');
  await expect(member).toHaveAttribute('aria-expanded', 'false');
  await expect(member).toBeFocused();
  await page.keyboard.press('Space');
  await expect(member).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(member).toBeFocused();
});

test('a session popup holds focus until Escape and then gives it back', async ({ page }) => {
  await page.goto('/?sandbox=session-expired#/deposit/cardfunding');
  await expect(page.getByRole('radio', { name: 'VISA **** **** **** 4242' })).toBeChecked();
  await skipToMain(page);
  await tabTo(page, 'textbox "CVV"');
  await page.keyboard.type('739');
  await tabTo(page, 'button "Deposit"');
  await page.keyboard.press('Enter');
  const popup = page.getByRole('dialog', { name: SESSION_MESSAGES.sessionExpired });
  const ok = popup.getByRole('button', { name: 'OK' });
  await expect(ok).toBeFocused();
  await expectVisibleFocus(page, 'OK');
  for (const key of ['Tab', 'Shift+Tab', 'Tab'] as const) {
    expect(await press(page, key)).toBe('button "OK"');
  }
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  // Deposit, which had focus, is disabled again (the CVV is cleared): the main area takes it.
  await expect(page.getByRole('main')).toBeFocused();
  expect(await press(page, 'Tab')).toBe('button "Back"');
});
