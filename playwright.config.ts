import { defineConfig, devices } from '@playwright/test';
import { TEST_CHROMIUM } from './e2e/support/browsers';
import { scaled } from './src/test/timeScale';

// Not 8080: a running `npm start` there would be reused in place of the sandbox build.
const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 4174);
const PREVIEW_PORT = Number(process.env.E2E_PREVIEW_PORT ?? 4173);
// Quick local runs: E2E_ONLY_SANDBOX=1 skips the production target, E2E_ONLY_PRODUCTION=1 the sandbox.
const ONLY_SANDBOX = process.env.E2E_ONLY_SANDBOX === '1';
const ONLY_PRODUCTION = process.env.E2E_ONLY_PRODUCTION === '1';
const SANDBOX_URL = `http://localhost:${SANDBOX_PORT}`;
const PRODUCTION_URL = `http://localhost:${PREVIEW_PORT}`;

/**
 * Browser tests in Debian's Chromium headless shell (TEST_CHROMIUM, e2e/support/browsers.ts).
 * Two targets, both built beforehand and served as they are by the preview server: the sandbox
 * build (npm run build:sandbox: dist-sandbox/, its funding service in msw's worker at the site
 * root) and the production build (npm run build: dist/) with the preview server's local
 * funding stub.
 */
export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  fullyParallel: true,
  // Four workers on CI's two cores: most of a browser test's time is waiting (throttled loads,
  // bounded waits, quiet before axe), so four overlap it. Measured on an idle 2-core machine: 2
  // workers 10.7 min, 4 workers 8.1 min with nothing flaky, 6 workers 8.4 min with a failure
  // (load average 24); jest beside the browser suite made both fail
  // (docs/log/testing-measurements.md).
  workers: process.env.CI ? 4 : undefined,
  // One retry in CI, reported as 'flaky' in the summary, so a rare timing hiccup on a busy machine
  // does not block a landing; locally a failure fails at once.
  retries: process.env.CI ? 1 : 0,
  // Playwright's own bounds (a test's 30 s, an assertion's 5 s) and every bounded wait in e2e/
  // scale with the load as jest's do (TEST_TIME_SCALE, src/test/timeScale.ts): a busy machine
  // slows the browser's work, not what the page does.
  timeout: scaled(30_000),
  expect: { timeout: scaled(5_000) },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    browserName: 'chromium',
    launchOptions: TEST_CHROMIUM,
    // A failed test keeps its screenshot and a trace (every action with its DOM snapshot,
    // network, console), without a screencast, whose frames cost about a seventh of the run. In CI
    // the trace is recorded on the retry only: recording every test and throwing the trace away
    // when it passes cost about a ninth of the run on two cores
    // (docs/log/testing-measurements.md). Locally, with no retry, the failing run keeps its own.
    trace: {
      mode: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
      screenshots: false,
    },
    screenshot: 'only-on-failure',
    serviceWorkers: 'allow',
  },
  // The production projects first, each held to a share of the workers, so that their tests that
  // wait (a held first bundle's 15 s, a chunk's 20 s, the layout-shift delays) run beside the
  // sandbox's busy ones instead of all together with the cores idle: on two cores 298 and 304 s
  // against 327 and 334 s in the order sandbox, production, production-sw
  // (docs/log/testing-measurements.md). Without
  // the sandbox's tests (E2E_ONLY_PRODUCTION=1), no share.
  projects: [
    ...(ONLY_SANDBOX
      ? []
      : [
          {
            name: 'production',
            workers: ONLY_PRODUCTION ? undefined : 2,
            // The production build's service worker stays out of these tests,
            // as before it existed: their routes see every request of the page.
            use: {
              ...devices['Desktop Chrome'],
              launchOptions: TEST_CHROMIUM,
              baseURL: PRODUCTION_URL,
              serviceWorkers: 'block' as const,
            },
            grep: /@production/,
          },
          {
            // With the service worker serving: its own tests, and the boot-failure tests run a
            // second time after a first visit that installs it.
            name: 'production-sw',
            workers: ONLY_PRODUCTION ? undefined : 1,
            use: {
              ...devices['Desktop Chrome'],
              launchOptions: TEST_CHROMIUM,
              baseURL: PRODUCTION_URL,
              serviceWorkers: 'allow' as const,
            },
            testMatch: ['service-worker.spec.ts', 'start-failure.spec.ts', 'chunk-failure.spec.ts'],
            grep: /@production/,
          },
        ]),
    ...(ONLY_PRODUCTION
      ? []
      : [
          {
            name: 'sandbox',
            use: {
              ...devices['Desktop Chrome'],
              launchOptions: TEST_CHROMIUM,
              baseURL: SANDBOX_URL,
            },
          },
        ]),
  ],
  webServer: [
    ...(ONLY_PRODUCTION
      ? []
      : [
          {
            command: `npm run preview -- --dir dist-sandbox --port ${SANDBOX_PORT}`,
            url: SANDBOX_URL,
            reuseExistingServer: !process.env.CI,
            timeout: scaled(60_000),
          },
        ]),
    ...(ONLY_SANDBOX
      ? []
      : [
          {
            command: `npm run preview -- --port ${PREVIEW_PORT}`,
            url: PRODUCTION_URL,
            reuseExistingServer: !process.env.CI,
            timeout: scaled(60_000),
          },
        ]),
  ],
});
