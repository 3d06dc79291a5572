import { call, put } from 'typed-redux-saga';
import { paths } from '@/config/paths';
import { everySafely } from '@/lib/saga';
import { removeSession, type SessionKey } from '@/platform/sessionStore';
import { locationChanged } from '@/domain/location/locationSlice';
import { outcomeForgotten, type TransactionDirection } from './transactionSlice';

/*
 * How long the stored transaction outcome lives (storedOutcome.ts writes and reads it). Only this
 * is in the first bundle: every route change may forget it, while writing and reading belong to
 * the screens that move money or show an outcome.
 */

export const AMOUNT_KEYS: Record<TransactionDirection, SessionKey> = {
  deposit: 'depositedAmount',
  withdraw: 'withdrawnAmount',
};
export const TYPE_KEY: SessionKey = 'transactionType';
export const MESSAGE_KEY: SessionKey = 'errorMessage';
export const PENDING_KEY: SessionKey = 'transactionPending';
export const MEMBER_KEY: SessionKey = 'transactionMember';
/** A completed transaction's time and receipt rows (nothing sensitive: the method is masked). */
export const RECEIPT_KEY: SessionKey = 'transactionReceipt';
/** The deposit link's return address, kept with a pending wallet deposit (decisions section 6). */
export const RETURN_KEY: SessionKey = 'depositReturnTo';
const OUTCOME_KEYS: SessionKey[] = [
  AMOUNT_KEYS.deposit,
  AMOUNT_KEYS.withdraw,
  TYPE_KEY,
  MESSAGE_KEY,
  PENDING_KEY,
  MEMBER_KEY,
  RETURN_KEY,
  RECEIPT_KEY,
];

/** Routes that show a stored outcome: leaving one forgets it (spec section 3). */
export const OUTCOME_ROUTES: readonly string[] = [paths.confirmation, paths.error];

export function forgetOutcome(): void {
  removeSession(OUTCOME_KEYS);
}

/** Forgets the stored outcome and the completed transaction held in memory with it. */
export function* forgetStoredOutcome() {
  yield* call(forgetOutcome);
  yield* put(outcomeForgotten());
}

/**
 * A stored outcome lives only on its way to the screen that shows it: leaving /confirmation or
 * /error forgets it (spec section 3), and so does arriving anywhere but those screens or a
 * round trip's return address (whose flow completes or forgets its pending record itself): a
 * deposit abandoned at a provider, or a page reloaded while a deposit was in flight, is never
 * confirmed later. The return addresses are the flows' own fact: the app passes them in
 * (app/rootSaga.ts), as this floor names no flow.
 */
export function* storedOutcomeSaga(isRoundTripReturn: (pathname: string) => boolean) {
  yield* everySafely(locationChanged, function* pageChanged(action) {
    const { pathname, previousPathname } = action.payload;
    const left = previousPathname !== pathname && OUTCOME_ROUTES.includes(previousPathname);
    const abandoned = !OUTCOME_ROUTES.includes(pathname) && !isRoundTripReturn(pathname);
    if (left || abandoned) yield* forgetStoredOutcome();
  });
}
