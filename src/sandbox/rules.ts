/**
 * The sandbox funding service's rules: what each transaction does to the ledger, and when it is
 * refused. Each rule checks everything before it changes anything, so a refusal leaves the
 * ledger as it was. Inputs are already validated request bodies (see requests.ts).
 */
import { UNREGISTERED_ACH_WEEKLY_LIMIT_CENTS } from '@/config/constants';
import { isPoBox } from '@/config/courier';
import { withdrawalFeeCents, withFeeCents } from '@/config/fees';
import { findSandboxBankAccount } from './bankCatalog';
import { DEMO_CHECK_ADDRESSES } from './demoUser';
import type {
  AccountType,
  CardBrand,
  DepositLimit,
  Ledger,
  MethodType,
  SavedAccount,
  SavedCard,
  WalletPayment,
} from './ledger';

/** Non-zero errorCodes the sandbox answers with; 0 is success. */
export const ERROR_CODE = {
  invalidRequest: 1000,
  exceedsWithdrawable: 1001,
  exceedsLimit: 1002,
  unknownMethod: 1003,
  cardDeclined: 1004,
  verificationRequired: 1005,
  cardExpired: 1006,
  unknownWalletPayment: 1007,
} as const;

export type Refusal = { ok: false; errorCode: number; errorMessage: string };
export type Outcome<T = undefined> = { ok: true; value: T } | Refusal;

const refuse = (errorCode: number, errorMessage: string): Refusal => ({
  ok: false,
  errorCode,
  errorMessage,
});
const done = <T>(value: T): Outcome<T> => ({ ok: true, value });

/** The CVV that makes the stand-in card processor decline, to show a server's refusal. */
export const DECLINING_CVV = '000';

function isExpired(expiryDate: string, today: Date): boolean {
  const [year, month] = expiryDate.split('-').map(Number) as [number, number];
  return year * 12 + month < today.getFullYear() * 12 + today.getMonth() + 1;
}

/** The general record and the method's own record, when it has one. */
function limitsFor(ledger: Ledger, type: MethodType, fundingMethodId: number): DepositLimit[] {
  return ledger.limits[type].filter(
    (limit) => limit.fundingMethodId === 0 || limit.fundingMethodId === fundingMethodId,
  );
}

function checkLimits(
  ledger: Ledger,
  type: MethodType,
  fundingMethodId: number,
  amountCents: number,
): Refusal | null {
  const limits = limitsFor(ledger, type, fundingMethodId);
  if (limits.some((limit) => !limit.authorized)) {
    return refuse(ERROR_CODE.exceedsLimit, 'Deposits with this funding method are not authorized.');
  }
  if (limits.some((limit) => amountCents > limit.availableCents)) {
    return refuse(ERROR_CODE.exceedsLimit, 'The amount exceeds your available deposit limit.');
  }
  return null;
}

/** A checked deposit: the balance rises and every applicable limit falls. */
function credit(ledger: Ledger, type: MethodType, fundingMethodId: number, amountCents: number) {
  for (const limit of limitsFor(ledger, type, fundingMethodId)) limit.availableCents -= amountCents;
  ledger.balanceCents += amountCents;
}

function checkCard(card: { cvcCode: string; expiryDate: string }, today: Date): Refusal | null {
  if (isExpired(card.expiryDate, today))
    return refuse(ERROR_CODE.cardExpired, 'The card has expired.');
  if (card.cvcCode === DECLINING_CVV)
    return refuse(ERROR_CODE.cardDeclined, 'Your card was declined.');
  return null;
}

const unknownMethod = () =>
  refuse(ERROR_CODE.unknownMethod, 'The selected funding method was not found.');

export interface SavedCardDeposit {
  fundingMethodId: number;
  cvcCode: string;
  expiryDate: string;
  amountCents: number;
}

export function depositWithSavedCard(
  ledger: Ledger,
  deposit: SavedCardDeposit,
  today = new Date(),
): Outcome {
  const card = ledger.cards.find((saved) => saved.fundingMethodId === deposit.fundingMethodId);
  if (!card) return unknownMethod();
  const refusal =
    checkCard(deposit, today) ??
    checkLimits(ledger, 'cc', card.fundingMethodId, deposit.amountCents);
  if (refusal) return refusal;
  // The user may correct the expiry of a reissued card; the processor accepted it.
  card.expiryDate = deposit.expiryDate;
  credit(ledger, 'cc', card.fundingMethodId, deposit.amountCents);
  return done(undefined);
}

