/**
 * The main flows and the phone layouts in Firefox ESR and WebKitGTK, the engines Playwright
 * cannot drive here (docs/testing.md, "Other engines"). Run with `npm run test:engines` after
 * `npm run build`; `ENGINES=firefox` or `ENGINES=webkit` runs one engine.
 *
 * A missing browser fails its engine's tests (the before hook throws): nothing is skipped.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test, type TestContext } from 'node:test';
import type { Driver, Engine } from './driver';
import { firefoxEngine } from './firefox';
import { DESKTOP_FLOWS, PHONE_AGENTS, phoneLayout } from './flows';
import { startSite, type Service } from './server';
import { webkitEngine } from './webkit';

const ENGINES: { key: keyof typeof PHONE_AGENTS; make: () => Engine }[] = [
  { key: 'firefox', make: firefoxEngine },
  { key: 'webkit', make: webkitEngine },
];
const only = process.env.ENGINES?.split(',').map((name) => name.trim());
const SHOTS = path.resolve('test-results', 'engines');

/** Keeps a screenshot of the page in test-results/engines/. */
async function screenshot(t: TestContext, driver: Driver) {
  try {
    mkdirSync(SHOTS, { recursive: true });
    const file = path.join(
      SHOTS,
      `${driver.engine}-${t.name}`.replace(/[^a-z0-9]+/gi, '-').slice(0, 120) + '.png',
    );
    await driver.screenshot(file);
    t.diagnostic(`screenshot: ${path.relative(process.cwd(), file)}`);
  } catch {
    // The failure itself matters more than its picture.
  }
}

/** Runs the step with a screenshot on failure (and at the end with ENGINES_SHOTS=1). */
async function withScreenshot(t: TestContext, driver: Driver, step: () => Promise<void>) {
  try {
    driver.takePageErrors();
    await step();
    const errors = driver.takePageErrors();
    if (errors.length > 0) {
      throw new Error(`${driver.engine}: the page threw:\n  ${errors.join('\n  ')}`);
    }
  } catch (error) {
    await screenshot(t, driver);
    throw error;
  }
  if (process.env.ENGINES_SHOTS === '1') await screenshot(t, driver);
}

// The two engines side by side, each with its own site and browser: alone, each waits on its
// browser much of the time (docs/log/testing-measurements.md); within an engine, its tests in
// order.
describe('Firefox ESR and WebKitGTK', { concurrency: true }, () => {
  for (const { key, make } of ENGINES) {
    if (only && !only.includes(key)) continue;
    const engine = make();

    describe(engine.name, { concurrency: 1 }, () => {
      let site: Service | undefined;
      let desktop: Driver | undefined;
      /** Why the engine or the site could not start: every test of the engine fails with it. */
      let startError: unknown;

      before(
        async () => {
          try {
            site = await startSite();
            const version = await engine.start();
            desktop = await engine.open(site.url);
            console.warn(`# ${engine.name}: ${version}; site ${site.url}`);
          } catch (error) {
            startError = error;
          }
        },
        { timeout: 120_000 },
      );

      after(
        async () => {
          await desktop?.close().catch(() => undefined);
          await engine.stop().catch(() => undefined);
          await site?.stop();
        },
        { timeout: 60_000 },
      );

      const started = () => {
        if (startError) throw startError;
        if (!site || !desktop) throw new Error(`${engine.name} did not start`);
        return { site, desktop };
      };

      for (const flow of DESKTOP_FLOWS) {
        test(flow.name, { timeout: 90_000 }, async (t) => {
          const { desktop: driver } = started();
          await withScreenshot(t, driver, () => flow.run(driver));
        });
      }

      for (const width of [320, 390]) {
        test(
          `phone layout at ${width} px: no sideways scroll, 44 px tap targets`,
          { timeout: 120_000 },
          async (t) => {
            const { site: running } = started();
            const phone = await engine.open(running.url, {
              userAgent: PHONE_AGENTS[key],
              width,
              height: 740,
            });
            try {
              await withScreenshot(t, phone, () => phoneLayout(phone, width));
            } finally {
              await phone.close();
            }
          },
        );
      }
    });
  }
});
