import { expect, test, type Page } from '@playwright/test';
import { MOBILE } from './support/devices';
import { signIn } from './support/session';

/**
 * The app takes the prerendered screen over as it is (hydration): the elements the page showed
 * before the first bundle ran are the ones it shows after, none re-created, and React reports no
 * mismatch. The member's initials, which the prerender leaves blank, are the member's afterwards,
 * in the same element.
 */

type Marked = Window & { prerendered?: Element[] };

/** Holds the first bundle until the returned function is called. */
async function holdFirstBundle(page: Page): Promise<() => void> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/js\/main\.[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const SCREENS = [
  { route: '/', heading: 'Select Deposit Method' },
  { route: '/deposit/cardfunding', heading: 'Credit/Debit Card Funding' },
  { route: '/withdraw', heading: 'Select Withdrawal Method' },
];

test.beforeEach(async ({ context }, info) => {
  test.skip(info.project.name !== 'production', 'the production build, its worker blocked');
  await signIn(context, info.project.use.baseURL);
});

for (const { route, heading } of SCREENS) {
  test(`the prerendered ${route} is hydrated: its elements kept, no mismatch @production`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const release = await holdFirstBundle(page);
    await page.goto(`/#${route}`, { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const marked = await page.evaluate(() => {
      const root = document.getElementById('root') as HTMLElement;
      (window as Marked).prerendered = [...root.querySelectorAll('*')];
      return (window as Marked).prerendered?.length ?? 0;
    });
    expect(marked).toBeGreaterThan(50);

    release();
    await expect(page.locator('#root[data-app-ready]')).toBeAttached();
    await expect(page.locator('.member-menu__initials')).toHaveText('JR'); // Jordan Rivera, the demo member;
    const kept = await page.evaluate(() => {
      const prerendered = (window as Marked).prerendered ?? [];
      const heading = document.querySelector('h1');
      return {
        heading: prerendered.includes(heading as Element),
        initials: prerendered.includes(document.querySelector('.member-menu__initials') as Element),
        gone: prerendered
          .filter((element) => !element.isConnected)
          .map((element) => element.outerHTML.slice(0, 80)),
      };
    });
    expect(kept.heading).toBe(true);
    expect(kept.initials).toBe(true);
    // What the data changes once it comes may go (a loading line); the screen itself stays.
    expect(kept.gone.length).toBeLessThan(marked / 10);
    expect(errors).toEqual([]);
  });
}

test.describe('on a phone', () => {
  test.use(MOBILE);

  test('the phone home is hydrated with its quick deposit place kept @production', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const release = await holdFirstBundle(page);
    await page.goto('/#/', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
    await page.evaluate(() => {
      (window as Marked).prerendered = [document.querySelector('h1') as Element];
    });
    release();
    await expect(page.locator('#root[data-app-ready]')).toBeAttached();
    expect(
      await page.evaluate(
        () => (window as Marked).prerendered?.[0] === document.querySelector('h1'),
      ),
    ).toBe(true);
    expect(errors).toEqual([]);
  });
});