export interface NewCardDeposit {
  /** The full number: read for its last 4 digits and dropped. */
  cardNumber: string;
  subType: CardBrand;
  expiryDate: string;
  cvcCode: string;
  amountCents: number;
}

/** Saves the card (brand and last 4 only) and deposits with it; a known card is reused. */
export function depositWithNewCard(
  ledger: Ledger,
  deposit: NewCardDeposit,
  today = new Date(),
): Outcome<SavedCard> {
  const last4 = deposit.cardNumber.slice(-4);
  const known = ledger.cards.find(
    (card) =>
      card.subType === deposit.subType &&
      card.last4 === last4 &&
      card.expiryDate === deposit.expiryDate,
  );
  const card: SavedCard = known ?? {
    fundingMethodId: ledger.nextFundingMethodId,
    subType: deposit.subType,
    last4,
    expiryDate: deposit.expiryDate,
  };
  const refusal =
    checkCard(deposit, today) ??
    checkLimits(ledger, 'cc', card.fundingMethodId, deposit.amountCents);
  if (refusal) return refusal;
  if (!known) {
    ledger.cards.push(card);
    ledger.nextFundingMethodId += 1;
  }
  credit(ledger, 'cc', card.fundingMethodId, deposit.amountCents);
  return done(card);
}

export function depositWithSavedAccount(
  ledger: Ledger,
  deposit: { fundingMethodId: number; amountCents: number },
): Outcome {
  const account = ledger.accounts.find(
    (saved) => saved.fundingMethodId === deposit.fundingMethodId,
  );
  if (!account) return unknownMethod();
  if (account.plaidRequired) {
    return refuse(
      ERROR_CODE.verificationRequired,
      'This account must be verified with Instant Bank Verification before it can be used.',
    );
  }
  const refusal = checkLimits(ledger, 'ach', account.fundingMethodId, deposit.amountCents);
  if (refusal) return refusal;
  credit(ledger, 'ach', account.fundingMethodId, deposit.amountCents);
  return done(undefined);
}

/** A known account (same type and last 5) is reused, else a new one is made. */
function findOrMakeAccount(ledger: Ledger, accountType: AccountType, last5: string): SavedAccount {
  return (
    ledger.accounts.find((saved) => saved.accountType === accountType && saved.last5 === last5) ?? {
      fundingMethodId: ledger.nextFundingMethodId,
      accountType,
      last5,
      plaidVerified: false,
      plaidRequired: false,
    }
  );
}

function saveAccount(ledger: Ledger, account: SavedAccount) {
  if (ledger.accounts.includes(account)) return;
  ledger.accounts.push(account);
  ledger.nextFundingMethodId += 1;
}

export interface NewAccountDeposit {
  /** The full number: read for its last 5 characters and dropped. */
  accountNumber: string;
  accountType: AccountType;
  amountCents: number;
}

export function depositWithNewAccount(
  ledger: Ledger,
  deposit: NewAccountDeposit,
): Outcome<SavedAccount> {
  const account = findOrMakeAccount(ledger, deposit.accountType, deposit.accountNumber.slice(-5));
  if (account.plaidRequired) {
    return refuse(
      ERROR_CODE.verificationRequired,
      'This account must be verified with Instant Bank Verification before it can be used.',
    );
  }
  const refusal = checkLimits(ledger, 'ach', account.fundingMethodId, deposit.amountCents);
  if (refusal) return refusal;
  // A new account's authorization agreement is not received yet: the terms' weekly cap holds.
  const isNew = !ledger.accounts.includes(account);
  if (isNew && deposit.amountCents > UNREGISTERED_ACH_WEEKLY_LIMIT_CENTS) {
    return refuse(ERROR_CODE.exceedsLimit, 'The amount exceeds your available deposit limit.');
  }
  saveAccount(ledger, account);
  credit(ledger, 'ach', account.fundingMethodId, deposit.amountCents);
  return done(account);
}

