import { expect, test } from '@playwright/test';
import { axeViolations } from './support/axe';

/**
 * The scan every axe check uses finds a violation wherever it is: in a page without frames
 * (scanned in the page itself) and inside a frame (scanned frame by frame).
 */
const UNNAMED_FIELD = '<label>Amount</label><input type="text">';

test('axe finds a field without a name in a page without frames', async ({ page }) => {
  await page.setContent(`<main><h1>Deposit</h1>${UNNAMED_FIELD}</main>`);
  expect(page.frames()).toHaveLength(1);
  expect(await axeViolations(page)).toContainEqual(expect.stringMatching(/^label .* at input:/));
});

test('axe finds a field without a name inside a frame', async ({ page }) => {
  await page.setContent(
    `<main><h1>Deposit</h1><iframe title="Quick deposit" srcdoc='${UNNAMED_FIELD}'></iframe></main>`,
  );
  await expect(page.frameLocator('iframe').locator('input')).toBeVisible();
  expect(page.frames()).toHaveLength(2);
  expect(await axeViolations(page)).toContainEqual(
    expect.stringMatching(/^label .* at iframe input:/),
  );
});
