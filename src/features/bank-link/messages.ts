/** The bank-linking screen's texts. */
export const BANK_LINK_MESSAGES = {
  /** Spec section 8, spelling included. */
  apiFailure: 'An Error Occoured! Please Try Again',
  enterAmount: 'Enter an amount to continue.',
  loading: 'Instant Bank Verification is loading.',
  /** The token could not be fetched, Plaid's script failed, or Link was not ready in time. */
  unavailable: 'Instant Bank Verification is unavailable right now.',
  waysOn: 'You can try again, enter your account details yourself, or deposit with a card.',
  /** An OAuth return with nothing stored to finish it. */
  resumeLost:
    'We could not finish connecting your bank, so nothing was deposited. Please start again.',
  /** What Link will do, before Next opens it. */
  whatPlaidDoes:
    'Plaid opens over this page: choose your bank and sign in to it there. We receive the account you pick, never your bank password, and deposit the amount from it.',
  noFee: 'There is no fee for bank deposits.',
  /** The quick-deposit frame: Plaid does not support Link in a nested frame. */
  frame: 'Instant Bank Verification opens in a new window.',
} as const;
