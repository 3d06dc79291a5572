/**
 * The screenshots of docs/screens.md: every screen of the sandbox build
 * (dist-sandbox/, `npm run build:sandbox`) on a phone and a desktop, as compressed JPEG files in
 * docs/screens/<screen>-<phone|desktop>.jpg. Each screen is opened in a fresh browser context on
 * the sandbox's `reset` ledger (or the scenario it names), driven where the screen only shows
 * after an action (a deposit, a refusal, a submit after the session ended), and shot once the app
 * is ready, the network idle, its heading visible and no loader left. The clock is fixed and the
 * zone is New York's, so a run changes only the pictures of what changed.
 *
 *   npm run screens                 (builds dist-sandbox/ first, then runs this script)
 *   npm run screens -- <name> ...   (those screens only, the other pictures kept)
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { chromium, type BrowserContextOptions, type Page } from '@playwright/test';
import { waitForHttp } from '../engines/server';
import { FULL_BROWSER } from '../e2e/support/browsers';
import { MOBILE } from '../e2e/support/devices';
import { paths } from '../src/config/paths';
import { DECLINING_CVV } from '../src/sandbox/rules';

const PORT = 4791;
const BASE = `http://localhost:${PORT}`;
const OUT = path.resolve(__dirname, '..', 'docs', 'screens');
/** The longest part of a page kept, in CSS pixels: the rest is help text and the footer. */
const MAX_HEIGHT = 1800;
const QUALITY = 55;
const CVV = '739';
const print = (line: string) => process.stdout.write(`${line}\n`);

const SIZES: Record<'phone' | 'desktop', BrowserContextOptions> = {
  phone: { ...MOBILE, viewport: { width: 390, height: 844 }, timezoneId: 'America/New_York' },
  desktop: { viewport: { width: 1280, height: 800 }, timezoneId: 'America/New_York' },
};

/** Every picture's moment: Wednesday 25 November 2026, 10:00 in New York. */
const FIXED_TIME = new Date('2026-11-25T15:00:00Z');
/** A bet's page on the main site the local environment knows, for a deposit link's return. */
const BET_PAGE = 'https://www.dev.xpressbet.example/race/SAR/7?ticket=123';

interface Screen {
  name: string;
  /** Address under the site, with its sandbox scenario. */
  url: string;
  /** The level-1 heading the screen shows when it is settled (any level-1 heading if absent). */
  heading?: string | RegExp;
  /** What the person does after the page opens, before the shot. */
  act?: (page: Page) => Promise<void>;
  /** Before the page opens (the signed-out tab). */
  prepare?: (page: Page) => Promise<void>;
  /** A dialog over the screen: shot as the person sees it, the window alone. */
  windowOnly?: boolean;
}

const reset = (route: string) => `/?sandbox=reset#${route}`;

async function depositWithCvv(page: Page, cvv: string) {
  await page.getByLabel('CVV').fill(cvv);
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
}

