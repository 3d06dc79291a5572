import { call, put, take } from 'typed-redux-saga';
import type { TransactionType } from '@/config/constants';
import { readSessionUser } from '@/platform/cookies';
import { now } from '@/platform/clock';
import { readSession, removeSession, writeSession } from '@/platform/sessionStore';
import { appStarted } from '@/store/events';
import { balancesAskedAgain } from './transactionSaga';
import { TRANSACTION_MESSAGES } from './messages';
import { pageNoticeShown } from './transactionSlice';

/*
 * The money POST in flight (decisions: the page reloaded, closed or left while a money POST is in
 * flight). Stored just before the POST and removed once its answer has been handled, so a load
 * that finds it knows a POST of this tab's went unanswered: the money may have moved.
 */

const KEY = 'moneyPostInFlight';

/** A record older than this is another visit's: dropped without a word. */
export const IN_FLIGHT_LIFETIME_MS = 10 * 60 * 1000;

/** What is stored: nothing sensitive (the member's uid, the type, the amount, the time). */
export interface InFlightPost {
  uid: string;
  transactionType: TransactionType;
  cents: number;
  startedAt: number;
}

export function rememberInFlight(post: InFlightPost): void {
  writeSession(KEY, JSON.stringify(post));
}

export function forgetInFlight(): void {
  removeSession([KEY]);
}

/** The stored record, or null when there is none or it cannot be read. */
function readInFlight(): InFlightPost | null {
  const raw = readSession(KEY);
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<InFlightPost> | null;
    return typeof value?.uid === 'string' && typeof value.startedAt === 'number'
      ? (value as InFlightPost)
      : null;
  } catch {
    return null;
  }
}

/** Whether this tab has a money POST awaiting its answer (a reload now would lose it). */
export const isMoneyPostInFlight = (): boolean => readInFlight() !== null;

/**
 * At the start: a record of the signed-in member's, less than IN_FLIGHT_LIFETIME_MS old, is an
 * unknown outcome, shown with both balances asked for again (the page notice, until the person
 * leaves the screen); any record is then removed.
 */
export function* interruptedPostSaga() {
  yield* take(appStarted);
  const record = yield* call(readInFlight);
  if (record === null) return;
  yield* call(forgetInFlight);
  const member = yield* call(readSessionUser);
  const age = (yield* call(now)) - record.startedAt;
  if (member?.uid !== record.uid || age < 0 || age >= IN_FLIGHT_LIFETIME_MS) return;
  yield* balancesAskedAgain();
  yield* put(pageNoticeShown({ message: TRANSACTION_MESSAGES.unconfirmed }));
}
