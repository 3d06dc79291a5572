import { expect, test } from '@playwright/test';
import { paths } from '../src/config/paths';
import { MOBILE } from './support/devices';
import { smallTapTargets } from './support/tapTargets';

/**
 * On a phone every tap target is at least 44 by 44 CSS px (WCAG 2.5.5): links,
 * buttons, fields, selects, and radios and checkboxes through their labels. Checked on every
 * screen a person reaches by tapping, at the narrowest supported width and a common phone's.
 */
const MIN_TARGET = 44;

const SCREENS = [
  paths.home,
  paths.cardFunding,
  paths.newCard,
  paths.achFunding,
  paths.walletDeposit,
  paths.withdraw,
  paths.achWithdraw,
  paths.checkWithdraw,
  paths.walletWithdraw,
  paths.terms,
];

for (const width of [320, 390]) {
  test.describe(`tap targets at ${width} px`, () => {
    test.use({ ...MOBILE, viewport: { width, height: 800 } });

    for (const screen of SCREENS) {
      test(`#${screen}: every tap target is at least 44 by 44 px`, async ({ page }) => {
        await page.goto(`/?sandbox=reset#${screen}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        expect(await page.evaluate(smallTapTargets, MIN_TARGET)).toEqual([]);
      });
    }
  });
}