const SCREENS: Screen[] = [
  { name: 'home', url: reset(paths.home) },
  { name: 'home-new-user', url: `/?sandbox=new-user#${paths.home}` },
  { name: 'home-low-balance', url: `/?sandbox=low-balance#${paths.home}` },
  {
    name: 'quick-deposit-frame',
    url: `/?sandbox=reset&quickDepositIframe=true#${paths.home}`,
    heading: /./,
  },
  { name: 'card-deposit', url: reset(paths.cardFunding), heading: 'Credit/Debit Card Funding' },
  { name: 'new-card', url: reset(paths.newCard), heading: 'Add New Card' },
  { name: 'ach-deposit', url: reset(paths.achFunding), heading: 'ACH Funding' },
  { name: 'new-bank-account', url: `/?sandbox=new-user#${paths.achFunding}` },
  { name: 'paypal-deposit', url: reset(paths.walletDeposit), heading: 'Paypal Funding' },
  { name: 'bank-link', url: reset(paths.plaidFunding), heading: 'Instant Bank Verification' },
  {
    name: 'bank-link-dialog',
    windowOnly: true,
    url: reset(paths.plaidFunding),
    heading: 'Instant Bank Verification',
    act: async (page) => {
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('dialog', { name: 'Sandbox Bank Link' }).waitFor();
    },
  },
  {
    name: 'paypal-wallet-stand-in',
    url: reset(paths.walletDeposit),
    heading: 'Paypal Funding',
    act: async (page) => {
      await page.getByRole('button', { name: 'Deposit' }).click();
      await page.getByRole('heading', { level: 1, name: 'Sandbox Wallet' }).waitFor();
    },
  },
  { name: 'withdraw', url: reset(paths.withdraw) },
  { name: 'check-withdraw', url: reset(paths.checkWithdraw) },
  { name: 'ach-withdraw', url: reset(paths.achWithdraw) },
  { name: 'paypal-withdraw', url: reset(paths.walletWithdraw) },
  {
    name: 'confirmation',
    url: reset(paths.cardFunding),
    heading: 'Credit/Debit Card Funding',
    act: async (page) => {
      await depositWithCvv(page, CVV);
      await page.getByRole('heading', { level: 1, name: 'Transaction Successful' }).waitFor();
    },
  },
  {
    name: 'card-declined',
    url: reset(paths.cardFunding),
    heading: 'Credit/Debit Card Funding',
    act: async (page) => {
      await depositWithCvv(page, DECLINING_CVV);
      await page.getByRole('group', { name: 'There is a problem' }).waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
    },
  },
  {
    // $5,000 is over the sandbox's weekly ACH limit: the service refuses the linked deposit.
    name: 'error',
    url: reset(paths.plaidFunding),
    heading: 'Instant Bank Verification',
    act: async (page) => {
      await page.getByRole('textbox', { name: 'Amount' }).fill('5000');
      await page.getByRole('button', { name: 'Next' }).click();
      const dialog = page.getByRole('dialog', { name: 'Sandbox Bank Link' });
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('heading', { level: 1, name: 'Transaction Unsuccessful' }).waitFor();
    },
  },
  { name: 'terms', url: reset(paths.terms) },
  { name: 'rewards-rules', url: reset(paths.rewardsRules) },
  {
    name: 'login-popup',
    windowOnly: true,
    url: `/#${paths.home}`,
    // The sandbox signs the demo user in unless the tab logged out (src/sandbox/browser.ts).
    prepare: async (page) => {
      await page.context().clearCookies();
      await page.addInitScript(() => window.sessionStorage.setItem('sandboxLoggedOut', 'true'));
    },
    act: (page) => page.getByRole('dialog').waitFor(),
  },
  {
    name: 'session-expired',
    windowOnly: true,
    url: `/?sandbox=session-expired#${paths.cardFunding}`,
    heading: 'Credit/Debit Card Funding',
    act: async (page) => {
      await depositWithCvv(page, CVV);
      await page.getByRole('dialog').waitFor();
    },
  },
  { name: 'not-found', url: reset('/no-such-page') },
  {
    // A wallet return that says approved, with no record of the deposit in this tab.
    name: 'payment-approved',
    url: `/?sandbox=reset&success=true#${paths.walletDeposit}`,
    heading: 'Payment approved',
  },
  {
    name: 'no-recent-transaction',
    url: reset(paths.confirmation),
    heading: 'No recent transaction',
  },
  {
    name: 'check-po-box',
    url: reset(paths.checkWithdraw),
    act: async (page) => {
      await page.getByLabel('Amount', { exact: true }).fill('40');
      const address = 'Mailing Address: PO Box 4410, Lexington, KY 40544';
      const select = page.getByRole('combobox', { name: 'Delivery Address' });
      if (await select.isVisible()) await select.selectOption(address);
      else await page.getByRole('radio', { name: address }).check();
      await page.getByRole('radio', { name: 'Yes, $25.00 courier delivery' }).check();
      await page.getByText(/^Couriers cannot deliver to a PO Box/).waitFor();
    },
  },
  {
    name: 'expired-card',
    url: reset(paths.newCard),
    heading: 'Add New Card',
    act: async (page) => {
      await page.getByLabel('Card Number').fill('4111 1111 1111 1111');
      const joined = page.getByLabel('Expiry Date');
      if (await joined.isVisible()) await joined.fill('03/2024');
      else {
        await page.getByLabel('Expiry month').fill('03');
        await page.getByLabel('Expiry year').fill('2024');
      }
      await page.getByLabel('CVV').focus();
      await page.getByText('This card expired in 03/2024.').waitFor();
    },
  },
  {
    name: 'offline',
    url: reset(paths.home),
    act: async (page) => {
      await page.getByRole('region', { name: 'Quick Deposit' }).getByLabel('CVV').fill(CVV);
      await page.context().setOffline(true);
      await page.getByText('You are offline. Nothing was sent.').waitFor();
    },
  },
  {
    name: 'back-to-your-bet',
    url: `/?sandbox=reset&amount=35&returnTo=${encodeURIComponent(BET_PAGE)}#${paths.home}`,
    act: async (page) => {
      const quick = page.getByRole('region', { name: 'Quick Deposit' });
      await quick.getByLabel('CVV').fill(CVV);
      await quick.getByRole('button', { name: 'Deposit', exact: true }).click();
      await page.getByRole('link', { name: 'Back to your bet' }).waitFor();
    },
  },
  {
    // The customer record, which carries the fees, could not be loaded: no total is known.
    name: 'unknown-figure',
    url: `/?sandbox=fees-unavailable#${paths.cardFunding}`,
    heading: 'Credit/Debit Card Funding',
    act: async (page) => {
      await page.getByLabel('CVV').fill(CVV);
      await page.getByRole('button', { name: 'Try again' }).first().waitFor();
    },
  },
  {
    // Two tabs press Deposit within a second (every answer held 2 s): one POST, from the other
    // tab, and this one says what that tab did.
    name: 'two-tabs',
    url: `/?sandbox=slow#${paths.cardFunding}`,
    heading: 'Credit/Debit Card Funding',
    act: async (page) => {
      const other = await page.context().newPage();
      await other.goto(`${BASE}/#${paths.cardFunding}`);
      for (const tab of [other, page]) {
        await tab.getByRole('radio', { name: 'VISA **** **** **** 4242' }).waitFor();
        await tab.getByLabel('CVV').fill(CVV);
      }
      await other.getByRole('button', { name: 'Deposit', exact: true }).click();
      await page.waitForTimeout(300);
      await page.getByRole('button', { name: 'Deposit', exact: true }).click();
      await page.getByText(/^Another tab just made a deposit of/).waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
    },
  },
  {
    // The sandbox's QA player (docs/qa-replay.md) replaying a card decline exported from the
    // sandbox menu, on its last step.
    name: 'qa-replay-player',
    url: reset(paths.cardFunding),
    heading: 'Credit/Debit Card Funding',
    act: async (page) => {
      await depositWithCvv(page, DECLINING_CVV);
      await page.getByRole('group', { name: 'There is a problem' }).waitFor();
      const menu = page.getByRole('note', { name: /^Sandbox/ });
      await menu.getByRole('button').first().click();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        menu.getByRole('button', { name: 'Export QA log' }).click(),
      ]);
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        menu.getByRole('button', { name: 'Replay a QA log' }).click(),
      ]);
      await chooser.setFiles(await download.path());
      await page.getByRole('region', { name: 'QA replay' }).waitFor();
      await page.getByRole('group', { name: 'There is a problem' }).waitFor();
    },
  },
  {
    // The page was reloaded while a deposit of the member's was on its way.
    name: 'interrupted-deposit',
    url: reset(paths.home),
    prepare: async (page) => {
      await page.addInitScript((startedAt) => {
        const record = { uid: 'jrivera', transactionType: 'cardFunding', cents: 5000, startedAt };
        window.sessionStorage.setItem('moneyPostInFlight', JSON.stringify(record));
      }, FIXED_TIME.getTime());
    },
    act: (page) => page.getByText(/^We could not confirm this transaction/).waitFor(),
  },
];

