import { expect, test } from '@playwright/test';
import { EARLY_REQUEST_RULES } from '../src/app/chooserRules';
import { QUICK_DEPOSIT_KIND_KEY } from '../src/platform/deviceMemory';
import { recordRequests } from './support/requests';
import { signIn } from './support/session';

/**
 * The home's GETs leave from the page's head, before the app's script has arrived, and the app
 * takes their answers instead of asking again (scripts/prerender/headRequests.js, api/client.ts):
 * on the production build, with its local funding stub, each is asked for once.
 */
const HOME_GETS = EARLY_REQUEST_RULES.homeRequests.map(
  (address) => `GET ${address.replace('/api/funding', '')}`,
);

// The production build only: the sandbox build's head sends nothing (its funding service is
// msw's worker, which starts with the app).
test.beforeEach(async ({ context, baseURL }, info) => {
  test.skip(info.project.name !== 'production', 'the production build and its funding stub');
  await signIn(context, baseURL);
});

test.describe("the home's data from the page's head @production", () => {
  for (const kind of [null, 'cc', 'ach']) {
    test(`a visit to the home asks for each of its GETs once and shows them (the device remembers ${kind ? `a quick deposit of kind ${kind}` : 'nothing'})`, async ({
      page,
    }) => {
      // The member's default is a card: remembered as an account, the card's GETs are held back.
      if (kind)
        await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
          key: QUICK_DEPOSIT_KIND_KEY,
          value: kind,
        });
      const requests = recordRequests(page);
      await page.goto('/#/');
      await expect(
        page.getByRole('region', { name: 'Available Balance' }).getByText('$1,234.56'),
      ).toBeVisible();
      const quick = page.getByRole('region', { name: 'Quick Deposit' });
      await expect(quick).toContainText('VISA **** **** **** 4242');
      await expect(quick.getByRole('button', { name: 'Deposit' })).toBeVisible();
      await requests.settled();
      const counts = requests.perEndpoint();
      for (const endpoint of HOME_GETS) expect(counts[endpoint], endpoint).toBe(1);
      expect(Object.entries(counts).filter(([, count]) => count > 1)).toEqual([]);
    });
  }

  test('the home sends them before the app runs', async ({ page }) => {
    // The first bundle never arrives: every request the page makes is the head's.
    await page.route('**/js/main.*.js', () => {});
    const requests = recordRequests(page);
    await page.goto('/#/', { waitUntil: 'commit' });
    await expect.poll(() => requests.all().length, { timeout: 15_000 }).toBe(HOME_GETS.length);
    expect(Object.keys(requests.perEndpoint()).sort()).toEqual([...HOME_GETS].sort());
  });

  test('the home sends them before its stylesheet has come (a script after it would wait)', async ({
    page,
  }) => {
    await page.route('**/css/main.*.css', () => {});
    const requests = recordRequests(page);
    await page.goto('/#/', { waitUntil: 'commit' });
    await expect.poll(() => requests.all().length, { timeout: 15_000 }).toBe(HOME_GETS.length);
  });

  for (const [screen, asked] of [
    ['/#/', 1],
    ['/#/withdraw', 0],
  ] as const) {
    test(`${screen} asks for the quick deposit's chunk beside the first bundle ${asked} time(s)`, async ({
      page,
    }) => {
      // The first bundle never arrives: a request for the chunk is the page's head's.
      await page.route('**/js/main.*.js', () => {});
      const chunks: string[] = [];
      page.on('request', (request) => {
        if (/\/js\/quick-deposit\.[0-9a-f]+\.js$/.test(request.url())) chunks.push(request.url());
      });
      await page.goto(screen, { waitUntil: 'commit' });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect.poll(() => chunks.length, { timeout: 15_000 }).toBe(asked);
      // Asked once and no more, or not at all, a second after the screen shows.
      await page.waitForTimeout(1000);
      expect(chunks).toHaveLength(asked);
    });
  }

  test("the home downloads the quick deposit's chunk once: the app's own request takes the head's preload", async ({
    page,
  }) => {
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (/\/js\/quick-deposit\.[0-9a-f]+\.js$/.test(request.url())) chunks.push(request.url());
    });
    await page.goto('/#/');
    const quick = page.getByRole('region', { name: 'Quick Deposit' });
    await expect(quick.getByLabel('CVV')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(chunks).toHaveLength(1);
  });

  test('another screen sends none from the head', async ({ page }) => {
    await page.route('**/js/main.*.js', () => {});
    const requests = recordRequests(page);
    await page.goto('/#/withdraw', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The head has run once the prerendered screen shows; its requests would have left then.
    await page.waitForTimeout(1000);
    expect(requests.all()).toEqual([]);
  });
});
