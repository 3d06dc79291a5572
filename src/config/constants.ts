/**
 * Business constants of the specification (section 9) that the app computes with, in one place.
 * Money is in integer cents (`_CENTS`), so no screen or calculation needs a float. (The rewards
 * tables live with their pure calculation: src/features/terms/rewardsEstimator.ts.)
 */
export const APP_NAME = 'Xpressfunding';
export const REQUEST_TIMEOUT_MS = 20_000;
export const IOS_APP_ID = 'XpressbetIOSApp';

// Contexts
export const MOBILE_MAX_WIDTH = 767;
/** A deposit link's query parameters (docs/deposit-link.md). */
export const DEPOSIT_LINK_PARAM = { amount: 'amount', returnTo: 'returnTo' } as const;

// Balance
export const LOW_BALANCE_THRESHOLD_CENTS = 25_00;

// Field rules (spec section 5 with the readings of decisions section 1)
export const CVV_LENGTH = 3;
export const CARD_NUMBER_LENGTH = 16;
export const ROUTING_NUMBER_LENGTH = 9;
export const ACH_ACCOUNT_MIN = 3;
export const ACH_ACCOUNT_MAX = 17;
export const CHECK_NUMBER_MIN = 2;
export const CHECK_NUMBER_MAX = 16;
export const EXPIRY_MONTH_MIN = 1;
export const EXPIRY_MONTH_MAX = 12;
export const EXPIRY_MONTH_LENGTH = 2;
export const EXPIRY_YEAR_LENGTH = 4;
/** The mobile MM/YYYY field. */
export const EXPIRY_COMBINED_LENGTH = 7;
/** Expiry dates go to the server as YYYY-MM-01. */
export const EXPIRY_DAY = '01';

// Fees. The rush fee is the customer's fedExCharge and card fees are per brand (vsCharge,
// mcCharge), both from the customer call; card fees show only when non-zero.
export const WALLET_DEPOSIT_FEE_CENTS = 5_00;
export const WALLET_WITHDRAWAL_FEE_CENTS = 1_00;
export const SIGNATURE_FEE_CENTS = 5_00;

// Check withdrawals
export const CHECK_PROCESSING_DAYS = 'Tuesday and Thursday';

/** The stored `transactionType` of each flow (decisions section 3); native payloads carry it too. */
export const TRANSACTION_TYPE = {
  cardDeposit: 'cardFunding',
  wallet: 'paypalFunding',
  achDeposit: 'xpressFunding',
  checkWithdrawal: 'xpressFunding-fedex',
  achWithdrawal: 'xpressFunding-ACH',
} as const;
export type TransactionType = (typeof TRANSACTION_TYPE)[keyof typeof TRANSACTION_TYPE];

// Terms and Conditions facts (spec section 9 'Terms facts')
export const RETURNED_ITEM_FEE_CENTS = 25_00;
/** Weekly cap on an ACH account until its authorization agreement is received. */
export const UNREGISTERED_ACH_WEEKLY_LIMIT_CENTS = 100_00;
/** Card, ACH and check deposits cannot be withdrawn for this many days. */
export const DEPOSIT_WITHDRAWAL_HOLD_DAYS = 6;
