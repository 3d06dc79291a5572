/** The funding sources' load-failure text (spec section 8), verbatim. */
export const FUNDING_SOURCES_MESSAGES = {
  detailsLoadFailed: 'An error occurred while fetching your account details',
} as const;