/** Opens the screen, does what leads to it, waits until nothing moves and writes the JPEG. */
async function shoot(page: Page, screen: Screen, file: string) {
  await screen.prepare?.(page);
  await page.goto(BASE + screen.url, { waitUntil: 'networkidle' });
  await page.locator('#root[data-app-ready]').waitFor({ state: 'attached' });
  if (screen.heading !== undefined) {
    await page.getByRole('heading', { level: 1, name: screen.heading }).first().waitFor();
  } else {
    await page.getByRole('heading', { level: 1 }).first().waitFor();
  }
  await page.waitForLoadState('networkidle');
  await screen.act?.(page);
  await page.waitForLoadState('networkidle');
  await page.locator('.loader').first().waitFor({ state: 'detached' });
  // Fonts, the fade-ins and the scroll restoration finish.
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
  if (!screen.windowOnly) {
    // The window grows to the page (up to MAX_HEIGHT), so what is fixed or sticky at its bottom
    // is drawn once, where it sits at the end of the page, not in the middle of a stitched shot.
    const viewport = page.viewportSize() ?? { width: 0, height: 0 };
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.setViewportSize({
      width: viewport.width,
      height: Math.max(viewport.height, Math.min(height, MAX_HEIGHT)),
    });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(300);
  }
  await page.screenshot({
    path: file,
    type: 'jpeg',
    quality: QUALITY,
    animations: 'disabled',
    caret: 'hide',
  });
}

async function main() {
  const started = Date.now();
  const server = spawn(
    'npx',
    ['tsx', 'scripts/preview-server.ts', '--dir', 'dist-sandbox', '--port', String(PORT)],
    { stdio: 'inherit', detached: true },
  );
  const browser = await chromium.launch(FULL_BROWSER);
  const failures: string[] = [];
  const named = process.argv.slice(2);
  try {
    await waitForHttp(BASE, 60_000, server);
    if (named.length === 0) rmSync(OUT, { recursive: true, force: true });
    mkdirSync(OUT, { recursive: true });
    for (const screen of SCREENS.filter(({ name }) => named.length === 0 || named.includes(name))) {
      for (const [size, options] of Object.entries(SIZES)) {
        const context = await browser.newContext(options);
        context.setDefaultTimeout(20_000);
        const file = path.join(OUT, `${screen.name}-${size}.jpg`);
        try {
          const page = await context.newPage();
          await page.clock.setFixedTime(FIXED_TIME);
          await shoot(page, screen, file);
          print(`${path.relative(process.cwd(), file)} ${statSync(file).size} bytes`);
        } catch (error) {
          failures.push(`${screen.name} (${size}): ${(error as Error).message.split('\n')[0]}`);
        } finally {
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
    if (server.pid) process.kill(-server.pid);
  }
  const total = readdirSync(OUT).reduce(
    (sum, file) => sum + statSync(path.join(OUT, file)).size,
    0,
  );
  print(
    `${readdirSync(OUT).length} screenshots, ${(total / 1e6).toFixed(2)} MB, ${Math.round((Date.now() - started) / 1000)} s`,
  );
  if (failures.length > 0) {
    console.error(`Not captured:\n${failures.join('\n')}`);
    process.exitCode = 1;
  }
}

void main();
