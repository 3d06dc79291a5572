import { formatPlain } from '@/lib/money';
import { readSession, writeSession } from '@/platform/sessionStore';
import {
  AMOUNT_KEYS,
  forgetOutcome,
  MEMBER_KEY,
  MESSAGE_KEY,
  PENDING_KEY,
  RECEIPT_KEY,
  RETURN_KEY,
  TYPE_KEY,
} from './outcomeLifetime';
import { readRecord, readSettled, type Failure, type Outcome } from './outcomeRecord';

export { readOutcome, type Failure, type Outcome } from './outcomeRecord';

/**
 * The one owner of the transaction outcome kept in session storage (decisions section 3 names
 * the keys), so /confirmation and /error survive a reload and a deposit survives a round trip
 * to a provider. It knows no flow: the flow that owns a round trip reads its pending record. It
 * is written whole (the amount under its direction's key, the other amount key removed, the
 * type, the member it belongs to, and for a failure its message) and forgotten whole. A record
 * whose parts disagree is no outcome at all, a record is read back only for its own member, and
 * a transaction still waiting for its answer (marked pending) is never confirmed from storage.
 * Reading a record is outcomeRecord.ts, the part the first bundle carries.
 */

/**
 * A completed transaction, for /confirmation, with the `uid` of the member it belongs to: it is
 * shown only to that member (decisions section 6, round-trip records).
 */
export function rememberOutcome(
  { direction, cents, transactionType, completedAt, receipt }: Outcome,
  member: string,
): void {
  forgetOutcome();
  writeSession(AMOUNT_KEYS[direction], formatPlain(cents));
  writeSession(TYPE_KEY, transactionType);
  writeSession(MEMBER_KEY, member);
  if (completedAt !== undefined)
    writeSession(RECEIPT_KEY, JSON.stringify({ completedAt, receipt }));
}

/**
 * A transaction posted whose answer comes later, e.g. a deposit leaving for a provider or about
 * to post after one (decisions section 6: the error page shows its amount). With it, the deposit
 * link's return address, if there is one (read back only for its member).
 */
export function rememberPending(outcome: Outcome, member: string, returnTo?: string | null): void {
  rememberOutcome(outcome, member);
  writeSession(PENDING_KEY, 'true');
  if (returnTo) writeSession(RETURN_KEY, returnTo);
}

/** An attempt that failed, for /error. */
export function rememberFailure({ message, ...attempt }: Failure, member: string): void {
  rememberOutcome(attempt, member);
  writeSession(MESSAGE_KEY, message);
}

/** A transaction waiting for its answer, and the member who started it (null: nobody's). */
export interface Pending {
  outcome: Outcome;
  startedBy: string | null;
  /** The deposit link's return address stored with it, as stored: check it before use. */
  returnTo: string | null;
}

/** The failed attempt stored for /error, if it is this member's; else null. */
export function readFailure(member: string | null): Failure | null {
  const record = readSettled(member);
  return record && record.message !== null ? { ...record.outcome, message: record.message } : null;
}

/**
 * The transaction waiting for its answer, or null; whether it is the caller's kind and whose it
 * is, the caller (the flow that owns the round trip) decides.
 */
export function readPending(): Pending | null {
  const record = readRecord();
  return record?.pending && record.message === null
    ? { outcome: record.outcome, startedBy: record.member, returnTo: readSession(RETURN_KEY) }
    : null;
}
