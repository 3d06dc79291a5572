import { TRANSACTION_TYPE, type TransactionType } from '@/config/constants';
import { formatPlain, parseAmount } from '@/lib/money';
import { readSession, writeSession } from '@/platform/sessionStore';
import {
  AMOUNT_KEYS,
  forgetOutcome,
  MEMBER_KEY,
  MESSAGE_KEY,
  PENDING_KEY,
  TYPE_KEY,
} from './outcomeLifetime';
import type { Completed, TransactionDirection } from './transactionSlice';

/**
 * The one owner of the transaction outcome kept in session storage (decisions section 3 names
 * the keys), so /confirmation and /error survive a reload and a deposit survives a round trip
 * to a provider. It knows no flow: the flow that owns a round trip reads its pending record. It is written whole (the amount under its direction's key, the other amount
 * key removed, the type, the member it belongs to, and for a failure its message) and forgotten
 * whole. A record whose parts disagree is no outcome at all, a record is read back only for its
 * own member, and a transaction still waiting for its answer (marked pending) is never confirmed
 * from storage.
 */

/** What is stored: the amount, direction and type (a receipt's details stay in the page). */
export type Outcome = Omit<Completed, 'receipt'>;

export interface Failure extends Outcome {
  message: string;
}

/** The directions each transaction type can take: the wallet's names both. */
const TYPE_DIRECTIONS: Record<TransactionType, readonly TransactionDirection[]> = {
  [TRANSACTION_TYPE.cardDeposit]: ['deposit'],
  [TRANSACTION_TYPE.wallet]: ['deposit', 'withdraw'],
  [TRANSACTION_TYPE.achDeposit]: ['deposit'],
  [TRANSACTION_TYPE.checkWithdrawal]: ['withdraw'],
  [TRANSACTION_TYPE.achWithdrawal]: ['withdraw'],
};

/** The stored type's possible values; an absent one (null) is none of them. */
const TRANSACTION_TYPES: ReadonlySet<string | null> = new Set(Object.keys(TYPE_DIRECTIONS));

const isTransactionType = (value: string | null): value is TransactionType =>
  TRANSACTION_TYPES.has(value);

/**
 * A completed transaction, for /confirmation, with the `uid` of the member it belongs to: it is
 * shown only to that member (decisions section 6, round-trip records; issue 26).
 */
export function rememberOutcome(
  { direction, cents, transactionType }: Outcome,
  member: string,
): void {
  forgetOutcome();
  writeSession(AMOUNT_KEYS[direction], formatPlain(cents));
  writeSession(TYPE_KEY, transactionType);
  writeSession(MEMBER_KEY, member);
}

/**
 * A transaction posted whose answer comes later, e.g. a deposit leaving for a provider or about
 * to post after one (decisions section 6: the error page shows its amount).
 */
export function rememberPending(outcome: Outcome, member: string): void {
  rememberOutcome(outcome, member);
  writeSession(PENDING_KEY, 'true');
}

/** An attempt that failed, for /error. */
export function rememberFailure({ message, ...attempt }: Failure, member: string): void {
  rememberOutcome(attempt, member);
  writeSession(MESSAGE_KEY, message);
}

interface StoredRecord {
  outcome: Outcome;
  message: string | null;
  pending: boolean;
  /** The member it belongs to; null when none is stored (nobody's). */
  member: string | null;
}

/** A transaction waiting for its answer, and the member who started it (null: nobody's). */
export interface Pending {
  outcome: Outcome;
  startedBy: string | null;
}

/** What is stored, if its parts agree: one amount, a known type that goes that way. */
function readRecord(): StoredRecord | null {
  const deposited = readSession(AMOUNT_KEYS.deposit);
  const withdrawn = readSession(AMOUNT_KEYS.withdraw);
  const transactionType = readSession(TYPE_KEY);
  if ((deposited === null) === (withdrawn === null)) return null;
  const direction: TransactionDirection = deposited === null ? 'withdraw' : 'deposit';
  // Stryker disable next-line StringLiteral: the line above returns unless exactly one amount is stored, so the fallback is never read
  const parsed = parseAmount(deposited ?? withdrawn ?? '');
  if (!parsed.ok || !isTransactionType(transactionType)) return null;
  if (!TYPE_DIRECTIONS[transactionType].includes(direction)) return null;
  return {
    outcome: { direction, cents: parsed.cents, transactionType },
    message: readSession(MESSAGE_KEY) || null,
    pending: readSession(PENDING_KEY) === 'true',
    member: readSession(MEMBER_KEY),
  };
}

/** A settled record of this member's (`member`: the sign-on's uid), or null. */
function readSettled(member: string | null) {
  const record = readRecord();
  return record && !record.pending && member !== null && record.member === member ? record : null;
}

/** The completed transaction stored for /confirmation, if it is this member's; else null. */
export function readOutcome(member: string | null): Outcome | null {
  const record = readSettled(member);
  return record?.message === null ? record.outcome : null;
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
    ? { outcome: record.outcome, startedBy: record.member }
    : null;
}
