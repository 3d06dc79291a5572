/**
 * The app's main flows, written once against the Driver interface and run in every engine
 * (engines/engines.test.ts). They follow the Playwright specs of the same flows (e2e/card.spec.ts,
 * e2e/withdraw.spec.ts, e2e/terms.spec.ts): the same routes, names and texts.
 *
 * Each engine gets its own preview server, so its ledger starts as seeded (docs/sandbox.md); the
 * flows still assert the service's confirmations rather than balances that earlier flows move.
 */
import assert from 'node:assert/strict';
import type { Driver, Query } from './driver';
import { horizontalFit } from './inPage';
import { smallTapTargets } from '../e2e/support/tapTargets';

const CVV = '739';

const h1 = (name: string | RegExp): Query => ({ role: 'heading', level: 1, name });
const button = (name: string | RegExp, within?: Query): Query => ({
  role: 'button',
  name,
  ...(within ? { within } : {}),
});

async function expectHeading(driver: Driver, name: string) {
  await driver.waitFor(h1(name));
}

/** The confirmation screen after a transaction, with its sentence. */
async function expectTransactionSuccessful(driver: Driver, sentence: string) {
  await driver.waitFor(h1('Transaction Successful'), 20_000);
  await driver.waitForText(sentence);
}

/** Neither the page nor anything in it scrolls sideways. */
export async function expectNoHorizontalScroll(driver: Driver, where: string) {
  const fit = await driver.evaluate(horizontalFit, null);
  assert.ok(
    fit.scrollWidth <= fit.clientWidth,
    `${driver.engine}: ${where} scrolls sideways: the page is ${fit.scrollWidth} px wide in a ` +
      `${fit.clientWidth} px layout (window ${fit.innerWidth} px)`,
  );
}

export interface Flow {
  name: string;
  run(driver: Driver): Promise<void>;
}

/** The flows on a desktop-sized window. */
export const DESKTOP_FLOWS: Flow[] = [
  {
    name: "saved-card deposit from the home's Quick Deposit",
    async run(driver) {
      await driver.goto('/#/');
      await expectHeading(driver, 'Select Deposit Method');
      const quick: Query = { role: 'region', name: 'Quick Deposit' };
      await driver.waitForText('VISA **** **** **** 4242');
      assert.equal((await driver.state(button('$50', quick))).pressed, true);
      const deposit = button('Deposit', quick);
      assert.equal((await driver.state(deposit)).disabled, true, 'Deposit waits for the CVV');
      await driver.type({ label: 'CVV', within: quick }, CVV);
      await driver.click(deposit);
      await expectTransactionSuccessful(
        driver,
        'The amount of $50.00 has been deposited to your account.',
      );
    },
  },
  {
    name: 'saved-card deposit: from the home to the card screen',
    async run(driver) {
      await driver.goto('/#/');
      await expectHeading(driver, 'Select Deposit Method');
      await driver.click({ role: 'link', name: 'Credit/Debit Cards' });
      await expectHeading(driver, 'Credit/Debit Card Funding');
      const visa: Query = { role: 'radio', name: 'VISA **** **** **** 4242' };
      await driver.waitUntil(
        'the Visa to be chosen',
        async () => (await driver.state(visa)).checked,
      );
      await driver.waitForText('There is a $2.50 fee for credit & debit card deposits.');
      await driver.click(button('$25'));
      await driver.waitUntil(
        '$25 to be pressed',
        async () => (await driver.state(button('$25'))).pressed,
      );
      await driver.type({ label: 'CVV' }, CVV);
      await driver.click(button('Deposit'));
      await expectTransactionSuccessful(
        driver,
        'The amount of $25.00 has been deposited to your account.',
      );
    },
  },
  {
    name: 'new-card deposit',
    async run(driver) {
      const year = String(new Date().getFullYear() + 2);
      await driver.goto('/#/deposit/cardfunding');
      await expectHeading(driver, 'Credit/Debit Card Funding');
      await driver.click(button('Add New Credit/Debit Card'));
      await expectHeading(driver, 'Add New Card');
      await driver.type({ label: 'Card Number' }, '5555555555554444');
      assert.equal(await driver.text({ label: 'Card Number' }), '5555 5555 5555 4444');
      await driver.waitForText('There is a $3.00 fee for credit & debit card deposits.');
      await driver.type({ label: 'Expiry month' }, '08');
      await driver.type({ label: 'Expiry year' }, year);
      await driver.type({ label: 'CVV' }, CVV);
      await driver.click(button('$100'));
      await driver.click(button('Deposit'));
      await expectTransactionSuccessful(
        driver,
        'The amount of $100.00 has been deposited to your account.',
      );
    },
  },
  {
    name: 'ACH withdrawal',
    async run(driver) {
      await driver.goto('/#/withdraw');
      await expectHeading(driver, 'Select Withdrawal Method');
      await driver.click({ role: 'radio', name: 'Bank Transfer (ACH)' });
      await driver.click(button('Proceed'));
      await expectHeading(driver, 'Xpressfund/ACH Withdrawal');
      await driver.waitForText('1200 Paddock Lane');
      assert.match(
        await driver.text({ role: 'combobox', name: 'Bank Account' }),
        /^CHECKING \*+56789$/,
      );
      await driver.type({ label: 'Amount' }, '60');
      await driver.click(button('Withdraw'));
      await expectTransactionSuccessful(
        driver,
        'The amount of $60.00 has been withdrawn from your account.',
      );
    },
  },
  {
    name: 'check withdrawal by courier, signed for, to the residence address',
    async run(driver) {
      await driver.goto('/#/withdraw/xpressfunding-fedex');
      await expectHeading(driver, 'Check Issued by the provider');
      await driver.waitForText('1200 Paddock Lane');
      // The first address, the residence (a courier cannot deliver to the mailing PO Box).
      await driver.click({
        role: 'radio',
        name: 'Yes, $25.00 courier delivery',
        within: { role: 'group', name: 'Rush Delivery' },
      });
      await driver.click({
        role: 'radio',
        name: 'Yes, $5 Additional Fee',
        within: { role: 'group', name: 'Require Signature' },
      });
      await driver.type({ label: 'Amount' }, '40');
      await driver.waitForText('Extra fee: $30.00');
      await driver.click(button('Withdraw'));
      await expectTransactionSuccessful(
        driver,
        'The amount of $40.00 has been withdrawn from your account.',
      );
    },
  },
  {
    name: 'the terms page: its headings and the jump within the page',
    async run(driver) {
      await driver.goto('/#/terms-and-conditions');
      await expectHeading(driver, 'Terms and Conditions');
      await driver.waitForText('Revised August 2019');
      const section: Query = { role: 'heading', level: 2, name: 'Start of the Rewards Program' };
      await driver.waitFor(section);
      await driver.click(
        button('Start of the Rewards Program', { role: 'navigation', name: 'On this page' }),
      );
      await driver.waitUntil(
        'the section heading to have the focus',
        async () => (await driver.state(section)).focused,
      );
      const { top, hash } = await driver.evaluate(
        () => ({
          top: document.activeElement?.getBoundingClientRect().top ?? -1,
          hash: location.hash,
        }),
        null,
      );
      assert.ok(top >= 0 && top < 900, `the section heading is in view (top ${top})`);
      assert.equal(hash, '#/terms-and-conditions');
    },
  },
  {
    name: 'the rewards rules: the cashback table and the estimator',
    async run(driver) {
      await driver.goto('/#/terms-and-conditions?context=withdraw');
      await expectHeading(driver, 'Rewards Program Rules');
      await driver.waitFor({ role: 'table', name: 'Cashback rates in percent' });
      const estimator: Query = { role: 'region', name: 'Estimate your rewards' };
      await driver.type({ label: 'Win/place wagers', within: estimator }, '$6,000');
      await driver.type({ label: 'Exotics wagers', within: estimator }, '3000');
      await driver.type({ label: 'Show wagers', within: estimator }, '2,500');
      await driver.select({ label: 'State category', within: estimator }, 'Category A');
      await driver.click({ role: 'radio', name: 'No', within: estimator });
      await driver.click(button('Estimate rewards', estimator));
      await driver.waitForText('Estimate: a $100.00 store-cash coupon and $165.00 cashback.');
    },
  },
];

