import { expect, test } from '@playwright/test';
import { signIn } from './support/session';

test.beforeEach(async ({ context, baseURL }) => signIn(context, baseURL));

// The home's whole download is counted by the size gate (npm run size, scripts/size-report.ts).
test("the first screen's chunks leave with the first bundle, before the app asks for anything @production", async ({
  page,
}, info) => {
  test.skip(info.project.name !== 'production', 'the production build');
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/');
  const quick = page.getByRole('region', { name: 'Quick Deposit' });
  // A key in the form has the app load the submit chunk (nothing is posted: the stub's ledger
  // is shared by the suite's tests).
  await quick.getByLabel('CVV').pressSequentially('1');
  await page.waitForLoadState('networkidle');
  const firstCall = requested.findIndex((path) => path.includes('/api/funding/'));
  const chunk = (name: string) =>
    requested.findIndex((path) => new RegExp(`/js/${name}\\.[0-9a-f]+\\.js$`).test(path));
  // On a phone's link each one asked for after the bundle has run is a round trip more.
  for (const name of ['quick-deposit', 'quick-deposit-submit']) {
    expect(chunk(name), name).toBeGreaterThan(0);
    expect(chunk(name), name).toBeLessThan(firstCall);
  }
  // Each chunk is fetched once: the app's own loading, the quick deposit's on its first render
  // and the submit's on the key, takes the preloaded response.
  expect(requested.filter((path) => /\/js\/quick-deposit/.test(path))).toHaveLength(2);
});
