import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { TEST_CHROMIUM } from './support/browsers';
import { signIn } from './support/session';

/**
 * Decisions: hosts that are not the environments' own. The production build served on a deploy
 * preview's host says it is not set up there, and no funding API
 * is called from it, whichever origin that API would have.
 */

// Mapped to this machine. (.dev and .app, the usual preview hosts', are HTTPS-only in Chromium.)
const PREVIEW_HOST = 'deploy-preview-7.xpressfunding.test';

test.use({
  launchOptions: {
    ...TEST_CHROMIUM,
    args: [...TEST_CHROMIUM.args, `--host-resolver-rules=MAP ${PREVIEW_HOST} 127.0.0.1`],
  },
});

// eslint-disable-next-line no-empty-pattern
test.beforeEach(({}, info) => {
  test.skip(info.project.name !== 'production', 'the production build, its worker blocked');
});

test('a deploy preview host says it is not set up and calls no funding API @production', async ({
  page,
  context,
  baseURL,
}) => {
  const preview = new URL(baseURL ?? '');
  preview.hostname = PREVIEW_HOST;
  await signIn(context, preview.origin);
  const api: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/funding')) api.push(request.url());
  });

  await page.goto(`${preview.origin}/#/deposit/cardfunding`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Xpressfunding is not set up for this address.' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: '1-800-555-0134' })).toHaveAttribute(
    'href',
    'tel:18005550134',
  );
  // Past the start's own time limit: the page does not call itself broken either.
  await page.waitForTimeout(3_500);
  await expect(page.getByText('This page could not start.')).toBeHidden();
  await expect(page.getByText('$1,234.56')).toHaveCount(0);
  await expectNoAxeViolations(page);
  expect(api).toEqual([]);
});
