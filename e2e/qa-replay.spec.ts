import { readFileSync } from 'node:fs';
import { buildSync } from 'esbuild';
import { expect, test, type Page } from '@playwright/test';

/**
 * QA's replay as QA does it (docs/qa-replay.md), on the sandbox build: a real flow recorded and
 * exported from the sandbox menu, then replayed in a fresh page twice, through the page's own
 * player and through Redux DevTools' instrument (as the extension adds it) with the app and its
 * sagas running. Both show what the app showed, at the last step and at a step in the middle;
 * masked fields replay empty, the address follows, and nothing is sent. Sandbox project only.
 */

/** What a person sees of the screen: its heading, its alerts, its fields and its choices. */
interface Picture {
  heading: string;
  alerts: string[];
  fields: Record<string, string>;
  chosen: string[];
}

function picture(page: Page): Promise<Picture> {
  return page.locator('main').evaluate((main) => {
    const label = (input: HTMLInputElement | HTMLSelectElement) =>
      input.labels?.[0]?.textContent?.trim() ?? input.getAttribute('aria-label') ?? input.name;
    const fields: Record<string, string> = {};
    for (const input of main.querySelectorAll<HTMLInputElement | HTMLSelectElement>(
      'input:not([type=radio]):not([type=checkbox]), select',
    )) {
      fields[label(input)] = input.value;
    }
    return {
      heading: main.querySelector('h1')?.textContent?.trim() ?? '',
      alerts: [...main.querySelectorAll('[role=alert]')]
        .map((alert) => alert.textContent?.trim() ?? '')
        .filter(Boolean),
      fields,
      chosen: [...main.querySelectorAll<HTMLInputElement>('input:checked')].map(label),
    };
  });
}

/** The picture with the masked fields empty, as a replay shows them. */
function masked(seen: Picture, fields: string[]): Picture {
  const emptied = { ...seen.fields };
  for (const field of fields) if (field in emptied) emptied[field] = '';
  return { ...seen, fields: emptied };
}

/** A masked field replays empty, so it may also say it is required. */
function withoutRequired(seen: Picture, fields: string[]): Picture {
  const required = new Set(fields.map((field) => `${field} required`));
  return { ...seen, alerts: seen.alerts.filter((alert) => !required.has(alert)) };
}

/** The network idle and a moment more, for anything set in motion to show. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
}

async function openSandboxMenu(page: Page) {
  const toggle = page
    .getByRole('note', { name: /^Sandbox/ })
    .getByRole('button')
    .first();
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}

/** Exports the QA log from the sandbox menu; gives the file's path and how many steps it has. */
async function exportLog(page: Page) {
  await openSandboxMenu(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export QA log' }).click();
  const file = await (await download).path();
  const { payload } = JSON.parse(readFileSync(file, 'utf8')) as { payload: string };
  const { stagedActionIds } = JSON.parse(payload) as { stagedActionIds: number[] };
  await page.keyboard.press('Escape');
  return { file, lastStep: stagedActionIds.length - 1 };
}

interface Flow {
  name: string;
  /** Runs the flow up to a moment in the middle, where the picture and the log are taken. */
  toMiddle?: (page: Page) => Promise<void>;
  /** Runs the rest of it, to what the bug report is about. */
  toEnd: (page: Page) => Promise<void>;
  /** The address the last step shows. */
  address: RegExp;
  masked: string[];
}

const flows: Flow[] = [
  {
    name: 'a card decline',
    toMiddle: async (page) => {
      await page.goto('/?sandbox=reset#/deposit/cardfunding');
      await expect(page.getByRole('radio', { name: 'VISA **** **** **** 4242' })).toBeChecked();
      await page.getByRole('button', { name: '$100', exact: true }).click();
      await page.getByLabel('CVV').fill('000');
    },
    toEnd: async (page) => {
      await page.getByRole('button', { name: 'Deposit', exact: true }).click();
      await expect(page.getByRole('main')).toContainText('Your card was declined.');
    },
    address: /#\/deposit\/cardfunding$/,
    masked: ['CVV'],
  },
  {
    // The log is the page the provider returned to: its step in the middle is compared between
    // the two replays, a moment of the return the test cannot hold still to picture.
    name: 'a PayPal return',
    toEnd: async (page) => {
      await page.goto('/?sandbox=reset#/deposit/paypalfunding');
      await page.getByRole('button', { name: '$100', exact: true }).click();
      await page.getByRole('button', { name: 'Deposit', exact: true }).click();
      await page.getByRole('button', { name: 'Pay with Sandbox Wallet' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Transaction Successful' }),
      ).toBeVisible();
    },
    address: /#\/confirmation$/,
    masked: [],
  },
  {
    name: 'a check withdrawal with rush',
    toMiddle: async (page) => {
      await page.goto('/?sandbox=reset#/withdraw/xpressfunding-fedex');
      await page
        .getByRole('combobox', { name: 'Delivery Address' })
        .selectOption('Residence Address: 1200 Paddock Lane, Lexington, KY 40511');
      await page
        .getByRole('group', { name: 'Rush Delivery' })
        .getByRole('radio', { name: 'Yes, $25.00 courier delivery' })
        .check();
      await page.getByLabel('Amount', { exact: true }).fill('40');
      await expect(page.getByText('Extra fee: $25.00')).toBeVisible();
    },
    toEnd: async (page) => {
      await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Transaction Successful' }),
      ).toBeVisible();
    },
    address: /#\/confirmation$/,
    masked: [],
  },
];

/** A stand-in for the Redux DevTools extension: its compose, with instrument innermost. */
const devToolsExtension = buildSync({
  stdin: {
    contents: `
      import { instrument } from '@redux-devtools/instrument';
      import { compose } from 'redux';
      window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ = () => (...enhancers) => (createStore) =>
        (...args) => {
          const store = compose(...enhancers, instrument())(createStore)(...args);
          window.__devToolsStore = store;
          return store;
        };`,
    resolveDir: process.cwd(),
  },
  bundle: true,
  write: false,
  format: 'iife',
}).outputFiles[0]!.text;

/** Sends a monitor action to the lifted store, as the extension's Import and slider do. */
function toDevTools(page: Page, action: object) {
  return page.evaluate((lifted) => {
    const store = (
      window as unknown as { __devToolsStore: { liftedStore: { dispatch(a: object): void } } }
    ).__devToolsStore;
    store.liftedStore.dispatch(lifted);
  }, action);
}

/** Every call the page makes to the funding service from now on. */
function callsFrom(page: Page) {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/funding/')) calls.push(request.url());
  });
  return calls;
}

