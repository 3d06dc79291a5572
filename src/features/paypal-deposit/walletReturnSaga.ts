import { call, put, select } from 'typed-redux-saga';
import { TRANSACTION_TYPE } from '@/config/constants';
import { paths, walletReturnForm } from '@/config/paths';
import { formatPlain, type Cents } from '@/lib/money';
import { everySafely } from '@/lib/saga';
import { dropQueryParams, readQueryParam } from '@/platform/location';
import { notifyTransactionError, type NativeErrorPayload } from '@/platform/nativeBridge';
import type { AmountForm } from '@/config/forms';
import { locationChanged, selectSearchParam } from '@/features/location/locationSlice';
import { TRANSACTION_MESSAGES } from '@/features/transaction/messages';
import {
  forgetStoredOutcome,
  readPendingWalletDeposit,
} from '@/features/transaction/storedOutcome';
import {
  completeTransaction,
  type CompletedTransaction,
} from '@/features/transaction/transactionSaga';
import { transactionCleared, transactionFailed } from '@/features/transaction/transactionSlice';

const RETURN_FLAGS = ['success', 'error'] as const;

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

/**
 * A flag of the address the provider returned to (decisions section 2): in the hash's query, or
 * in the page's query. The page's query stays in the address while the person moves on in the
 * app, so it counts only when the page loads (a return from the provider always loads it).
 */
function* returnFlag(name: 'success' | 'error', pageLoaded: boolean) {
  if ((yield* select(selectSearchParam, name)) === 'true') return true;
  return pageLoaded && (yield* call(readQueryParam, name)) === 'true';
}

/**
 * Back from the wallet provider: `?success=true` completes the pending deposit (confirmation,
 * balance refresh, the native apps told once); `?error=true` shows the wallet error on the
 * form. Either way, and on an arrival without either flag, nothing else stored may later be
 * confirmed, so the stored outcome is forgotten. Flags count only with the exact value 'true'.
 * Every other arrival here starts the form without an old message.
 */
function* walletReturned(action: ReturnType<typeof locationChanged>) {
  const { pathname, previousPathname } = action.payload;
  const form = walletReturnForm(pathname);
  if (!form) return;
  // Back from /confirmation the return was handled already (and its outcome forgotten).
  const handled = previousPathname === paths.confirmation;
  const pageLoaded = previousPathname === '';
  const error = !handled && (yield* returnFlag('error', pageLoaded));
  const success = !handled && (yield* returnFlag('success', pageLoaded));
  if (!error) yield* put(transactionCleared({ form }));
  if (handled) return;
  // The provider's answer counts once: neither a reload nor a return to this entry reads it again.
  if (error || success) yield* call(dropQueryParams, RETURN_FLAGS);
  const cents = yield* call(readPendingWalletDeposit);
  // Both flags at once cannot be told apart: never claim a success then.
  if (!success || error || cents === null) {
    yield* forgetStoredOutcome();
    if (error) yield* walletDepositFailed(form, cents);
    return;
  }
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
