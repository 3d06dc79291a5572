/**
 * The confirmation's sentence (spec section 2). A module of its own: the first bundle carries it
 * for a confirmation whose chunk fails, without the rest of the submit texts.
 */
export function confirmationSentence(direction: 'deposit' | 'withdraw', amount: string): string {
  return direction === 'deposit'
    ? `The amount of ${amount} has been deposited to your account.`
    : `The amount of ${amount} has been withdrawn from your account.`;
}
