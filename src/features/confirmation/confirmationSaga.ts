import { call, put, select } from 'typed-redux-saga';
import { everySafely } from '@/lib/saga';
import { readSessionUser } from '@/platform/cookies';
import { printPage } from '@/platform/print';
import { readOutcome } from '@/domain/transaction/storedOutcome';
import { selectCompleted } from '@/domain/transaction/transactionSlice';
import { confirmationLoaded, confirmationOpened, receiptPrintPressed } from './confirmationSlice';

/**
 * /confirmation shows the transaction completed in this page; only after a reload (the store
 * starts empty) does it read the outcome stored for it.
 */
function* load() {
  if (yield* select(selectCompleted)) return;
  const signOn = yield* call(readSessionUser);
  yield* put(confirmationLoaded(yield* call(readOutcome, signOn?.uid ?? null)));
}

export function* confirmationSaga() {
  yield* everySafely(confirmationOpened, load);
  yield* everySafely(receiptPrintPressed, function* print() {
    yield* call(printPage);
  });
}
