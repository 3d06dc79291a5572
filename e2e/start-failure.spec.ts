import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/session';

/**
 * Issue 26, item 11: the inline start-up script starts the app where the browser's paint
 * observer is missing or throws. Only what a signed-in person sees is checked.
 */

test.beforeEach(async ({ context }, info) => {
  test.skip(info.project.name !== 'production', 'the production build starts this way');
  await signIn(context, info.project.use.baseURL);
});

const balance = (page: Page) =>
  page.getByRole('region', { name: 'Available Balance' }).getByText('$1,234.56');

test.describe('a paint observer that cannot be used (issue 26, item 11)', () => {
  const observers: [string, () => void][] = [
    [
      'missing',
      () => {
        delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
      },
    ],
    [
      'throwing when created',
      () => {
        window.PerformanceObserver = class {
          constructor() {
            throw new TypeError('No observer here');
          }
        } as unknown as typeof PerformanceObserver;
      },
    ],
    [
      'throwing when it observes paints',
      () => {
        PerformanceObserver.prototype.observe = () => {
          throw new TypeError('No paint timing here');
        };
      },
    ],
  ];
  for (const [name, breakObserver] of observers) {
    test(`${name}: the app starts all the same @production`, async ({ page }) => {
      await page.addInitScript(breakObserver);
      await page.goto('/#/');
      await expect(balance(page)).toBeVisible();
      await page.getByRole('link', { name: 'Credit/Debit Cards' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Credit/Debit Card Funding' }),
      ).toBeVisible();
    });
  }
});
