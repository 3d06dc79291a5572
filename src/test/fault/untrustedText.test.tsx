import { screen, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import {
  DEMO_BILLING_ADDRESS,
  DEMO_CHECK_ADDRESSES,
  DEMO_CUSTOMER,
  DEMO_USER,
} from '@/sandbox/demoUser';
import { sandboxServer } from '@/sandbox/node';
import { TEXT_CAPS } from '@/lib/text';
import { installFakeClock } from '@/test/faults';
import { renderApp } from '@/test/renderApp';
import { fakeClockUser, SUBMIT_FORMS } from './submitForms';

/**
 * Untrusted text: markup in anything the server or the sign-on cookie says is
 * shown as the characters it is, never parsed: no element is created from it and no script runs.
 * Lower case throughout, so the screens' capitalising of some texts leaves it unchanged.
 */
const MARKUP = '<img src="x" onerror="window.xss=1"><script>window.xss=2</script>';

declare global {
  interface Window {
    xss?: number;
  }
}

/** Nothing was made of the markup: no image, no script, nothing ran. */
function expectNoInjectedElements() {
  expect(document.querySelector('img[src="x"]')).toBeNull();
  expect(document.querySelector('script')).toBeNull();
  expect(document.querySelector('[onerror]')).toBeNull();
  expect(window.xss).toBeUndefined();
}

const answerGet = (path: string, body: JsonBodyType) =>
  sandboxServer.use(http.get(`*/api/funding${path}`, () => HttpResponse.json(body)));

const refuseWith = (path: string, errorMessage: string) =>
  sandboxServer.use(
    http.post(`*/api/funding${path}`, () => HttpResponse.json({ errorCode: 7, errorMessage })),
  );

beforeEach(() => installFakeClock());

describe('markup from the server or the cookie is shown as text', () => {
  it.each([
    ['a card deposit', 'savedCard', '/deposit/card'],
    ['a withdrawal', 'achWithdraw', '/expressfund/withdraw'],
  ] as const)('in the errorMessage refusing %s', async (_label, key, path) => {
    const user = fakeClockUser();
    const form = SUBMIT_FORMS[key];
    await form.open(user);
    refuseWith(path, `Declined ${MARKUP}`);
    await form.submit(user);
    expect(await screen.findByText(`Declined ${MARKUP}`)).toBeVisible();
    expectNoInjectedElements();
  });

  it('in the errorMessage of a bank-link deposit, on the error page', async () => {
    const user = fakeClockUser();
    const form = SUBMIT_FORMS.bankLink;
    await form.open(user);
    refuseWith('/v2/ach', MARKUP);
    await form.submit(user);
    await screen.findByRole('heading', { level: 1, name: 'Transaction Unsuccessful' });
    expect(await screen.findByText(MARKUP)).toBeVisible();
    expectNoInjectedElements();
  });

  it('in the billing address of the withdrawal summary', async () => {
    answerGet('/address', { ...DEMO_BILLING_ADDRESS, address: MARKUP, city: `${MARKUP}city` });
    const user = fakeClockUser();
    await renderApp('/withdraw/paypalfunding');
    // Its one line, then the address opened.
    const line = await screen.findByText(`Billing Address: ${MARKUP}, ${MARKUP}city, KY 40511`);
    expect(line).toBeVisible();
    await user.click(line);
    expect(screen.getByText(MARKUP)).toBeVisible();
    expect(screen.getByText(`${MARKUP}city`)).toBeVisible();
    expectNoInjectedElements();
  });

  it('in the check-delivery addresses', async () => {
    answerGet('/addresses', [{ ...DEMO_CHECK_ADDRESSES[0], addressType: MARKUP }]);
    await renderApp('/withdraw/xpressfunding-fedex');
    const picker = await screen.findByRole('combobox', { name: 'Delivery Address' });
    expect(
      within(picker).getByRole('option', {
        name: `${MARKUP} Address: 1200 Paddock Lane, Lexington, KY 40511`,
      }),
    ).toBeInTheDocument();
    expectNoInjectedElements();
  });

  it('in the display name of the sign-on cookie and the account number', async () => {
    Cookies.set('xpbUser', JSON.stringify({ ...DEMO_USER, displayName: MARKUP }));
    answerGet('/customer', { ...DEMO_CUSTOMER, accountNumber: MARKUP });
    const user = fakeClockUser();
    await renderApp('/withdraw/paypalfunding', { signedIn: false });
    // The withdrawal summary's name, then the member menu's name and account number.
    const summary = await screen.findByRole('region', { name: 'Account Summary' });
    expect(await within(summary).findByText(MARKUP)).toBeVisible();
    await user.click(screen.getByRole('button', { name: /Member menu/ }));
    expect(await screen.findByText(`Account #: ${MARKUP}`)).toBeVisible();
    const names = screen.getAllByText(MARKUP);
    expect(names).toHaveLength(2);
    for (const name of names) expect(name).toBeVisible();
    expectNoInjectedElements();
  });

  it("in a limit record's time frame", async () => {
    answerGet('/availablelimit/type/cc', [
      { fundingMethodId: 0, availableLimit: 1000, timeFrame: MARKUP, authorized: true },
    ]);
    await renderApp('/deposit/cardfunding');
    expect(
      await screen.findByText(`${MARKUP} Amount Available for Deposit: $1,000.00`),
    ).toBeVisible();
    expectNoInjectedElements();
  });

  it('in a saved bank account number (the app shows no bank names: only type and last 5)', async () => {
    answerGet('/expressfund', [
      {
        accountNumber: '12345<b>x</b>',
        accountType: 'chk',
        fundingMethodId: 201,
        type: 'ach',
        plaidVerified: true,
        plaidRequired: false,
      },
    ]);
    await renderApp('/deposit/xpressfunding');
    expect(
      await screen.findByRole('radio', { name: 'CHECKING ********x</b>' }),
    ).toBeInTheDocument();
    expect(document.querySelector('b')).toBeNull();
  });
});

/**
 * Server text of any length: a screen shows its start, at most
 * TEXT_CAPS.message characters for a message and TEXT_CAPS.field for a name or an address
 * field, ending in an ellipsis; a megabyte never reaches the page.
 */
describe('server text is shown up to a sane length', () => {
  const MEGABYTE = 2 ** 20;
  /** A text of about `length` characters that starts with `start` and has no end in sight. */
  const endless = (start: string, length = MEGABYTE) =>
    `${start}${'lorem ipsum '.repeat(Math.ceil(length / 12))}`;

  /** The one element whose own text begins with `start`. */
  const shownStartingWith = (start: string, container: HTMLElement = document.body) =>
    within(container).findByText(
      (text, element) => text.startsWith(start) && element?.children.length === 0,
    );

  /** At most `max` characters, ending in an ellipsis, the rest the server's text as it is. */
  function expectCapped(element: HTMLElement, serverText: string, max: number) {
    const shown = element.textContent ?? '';
    expect([...shown].length).toBeLessThanOrEqual(max);
    expect(shown.endsWith('\u2026')).toBe(true);
    expect(serverText.startsWith(shown.slice(0, -1))).toBe(true);
    expect(shown.length).toBeGreaterThan(max / 2);
  }

  it.each([
    ['a card deposit', 'savedCard', '/deposit/card'],
    ['a withdrawal', 'achWithdraw', '/expressfund/withdraw'],
  ] as const)('in the errorMessage refusing %s', async (_label, key, path) => {
    const user = fakeClockUser();
    const form = SUBMIT_FORMS[key];
    await form.open(user);
    const message = endless('Declined: ');
    refuseWith(path, message);
    await form.submit(user);
    expectCapped(await shownStartingWith('Declined: '), message, TEXT_CAPS.message);
  });

  it('in the errorMessage of a bank-link deposit, on the error page', async () => {
    const user = fakeClockUser();
    const form = SUBMIT_FORMS.bankLink;
    await form.open(user);
    const message = endless('Bank refused: ');
    refuseWith('/v2/ach', message);
    await form.submit(user);
    await screen.findByRole('heading', { level: 1, name: 'Transaction Unsuccessful' });
    expectCapped(await shownStartingWith('Bank refused: '), message, TEXT_CAPS.message);
  });

  it('in the billing address of the withdrawal summary', async () => {
    const address = endless('1 Main Street ');
    const city = endless('Springfield ');
    answerGet('/address', { ...DEMO_BILLING_ADDRESS, address, city });
    await renderApp('/withdraw/paypalfunding');
    expectCapped(await shownStartingWith('1 Main Street '), address, TEXT_CAPS.field);
    expectCapped(await shownStartingWith('Springfield '), city, TEXT_CAPS.field);
  });

  it('in the check-delivery addresses', async () => {
    const addressType = endless('office ');
    const address = endless('1 Main St ');
    answerGet('/addresses', [{ ...DEMO_CHECK_ADDRESSES[0], addressType, address }]);
    await renderApp('/withdraw/xpressfunding-fedex');
    const picker = await screen.findByRole('combobox', { name: 'Delivery Address' });
    const [option] = within(picker).getAllByRole('option', { name: /^Office / });
    // 'Office ...' then ' Address: ' and the address: each part is capped, the label says what
    // it is.
    const label = option?.textContent ?? '';
    expect(label).toMatch(/^Office [^:]*\u2026 Address: 1 Main St .*\u2026$/);
    expect([...label].length).toBeLessThanOrEqual(2 * TEXT_CAPS.field + ' Address: '.length);
  });

  it('in the display name of the sign-on cookie and the account number', async () => {
    // A cookie holds at most 4 KB: the longest name it can bring.
    const displayName = endless('Jordan ', 3000);
    const accountNumber = endless('1234567', MEGABYTE);
    Cookies.set('xpbUser', JSON.stringify({ ...DEMO_USER, displayName }));
    answerGet('/customer', { ...DEMO_CUSTOMER, accountNumber });
    const user = fakeClockUser();
    await renderApp('/withdraw/paypalfunding', { signedIn: false });
    const summary = await screen.findByRole('region', { name: 'Account Summary' });
    expectCapped(await shownStartingWith('Jordan ', summary), displayName, TEXT_CAPS.field);
    await user.click(screen.getByRole('button', { name: /Member menu/ }));
    const menu = screen.getByRole('banner');
    expectCapped(await shownStartingWith('Jordan ', menu), displayName, TEXT_CAPS.field);
    const account = await within(menu).findByText(/^Account #: 1234567/);
    expectCapped(account, `Account #: ${accountNumber}`, 'Account #: '.length + TEXT_CAPS.field);
  });

  it("in a limit record's time frame", async () => {
    const timeFrame = endless('weekly ');
    answerGet('/availablelimit/type/cc', [
      { fundingMethodId: 0, availableLimit: 1000, timeFrame, authorized: true },
    ]);
    await renderApp('/deposit/cardfunding');
    const limit = await screen.findByText(/Amount Available for Deposit: \$1,000\.00$/);
    const frame = (limit.textContent ?? '').replace(
      / Amount Available for Deposit: \$1,000\.00$/,
      '',
    );
    expect(frame.startsWith('Weekly ')).toBe(true);
    expect(frame.endsWith('\u2026')).toBe(true);
    expect([...frame].length).toBeLessThanOrEqual(TEXT_CAPS.field);
  });

  it('in the messages of an empty mark-as-default answer', async () => {
    const messages = [{ text: endless('Not saved: ') }, { text: 'Second message.' }];
    sandboxServer.use(
      http.put('*/api/funding/user/mark-as-default', () => HttpResponse.json({ messages })),
    );
    const user = fakeClockUser();
    await SUBMIT_FORMS.markDefault.open();
    await SUBMIT_FORMS.markDefault.submit(user);
    expectCapped(
      await shownStartingWith('Not saved: '),
      messages.map(({ text }) => text).join(' '),
      TEXT_CAPS.message,
    );
  });
});
