/** The session popups' texts (spec section 8, decisions section 6), verbatim. */
export const SESSION_MESSAGES = {
  login: 'Please log in to continue.',
  unauthorized: 'You are not authorized to use this page. Please log in again.',
  // Two spaces after the first sentence: the catalogue's text as written.
  sessionExpired: 'Your session has expired.  Please login again.',
  balanceUnavailable: 'We cannot display your balance at the moment. Please try again shortly.',
} as const;

/** Above the session-expired text when a submit was refused: the money did not move. */
export const NOT_MADE_MESSAGES = {
  deposit: 'Your deposit was not made.',
  withdraw: 'Your withdrawal was not made.',
} as const;
