import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  deploymentForEachTest,
  deployMark,
  deployNextBuild,
  type Deployment,
} from './support/serviceWorker';

/**
 * A deploy never strands a page of the version it replaced. Here with no
 * service worker (the project 'production' blocks it; service-worker.spec.ts has the worker's
 * side): a page still open when the next build is deployed, every hashed name changed and the
 * first build's files deleted, meets a chunk that is gone, and reloads once into the new version.
 */

// Skipped before the test's page is opened (the sandbox has no deploys to replace).
// eslint-disable-next-line no-empty-pattern
test.beforeEach(async ({}, info) => {
  test.skip(info.project.name !== 'production', 'the production build, with no service worker');
});

const currentDeployment = deploymentForEachTest(test);
let deployment: Deployment;
test.beforeEach(() => {
  deployment = currentDeployment();
});

/** Each load of the page's document (its first one included). */
function countLoads(page: Page) {
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));
  return loads;
}

const SCREEN_FAILURE = 'This page could not be loaded.';

test('a page of the previous build that opens a screen whose chunk the deploy deleted reloads once into the new build, on that screen @production', async ({
  page,
}) => {
  const loads = countLoads(page);
  await page.goto(`${deployment.url}/#/`);
  await expect(page.locator('#root')).toHaveAttribute('data-app-ready');
  await expect(page.getByText('VISA **** **** **** 4242')).toBeVisible();

  deployNextBuild(deployment, 'v2');
  await page.getByRole('link', { name: 'Credit/Debit Cards' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Credit/Debit Card Funding' }),
  ).toBeVisible();
  await expect(page.getByRole('radio', { name: 'VISA **** **** **** 4242' })).toBeChecked();
  expect(await deployMark(page)).toBe('v2');
  expect(loads).toHaveLength(2);
  expect(new URL(loads[1]!).hash).toBe('#/deposit/cardfunding');
  await expect(page.getByRole('heading', { level: 1, name: SCREEN_FAILURE })).toHaveCount(0);
});

test('a chunk the new build lacks too: after its one reload the page says the screen could not be loaded, and reloads no more @production', async ({
  page,
}) => {
  const loads = countLoads(page);
  await page.goto(`${deployment.url}/#/`);
  await expect(page.locator('#root')).toHaveAttribute('data-app-ready');
  // The home's own chunk in first: deployed while it is on its way, it meets the deploy's gap
  // (its file gone, index.html not yet rewritten), which this test is not about.
  await expect(page.getByText('VISA **** **** **** 4242')).toBeVisible();

  deployNextBuild(deployment, 'v2');
  const [card] = readdirSync(path.join(deployment.dir, 'js')).filter((file) =>
    /^card\.[0-9a-f]{8}\.js$/.test(file),
  );
  deployment.remove(`js/${card}`);
  await page.getByRole('link', { name: 'Credit/Debit Cards' }).click();
  await expect(page.getByRole('heading', { level: 1, name: SCREEN_FAILURE })).toBeVisible();
  expect(await deployMark(page)).toBe('v2');
  // Reload is still the person's to press; the page does not go round.
  await page.waitForTimeout(1_000);
  expect(loads).toHaveLength(2);
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
});
