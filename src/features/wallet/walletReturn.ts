import { call, put, select } from 'typed-redux-saga';
import { TRANSACTION_TYPE } from '@/config/constants';
import { formatPlain, type Cents } from '@/lib/money';
import { readSessionUser } from '@/platform/cookies';
import { dropQueryParams, pageQueryValues } from '@/platform/location';
import { notifyTransactionError, type NativeErrorPayload } from '@/platform/nativeBridge';
import { tellOtherTabs, type TabOutcome } from '@/platform/otherTabs';
import type { AmountForm } from '@/config/forms';
import { selectLocation } from '@/domain/location/locationSlice';
import { returnToRestored } from '@/domain/context/contextSlice';
import { storedReturnTo } from '@/domain/context/environment';
import { TRANSACTION_MESSAGES, WALLET_APPROVED } from '@/domain/transaction/messages';
import { forgetStoredOutcome, readPending } from '@/domain/transaction/storedOutcome';
import {
  announceSuccess,
  balancesAskedAgain,
  completeTransaction,
  type CompletedTransaction,
} from '@/domain/transaction/transactionSaga';
import {
  transactionCleared,
  transactionFailed,
  transactionUnconfirmed,
  walletApprovedWithoutRecord,
} from '@/domain/transaction/transactionSlice';
import { WALLET_ANSWER_FLAGS } from './returnAddresses';
import { walletAnswer } from './walletAnswer';
import { WALLET_DEPOSIT_FAILED } from './messages';

/**
 * A wallet deposit that went wrong after its POST (a refused redirect, a return with the error
 * flag): the wallet text on the form, and the native apps told when the amount is known.
 */
export function* walletDepositFailed(form: AmountForm, cents: Cents | null) {
  yield* put(transactionFailed({ form, message: WALLET_DEPOSIT_FAILED }));
  if (cents === null) return;
  const payload: NativeErrorPayload = {
    transaction: 'Deposit',
    amount: formatPlain(cents),
    transactionType: TRANSACTION_TYPE.wallet,
    errorMessage: WALLET_DEPOSIT_FAILED,
  };
  yield* call(notifyTransactionError, payload);
}

/** The wallet deposit waiting for the provider, and who started it; null when none is. */
export function readPendingWalletDeposit() {
  const pending = readPending();
  if (pending === null) return null;
  const { direction, transactionType, cents } = pending.outcome;
  return direction === 'deposit' && transactionType === TRANSACTION_TYPE.wallet
    ? { cents, startedBy: pending.startedBy, returnTo: pending.returnTo }
    : null;
}

/**
 * The provider's answer (decisions sections 2 and 6): its flags in the hash's query, or in the
 * page's query. The page's query stays in the address while the person moves on in the app, so
 * it counts only when the page loads (a return from the provider always loads it).
 */
function* readWalletAnswer(pageLoaded: boolean) {
  const hashQuery = new URLSearchParams((yield* select(selectLocation)).search);
  const pageSuccess = pageLoaded ? yield* call(pageQueryValues, 'success') : [];
  // Stryker disable next-line ArrayDeclaration: only an error value of exactly 'true' counts (walletAnswer), so a filler value changes nothing
  const pageError = pageLoaded ? yield* call(pageQueryValues, 'error') : [];
  return walletAnswer(
    [...hashQuery.getAll('success'), ...pageSuccess],
    [...hashQuery.getAll('error'), ...pageError],
  );
}

/** Approved, with no record of ours: the money moved, and nothing invites a second payment. */
function* approvedWithoutRecord() {
  yield* put(walletApprovedWithoutRecord());
  yield* announceSuccess({
    transaction: 'Deposit',
    amount: '',
    transactionType: TRANSACTION_TYPE.wallet,
    successMessage: WALLET_APPROVED.sentence,
  });
}

/**
 * Back from the wallet provider, with its answer in the address (walletArrivalSaga loads this
 * module only when the address carries an answer). The answer counts once and the record goes
 * whatever it says; a record counts only for the member who started it (decisions section 6):
 * - approved, with our record: the deposit completes (confirmation, balances, native apps);
 * - approved, with no record, or one left by a sign-on that has since gone: 'Payment approved';
 * - a record another member started: nothing confirmed, 'started in another sign-in';
 * - declined: the wallet error on the form;
 * - flags that disagree: an unknown outcome, never 'try again';
 * - flags that say nothing ('success=True'): nothing stored may be confirmed later.
 */
export function* walletReturned(form: AmountForm, pageLoaded: boolean) {
  const answer = yield* readWalletAnswer(pageLoaded);
  // Neither a reload nor a return to this entry reads the answer again.
  yield* call(dropQueryParams, WALLET_ANSWER_FLAGS);
  const pending = yield* call(readPendingWalletDeposit);
  yield* forgetStoredOutcome();
  // The form, busy while the answer was read, is ready again unless the answer says otherwise
  // below (a failure, an unknown outcome, or a success, which readies it itself).
  if (answer === null) {
    yield* put(transactionCleared({ form }));
    return;
  }
  const signOn = yield* call(readSessionUser);
  const ours = pending !== null && signOn !== null && pending.startedBy === signOn.uid;
  if (pending !== null && signOn !== null && !ours) {
    yield* balancesAskedAgain();
    yield* put(transactionUnconfirmed({ form, message: TRANSACTION_MESSAGES.otherSignIn }));
    return;
  }
  // The deposit link's way back is this member's alone, checked again as the link's was.
  const returnTo = ours ? yield* call(storedReturnTo, pending.returnTo) : null;
  if (returnTo !== null) yield* put(returnToRestored({ returnTo }));
  if (answer === 'unclear') {
    yield* balancesAskedAgain();
    yield* put(transactionUnconfirmed({ form, message: TRANSACTION_MESSAGES.unconfirmed }));
    return;
  }
  if (answer === 'declined') {
    yield* walletDepositFailed(form, ours ? pending.cents : null);
    return;
  }
  if (!ours) {
    yield* put(transactionCleared({ form }));
    yield* approvedWithoutRecord();
    return;
  }
  // The deposit was posted before the redirect; its return only completes it.
  const completed: CompletedTransaction = {
    form,
    direction: 'deposit',
    transactionType: TRANSACTION_TYPE.wallet,
    cents: pending.cents,
  };
  yield* completeTransaction(completed);
  // The quick-deposit frame that opened this window hears that the deposit went through.
  const told: TabOutcome = {
    account: pending.startedBy ?? '',
    direction: 'deposit',
    cents: pending.cents,
    outcome: 'succeeded',
  };
  yield* call(tellOtherTabs, told);
}