for (const flow of flows) {
  test(`${flow.name} replays through the player and through Redux DevTools as the app showed it`, async ({
    page,
    context,
  }) => {
    const recording = callsFrom(page);
    let middle: { step: number; seen?: Picture } | undefined;
    if (flow.toMiddle) {
      await flow.toMiddle(page);
      await settled(page);
      const seen = await picture(page);
      middle = { step: (await exportLog(page)).lastStep, seen };
    }
    await flow.toEnd(page);
    await settled(page);
    const last = await picture(page);
    const log = await exportLog(page);
    // The requests are seen, so that none seen in a replay means none was sent.
    expect(recording.length).toBeGreaterThan(0);
    middle ??= { step: Math.floor(log.lastStep / 2) };
    expect(middle.step).toBeLessThan(log.lastStep);
    const middleStep = middle.step;

    await test.step('through the player, in a fresh page', async () => {
      const player = await context.newPage();
      await player.goto('/#/');
      await expect(player.getByRole('heading', { level: 1 })).toBeVisible();
      await openSandboxMenu(player);
      const chooser = player.waitForEvent('filechooser');
      await player.getByRole('button', { name: 'Replay a QA log' }).click();
      await (await chooser).setFiles(log.file);
      const step = player.getByRole('slider', { name: 'Step' });
      await expect(step).toHaveValue(String(log.lastStep));
      // The replay has taken the page over: its word that it could not start never shows.
      await expect(player.locator('#root')).toHaveAttribute('data-app-ready');
      const calls = callsFrom(player);
      await settled(player);
      await expect(player).toHaveURL(flow.address);
      expect(await picture(player)).toEqual(masked(last, flow.masked));

      await step.fill(String(middleStep));
      await expect(
        player.getByRole('region', { name: 'QA replay' }).getByRole('status'),
      ).toContainText(`Step ${middleStep} of ${log.lastStep}: `);
      await settled(player);
      const playedMiddle = await picture(player);
      expect(playedMiddle.heading).not.toBe('');
      if (middle.seen) {
        expect(withoutRequired(playedMiddle, flow.masked)).toEqual(
          withoutRequired(masked(middle.seen, flow.masked), flow.masked),
        );
      }
      middle.seen ??= playedMiddle;
      await player.getByRole('button', { name: 'Next step' }).click();
      await expect(step).toHaveValue(String(middleStep + 1));
      await player.getByRole('button', { name: 'Previous step' }).click();
      await expect(step).toHaveValue(String(middleStep));
      expect(calls).toEqual([]);
      await player.close();
    });

    await test.step('through Redux DevTools, the sagas running, in a fresh page', async () => {
      const devTools = await context.newPage();
      await devTools.addInitScript({ content: devToolsExtension });
      await devTools.goto('/#/');
      await expect(devTools.locator('#root')).toHaveAttribute('data-app-ready');
      await settled(devTools);
      const calls = callsFrom(devTools);
      const { payload } = JSON.parse(readFileSync(log.file, 'utf8')) as { payload: string };
      await toDevTools(devTools, { type: 'IMPORT_STATE', nextLiftedState: JSON.parse(payload) });
      await expect(devTools.getByRole('heading', { level: 1, name: last.heading })).toBeVisible();
      await settled(devTools);
      // Time for anything set in motion by the screen that opened to show.
      await devTools.waitForTimeout(500);
      await expect(devTools).toHaveURL(flow.address);
      expect(await picture(devTools)).toEqual(masked(last, flow.masked));

      await toDevTools(devTools, { type: 'JUMP_TO_STATE', index: middleStep });
      await settled(devTools);
      await devTools.waitForTimeout(500);
      expect(withoutRequired(await picture(devTools), flow.masked)).toEqual(
        withoutRequired(masked(middle.seen!, flow.masked), flow.masked),
      );
      expect(calls).toEqual([]);
      await devTools.close();
    });
  });
}

test('a file that is not a QA log is refused, saying why, and the page stays as it was', async ({
  page,
}) => {
  await page.goto('/?sandbox=reset#/deposit/cardfunding');
  await page.getByLabel('CVV').fill('739');
  await openSandboxMenu(page);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Replay a QA log' }).click();
  await (
    await chooser
  ).setFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"a":1}') });
  await expect(page.getByRole('note', { name: /^Sandbox/ }).getByRole('alert')).toHaveText(
    'This file is not a QA log of Xpressfunding.',
  );
  await expect(page).toHaveURL(/#\/deposit\/cardfunding$/);
  await expect(page.getByLabel('CVV')).toHaveValue('739');
  await expect(page.getByRole('region', { name: 'QA replay' })).toHaveCount(0);
});
