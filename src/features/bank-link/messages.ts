/** The bank-linking screen's texts. */
export const BANK_LINK_MESSAGES = {
  /** Spec section 8, spelling included. */
  apiFailure: 'An Error Occoured! Please Try Again',
  enterAmount: 'Enter an amount to continue.',
  loading: 'Instant Bank Verification is loading.',
  unavailable: 'Instant Bank Verification could not be started. Please try again later.',
} as const;
