import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expectNoHorizontalScroll, MOBILE, SIZES } from './support/devices';

async function useEstimator(page: Page) {
  const estimator = page.getByRole('region', { name: 'Estimate your rewards' });
  await estimator.getByLabel('Win/place wagers').fill('$6,000');
  await estimator.getByLabel('Exotics wagers').fill('3000');
  await estimator.getByLabel('Show wagers').fill('2,500');
  await estimator.getByLabel('State category').selectOption('A');
  await estimator.getByRole('radio', { name: 'No' }).check();
  await estimator.getByRole('button', { name: 'Estimate rewards' }).click();
  await expect(estimator.getByRole('status')).toHaveText(
    'Estimate: a $100.00 store-cash coupon and $165.00 cashback.',
  );
  const results = estimator.getByRole('region', { name: 'Your estimate' });
  await expect(results).toContainText('Rule c), category A, $8,000.00 to $14,999.99: 1.75%');
  // The 8,000 edge, in category B with a plan: the greater of 1.20% and 1.50% on exotics.
  await estimator.getByLabel('Win/place wagers').fill('');
  await estimator.getByLabel('Exotics wagers').fill('8,000');
  await estimator.getByLabel('Show wagers').fill('');
  await estimator.getByLabel('State category').selectOption('B');
  await estimator.getByRole('radio', { name: 'Yes' }).check();
  await estimator.getByRole('button', { name: 'Estimate rewards' }).click();
  await expect(estimator.getByRole('status')).toHaveText(
    'Estimate: a $100.00 store-cash coupon and $120.00 cashback.',
  );
}

for (const size of SIZES) {
  test.describe(`terms and rewards rules on ${size}`, () => {
    if (size === 'mobile') test.use(MOBILE);

    test('the terms page loads as its own chunk, jumps within the page and passes axe', async ({
      page,
    }) => {
      await page.goto('/#/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const chunk = page.waitForRequest(/\/js\/terms\./);
      await page.goto('/#/terms-and-conditions');
      await chunk;
      await expect(
        page.getByRole('heading', { level: 1, name: 'Terms and Conditions' }),
      ).toBeVisible();
      await expect(page.getByText('Revised August 2019')).toBeVisible();

      await page
        .getByRole('navigation', { name: 'On this page' })
        .getByRole('button', { name: 'Start of the Rewards Program' })
        .click();
      const heading = page.getByRole('heading', { level: 2, name: 'Start of the Rewards Program' });
      await expect(heading).toBeFocused();
      await expect(heading).toBeInViewport();
      expect(new URL(page.url()).hash).toBe('#/terms-and-conditions');

      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page);
    });

    test('the rules page shows the cashback table and the estimator works, axe-clean', async ({
      page,
    }) => {
      await page.goto('/#/terms-and-conditions?context=withdraw');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Rewards Program Rules' }),
      ).toBeVisible();
      const table = page.getByRole('table', { name: 'Cashback rates in percent' });
      await expect(table.getByRole('row', { name: /\$100,000\.00 and over/ })).toContainText(
        '2.75 / 5.00',
      );
      await useEstimator(page);
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page);

      // Errors are part of the scan too.
      const estimator = page.getByRole('region', { name: 'Estimate your rewards' });
      await estimator.getByLabel('Exotics wagers').fill('lots');
      await estimator.getByRole('button', { name: 'Estimate rewards' }).click();
      await expect(estimator.getByLabel('Exotics wagers')).toBeFocused();
      await expectNoAxeViolations(page);
    });
  });
}

test('both pages fit 320 px and print without the contents and the estimator', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/#/terms-and-conditions');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.goto('/#/terms-and-conditions?context=withdraw');
  await expect(page.getByRole('table', { name: /Cashback rates/ })).toBeVisible();
  await expectNoHorizontalScroll(page);

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('table', { name: /Cashback rates/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Arbitration' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'On this page' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Estimate your rewards' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Estimate rewards' })).toBeHidden();
});
