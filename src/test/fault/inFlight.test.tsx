import { cleanup, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { STILL_WAITING } from '@/components/SubmitArea';
import { TRANSACTION_TYPE } from '@/config/constants';
import { formatMoney } from '@/lib/money';
import { redirectTo } from '@/platform/navigation';
import { IN_FLIGHT_LIFETIME_MS, rememberInFlight } from '@/domain/transaction/inFlight';
import { TRANSACTION_MESSAGES } from '@/domain/transaction/messages';
import { DEMO_USER } from '@/sandbox/demoUser';
import { sandboxLedger, sandboxServer } from '@/sandbox/node';
import { advanceClock, advanceUntil, installFakeClock } from '@/test/faults';
import { recordRequests } from '@/test/recordRequests';
import { renderApp } from '@/test/renderApp';
import { keptByTheBrowser } from '@/test/storage';
import {
  fakeClockUser,
  SUBMIT_FORM_KEYS,
  SUBMIT_FORMS,
  type SubmitForm,
  type SubmitFormKey,
} from './submitForms';

// jsdom cannot leave the page: the wallet deposit's redirect to the provider is recorded.
jest.mock('@/platform/navigation', () => ({
  ...jest.requireActual<object>('@/platform/navigation'),
  redirectTo: jest.fn(),
}));

/*
 * A money POST whose answer is late or never read by this page (decisions: a money submit still
 * unanswered after 5 s; the page reloaded, closed or left while a money POST is in flight).
 */

const MONEY_FORMS = SUBMIT_FORM_KEYS.filter((key) => key !== 'markDefault');

/** Holds the form's POST until `answer` is called, which refuses it; counts the POSTs. */
function holdPost(form: SubmitForm) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let posts = 0;
  sandboxServer.use(
    http.post(`*/api/funding${form.path}`, async () => {
      posts += 1;
      await held;
      return HttpResponse.json({ errorCode: 1, errorMessage: 'Declined by the test bank' });
    }),
  );
  return { posts: () => posts, answer: release };
}

/** Opens the form, presses its button and waits until its POST has left. */
async function submitHeld(key: SubmitFormKey) {
  const form = SUBMIT_FORMS[key];
  installFakeClock();
  const user = fakeClockUser();
  await form.open(user);
  const post = holdPost(form);
  await form.submit(user);
  await advanceUntil(() => post.posts() > 0);
  return post;
}

/** Whether the page asks before it is left (what a reload or a closed tab meets). */
function asksBeforeLeaving(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

/** The same page loaded again: a new store, sagas and screen, the browser's storage kept. */
async function reload(route: string) {
  cleanup();
  return renderApp(route, { keepLedger: true });
}

afterEach(() => jest.mocked(redirectTo).mockReset());

describe('a money submit still unanswered', () => {
  it.each(MONEY_FORMS)(
    '%s: after 5 s a line under the button says to wait, announced, until the answer',
    async (key) => {
      const post = await submitHeld(key);
      await advanceClock(4_800);
      expect(screen.queryByText(STILL_WAITING)).not.toBeInTheDocument();
      await advanceClock(300);
      const line = screen.getByText(STILL_WAITING);
      expect(line).toBeVisible();
      expect(line).toHaveAttribute('role', 'status');
      // Under the form's one submit button, which still says what is happening.
      const button = line.closest('.submit-area')?.querySelector('button[type="submit"]');
      expect(button).toHaveTextContent(/^Processing/);
      post.answer();
      await advanceUntil(() => screen.queryByText(STILL_WAITING) === null);
      expect(post.posts()).toBe(1);
    },
  );
});

describe('the page reloaded while a money POST is in flight', () => {
  it.each(MONEY_FORMS)(
    '%s: the browser asks before leaving, and the next load says the outcome is unknown with both balances fetched',
    async (key) => {
      const form = SUBMIT_FORMS[key];
      await submitHeld(key);
      expect(asksBeforeLeaving()).toBe(true);
      // What is kept names the member, the type, the amount and the time: nothing typed.
      const stored: unknown = JSON.parse(window.sessionStorage.getItem('moneyPostInFlight') ?? '');
      expect(stored).toEqual({
        uid: DEMO_USER.uid,
        transactionType: expect.any(String),
        cents: expect.any(Number),
        startedAt: Date.now(),
      });
      const kept = keptByTheBrowser();
      // The numbers typed (card, account, routing), with or without their spaces.
      const numbers = form.typed.map(([, value]) => value.replace(/\s/g, ''));
      for (const number of numbers.filter((value) => value.length >= 9)) {
        expect(kept.replace(/\s|%20/g, '')).not.toContain(number);
      }

      const requests = recordRequests();
      await reload('/');
      expect(await screen.findByText(TRANSACTION_MESSAGES.unconfirmed)).toBeVisible();
      const balance = formatMoney(sandboxLedger.get().balanceCents);
      expect(await screen.findByText(`Your balance is now ${balance}.`)).toBeVisible();
      expect(requests.count('GET', '/balance/type/current')).toBeGreaterThanOrEqual(1);
      expect(requests.count('GET', '/balance/type/available')).toBeGreaterThanOrEqual(1);
      expect(keptByTheBrowser()).not.toContain('moneyPostInFlight');
    },
  );

  it('a load after the answer was handled finds nothing and says nothing', async () => {
    const post = await submitHeld('savedCard');
    post.answer();
    await screen.findByText('Declined by the test bank');
    expect(asksBeforeLeaving()).toBe(false);
    expect(keptByTheBrowser()).not.toContain('moneyPostInFlight');
    await reload('/deposit/cardfunding');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(TRANSACTION_MESSAGES.unconfirmed)).not.toBeInTheDocument();
  });

  const record = (uid: string, age: number) => ({
    uid,
    transactionType: TRANSACTION_TYPE.cardDeposit,
    cents: 40_00,
    startedAt: Date.now() - age,
  });

  it.each([
    ['another member', record(`${DEMO_USER.uid}0`, 1_000)],
    ['older than ten minutes', record(DEMO_USER.uid, IN_FLIGHT_LIFETIME_MS)],
  ])("%s's record is dropped without a word", async (_case, stored) => {
    rememberInFlight(stored);
    await renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(keptByTheBrowser()).not.toContain('moneyPostInFlight');
    expect(screen.queryByText(TRANSACTION_MESSAGES.unconfirmed)).not.toBeInTheDocument();
  });

  it("the member's record of a minute ago is told, and goes when the person moves on", async () => {
    rememberInFlight(record(DEMO_USER.uid, 60_000));
    const { user } = await renderApp('/');
    expect(await screen.findByText(TRANSACTION_MESSAGES.unconfirmed)).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Credit/Debit Cards' }));
    await screen.findByRole('heading', { level: 1, name: 'Credit/Debit Card Funding' });
    expect(screen.queryByText(TRANSACTION_MESSAGES.unconfirmed)).not.toBeInTheDocument();
  });
});
