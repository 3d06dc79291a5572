import { screen } from '@testing-library/react';
import { http } from 'msw';
import { formatMoney } from '@/lib/money';
import { TRANSACTION_MESSAGES } from '@/domain/transaction/messages';
import { sandboxLedger, sandboxServer } from '@/sandbox/node';
import {
  advanceUntil,
  injectFault,
  installFakeClock,
  passRequestTimeout,
  type Fault,
} from '@/test/faults';
import { recordRequests } from '@/test/recordRequests';
import {
  fakeClockUser,
  SUBMIT_FORM_KEYS,
  SUBMIT_FORMS,
  type SubmitForm,
  type SubmitFormKey,
} from './submitForms';

/**
 * Decisions section 6: after an unknown outcome (no answer in 20 s, a lost
 * connection, an unreadable answer, 503, 504) or any 5xx on a submit, both balances are fetched
 * again at once and the fresh figure is shown beside the message. An unknown outcome is never
 * called unsuccessful nor followed by 'try again'.
 */

const UNKNOWN: Fault[] = ['timeout', 'network', 'malformed', '503', '504'];
const SERVER_ERRORS: Fault[] = ['500', '502'];

const TRANSACTION_FORMS = SUBMIT_FORM_KEYS.filter(
  (key) => SUBMIT_FORMS[key].kind !== 'markDefault',
);

const isWithdrawal = (form: SubmitForm) =>
  form.kind === 'withdraw' || form.kind === 'walletWithdraw';

/** The server moves the money although the app gets no usable answer (the case that hurts). */
function moveMoneyOnPost(form: SubmitForm) {
  const cents = isWithdrawal(form) ? -25_00 : 40_00;
  sandboxServer.use(
    http.post(`*/api/funding${form.path}`, () => {
      sandboxLedger.update((ledger) => {
        ledger.balanceCents += cents;
        ledger.withdrawableCents += cents;
      });
      // No answer here: the fault injected below answers.
      return undefined;
    }),
  );
}

const freshFigure = () => `Your balance is now ${formatMoney(sandboxLedger.get().balanceCents)}.`;

async function submitWithFault(form: SubmitForm, fault: Fault, beforeSubmit = () => {}) {
  installFakeClock();
  const user = fakeClockUser();
  await form.open(user);
  beforeSubmit();
  const requests = recordRequests();
  const posts = injectFault(form.method, form.path, fault);
  moveMoneyOnPost(form);
  await form.submit(user);
  if (fault === 'timeout') {
    await advanceUntil(() => posts() > 0);
    await passRequestTimeout(() => screen.queryByText(TRANSACTION_MESSAGES.unconfirmed) === null);
  }
  return { requests, user };
}

function expectBothBalancesFetched(requests: ReturnType<typeof recordRequests>) {
  expect(requests.count('GET', '/balance/type/current')).toBeGreaterThanOrEqual(1);
  expect(requests.count('GET', '/balance/type/available')).toBeGreaterThanOrEqual(1);
}

describe('an unknown outcome', () => {
  const cases = TRANSACTION_FORMS.flatMap((key) => UNKNOWN.map((fault) => [key, fault] as const));

  it.each(cases)('on %s (%s) shows the fresh balance beside the message', async (key, fault) => {
    const form = SUBMIT_FORMS[key];
    const { requests } = await submitWithFault(form, fault);
    expect(await screen.findByText(TRANSACTION_MESSAGES.unconfirmed)).toBeVisible();
    expect(await screen.findByText(freshFigure())).toBeVisible();
    expectBothBalancesFetched(requests);
    // Never 'unsuccessful', never 'try again' (the bank link stays on its screen).
    expect(screen.queryByRole('heading', { name: /Unsuccessful/i })).not.toBeInTheDocument();
    expect(screen.queryByText(/try again/i)).not.toBeInTheDocument();
  });

  it('says the balance is being checked until it arrives', async () => {
    let answerBalance: () => void = () => {};
    const balanceHeld = new Promise<void>((resolve) => (answerBalance = resolve));
    const holdBalance = () =>
      sandboxServer.use(
        http.get('*/api/funding/balance/type/current', async () => {
          await balanceHeld;
          return undefined;
        }),
      );
    await submitWithFault(SUBMIT_FORMS.savedCard, 'network', holdBalance);
    expect(await screen.findByText(TRANSACTION_MESSAGES.unconfirmed)).toBeVisible();
    expect(screen.getByText('Checking your balance...')).toBeVisible();
    answerBalance();
    expect(await screen.findByText(freshFigure())).toBeVisible();
    expect(screen.queryByText('Checking your balance...')).not.toBeInTheDocument();
  });
});

describe('a 5xx on a submit', () => {
  // Every screen's figure is shown above; here the rule itself, on the three kinds of place a
  // failure is told: a deposit form, a withdrawal form, and the bank link's error page.
  const forms: SubmitFormKey[] = ['savedCard', 'achWithdraw', 'bankLink'];
  const cases = forms.flatMap((key) => SERVER_ERRORS.map((fault) => [key, fault] as const));

  it.each(cases)('on %s (%s) shows the fresh balance beside the message', async (key, fault) => {
    const form = SUBMIT_FORMS[key];
    const { requests } = await submitWithFault(form, fault);
    if (form.kind === 'bankLink') {
      // A failure the server reported: the error page, with the figure beside its message.
      await screen.findByRole('heading', { level: 1, name: 'Transaction Unsuccessful' });
    }
    expect(await screen.findByText(freshFigure())).toBeVisible();
    expectBothBalancesFetched(requests);
  });
});

describe('the saved methods and limits after an unknown outcome or a 5xx', () => {
  // The server may have saved the new card or account and used up some of the limit: what the
  // deposit could have changed is fetched again, as the balances are (found by the model tests).
  const CHANGED: [SubmitFormKey, string[]][] = [
    ['savedCard', ['/availablelimit/type/cc']],
    ['newCard', ['/getcardfundingmethod', '/availablelimit/type/cc']],
    ['quickCard', ['/availablelimit/type/cc']],
    ['savedAch', ['/availablelimit/type/ach']],
    ['quickAch', ['/availablelimit/type/ach']],
    ['newAch', ['/expressfund', '/availablelimit/type/ach']],
    ['bankLink', ['/expressfund', '/availablelimit/type/ach']],
  ];
  const cases = CHANGED.flatMap(([key, paths]) =>
    (['timeout', '503', '502'] as Fault[]).map((fault) => [key, fault, paths] as const),
  );

  it.each(cases)('on %s (%s) fetches %j again', async (key, fault, paths) => {
    const { requests } = await submitWithFault(SUBMIT_FORMS[key], fault);
    await screen.findByText(freshFigure());
    for (const path of paths) expect(requests.count('GET', path)).toBe(1);
  });
});
