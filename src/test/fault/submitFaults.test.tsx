import { screen } from '@testing-library/react';
import { REQUEST_TIMEOUT_MS } from '@/config/constants';
import { BANK_LINK_MESSAGES } from '@/features/bank-link/messages';
import { MARK_DEFAULT_FAILURE } from '@/domain/mark-default/markDefaultSlice';
import { NOT_MADE_MESSAGES, SESSION_MESSAGES } from '@/domain/session/messages';
import { TRANSACTION_MESSAGES } from '@/domain/transaction/messages';
import { WALLET_DEPOSIT_FAILED } from '@/features/wallet/messages';
import {
  advanceClock,
  advanceUntil,
  FAULTS,
  injectFault,
  isSilent,
  passRequestTimeout,
  installFakeClock,
  type Fault,
} from '@/test/faults';
import {
  fakeClockUser,
  field,
  SUBMIT_FORM_KEYS,
  SUBMIT_FORMS,
  type SubmitForm,
  type SubmitKind,
} from './submitForms';

/**
 * The submit half of the fault matrix: every POST and PUT answered with
 * each fault through its real screen. Readings of the catalogue (spec section 8, decisions
 * section 6):
 * - 401: the session-expired popup, for every submit.
 * - 502: 'An error occurred while depositing amount' / '... withdrawing amount'; the wallet
 *   withdrawal has only the generic text, the wallet deposit its own.
 * - 403, 404, 422: 'Some error occurred.' (the wallet deposit: its own text).
 * - No answer in 20 s, a lost connection, or an answer that cannot be read (the server may have
 *   moved the money): 'We could not confirm this transaction. ...', and never a second POST.
 * - Bank linking shows its failures on the error page (the catalogue's 'An Error Occoured! Please
 *   Try Again, then the error page'); an unconfirmed one stays on its screen, since an unknown
 *   outcome is never called unsuccessful (unknownOutcome.test.tsx adds 503, 504 and
 *   the balance shown beside the message).
 * - Mark as default moves no money: every failure but 401 is its own 'Something went wrong'.
 */

type Expected = { popup: string } | { text: string; errorPage: boolean };

/** A dialog's accessible name has its white space collapsed (the expired text has two spaces). */
const dialogNamed = (text: string) => ({ name: text.replace(/\s+/g, ' ') });

const SERVER_ERROR: Record<Exclude<SubmitKind, 'markDefault'>, string> = {
  deposit: TRANSACTION_MESSAGES.depositServerError,
  withdraw: TRANSACTION_MESSAGES.withdrawServerError,
  walletDeposit: WALLET_DEPOSIT_FAILED,
  walletWithdraw: TRANSACTION_MESSAGES.generic,
  bankLink: BANK_LINK_MESSAGES.apiFailure,
};

const REFUSED: Record<Exclude<SubmitKind, 'markDefault'>, string> = {
  deposit: TRANSACTION_MESSAGES.generic,
  withdraw: TRANSACTION_MESSAGES.generic,
  walletDeposit: WALLET_DEPOSIT_FAILED,
  walletWithdraw: TRANSACTION_MESSAGES.generic,
  bankLink: BANK_LINK_MESSAGES.apiFailure,
};

/** A refused submit says, above the expired text, that the money did not move. */
const NOT_MADE: Record<SubmitKind, string | null> = {
  deposit: NOT_MADE_MESSAGES.deposit,
  walletDeposit: NOT_MADE_MESSAGES.deposit,
  bankLink: NOT_MADE_MESSAGES.deposit,
  withdraw: NOT_MADE_MESSAGES.withdraw,
  walletWithdraw: NOT_MADE_MESSAGES.withdraw,
  markDefault: null,
};

function expected(kind: SubmitKind, fault: Fault): Expected {
  if (fault === '401') {
    const notMade = NOT_MADE[kind];
    return {
      popup: notMade
        ? `${notMade} ${SESSION_MESSAGES.sessionExpired}`
        : SESSION_MESSAGES.sessionExpired,
    };
  }
  if (kind === 'markDefault') return { text: MARK_DEFAULT_FAILURE, errorPage: false };
  if (isSilent(fault) || fault === 'malformed') {
    return { text: TRANSACTION_MESSAGES.unconfirmed, errorPage: false };
  }
  const errorPage = kind === 'bankLink';
  return { text: fault === '502' ? SERVER_ERROR[kind] : REFUSED[kind], errorPage };
}

const shown = (outcome: Expected) =>
  'popup' in outcome
    ? screen.queryByRole('dialog', dialogNamed(outcome.popup)) !== null
    : screen.queryByText(outcome.text) !== null;

/** After the failure the form can be sent again: the button (Next for bank linking) works. */
function expectUsable(form: SubmitForm) {
  const button =
    form.kind === 'bankLink' ? screen.getByRole('button', { name: 'Next' }) : form.button();
  expect(button).toHaveAttribute('aria-disabled', 'false');
}

const cases = SUBMIT_FORM_KEYS.flatMap((key) => FAULTS.map((fault) => [key, fault] as const));

describe('submit faults', () => {
  it.each(cases)('%s answering %s', async (key, fault) => {
    const form: SubmitForm = SUBMIT_FORMS[key];
    const outcome = expected(form.kind, fault);
    installFakeClock();
    const user = fakeClockUser();
    await form.open(user);
    const requests = injectFault(form.method, form.path, fault);
    await form.submit(user);
    if (fault === 'timeout') {
      await advanceUntil(() => requests() > 0);
      await passRequestTimeout(() => !shown(outcome));
    }

    if ('popup' in outcome) {
      expect(await screen.findByRole('dialog', dialogNamed(outcome.popup))).toBeVisible();
    } else {
      if (outcome.errorPage) {
        await screen.findByRole('heading', { level: 1, name: 'Transaction Unsuccessful' });
      }
      expect(await screen.findByText(outcome.text)).toBeVisible();
    }
    // No blank screen.
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    // One POST, and none later: nothing retries it, however long the page stays open.
    await advanceClock(3 * REQUEST_TIMEOUT_MS);
    expect(requests()).toBe(1);

    if ('errorPage' in outcome && outcome.errorPage) {
      expect(screen.getByText(/^Amount:/)).toHaveTextContent('Amount: $40.00');
      expect(screen.getByRole('button', { name: 'Review Information' })).toBeEnabled();
      return;
    }
    if ('popup' in outcome) {
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    }
    for (const [label, value] of form.typed) expect(field(label)).toHaveValue(value);
    if (form.cvv) {
      expect(field('CVV')).toHaveValue('');
      await user.type(field('CVV'), '123');
    }
    expectUsable(form);
  });
});

// Cases: 12 submits x 8 faults = 96.
