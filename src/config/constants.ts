/**
 * Business constants of the specification (section 9) and of decisions section 5, in one place.
 * Money is in integer cents (`_CENTS`), rates in basis points (`Bp`: 1 bp = 0.01 %), so no
 * screen or calculation needs a float.
 */
export const APP_NAME = 'Xpressfunding';
export const REQUEST_TIMEOUT_MS = 20_000;
export const IOS_APP_ID = 'XpressbetIOSApp';

// Contexts
export const MOBILE_MAX_WIDTH = 767;

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
/** The terms waive the deposit fee in full (100 %) for these methods. */
export const FEE_FREE_DEPOSIT_METHODS = [
  'ACH',
  'wire',
  'check or money order',
  'Green Dot',
  'PayNearMe',
] as const;

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
export const TERMS_REVISED = 'August 2019';
export const RETURNED_ITEM_FEE_CENTS = 25_00;
/** Weekly cap on an ACH account until its authorization agreement is received. */
export const UNREGISTERED_ACH_WEEKLY_LIMIT_CENTS = 100_00;
/** Card, ACH and check deposits cannot be withdrawn for this many days. */
export const DEPOSIT_WITHDRAWAL_HOLD_DAYS = 6;
export const FREE_PAST_PERFORMANCES_MIN_WAGER_CENTS = 2_00;
export const REFERRAL_RECRUIT_WAGER_CENTS = 100_00;
export const REFERRAL_RECRUIT_DAYS = 30;
export const MINIMUM_AGE = 18;
/** The minimum age in the states the terms list. */
export const MINIMUM_AGE_LISTED_STATES = 21;
export const INACTIVE_AFTER_MONTHS = 12;
/** Monthly inactivity charge: the greater of these two. */
export const INACTIVITY_CHARGE_MIN_CENTS = 5_00;
export const INACTIVITY_CHARGE_PERCENT = 5;
/** A balance under this at closure is retained. */
export const CLOSURE_RETAINED_BELOW_CENTS = 2_00;
/** Liability is capped at the lower of the transaction fee or this. */
export const LIABILITY_CAP_CENTS = 100_00;
export const TAX_REPORTING_MIN_CENTS = 600_00;
export const TAX_REPORTING_ODDS_MULTIPLE = 300;
export const TAX_WITHHOLDING_ABOVE_CENTS = 5_000_00;
export const ILLINOIS_WITHHOLDING_BP = 495;
export const ILLINOIS_WITHHOLDING_FROM_CENTS = 5_000_00;
export const YEARLY_REPORTING_THRESHOLD_CENTS = 600_00;
export const INITIAL_DEPOSIT_MIN_CENTS = 10_00;
/** The initial deposit minimum in the one state with a higher one. */
export const INITIAL_DEPOSIT_MIN_ONE_STATE_CENTS = 25_00;
export const CONDITIONAL_WAGER_TYPES = ['Win', 'Daily Double', 'Exacta', 'Quinella'] as const;

// Rewards programme (spec section 9 'Rewards rules', decisions section 5)
export const PLUS_SUBSCRIPTION_PRICE_CENTS = 1;
export const PLUS_CODE_EMAIL_BUSINESS_DAYS = 3;
export const STORE_CASH_COUPON_PRICE_CENTS = 1;
/** Store-cash coupon by monthly win/place + exotics handle: the last tier reached applies. */
export const STORE_CASH_TIERS = [
  { fromCents: 1_000_00, couponCents: 20_00 },
  { fromCents: 2_000_00, couponCents: 40_00 },
  { fromCents: 3_000_00, couponCents: 60_00 },
  { fromCents: 4_000_00, couponCents: 80_00 },
  { fromCents: 5_000_00, couponCents: 100_00 },
] as const;

export type StateCategory = 'A' | 'B' | 'C';
export const CATEGORY_C_STATES = ['California', 'Idaho', 'Virginia'] as const;

export interface CashbackRates {
  winPlaceBp: number;
  exoticsBp: number;
}
const rates = (winPlaceBp: number, exoticsBp: number): CashbackRates => ({ winPlaceBp, exoticsBp });

/**
 * Cashback tiers by monthly handle: the last tier reached applies (the table governs, so
 * 5,000-7,999.99 pays too). Category C pays the first tier's rates from 5,000 up.
 */
export const CASHBACK_TIERS: readonly {
  fromCents: number;
  rates: Record<StateCategory, CashbackRates>;
}[] = [
  { fromCents: 5_000_00, rates: { A: rates(25, 50), B: rates(25, 50), C: rates(25, 50) } },
  { fromCents: 8_000_00, rates: { A: rates(175, 200), B: rates(100, 120), C: rates(25, 50) } },
  { fromCents: 15_000_00, rates: { A: rates(175, 250), B: rates(100, 150), C: rates(25, 50) } },
  { fromCents: 25_000_00, rates: { A: rates(175, 350), B: rates(100, 210), C: rates(25, 50) } },
  { fromCents: 50_000_00, rates: { A: rates(225, 400), B: rates(135, 240), C: rates(25, 50) } },
  { fromCents: 100_000_00, rates: { A: rates(275, 500), B: rates(165, 300), C: rates(25, 50) } },
];
export const CASHBACK_PAID_BUSINESS_DAY = 3;

/** Plan customers: a qualifying plan bought at full price and a monthly handle above this. */
export const PLAN_CASHBACK_ABOVE_CENTS = 1_000_00;
export const PLAN_CASHBACK_RATES: Record<StateCategory, CashbackRates | null> = {
  A: rates(100, 120),
  B: rates(100, 150),
  C: null,
};
export const QUALIFYING_PLAN_CARDS = [10, 20, 30, 60, 120, 240] as const;
export const PLAN_DURATION_MONTHS = { monthly: 1, quarterly: 3, annual: 12 } as const;
export const REWARDS_FORFEIT_AFTER_IDLE_MONTHS = 13;
