import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { slowCpuToMobile, throttleNetworkToMobile } from '../scripts/mobileThrottle.mjs';
import { FULL_BROWSER } from './support/browsers';
import { MOBILE } from './support/devices';
import { signIn } from './support/session';
import { scaled } from '../src/test/timeScale';

/**
 * Nothing a person does while the app starts is lost. On the production build,
 * on a phone with Lighthouse's slow-4G network and a 4x slower CPU, the prerendered screen
 * paints long before the app takes over (#root's data-app-ready). At a seeded list of times from
 * that first paint, a person taps the card tile, the menu, the quick deposit's Deposit (when it
 * is on the screen) and the card screen's Deposit, or taps the amount field and types into it.
 * Every tap takes effect (at once, or once the app is ready) or is visibly refused; no money
 * request is ever sent by a tap made before the app was ready (nor replayed later); no typed
 * character is lost.
 */

const SEED = 27;
const TIMES = 5;
/** How far after the first paint the taps are spread (the window is 1-3 s on this preset). */
const SPREAD_MS = 3000;
const NOT_READY = 'Getting your account ready…';

/** The seeded times, in ms after the first paint (mulberry32, so a failure replays). */
function seededTimes(seed: number, count: number): number[] {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return [0, ...Array.from({ length: count - 1 }, () => Math.round(next() * SPREAD_MS))];
}
const AT = seededTimes(SEED, TIMES);

test.use({ ...MOBILE, viewport: { width: 412, height: 823 }, launchOptions: FULL_BROWSER });

test.beforeEach(async ({ context }, info) => {
  test.skip(info.project.name !== 'production', 'the production build is prerendered');
  test.setTimeout(scaled(240_000));
  await signIn(context, info.project.use.baseURL);
});

/** What the page saw of each tap and key: was the app ready, and what did the page say just after. */
interface Seen {
  type: string;
  ready: boolean;
  said: string;
  shown: boolean;
  /** The app had taken over by the time the page's own handlers had run (the line goes then). */
  readyAfter: boolean;
}
type Watched = Window & { seen?: Seen[] };

/** Records, in the page, each tap's and key's moment against the app's takeover. */
async function watchInput(page: Page) {
  await page.addInitScript(() => {
    const watched = window as Watched;
    watched.seen = [];
    for (const type of ['pointerup', 'keydown']) {
      addEventListener(
        type,
        () => {
          const ready = document.getElementById('root')?.hasAttribute('data-app-ready') ?? false;
          // After the page's own handlers.
          setTimeout(() => {
            const status = document.getElementById('start-wait');
            watched.seen?.push({
              type,
              ready,
              said: status?.textContent ?? '',
              shown: status?.checkVisibility() ?? false,
              readyAfter: document.getElementById('root')?.hasAttribute('data-app-ready') ?? false,
            });
          });
        },
        true,
      );
    }
  });
}
const seen = (page: Page) => page.evaluate(() => (window as Watched).seen ?? []);

/**
 * Opens `route` throttled, waits for the prerendered screen's first paint, then for `delayMs`.
 * Every POST the page sends is collected in `posts`; `appReady` waits for the takeover.
 */
async function openThrottled(page: Page, route: string, delayMs: number) {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(new URL(request.url()).pathname);
  });
  await watchInput(page);
  // Lighthouse's mobile preset, as `npm run bench` applies it: its network from the start, its
  // CPU from the first paint (see waitUntilReady).
  const cdp = await throttleNetworkToMobile(page);
  await page.goto(`/#${route}`, { waitUntil: 'commit' });
  // The first paint: the prerendered screen's own title (not the static shell).
  await page.locator('main h1').waitFor({ timeout: scaled(30_000) });
  await slowCpuToMobile(cdp);
  await page.waitForTimeout(delayMs);
  return { posts, appReady: () => waitUntilReady(page, cdp) };
}

/** A tap where the element is now, as a finger does it: no waiting for the app. */
async function tapNow(page: Page, selector: string): Promise<boolean> {
  const element = page.locator(selector).first();
  // What is on the screen: a box the page has laid out (a moment more while it is painting).
  let box = await element.boundingBox();
  for (let tries = 0; !box && tries < 5 && (await element.count()) > 0; tries += 1) {
    await page.waitForTimeout(100);
    box = await element.boundingBox();
  }
  if (!box) return false;
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  return true;
}

/** Says in the report whether this run's tap (and keys) came before the app was ready. */
async function note(page: Page, what = ''): Promise<Seen[]> {
  const inputs = await seen(page);
  const before = inputs.filter((input) => !input.ready).length;
  test.info().annotations.push({
    type: 'start window',
    description: `${what ? `${what}: ` : ''}${before} of ${inputs.length} taps and keys before the app was ready`,
  });
  return inputs;
}

/**
 * Waits for the app to take over, the end of the start window, and then gives the page its CPU
 * back (the network stays slow 4G). DevTools' CPU throttling holds the page's main thread in a
 * busy loop for three quarters of the time, work or not, so a throttled page costs most of a core
 * for as long as it is open. So the CPU is slow only through the window the taps fall in, from
 * the first paint to the takeover: the app's first script, which ends it, comes after that paint
 * on this network; the load before it, mostly waiting, and the checks after need no slower CPU.
 */
