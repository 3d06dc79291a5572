import { call, put, take } from 'typed-redux-saga';
import { paths } from '@/config/paths';
import { formatMoney, formatPlain } from '@/lib/money';
import { notifyTransactionSuccess } from '@/platform/nativeBridge';
import { navigateTo } from '@/platform/navigation';
import { balanceFailed, balanceLoaded, balanceRequested } from '@/features/balance/balanceSlice';
import { confirmationSentence } from './messages';
import { rememberOutcome } from './storedOutcome';
import type { TransactionRequest } from './submitTransaction';
import {
  transactionSucceeded,
  type Completed,
  type TransactionDirection,
} from './transactionSlice';

/** What completing needs: the POST already happened (here, or before a wallet redirect). */
export type CompletedTransaction = Pick<
  TransactionRequest,
  'form' | 'direction' | 'transactionType' | 'cents'
> &
  Pick<Completed, 'receipt'>;

const nativeTransaction = (direction: TransactionDirection) =>
  direction === 'deposit' ? ('Deposit' as const) : ('Withdraw' as const);

/** Refreshes a balance through the balance saga and returns its text for the native apps. */
function* refreshedBalanceText() {
  yield* put(balanceRequested({ kind: 'current' }));
  while (true) {
    const action = yield* take([balanceLoaded, balanceFailed]);
    if (action.payload.kind !== 'current') continue;
    return balanceLoaded.match(action) ? formatPlain(action.payload.cents) : '';
  }
}

/**
 * After a successful POST: remember the outcome whole for /confirmation (it survives a reload),
 * go there, refresh both balances and tell the native app once.
 */
export function* completeTransaction(request: CompletedTransaction) {
  const { form, direction, cents, transactionType, receipt } = request;
  yield* call(rememberOutcome, { direction, cents, transactionType });
  yield* put(transactionSucceeded({ form, direction, cents, transactionType, receipt }));
  yield* call(navigateTo, paths.confirmation);
  yield* put(balanceRequested({ kind: 'available' }));
  const accountBalance = yield* refreshedBalanceText();
  yield* call(notifyTransactionSuccess, {
    transaction: nativeTransaction(direction),
    amount: formatPlain(cents),
    transactionType,
    successMessage: confirmationSentence(direction, formatMoney(cents)),
    accountBalance,
  });
}
