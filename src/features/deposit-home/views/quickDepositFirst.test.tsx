import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { sandboxServer } from '@/sandbox/node';
import { renderApp } from '@/test/renderApp';
import { asPhone } from '@/test/device';
import { QUICK_DEPOSIT_KIND_KEY } from '@/platform/deviceMemory';

/**
 * On a phone the quick deposit, the fastest way to put money in, comes before
 * the method tiles for a member with a default card or account, from the first paint (the device
 * remembers the kind of quick deposit there was last time, if any); a desktop keeps the spec's
 * order.
 */

const quickDeposit = () => screen.findByRole('region', { name: 'Quick Deposit' });
const methods = () => screen.getByRole('list', { name: 'Deposit methods' });
const before = (first: Element, second: Element) =>
  Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);
/** The kind of quick deposit the device remembers, if any. */
const remembered = () => window.localStorage.getItem(QUICK_DEPOSIT_KIND_KEY);
const rememberCard = () => window.localStorage.setItem(QUICK_DEPOSIT_KIND_KEY, 'cc');

afterEach(() => window.localStorage.clear());

it('on a phone that remembers a quick deposit, puts it above the methods', async () => {
  rememberCard();
  asPhone();
  await renderApp('/');
  const quick = await quickDeposit();
  expect(before(quick, methods())).toBe(true);
  // The card's CVV is the first field a thumb reaches.
  expect(before(screen.getByLabelText('CVV'), methods())).toBe(true);
  expect(remembered()).toBe('cc');
});

it("on a phone's first visit, keeps the methods first so that nothing moves, and remembers the quick deposit for the next", async () => {
  asPhone();
  await renderApp('/');
  const quick = await quickDeposit();
  expect(before(methods(), quick)).toBe(true);
  expect(remembered()).toBe('cc');
});

it('remembers a default account as such', async () => {
  rememberCard();
  sandboxServer.use(
    http.get('*/api/funding/user/mark-as-default', () =>
      HttpResponse.json({ fundingMethod: 'ach', fundingMethodId: 201 }),
    ),
  );
  asPhone();
  await renderApp('/');
  await quickDeposit();
  await waitFor(() => expect(remembered()).toBe('ach'));
});

it("on a phone's first visit by a deposit link, puts the quick deposit and its amount above the methods from the start", async () => {
  asPhone();
  const { container } = await renderApp('/', { pageQuery: '?amount=35' });
  // The place the inline chooser paints for the link ('q'), before the default method answers.
  const place = container.querySelector('.deposit-home__quick-first');
  expect(place).not.toBeNull();
  expect(before(place!, methods())).toBe(true);
  const quick = await quickDeposit();
  expect(place!.contains(quick)).toBe(true);
  await waitFor(() => expect(within(quick).getByLabelText('Amount')).toHaveValue('35'));
  // Opened at the top of the screen, where a screen reader lands too.
  expect(within(quick).getByRole('heading', { name: 'Quick Deposit' })).toHaveFocus();
});

it('on a desktop, keeps the methods first', async () => {
  await renderApp('/');
  const quick = await quickDeposit();
  expect(before(methods(), quick)).toBe(true);
});

it('on a phone without a default method, shows the methods alone and remembers that', async () => {
  rememberCard();
  asPhone();
  await renderApp('/', { scenario: 'new-user' });
  await waitFor(() => expect(remembered()).toBeNull());
  expect(screen.queryByRole('region', { name: 'Quick Deposit' })).not.toBeInTheDocument();
  expect(methods()).toBeVisible();
});

it('on a phone that remembers a quick deposit, keeps its place above the methods while the default method loads', async () => {
  rememberCard();
  sandboxServer.use(
    http.get('*/api/funding/user/mark-as-default', async () => {
      await delay(300);
      return undefined;
    }),
  );
  asPhone();
  const { container } = await renderApp('/');
  const place = container.querySelector('.deposit-home__quick-first');
  expect(place).not.toBeNull();
  expect(before(place!, methods())).toBe(true);
  // Meanwhile it says what is coming.
  expect(within(place as HTMLElement).getByRole('status')).toHaveTextContent(
    'Loading quick deposit',
  );
  // The quick deposit fills that place: nothing above the methods moved in between.
  const quick = await quickDeposit();
  expect(place!.contains(quick)).toBe(true);
});

it('a failed default method keeps nothing in its place and remembers nothing new', async () => {
  rememberCard();
  sandboxServer.use(
    http.get('*/api/funding/user/mark-as-default', () => new HttpResponse(null, { status: 500 })),
  );
  asPhone();
  const { container } = await renderApp('/');
  await screen.findAllByText('An error occurred while fetching your account details');
  expect(container.querySelector('.deposit-home__quick-first')).toBeNull();
  expect(remembered()).toBe('cc');
});