/** A deposit from an account the stand-in bank-linking dialog linked: it is saved verified. */
export function depositWithLinkedAccount(
  ledger: Ledger,
  deposit: { bankAccountId: string; amountCents: number },
): Outcome<SavedAccount> {
  const linked = findSandboxBankAccount(deposit.bankAccountId);
  if (!linked) {
    return refuse(ERROR_CODE.unknownMethod, 'The linked bank account was not found.');
  }
  const account = findOrMakeAccount(ledger, linked.accountType, linked.last5);
  const refusal = checkLimits(ledger, 'ach', account.fundingMethodId, deposit.amountCents);
  if (refusal) return refusal;
  account.plaidVerified = true;
  account.plaidRequired = false;
  saveAccount(ledger, account);
  credit(ledger, 'ach', account.fundingMethodId, deposit.amountCents);
  return done(account);
}

export interface WithdrawalCharge {
  amountCents: number;
  /** Taken from the balance besides the amount (config/fees.ts). */
  feeCents: number;
}

/**
 * Every withdrawal: refused when its amount and fees exceed the withdrawable balance, else both
 * balances fall by amount and fees (the payee receives the amount).
 */
export function withdraw(ledger: Ledger, { amountCents, feeCents }: WithdrawalCharge): Outcome {
  const taken = withFeeCents(amountCents, feeCents);
  if (taken > ledger.withdrawableCents) {
    return refuse(
      ERROR_CODE.exceedsWithdrawable,
      'The amount exceeds your balance available for withdrawal.',
    );
  }
  ledger.withdrawableCents -= taken;
  ledger.balanceCents -= taken;
  return done(undefined);
}

/**
 * A check to one of the member's addresses. Rush goes by courier, which cannot deliver to a PO
 * Box: such a request is refused as the service refuses it, before any fee is taken.
 */
export function withdrawByCheck(
  ledger: Ledger,
  check: WithdrawalCharge & { rush: boolean; addressType: string },
): Outcome {
  const address = DEMO_CHECK_ADDRESSES.find(({ addressType }) => addressType === check.addressType);
  if (check.rush && isPoBox(address?.address ?? '')) {
    return refuse(ERROR_CODE.invalidRequest, 'Some error occurred.');
  }
  return withdraw(ledger, check);
}

export function withdrawToAccount(
  ledger: Ledger,
  withdrawal: { fundingMethodId: number; amountCents: number },
): Outcome {
  const known = ledger.accounts.some(
    (saved) => saved.fundingMethodId === withdrawal.fundingMethodId,
  );
  if (!known) return unknownMethod();
  const feeCents = withdrawalFeeCents({ method: 'ach' });
  return withdraw(ledger, { amountCents: withdrawal.amountCents, feeCents });
}

/** A wallet deposit waits at the provider; nothing is credited until it is paid there. */
export function openWalletPayment(ledger: Ledger, payment: WalletPayment): void {
  ledger.walletPayments.push(payment);
}

export function completeWalletPayment(
  ledger: Ledger,
  completion: { ref: string; outcome: 'success' | 'cancel' },
): Outcome<WalletPayment> {
  const payment = ledger.walletPayments.find((pending) => pending.ref === completion.ref);
  if (!payment) {
    return refuse(
      ERROR_CODE.unknownWalletPayment,
      'This wallet payment is unknown or already closed.',
    );
  }
  ledger.walletPayments = ledger.walletPayments.filter((pending) => pending !== payment);
  if (completion.outcome === 'success') ledger.balanceCents += payment.amountCents;
  return done(payment);
}

export function setDefaultMethod(
  ledger: Ledger,
  choice: { fundingMethod: MethodType; fundingMethodId: number },
): Outcome<Ledger['defaultMethod']> {
  const methods = choice.fundingMethod === 'cc' ? ledger.cards : ledger.accounts;
  if (!methods.some((method) => method.fundingMethodId === choice.fundingMethodId)) {
    return unknownMethod();
  }
  ledger.defaultMethod = { ...choice };
  return done(ledger.defaultMethod);
}
