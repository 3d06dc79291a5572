import { expect, test } from '@playwright/test';
import { signIn } from './support/session';

/**
 * The footer's app-store and social marks are written into the stylesheet (webpack.config.ts,
 * FOOTER_ICONS): as files they were five requests on a first visit, which held five of the
 * page's six connections and a frame of the main thread while the bundle came (traced with
 * `BENCH_PARTS=waterfall`, docs/log/testing-measurements.md).
 */
test('a first visit asks for no image for the footer, and its marks are drawn @production', async ({
  page,
}, info) => {
  await signIn(page.context(), info.project.use.baseURL);
  const images: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') images.push(new URL(request.url()).pathname);
  });
  await page.goto('/#/');
  await expect(page.locator('#root')).toHaveAttribute('data-app-ready');
  await page.waitForLoadState('networkidle');
  expect(images.filter((path) => !/\/favicon\.[0-9a-f]{8}\.(svg|ico)$/.test(path))).toEqual([]);

  const marks = page.getByRole('contentinfo').locator('.footer-icon');
  await expect(marks).toHaveCount(5);
  for (const mark of await marks.all()) {
    const drawn = await mark.evaluate((element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return {
        mask: (style.maskImage || style.webkitMaskImage).slice(0, 40),
        area: box.width * box.height,
      };
    });
    expect(drawn.mask).toMatch(/^url\("data:image\/svg\+xml,%3Csvg/);
    expect(drawn.area).toBeGreaterThan(0);
  }
});
