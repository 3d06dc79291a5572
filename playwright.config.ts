import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests in Debian's headless Chromium (no browser download is possible here).
 * Two targets: the sandbox dev server (npm start) and the production build served by the
 * preview server with its local funding stub.
 */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

const SANDBOX_URL = 'http://localhost:8080';
const PRODUCTION_URL = 'http://localhost:4173';

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    browserName: 'chromium',
    launchOptions: chromium,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    serviceWorkers: 'allow',
  },
  projects: [
    { name: 'sandbox', use: { ...devices['Desktop Chrome'], launchOptions: chromium, baseURL: SANDBOX_URL } },
    {
      name: 'production',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium, baseURL: PRODUCTION_URL },
      grep: /@production/,
    },
  ],
  webServer: [
    {
      command: 'npm start',
      url: SANDBOX_URL,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
    {
      command: 'npm run build && npm run preview -- --port 4173',
      url: PRODUCTION_URL,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
  ],
});
