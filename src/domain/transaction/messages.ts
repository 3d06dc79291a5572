import { formatMoney, type Cents } from '@/lib/money';

/** The catalogue's texts for submits (spec section 8, decisions section 6). */
export const TRANSACTION_MESSAGES = {
  depositServerError: 'An error occurred while depositing amount',
  withdrawServerError: 'An error occurred while withdrawing amount',
  generic: 'Some error occurred.',
  unconfirmed:
    'We could not confirm this transaction. Please check your balance before trying again.',
  /** A round trip, or this page, belongs to a member other than the one signed in now. */
  otherSignIn:
    'This payment was started in another sign-in. Check your balance before trying again.',
} as const;

/** The confirmation's sentence (spec section 2). */
export function confirmationSentence(direction: 'deposit' | 'withdraw', amount: string): string {
  return direction === 'deposit'
    ? `The amount of ${amount} has been deposited to your account.`
    : `The amount of ${amount} has been withdrawn from your account.`;
}

/** A wallet return that says approved, with no record of the deposit (decisions section 6). */
export const WALLET_APPROVED = {
  heading: 'Payment approved',
  sentence: 'PayPal approved a payment. Check your balance: it shows there once it is credited.',
} as const;

/**
 * What this tab says when another tab of the browser was sending money for the account as the
 * person pressed (decisions section 6): what that tab did, or, when it said nothing, the unknown
 * outcome.
 */
export function otherTabSentence(
  heard: { direction: 'deposit' | 'withdraw'; cents: Cents; outcome: string } | null,
): string {
  if (heard === null) return TRANSACTION_MESSAGES.unconfirmed;
  const what = heard.direction === 'deposit' ? 'deposit' : 'withdrawal';
  const amount = formatMoney(heard.cents);
  switch (heard.outcome) {
    case 'succeeded':
      return `Another tab just made a ${what} of ${amount}.`;
    case 'failed':
      return `Another tab's ${what} of ${amount} did not go through.`;
    case 'leftForProvider':
      return `Another tab just started a PayPal deposit of ${amount}.`;
    default:
      return TRANSACTION_MESSAGES.unconfirmed;
  }
}

/**
 * What the quick-deposit frame says when the balance rose while the person was in a window it
 * opened, which it could not hear (docs/providers.md): whatever raised it, by how much.
 */
export const balanceRoseSentence = (cents: Cents) =>
  `Your balance has gone up by ${formatMoney(cents)}.`;

/** The balance asked for again after an unknown outcome: loading, failed, or the figure. */
export const BALANCE_RECHECK_TEXTS = {
  loading: 'Checking your balance...',
  failed: 'Your balance could not be loaded just now.',
} as const;

export const freshBalanceSentence = (amount: string) => `Your balance is now ${amount}.`;
