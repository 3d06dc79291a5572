import { expect, test, type Page } from '@playwright/test';
import { QUICK_DEPOSIT_KIND_KEY } from '../src/platform/deviceMemory';
import { MOBILE } from './support/devices';
import { signIn } from './support/session';
import { scaled } from '../src/test/timeScale';

/**
 * Nothing moves once painted (CLS stays 0.00) on the three screens a person at the
 * track opens first, whatever order the answers and the screen's chunks come in: every API
 * answer and every chunk after the first bundle is held for a delay drawn from a seeded
 * sequence, so the breadcrumb may come after the screen, the limits before the cards, and so on.
 * The layout shifts the browser reports (those not caused by input) must add up to under 0.005,
 * which Lighthouse shows as 0.00.
 */

const SCREENS = [
  { route: '/', ready: (page: Page) => page.getByLabel('CVV') },
  { route: '/deposit/cardfunding', ready: (page: Page) => page.getByLabel('CVV') },
  { route: '/withdraw', ready: (page: Page) => page.getByRole('radio', { name: 'PayPal' }) },
  // A phone that remembers a quick deposit has it above the methods, from the
  // prerendered first paint on (a desktop ignores the memory).
  { route: '/', remembers: true, ready: (page: Page) => page.getByLabel('CVV') },
];
const SEEDS = [1, 2, 3];
const MAX_DELAY_MS = 400;

/** A small deterministic generator (mulberry32), so a failure replays with its seed. */
function delays(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * MAX_DELAY_MS);
  };
}

interface Shift {
  value: number;
  sources: string[];
}

/** Holds each API answer and each lazy chunk for the seed's next delay. */
async function holdAnswersAndChunks(page: Page, seed: number): Promise<void> {
  const next = delays(seed);
  await page.route(
    (url) => url.pathname.startsWith('/api/') || /\/js\/(?!main\.).+\.js$/.test(url.pathname),
    async (held) => {
      await new Promise((resolve) => setTimeout(resolve, next()));
      await held.continue();
    },
  );
}

/** Records the page's layout shifts from its start, in `window.layoutShifts`. */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { layoutShifts: Shift[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          sources: entry.sources.map(({ node }) => {
            const element = node instanceof Element ? node : node?.parentElement;
            return element ? `${element.tagName.toLowerCase()}.${element.className}` : '?';
          }),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

// Skipped before the test's page is opened (a skip inside the test opened a page for nothing).
// eslint-disable-next-line no-empty-pattern
test.beforeEach(async ({}, info) => {
  test.skip(info.project.name !== 'production', 'the production build and its stub');
});

for (const size of ['desktop', 'phone'] as const) {
  test.describe(`on a ${size}`, () => {
    if (size === 'phone') test.use({ ...MOBILE, viewport: { width: 412, height: 823 } });

    for (const { route, remembers, ready } of SCREENS) {
      for (const seed of SEEDS) {
        const remembering = remembers ? ' on a device that remembers a quick deposit' : '';
        test(`${route}${remembering} does not move while it loads (seed ${seed}) @production`, async ({
          page,
        }, info) => {
          await signIn(page.context(), info.project.use.baseURL);
          if (remembers) {
            await page.addInitScript(
              (key) => localStorage.setItem(key, 'cc'),
              QUICK_DEPOSIT_KIND_KEY,
            );
          }
          await holdAnswersAndChunks(page, seed);
          await watchLayoutShifts(page);
          await page.goto(`/#${route}`);
          await expect(ready(page)).toBeVisible({ timeout: scaled(15_000) });
          await page.waitForLoadState('networkidle');
          const shifts = await page.evaluate(
            () => (window as unknown as { layoutShifts: Shift[] }).layoutShifts,
          );
          const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
          expect(total, JSON.stringify(shifts)).toBeLessThan(0.005);
          if (remembers && size === 'phone') {
            // The quick deposit is above the methods.
            const quick = await page.getByRole('region', { name: 'Quick Deposit' }).boundingBox();
            const tiles = await page.getByRole('list', { name: 'Deposit methods' }).boundingBox();
            expect(quick!.y).toBeLessThan(tiles!.y);
          }
        });
      }
    }
  });
}

// The quick deposit renders as soon as the default method and the saved cards answer: the limit
// and the fee can come long after its form. Their lines keep the place their text takes (two
// lines on a phone), so nothing under them moves when they come.
for (const width of [320, 412, 430]) {
  test.describe(`on a ${width} px phone that remembers a quick deposit`, () => {
    test.use({ ...MOBILE, viewport: { width, height: 823 } });

    test('the quick deposit does not move when its limit and fee come late @production', async ({
      page,
    }, info) => {
      await signIn(page.context(), info.project.use.baseURL);
      await page.addInitScript((key) => localStorage.setItem(key, 'cc'), QUICK_DEPOSIT_KIND_KEY);
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/api\/funding\/(customer|availablelimit\/type\/\w+)$/, async (held) => {
        await released;
        await held.continue();
      });
      await watchLayoutShifts(page);
      await page.goto('/#/');
      const quick = page.getByRole('region', { name: 'Quick Deposit' });
      await expect(quick.getByLabel('CVV')).toBeVisible({ timeout: scaled(15_000) });
      release();
      await expect(quick.getByText('Weekly Amount Available for Deposit: $500.00')).toBeVisible();
      await expect(quick.getByText(/^There is a \$\d+\.\d\d fee/)).toBeVisible();
      await page.waitForLoadState('networkidle');
      const shifts = await page.evaluate(
        () => (window as unknown as { layoutShifts: Shift[] }).layoutShifts,
      );
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
      expect(total, JSON.stringify(shifts)).toBeLessThan(0.005);
    });
  });
}
