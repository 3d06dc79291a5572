import { call } from 'typed-redux-saga';
import { MAX_EXACT_CENTS, type Cents } from '@/lib/money';
import { readSession, removeSession, writeSession, type SessionKey } from '@/platform/sessionStore';

/**
 * A bank that links through OAuth sends the whole page to its own site and back (decisions
 * section 6). Link must then be created again with the token it started with, and the deposit
 * must keep the amount chosen before: both are kept in sessionStorage (`bankLinkResume`) for that
 * round trip only. Never an access or public token.
 */
export interface BankLinkResume {
  linkToken: string;
  cents: Cents;
  /** The `uid` of the member who started it (decisions section 6). */
  uid: string;
  /** The deposit link's return address, as stored: checked again before use. */
  returnTo: string | null;
}

const RESUME_KEY: SessionKey = 'bankLinkResume';

/** How long a started link may come back from the bank. */
export const RESUME_LIFETIME_MS = 30 * 60 * 1000;

interface StoredResume extends BankLinkResume {
  savedAt: number;
}

function parseResume(text: string | null): StoredResume | null {
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { linkToken, cents, savedAt, uid, returnTo } = value as Record<string, unknown>;
  const validCents =
    Number.isSafeInteger(cents) && (cents as number) > 0 && (cents as number) <= MAX_EXACT_CENTS;
  if (typeof linkToken !== 'string' || linkToken === '' || !validCents) return null;
  if (!Number.isFinite(savedAt) || typeof uid !== 'string') return null;
  return {
    linkToken,
    cents: cents as Cents,
    savedAt: savedAt as number,
    uid,
    returnTo: typeof returnTo === 'string' ? returnTo : null,
  };
}

/** Before Link opens on the web: the page may leave for the bank's site. */
export function* rememberResume(resume: BankLinkResume) {
  const savedAt = yield* call(Date.now);
  const { returnTo, ...rest } = resume;
  // Without a deposit link the record is as before: no returnTo at all.
  const stored = { ...rest, ...(returnTo ? { returnTo } : {}), savedAt };
  yield* call(writeSession, RESUME_KEY, JSON.stringify(stored));
}

/** Link succeeded, exited or failed: the round trip is over. */
export function* forgetResume() {
  yield* call(removeSession, [RESUME_KEY]);
}

/**
 * The round trip to finish, or null: nothing stored (another tab, storage off), a malformed
 * record or one older than 30 minutes, which is removed as well. Whose it is, the caller checks.
 */
export function* readResume() {
  const stored = parseResume(yield* call(readSession, RESUME_KEY));
  const now = yield* call(Date.now);
  if (stored === null || now - stored.savedAt > RESUME_LIFETIME_MS || now < stored.savedAt) {
    yield* forgetResume();
    return null;
  }
  const resume: BankLinkResume = {
    linkToken: stored.linkToken,
    cents: stored.cents,
    uid: stored.uid,
    returnTo: stored.returnTo,
  };
  return resume;
}
