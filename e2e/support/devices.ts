import { devices, expect, type Page } from '@playwright/test';

/** The phone the tests use: 375 px wide with a mobile user agent (the app's mobile layout). */
export const MOBILE = {
  viewport: { width: 375, height: 812 },
  userAgent: devices['Pixel 5'].userAgent,
  isMobile: true,
  hasTouch: true,
};

/** The two sizes every screen is checked at; `test.use(MOBILE)` inside the mobile describe. */
export const SIZES = ['desktop', 'mobile'] as const;
export type Size = (typeof SIZES)[number];

export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}
