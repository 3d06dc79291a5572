/** The catalogue's texts for submits (spec section 8, decisions section 6). */
export const TRANSACTION_MESSAGES = {
  depositServerError: 'An error occurred while depositing amount',
  withdrawServerError: 'An error occurred while withdrawing amount',
  generic: 'Some error occurred.',
  unconfirmed:
    'We could not confirm this transaction. Please check your balance before trying again.',
  walletDeposit: 'An error occurred while processing your deposit. Please try again.',
} as const;

export function confirmationSentence(direction: 'deposit' | 'withdraw', amount: string): string {
  return direction === 'deposit'
    ? `The amount of ${amount} has been deposited to your account.`
    : `The amount of ${amount} has been withdrawn from your account.`;
}

/**
 * Beside the message of an unknown outcome or a 5xx (decisions section 6): the balance fetched
 * again at once, so the check the message asks for is the figure on the screen.
 */
export const BALANCE_RECHECK_TEXTS = {
  loading: 'Checking your balance...',
  failed: 'Your balance could not be loaded just now.',
} as const;

export const freshBalanceSentence = (amount: string) => `Your balance is now ${amount}.`;
