/** The balance's load-failure text (spec section 8), verbatim. */
export const BALANCE_MESSAGES = {
  loadFailed: 'An error occurred while fetching your account balance',
} as const;
