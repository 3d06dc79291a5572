import { expect, test, type Page } from '@playwright/test';
import { FULL_BROWSER } from './support/browsers';
import { signIn } from './support/session';

/**
 * The favicons are asked for once: content-hashed under assets/, with the
 * year-long rule, so a second navigation takes them from the browser's cache instead of asking
 * the server again (they were `no-cache`, revalidated on every navigation). The full browser:
 * the headless shell asks for no favicon.
 */
test.use({ launchOptions: FULL_BROWSER });

/** Each favicon the page received, and whether it came from the browser's own cache. */
async function watchFavicons(page: Page) {
  const received: { url: string; fromCache: boolean }[] = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.responseReceived', ({ response }) => {
    if (/favicon/.test(response.url)) {
      received.push({
        url: new URL(response.url).pathname,
        fromCache: Boolean(response.fromDiskCache),
      });
    }
  });
  return received;
}

test('a second navigation asks the server for no favicon @production', async ({ page }, info) => {
  await signIn(page.context(), info.project.use.baseURL);
  const received = await watchFavicons(page);
  await page.goto('/#/');
  await expect(page.locator('#root')).toHaveAttribute('data-app-ready');
  // The page's two favicons, the ICO and the SVG, from the server the first time.
  await expect.poll(() => received.length).toBe(2);
  expect(received.map(({ url }) => url)).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^\/assets\/favicon\.[0-9a-f]{8}\.ico$/),
      expect.stringMatching(/^\/assets\/favicon\.[0-9a-f]{8}\.svg$/),
    ]),
  );

  received.length = 0;
  await page.goto('about:blank');
  await page.goto('/#/withdraw');
  await expect(page.locator('#root')).toHaveAttribute('data-app-ready');
  await expect.poll(() => received.length).toBe(2);
  expect(received.filter(({ fromCache }) => !fromCache)).toEqual([]);
});
