import { expect, test, type Page } from '@playwright/test';
import { watchCspViolations } from './support/csp';
import { expectTransactionSuccessful } from './support/flows';
import {
  createdLinks,
  linkExits,
  linkSucceeds,
  PLAID_SCRIPT,
  serveStandInPlaid,
} from './support/plaidScript';
import { recordRequests } from './support/requests';
import { signIn } from './support/session';
import { scaled } from '../src/test/timeScale';

/**
 * Bank linking on the production build, under the production headers, with Plaid's script
 * answered by a stand-in of `window.Plaid` (the real one cannot be reached here). The funding
 * stub is the preview server's, whose ledger every production test shares: the deposits here are
 * answered in the browser (a success, as the service answers one), so they move no balance that
 * another test reads, and the bodies are what the page sent.
 */
const ROUTE = '/#/deposit/plaidfunding';
// An account the funding stub knows (src/sandbox/bankCatalog.ts), as Plaid's servers would.
const CHECKING = 'sandbox-account-checking-1111';
const UNAVAILABLE = 'Instant Bank Verification is unavailable right now.';

test.beforeEach(async ({ context, baseURL }, info) => {
  test.skip(info.project.name !== 'production', 'Plaid is stood in for on the production build');
  await signIn(context, baseURL);
  await context.route('**/api/funding/v2/ach', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ json: { errorCode: 0, errorMessage: '' } })
      : route.fallback(),
  );
});

const nextButton = (page: Page) => page.getByRole('button', { name: 'Next' });

async function chooseAndPressNext(page: Page, preset: string) {
  await page.getByRole('button', { name: preset, exact: true }).click();
  await expect(nextButton(page)).toBeEnabled();
  await nextButton(page).click();
  await expect.poll(async () => (await createdLinks(page)).at(-1)?.opened).toBe(1);
}

test('the plain path: Link from its script, one deposit of the amount with the link details @production', async ({
  page,
}) => {
  const violations = await watchCspViolations(page);
  const scriptLoads = await serveStandInPlaid(page);
  const requests = recordRequests(page);
  await page.goto(ROUTE);
  await chooseAndPressNext(page, '$250');
  const [link] = await createdLinks(page);
  expect(link).toMatchObject({ receivedRedirectUri: null, opened: 1 });
  const stored = await page.evaluate(() => window.sessionStorage.getItem('bankLinkResume'));
  expect(JSON.parse(stored ?? 'null')).toMatchObject({ linkToken: link?.token, cents: 250_00 });

  await linkSucceeds(page, CHECKING, 'session-plain');
  await expectTransactionSuccessful(
    page,
    'The amount of $250.00 has been deposited to your account.',
  );
  expect(requests.posts('/v2/ach')).toEqual([
    {
      amount: 250,
      fundingMethodId: 0,
      plaidAccessToken: 'public-production-test',
      plaidAccountId: CHECKING,
      plaidLinkSessionId: 'session-plain',
    },
  ]);
  expect(await page.evaluate(() => window.sessionStorage.getItem('bankLinkResume'))).toBeNull();
  expect(scriptLoads()).toBe(1);
  expect(await violations()).toEqual([]);
});

test('the OAuth round trip: the page leaves, comes back, Link again with the same token and the address, one deposit @production', async ({
  page,
  baseURL,
}) => {
  const violations = await watchCspViolations(page);
  await serveStandInPlaid(page);
  const requests = recordRequests(page);
  await page.goto(ROUTE);
  await chooseAndPressNext(page, '$100');
  const [first] = await createdLinks(page);

  // Plaid sends the whole page to the bank, which sends it back to the redirect URI.
  await page.goto('about:blank');
  const redirectUri = `${baseURL}/?oauth_state_id=state-production-1`;
  await page.goto(redirectUri);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Instant Bank Verification' }),
  ).toBeVisible();
  await expect.poll(async () => (await createdLinks(page)).at(-1)?.opened).toBe(1);
  const again = await createdLinks(page);
  expect(again).toEqual([
    { token: first?.token, receivedRedirectUri: redirectUri, opened: 1, destroyed: false },
  ]);
  expect(requests.count('GET', '/plaid-token')).toBe(1);
  expect(new URL(page.url()).search).toBe('');
  expect(new URL(page.url()).hash).toBe('#/deposit/plaidfunding');

  await linkSucceeds(page, CHECKING, 'session-oauth');
  await expectTransactionSuccessful(
    page,
    'The amount of $100.00 has been deposited to your account.',
  );
  expect(requests.posts('/v2/ach')).toEqual([
    expect.objectContaining({
      amount: 100,
      plaidAccountId: CHECKING,
      plaidLinkSessionId: 'session-oauth',
    }),
  ]);
  expect(await page.evaluate(() => window.sessionStorage.getItem('bankLinkResume'))).toBeNull();
  // A reload of the confirmation neither resumes nor posts again.
  await page.reload();
  await page.waitForLoadState('networkidle');
  expect(requests.posts('/v2/ach')).toHaveLength(1);
  expect(await violations()).toEqual([]);
});

