import { expect, test, type Page } from '@playwright/test';
import { paths } from '../src/config/paths';
import { MOBILE, SIZES } from './support/devices';
import { forEachOpenMenu } from './support/menus';

/**
 * A link that opens another tab or window never hands that page a handle on
 * this one (`window.opener`) or this page's address (Referer): on every route, with each menu
 * open, every link with a target other than this tab has rel="noopener noreferrer".
 */
const ROUTES = [...Object.values(paths), '/no-such-page'];

/** The new-tab links in the page now, as 'href rel', and those whose rel lacks a token. */
async function scanNewTabLinks(page: Page) {
  return page.locator('a[target], area[target]').evaluateAll((links) => {
    const sameTab = new Set(['', '_self', '_parent', '_top']);
    const newTab = links.filter(
      (link) => !sameTab.has((link.getAttribute('target') ?? '').toLowerCase()),
    );
    const unsafe = newTab.filter((link) => {
      const rel = (link.getAttribute('rel') ?? '').toLowerCase().split(/\s+/);
      return !rel.includes('noopener') || !rel.includes('noreferrer');
    });
    const describe = (link: Element) =>
      `${link.getAttribute('href')} rel="${link.getAttribute('rel') ?? ''}"`;
    return { count: newTab.length, unsafe: unsafe.map(describe) };
  });
}

for (const size of SIZES) {
  test.describe(`new-tab links at ${size}`, () => {
    if (size === 'mobile') test.use(MOBILE);

    test('every route, with each menu open', async ({ page }) => {
      test.slow();
      const unsafe = new Set<string>();
      let scanned = 0;
      const scan = async () => {
        const found = await scanNewTabLinks(page);
        scanned += found.count;
        for (const link of found.unsafe) unsafe.add(`${page.url()}: ${link}`);
      };
      for (const route of ROUTES) {
        await page.goto(`/#${route}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await scan();
        await forEachOpenMenu(page, scan);
      }
      // The footer and the site menu alone hold several: a scan that found none proves nothing.
      expect(scanned).toBeGreaterThan(ROUTES.length);
      expect([...unsafe]).toEqual([]);
    });
  });
}