/** Screens a phone must show without sideways scrolling, each with what shows it has loaded. */
const PHONE_SCREENS: { route: string; title: string; loaded: string }[] = [
  // The phone's home is titled 'Deposit' (desktop: 'Select Deposit Method').
  { route: '/#/', title: 'Deposit', loaded: 'VISA **** **** **** 4242' },
  { route: '/#/deposit/cardfunding', title: 'Credit/Debit Card Funding', loaded: '4242' },
  { route: '/#/withdraw', title: 'Select Withdrawal Method', loaded: 'Bank Transfer (ACH)' },
  {
    route: '/#/withdraw/xpressfunding',
    title: 'Xpressfund/ACH Withdrawal',
    loaded: '1200 Paddock Lane',
  },
  {
    route: '/#/withdraw/xpressfunding-fedex',
    title: 'Check Issued by the provider',
    loaded: '1200 Paddock Lane',
  },
  {
    route: '/#/terms-and-conditions',
    title: 'Terms and Conditions',
    loaded: 'Revised August 2019',
  },
];

/**
 * The phone layout at one width: every screen fits, its tap targets are at least 44 px, and
 * choosing a withdrawal method proceeds.
 */
export async function phoneLayout(driver: Driver, width: number): Promise<void> {
  await driver.setViewport(width, 740);
  for (const screen of PHONE_SCREENS) {
    await driver.goto(screen.route);
    await expectHeading(driver, screen.title);
    await driver.waitForText(screen.loaded);
    await expectNoHorizontalScroll(driver, `${screen.route} at ${width} px`);
    assert.deepEqual(
      await driver.evaluate(smallTapTargets, 44),
      [],
      `tap targets under 44 px on ${screen.route} at ${width} px`,
    );
  }
  // The card screen's new-card form.
  await driver.goto('/#/deposit/cardfunding');
  await driver.click(button('Add New Credit/Debit Card'));
  await expectHeading(driver, 'Add New Card');
  await expectNoHorizontalScroll(driver, `the new-card form at ${width} px`);

  // On a phone choosing a method is proceeding, and the check form offers its addresses as
  // radios (the phone layout, not a narrow desktop one).
  await driver.goto('/#/withdraw');
  await expectHeading(driver, 'Select Withdrawal Method');
  await driver.click({ role: 'radio', name: 'Check Request' });
  await expectHeading(driver, 'Check Issued by the provider');
  await driver.waitFor({
    role: 'radio',
    name: 'Mailing Address: PO Box 4410, Lexington, KY 40544',
    within: { role: 'group', name: 'Delivery Address' },
  });
  await expectNoHorizontalScroll(driver, `the check form at ${width} px`);
}

/** Phone user agents: the app's phone mode needs a narrow viewport and a phone's agent. */
export const PHONE_AGENTS = {
  firefox: 'Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0',
  webkit:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 ' +
    '(KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
};
