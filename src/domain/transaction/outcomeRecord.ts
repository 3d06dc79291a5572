import { TRANSACTION_TYPE, type TransactionType } from '@/config/constants';
import { parseAmount } from '@/lib/money';
import { readSession } from '@/platform/sessionStore';
import {
  AMOUNT_KEYS,
  MEMBER_KEY,
  MESSAGE_KEY,
  PENDING_KEY,
  RECEIPT_KEY,
  TYPE_KEY,
} from './outcomeLifetime';
import type { Completed, ReceiptDetails, TransactionDirection } from './transactionSlice';

/*
 * Reading back the stored transaction outcome (storedOutcome.ts owns it and says its rules). In
 * the first bundle: a confirmation whose screen cannot be loaded still states the stored outcome
 * (views/CompletedOutcome.tsx), while writing it and the other reads belong to the screens that
 * move money or show an outcome.
 */

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

export interface StoredRecord {
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
export function readSettled(member: string | null) {
  const record = readRecord();
  return record && !record.pending && member !== null && record.member === member ? record : null;
}

/** The completed transaction stored for /confirmation, if it is this member's; else null. */
export function readOutcome(member: string | null): Outcome | null {
  const record = readSettled(member);
  return record?.message === null ? record.outcome : null;
}
