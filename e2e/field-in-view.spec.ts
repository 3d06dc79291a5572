import { expect, test, type Locator, type Page } from '@playwright/test';
import { paths } from '../src/config/paths';
import { MOBILE } from './support/devices';
import { signIn } from './support/session';

/**
 * The field a person must fill is in view. On a phone, from 320 to 430 px,
 * the greyed Deposit is still tapped: focus goes to the first field missing (here the CVV), which
 * stands clear of the sticky submit bar, and the reason is said. A deposit link opened on a first
 * visit shows the quick deposit with its amount in the first screen.
 */

const CVV_REASON = 'To deposit, provide a 3-digit CVV.';

/**
 * The element a finger would touch at the middle of `field` is the field itself, and the whole
 * field is above its form's sticky submit bar.
 */
async function expectUncovered(field: Locator) {
  const seen = await field.evaluate((element) => {
    const { left, top, width, height, bottom } = element.getBoundingClientRect();
    const bar = (element as HTMLInputElement).form?.querySelector('.submit-area');
    return {
      atItsMiddle: document.elementFromPoint(left + width / 2, top + height / 2) === element,
      aboveTheBar: bottom <= (bar?.getBoundingClientRect().top ?? Infinity),
    };
  });
  expect(seen).toEqual({ atItsMiddle: true, aboveTheBar: true });
}

/** Inside the screen as it is, without scrolling. */
async function expectInFirstScreen(page: Page, field: Locator) {
  const box = await field.boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  expect(box).not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(height);
}

/** A finger on the middle of the button (a greyed one takes taps: aria-disabled). */
async function tap(page: Page, button: Locator) {
  const box = await button.boundingBox();
  if (!box) throw new Error('the button is not on the screen');
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

const moneyPosts = (page: Page) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') posts.push(request.url());
  });
  return posts;
};

const SCREENS = [
  { name: 'the card screen', route: paths.cardFunding },
  { name: "the home's quick deposit", route: paths.home },
];

for (const width of [320, 430]) {
  test.describe(`a ${width} px phone`, () => {
    test.use({ ...MOBILE, viewport: { width, height: 640 } });

    for (const { name, route } of SCREENS) {
      test(`${name}: the greyed Deposit, tapped, puts focus in the CVV, uncovered, and says why @production`, async ({
        page,
      }, info) => {
        await signIn(page.context(), info.project.use.baseURL);
        const posts = moneyPosts(page);
        await page.goto(`/#${route}`);
        const cvv = page.getByLabel('CVV');
        await expect(cvv).toBeEditable();
        // The default amount is chosen: the CVV is what is missing.
        await expect(page.getByRole('button', { name: '$50', pressed: true })).toBeVisible();
        await page.evaluate(() => window.scrollTo(0, 0));
        const deposit = page.getByRole('button', { name: 'Deposit', exact: true });
        await expect(deposit).toHaveAttribute('aria-disabled', 'true');
        await deposit.scrollIntoViewIfNeeded();

        await tap(page, deposit);
        await expect(cvv).toBeFocused();
        await expectUncovered(cvv);
        await expect(page.getByRole('alert').filter({ hasText: CVV_REASON })).toBeVisible();
        expect(posts).toEqual([]);

        // Typed, the CVV makes Deposit whole again.
        await cvv.pressSequentially('123');
        await expect(deposit).toHaveAttribute('aria-disabled', 'false');
      });
    }

    // The frame's bar is the tallest: its total rides above Deposit.
    for (const { name, address } of [
      { name: 'the card screen', address: `/#${paths.cardFunding}` },
      { name: "the frame's quick deposit", address: '/?quickDepositIframe=true#/' },
    ]) {
      test(`${name}: a field reached with Tab is scrolled clear of the sticky Deposit @production`, async ({
        page,
      }, info) => {
        await signIn(page.context(), info.project.use.baseURL);
        await page.goto(address);
        const cvv = page.getByLabel('CVV');
        await expect(cvv).toBeEditable();
        await expect(page.getByRole('button', { name: '$50', pressed: true })).toBeVisible();
        await page.evaluate(() => window.scrollTo(0, 0));
        // Tab from the field just before it: the browser scrolls the CVV in by itself.
        await cvv.evaluate((element) => {
          const fields = [...document.querySelectorAll<HTMLElement>('input:not([type=radio])')];
          fields[fields.indexOf(element as HTMLElement) - 1]?.focus({ preventScroll: true });
        });
        await page.keyboard.press('Tab');
        await expect(cvv).toBeFocused();
        await expectUncovered(cvv);
      });
    }

    test('a deposit link on a first visit shows the quick deposit with its amount in the first screen @production', async ({
      page,
    }, info) => {
      test.skip(info.project.name !== 'production', "the production build's prerendered home");
      await signIn(page.context(), info.project.use.baseURL);
      // Before the app's script: the prerendered home keeps the quick deposit's place first.
      await page.route(/\/js\/main\.[0-9a-f]+\.js$/, () => {
        // Never answered: the page stays as the HTML alone paints it.
      });
      await page.goto('/?amount=35#/', { waitUntil: 'commit' });
      const place = page.locator('.deposit-home__quick-first');
      await expect(place.getByRole('status')).toHaveText('Loading quick deposit');
      await expectInFirstScreen(page, place.getByRole('status'));

      // With the app, still a first visit (it never ran there): the amount fills that place.
      const app = await page.context().newPage();
      await app.goto('/?amount=35#/');
      const amount = app
        .getByRole('region', { name: 'Quick Deposit' })
        .getByRole('textbox', { name: 'Amount' });
      await expect(amount).toHaveValue('35');
      await expectInFirstScreen(app, amount);
      await expectUncovered(amount);
      await expect(app.getByRole('heading', { name: 'Quick Deposit' })).toBeFocused();
    });
  });
}
