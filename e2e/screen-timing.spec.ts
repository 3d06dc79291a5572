import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/session';

/**
 * How soon a screen follows the person, in the production build at 4x CPU throttling (a mid-range
 * phone): a screen whose chunk is cached is shown within 150 ms of the tap, with no 'Loading
 * page' between, and the confirmation within 100 ms of the deposit's answer. Times are taken in
 * the page (performance.now()): the tap's events, the POST's resource timing, and the first frame
 * that starts after the screen's heading is in the document.
 *
 * In the suite the times are reported and only the loader is checked: wall-clock times on a
 * shared two-core runner measure its neighbours too. `npm run bench:screens` (E2E_TIMING=1)
 * holds them to their targets, as the bench holds the first load to its.
 */
const HOLD_TO_TARGETS = process.env.E2E_TIMING === '1';

const CACHED_SCREEN_MS = 150;
const CONFIRMATION_MS = 100;
/** A finger rests on the glass for about this long in a tap. */
const TAP_MS = 60;

type Timed = Window & {
  timing: { pointerDown?: number; click?: number; shown?: number; loaderSeen: boolean };
  watchHeading: (name: string) => void;
};

/** Records the tap's events and when a heading of `name` first reaches a frame. */
async function installTiming(page: Page) {
  await page.addInitScript(() => {
    const timed = window as unknown as Timed;
    timed.timing = { loaderSeen: false };
    document.addEventListener(
      'pointerdown',
      () => (timed.timing.pointerDown = performance.now()),
      true,
    );
    document.addEventListener('click', () => (timed.timing.click = performance.now()), true);
    timed.watchHeading = (name) => {
      timed.timing.loaderSeen = false;
      delete timed.timing.shown;
      const observer = new MutationObserver(() => {
        if (document.body.innerText.includes('Loading page')) timed.timing.loaderSeen = true;
        const heading = document.querySelector('h1');
        if (heading?.textContent?.trim() !== name) return;
        observer.disconnect();
        requestAnimationFrame(() => (timed.timing.shown = performance.now()));
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    };
  });
}

async function throttleCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** What was measured, in the report and on the run's output. */
function report(description: string) {
  test.info().annotations.push({ type: 'measured', description });
  process.stdout.write(`${description}\n`);
}

const timing = (page: Page) => page.evaluate(() => (window as unknown as Timed).timing);

test.beforeEach(async ({ context }, info) => {
  test.skip(info.project.name !== 'production', 'the production build, its worker blocked');
  await signIn(context, info.project.use.baseURL);
});

test('a screen whose chunk is cached shows within 150 ms of the tap, with no loader, at 4x CPU @production', async ({
  context,
  page,
}) => {
  // The card screen's chunk into the HTTP cache, then a new page that has not run it.
  await page.goto('/#/deposit/cardfunding');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Credit/Debit Card Funding' }),
  ).toBeVisible();
  const home = await context.newPage();
  await installTiming(home);
  await home.goto('/#/');
  await expect(home.locator('#root[data-app-ready]')).toBeAttached();
  await expect(home.getByRole('region', { name: 'Quick Deposit' })).toBeVisible();
  await throttleCpu(home);
  await home.evaluate(() => (window as unknown as Timed).watchHeading('Credit/Debit Card Funding'));

  const tile = home.getByRole('link', { name: 'Credit/Debit Cards' });
  const box = await tile.boundingBox();
  if (!box) throw new Error('the card tile has no box');
  await home.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await home.mouse.down();
  await home.waitForTimeout(TAP_MS);
  await home.mouse.up();
  await expect(
    home.getByRole('heading', { level: 1, name: 'Credit/Debit Card Funding' }),
  ).toBeVisible();
  await expect.poll(async () => (await timing(home)).shown).toBeDefined();

  const { pointerDown = NaN, click = NaN, shown = NaN, loaderSeen } = await timing(home);
  report(
    `cached screen at 4x: ${Math.round(shown - click)} ms after the click, ` +
      `${Math.round(shown - pointerDown)} ms after the pointer went down (tap ${TAP_MS} ms)`,
  );
  expect(loaderSeen).toBe(false);
  if (HOLD_TO_TARGETS) expect(shown - click).toBeLessThan(CACHED_SCREEN_MS);
});

// Between the answer and the frame only the confirmation's render, its commit and the layout are
// left (nothing is fetched before it is painted): on a two-core machine at 4x that measured 49 to
// 115 ms, median 83 (eight runs), at a load average of about 5, and 97 to 432 ms, median 125 (five
// runs), at about 28, where `npm run bench:screens` can still fail it. It deposits, which would
// change the balance the suite's other tests share: the bench alone runs it.
test('the confirmation shows within 100 ms of the deposit answer at 4x CPU @production', async ({
  page,
}) => {
  test.skip(!HOLD_TO_TARGETS, 'a deposit on the shared stub: npm run bench:screens only');
  await installTiming(page);
  await page.goto('/#/');
  await expect(page.locator('#root[data-app-ready]')).toBeAttached();
  const quick = page.getByRole('region', { name: 'Quick Deposit' });
  await quick.getByLabel('CVV').fill('739');
  const deposit = quick.getByRole('button', { name: 'Deposit', exact: true });
  await expect(deposit).toBeEnabled();
  await throttleCpu(page);
  await page.evaluate(() => (window as unknown as Timed).watchHeading('Transaction Successful'));
  await deposit.click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Transaction Successful' }),
  ).toBeVisible();
  await expect.poll(async () => (await timing(page)).shown).toBeDefined();

  const answered = await page.evaluate(() => {
    const post = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/api/funding/deposit/card'))
      .at(-1) as PerformanceResourceTiming | undefined;
    return post?.responseEnd ?? NaN;
  });
  const { shown = NaN, loaderSeen } = await timing(page);
  report(`confirmation at 4x: ${Math.round(shown - answered)} ms after the answer`);
  expect(loaderSeen).toBe(false);
  expect(shown - answered).toBeLessThan(CONFIRMATION_MS);
});