async function waitUntilReady(page: Page, cdp: CDPSession) {
  await expect(page.locator('#root')).toHaveAttribute('data-app-ready', '', {
    timeout: scaled(60_000),
  });
  await slowCpuToMobile(cdp, false);
}

for (const delayMs of AT) {
  test(`the card tile at ${delayMs} ms after the first paint opens the card screen @production`, async ({
    page,
  }) => {
    const { appReady } = await openThrottled(page, '/', delayMs);
    expect(await tapNow(page, 'a.deposit-method[href="#/deposit/cardfunding"]')).toBe(true);
    await appReady();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Credit/Debit Card Funding' }),
    ).toBeVisible({ timeout: scaled(30_000) });
    await note(page);
  });

  test(`the menu at ${delayMs} ms after the first paint opens @production`, async ({ page }) => {
    // On the home, and on the card screen, whose window is longer (its chunk comes first).
    for (const route of ['/', '/deposit/cardfunding']) {
      const { appReady } = await openThrottled(page, route, delayMs);
      expect(await tapNow(page, '.site-nav__toggle')).toBe(true);
      await appReady();
      await expect(page.getByRole('button', { name: 'Menu', exact: true })).toHaveAttribute(
        'aria-expanded',
        'true',
        { timeout: scaled(10_000) },
      );
      await note(page, route);
      await page.goto('about:blank');
    }
  });

  test(`Deposit tapped at ${delayMs} ms after the first paint never sends money unseen @production`, async ({
    page,
  }) => {
    // The card screen's Deposit, and the home's quick deposit's when it is on the screen.
    for (const [route, button] of [
      ['/deposit/cardfunding', 'form button[type=submit]'],
      ['/', '.quick-deposit button[type=submit]'],
    ] as const) {
      const { posts, appReady } = await openThrottled(page, route, delayMs);
      const tapped = await tapNow(page, button);
      await appReady();
      const inputs = await note(page, `${route} ${tapped ? 'tapped' : 'not on the screen yet'}`);
      // Refused where the person looks, at the moment of the tap: the page says it is getting
      // ready (the line goes once the app has taken over and the button speaks for itself).
      // The app may take over between the tap and the moment this is read (with 4x CPU, a long
      // task): the line was set, and has gone with the takeover.
      for (const input of inputs.filter(({ ready }) => !ready)) {
        expect(input.said).toContain(NOT_READY);
        if (!input.readyAfter) expect(input.shown, JSON.stringify(input)).toBe(true);
      }
      await page.waitForTimeout(2000);
      // Nothing was posted: not before the app was ready, and the tap was not replayed after.
      expect(posts).toEqual([]);
      await page.goto('about:blank');
    }
  });

  test(`the amount typed from ${delayMs} ms after the first paint is kept whole @production`, async ({
    page,
  }) => {
    const { appReady } = await openThrottled(page, '/deposit/cardfunding', delayMs);
    expect(await tapNow(page, 'input.amount-entry__input')).toBe(true);
    // Typed like a person, one key every 150 ms: the app may take over in the middle.
    await page.keyboard.type('75.25', { delay: 150 });
    await appReady();
    const amount = page.getByRole('textbox', { name: 'Amount' });
    // The presets have come (the default amount would have filled an empty field by now).
    await expect(page.getByRole('group', { name: 'Preset amounts' })).toBeVisible({
      timeout: scaled(30_000),
    });
    await expect(amount).toBeFocused();
    const firstKey = (await note(page)).find(({ type }) => type === 'keydown');
    // Every key is in the field, in order: typed into the empty field, or, when the first key
    // came once the app had put its default amount there, after that amount, as in any field.
    // A key typed before the app was ready keeps the default out: exactly what was typed.
    if (firstKey && !firstKey.ready) await expect(amount).toHaveValue('75.25');
    else expect(['75.25', '50.0075.25']).toContain(await amount.inputValue());
  });
}

/**
 * A radio chosen on the prerendered screen is carried into the app as it takes over: on a
 * desktop the choice stays chosen (Proceed then opens its form); on a phone, where choosing a
 * withdrawal method is proceeding, its form opens. The first bundle is held until the choice is
 * made, so the choice always falls in the start window.
 */
async function chooseBeforeTheApp(page: Page, label: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/js\/main\.[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  // Its load event waits for the held bundle.
  await page.goto('/#/withdraw', { waitUntil: 'commit' });
  const radio = page.getByRole('radio', { name: label });
  await radio.check();
  await expect(page.locator('#root')).not.toHaveAttribute('data-app-ready');
  release();
  await expect(page.locator('#root')).toHaveAttribute('data-app-ready', '', {
    timeout: scaled(30_000),
  });
  return radio;
}

test('a withdrawal method chosen before the app is ready opens its form on a phone @production', async ({
  page,
}) => {
  await chooseBeforeTheApp(page, 'Check Request');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Check Issued by the provider' }),
  ).toBeVisible({ timeout: scaled(30_000) });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a withdrawal method chosen before the app is ready stays chosen @production', async ({
    page,
  }) => {
    const radio = await chooseBeforeTheApp(page, 'PayPal');
    // Past the app's opening, which starts the choice afresh, and its data's answers.
    await expect(page.getByRole('radio', { name: 'Bank Transfer (ACH)' })).toBeEnabled();
    await expect(radio).toBeChecked();
    await page.getByRole('button', { name: 'Proceed' }).click();
    await expect(page).toHaveURL(/#\/withdraw\/paypalfunding$/);
  });
});
