import { call, put } from 'typed-redux-saga';
import { TRANSACTION_TYPE, type TransactionType } from '@/config/constants';
import { paths } from '@/config/paths';
import { formatPlain, parseAmount } from '@/lib/money';
import { everySafely } from '@/lib/saga';
import { readSession, removeSession, writeSession, type SessionKey } from '@/platform/sessionStore';
import { locationChanged } from '@/domain/location/locationSlice';
import {
  outcomeForgotten,
  type Completed,
  type ReceiptDetails,
  type TransactionDirection,
} from './transactionSlice';

/**
 * The one owner of the transaction outcome kept in session storage (decisions section 3 names
 * the keys), so /confirmation and /error survive a reload and a deposit survives a round trip
 * to a provider. It knows no flow: the flow that owns a round trip reads its pending record. It
 * is written whole (the amount under its direction's key, the other amount key removed, the
 * type, the member it belongs to, and for a failure its message) and forgotten whole. A record
 * whose parts disagree is no outcome at all, a record is read back only for its own member, and
 * a transaction still waiting for its answer (marked pending) is never confirmed from storage.
 */

const AMOUNT_KEYS: Record<TransactionDirection, SessionKey> = {
  deposit: 'depositedAmount',
  withdraw: 'withdrawnAmount',
};
const TYPE_KEY: SessionKey = 'transactionType';
const MESSAGE_KEY: SessionKey = 'errorMessage';
const PENDING_KEY: SessionKey = 'transactionPending';
const MEMBER_KEY: SessionKey = 'transactionMember';
/** A completed transaction's time and receipt rows (nothing sensitive: the method is masked). */
const RECEIPT_KEY: SessionKey = 'transactionReceipt';
/** The deposit link's return address, kept with a pending wallet deposit (decisions section 6). */
const RETURN_KEY: SessionKey = 'depositReturnTo';
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
const OUTCOME_ROUTES: readonly string[] = [paths.confirmation, paths.error];

function forgetOutcome(): void {
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

/** What is stored: the amount, direction and type, and once completed its time and receipt. */
export type Outcome = Completed;

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

interface StoredRecord {
  outcome: Outcome;
  message: string | null;
  pending: boolean;
  /** The member it belongs to; null when none is stored (nobody's). */
  member: string | null;
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** The stored time and receipt rows, as far as they are whole; a part that is not is left out. */
function readReceipt(): Pick<Completed, 'completedAt' | 'receipt'> {
  try {
    const stored = JSON.parse(readSession(RECEIPT_KEY) ?? 'null') as {
      completedAt?: unknown;
      receipt?: Partial<Record<keyof ReceiptDetails, unknown>>;
    } | null;
    const completedAt = Number.isFinite(stored?.completedAt)
      ? (stored?.completedAt as number)
      : undefined;
    const { feeCents, method, delivery } = stored?.receipt ?? {};
    const receipt =
      Number.isInteger(feeCents) && isText(method)
        ? { feeCents: feeCents as number, method, ...(isText(delivery) ? { delivery } : {}) }
        : undefined;
    return { completedAt, receipt };
  } catch {
    return {};
  }
}

/** What is stored, if its parts agree: one amount, a known type that goes that way. */
export function readRecord(): StoredRecord | null {
  const deposited = readSession(AMOUNT_KEYS.deposit);
  const withdrawn = readSession(AMOUNT_KEYS.withdraw);
  const transactionType = readSession(TYPE_KEY);
  if ((deposited === null) === (withdrawn === null)) return null;
  const direction: TransactionDirection = deposited === null ? 'withdraw' : 'deposit';
  // Stryker disable next-line StringLiteral: the line above returns unless exactly one amount is stored, so the fallback is never read
  const parsed = parseAmount(deposited ?? withdrawn ?? '');
  if (!parsed.ok || !isTransactionType(transactionType)) return null;
  if (!TYPE_DIRECTIONS[transactionType].includes(direction)) return null;
  const { completedAt, receipt } = readReceipt();
  return {
    outcome: {
      direction,
      cents: parsed.cents,
      transactionType,
      ...(completedAt === undefined ? {} : { completedAt }),
      ...(receipt === undefined ? {} : { receipt }),
    },
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
