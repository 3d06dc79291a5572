import { call, put, select } from 'typed-redux-saga';
import { TRANSACTION_TYPE } from '@/config/constants';
import { paths } from '@/config/paths';
import { formatPlain, parseAmount, type Cents } from '@/lib/money';
import { everySafely } from '@/lib/saga';
import { notifyTransactionError, type NativeErrorPayload } from '@/platform/nativeBridge';
import { readSession, removeSession, type SessionKey } from '@/platform/sessionStore';
import type { AmountForm } from '@/features/amount/amountSlice';
import { locationChanged, selectSearchParam } from '@/features/navigation/locationSlice';
import { TRANSACTION_MESSAGES } from './messages';
import { completeTransaction, type CompletedTransaction } from './transactionSaga';
import { transactionFailed } from './transactionSlice';

/** Where the wallet provider sends the user back (decisions section 2), and the form shown there. */
const RETURN_FORMS: Partial<Record<string, AmountForm>> = {
  [paths.paypalDeposit]: 'paypalDeposit',
  // The quick-deposit frame's callBackUrl is its home.
  [paths.home]: 'quickDeposit',
};

/** What the wallet deposit stores before the redirect. */
const STORED: Record<'amount' | 'type', SessionKey> = {
  amount: 'depositedAmount',
  type: 'transactionType',
};

/**
 * A wallet deposit that went wrong after its POST (a refused redirect, a return with the error
 * flag): the wallet text on the form, and the native apps told when the amount is known.
 */
export function* walletDepositFailed(form: AmountForm, cents: Cents | null) {
  yield* put(transactionFailed({ form, message: TRANSACTION_MESSAGES.walletDeposit }));
  if (cents === null) return;
  const payload: NativeErrorPayload = {
    transaction: 'Deposit',
    amount: formatPlain(cents),
    transactionType: TRANSACTION_TYPE.wallet,
    errorMessage: TRANSACTION_MESSAGES.walletDeposit,
  };
  yield* call(notifyTransactionError, payload);
}

/** The wallet deposit stored before leaving for the provider, or null. */
function* storedWalletDeposit() {
  const amount = yield* call(readSession, STORED.amount);
  const type = yield* call(readSession, STORED.type);
  const parsed = parseAmount(amount ?? '');
  return parsed.ok && type === TRANSACTION_TYPE.wallet ? parsed.cents : null;
}

/**
 * Back from the wallet provider: `?success=true` completes the stored deposit (confirmation,
 * balance refresh, the native apps told once); `?error=true` shows the wallet error on the
 * form and forgets the stored amount, as does a return without either flag. Flags count only
 * with the exact value 'true'.
 */
function* walletReturned(action: ReturnType<typeof locationChanged>) {
  const { pathname, previousPathname } = action.payload;
  const form = RETURN_FORMS[pathname];
  // Back from /confirmation the return was handled already (and its amount forgotten).
  if (!form || previousPathname === paths.confirmation) return;
  const error = (yield* select(selectSearchParam, 'error')) === 'true';
  const success = (yield* select(selectSearchParam, 'success')) === 'true';
  const cents = yield* storedWalletDeposit();
  if (!error && !success) {
    // Back here without an answer from the provider (the browser's back button): the stored
    // deposit was not made, so nothing may later confirm it.
    if (cents !== null) yield* call(removeSession, [STORED.amount, STORED.type]);
    return;
  }
  // Both flags at once cannot be told apart: never claim a success then.
  if (error) {
    yield* call(removeSession, [STORED.amount, STORED.type]);
    yield* walletDepositFailed(form, cents);
    return;
  }
  if (cents === null) return;
  // The deposit was posted before the redirect; its return only completes it.
  const completed: CompletedTransaction = {
    form,
    direction: 'deposit',
    transactionType: TRANSACTION_TYPE.wallet,
    cents,
  };
  yield* completeTransaction(completed);
}

export function* walletReturnSaga() {
  yield* everySafely(locationChanged, walletReturned);
}
