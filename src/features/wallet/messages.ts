/**
 * The wallet deposit's own text for a failure (the catalogue's): a failed call, a refusal
 * without a message, or the provider's answer that the payment did not go through.
 */
export const WALLET_DEPOSIT_FAILED =
  'An error occurred while processing your deposit. Please try again.';