test('an exit with INVALID_LINK_TOKEN fetches a new token for a new Link @production', async ({
  page,
}) => {
  await serveStandInPlaid(page);
  const requests = recordRequests(page);
  await page.goto(ROUTE);
  await chooseAndPressNext(page, '$50');
  await linkExits(page, 'INVALID_LINK_TOKEN');
  await expect.poll(() => requests.count('GET', '/plaid-token')).toBe(2);
  await expect.poll(async () => (await createdLinks(page)).length).toBe(2);
  const [first, second] = await createdLinks(page);
  expect(second?.token).not.toBe(first?.token);
  expect(first?.destroyed).toBe(true);
  await expect(nextButton(page)).toBeEnabled();
  expect(await page.evaluate(() => window.sessionStorage.getItem('bankLinkResume'))).toBeNull();
  expect(requests.posts('/v2/ach')).toEqual([]);
});

test('an exit with another error keeps the screen and its Link, posts nothing @production', async ({
  page,
}) => {
  await serveStandInPlaid(page);
  const requests = recordRequests(page);
  await page.goto(ROUTE);
  await chooseAndPressNext(page, '$50');
  await linkExits(page, 'INSTITUTION_DOWN');
  await expect(nextButton(page)).toBeEnabled();
  expect(await page.evaluate(() => window.sessionStorage.getItem('bankLinkResume'))).toBeNull();
  await nextButton(page).click();
  await expect.poll(async () => (await createdLinks(page)).at(-1)?.opened).toBe(2);
  expect(await createdLinks(page)).toHaveLength(1);
  expect(requests.count('GET', '/plaid-token')).toBe(1);
  expect(requests.posts('/v2/ach')).toEqual([]);
});

test('a return from the bank with nothing stored says so and starts again @production', async ({
  page,
  baseURL,
}) => {
  await serveStandInPlaid(page);
  const requests = recordRequests(page);
  await page.goto(`${baseURL}/?oauth_state_id=state-from-another-tab`);
  await expect(
    page.getByText(
      'We could not finish connecting your bank, so nothing was deposited. Please start again.',
    ),
  ).toBeVisible();
  await expect(nextButton(page)).toBeEnabled();
  const links = await createdLinks(page);
  expect(links.map((link) => link.receivedRedirectUri)).toEqual([null]);
  expect(links[0]?.opened).toBe(0);
  expect(requests.posts('/v2/ach')).toEqual([]);
});

test("Plaid's script unreachable: the ways on at once, and Try again asks for the script again @production", async ({
  page,
}) => {
  let asked = 0;
  await page.route(PLAID_SCRIPT, (route) => {
    asked += 1;
    return route.abort('internetdisconnected');
  });
  await page.goto(ROUTE);
  const alert = page.getByRole('alert').filter({ hasText: UNAVAILABLE });
  await expect(alert).toBeVisible();
  await expect(nextButton(page)).toBeDisabled();
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect.poll(() => asked).toBe(2);
  await expect(alert).toBeVisible();

  await alert.getByRole('link', { name: 'Deposit with a card' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Credit/Debit Card Funding' }),
  ).toBeVisible();
  await page.goBack();
  await page
    .getByRole('alert')
    .filter({ hasText: UNAVAILABLE })
    .getByRole('link', { name: 'Enter account details' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add New ACH Account' })).toBeVisible();
});

test("Plaid's script that never answers: 'loading', then after the bounded wait the ways on @production", async ({
  page,
}) => {
  // The request is left hanging, as on a network that drops it.
  await page.route(PLAID_SCRIPT, () => undefined);
  await page.goto(ROUTE);
  await page.getByRole('button', { name: '$50', exact: true }).click();
  await expect(nextButton(page)).toHaveAccessibleDescription(
    'Instant Bank Verification is loading.',
  );
  const alert = page.getByRole('alert').filter({ hasText: UNAVAILABLE });
  await expect(alert).toBeVisible({ timeout: scaled(15_000) });
  await expect(nextButton(page)).toBeDisabled();
  await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
});
