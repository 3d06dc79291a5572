/** Business constants of the specification (section 9), in one place. */
export const APP_NAME = 'Xpressfunding';
export const LOW_BALANCE_THRESHOLD_CENTS = 25_00;
export const CVV_LENGTH = 3;
export const CARD_NUMBER_LENGTH = 16;
export const ROUTING_NUMBER_LENGTH = 9;
export const ACH_ACCOUNT_MIN = 3;
export const ACH_ACCOUNT_MAX = 17;
export const CHECK_NUMBER_MIN = 2;
export const CHECK_NUMBER_MAX = 16;
export const MOBILE_MAX_WIDTH = 767;
export const WALLET_DEPOSIT_FEE_CENTS = 5_00;
export const WALLET_WITHDRAWAL_FEE_CENTS = 1_00;
export const SIGNATURE_FEE_CENTS = 5_00;
export const REQUEST_TIMEOUT_MS = 20_000;
export const IOS_APP_ID = 'XpressbetIOSApp';
export const CHECK_PROCESSING_DAYS = 'Tuesday and Thursday';
