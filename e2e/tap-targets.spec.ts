import { expect, test, type Page } from '@playwright/test';
import { paths } from '../src/config/paths';
import { MOBILE } from './support/devices';

/**
 * On a phone every tap target is at least 44 by 44 CSS px (issue 18; WCAG 2.5.5): links,
 * buttons, fields, selects, and radios and checkboxes through their labels. Checked on every
 * screen a person reaches by tapping, at the narrowest supported width and a common phone's.
 */
const MIN_TARGET = 44;

const SCREENS = [
  paths.home,
  paths.cardFunding,
  paths.newCard,
  paths.achFunding,
  paths.paypalDeposit,
  paths.withdraw,
  paths.achWithdraw,
  paths.checkWithdraw,
  paths.paypalWithdraw,
  paths.terms,
];

interface SmallTarget {
  target: string;
  width: number;
  height: number;
}

/** Every visible target smaller than MIN_TARGET in either direction. */
function smallTargets(page: Page): Promise<SmallTarget[]> {
  return page.evaluate((min) => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"]';
    const small: SmallTarget[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      let rect = element.getBoundingClientRect();
      // Not shown, or shown only on keyboard focus (the skip link, visually hidden until then).
      if (rect.width <= 1 || rect.height <= 1 || element.closest('[inert]')) continue;
      if (getComputedStyle(element).visibility === 'hidden') continue;
      if (element instanceof HTMLInputElement && /^(radio|checkbox)$/.test(element.type)) {
        // A radio or checkbox is tapped through its label, which is the whole choice.
        const label = element.labels?.[0];
        if (label) rect = label.getBoundingClientRect();
      }
      if (rect.width + 0.5 < min || rect.height + 0.5 < min) {
        const label = element instanceof HTMLInputElement ? element.labels?.[0] : undefined;
        const name =
          element.getAttribute('aria-label') ?? label?.textContent ?? element.textContent;
        small.push({
          target: `${element.tagName.toLowerCase()} "${(name ?? '').trim().replace(/\s+/g, ' ').slice(0, 60)}"`,
          width: Math.round(rect.width),
          height: Math.round(rect.height),
        });
      }
    }
    return small;
  }, MIN_TARGET);
}

for (const width of [320, 390]) {
  test.describe(`tap targets at ${width} px`, () => {
    test.use({ ...MOBILE, viewport: { width, height: 800 } });

    for (const screen of SCREENS) {
      test(`#${screen}: every tap target is at least 44 by 44 px`, async ({ page }) => {
        await page.goto(`/?sandbox=reset#${screen}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        expect(await smallTargets(page)).toEqual([]);
      });
    }
  });
}
