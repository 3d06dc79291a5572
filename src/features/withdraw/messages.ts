import {
  CHECK_PROCESSING_DAYS,
  DEPOSIT_WITHDRAWAL_HOLD_DAYS,
  WALLET_WITHDRAWAL_FEE_CENTS,
} from '@/config/constants';
import { formatMoney } from '@/lib/money';

/** The withdrawal screens' texts (spec sections 2, 5 and 8; decisions section 6). */
export const WITHDRAW_MESSAGES = {
  noAchAccount:
    'You do not have an active ACH account. Please add a new ACH account in order to proceed.',
  /** The way to add one, which a first deposit does. */
  addAchAccount: 'Add a bank account: your first bank deposit saves it',
  unknownMethod: 'development in progress.',
  /** Decisions, 'Rush courier to a PO Box': Withdraw's reason while it blocks. */
  rushToPoBox:
    'Couriers cannot deliver to a PO Box. Choose No for rush delivery, or another address.',
  exceedsWithdrawable: 'The amount exceeds your balance available for withdrawal.',
  /** A one-tap amount: the withdrawable balance less the fees. */
  withdrawAll: 'Withdraw all',
  mostWithdrawable: (most: string) => `The most you can withdraw now: ${most}.`,
  /** Above the withdrawable balance: the offer of the most, as the deposit side offers its limit. */
  withdrawMost: (most: string) => `Withdraw ${most}, the most you can withdraw now`,
  chooseMethod: 'Choose a withdrawal method to proceed.',
  popupOpen: 'Close the open message to proceed.',
  enterAmount: 'Enter a valid amount to withdraw.',
  chooseAddress: 'Choose a delivery address.',
  rushUnavailable: 'The courier charge could not be loaded; choose regular delivery.',
  chooseAccount: 'Choose a bank account.',
  notAvailable: 'N/A',
} as const;

/**
 * When and how a withdrawal arrives, in the spec's and the terms' words only (checks are
 * processed Tuesday and Thursday; rush goes by courier): no delivery time is promised.
 */
export const DELIVERY_TEXTS = {
  paypalWithdraw: 'Sent to your PayPal account.',
  achWithdraw: 'Sent to your bank account by bank transfer (ACH).',
  check: `Checks are processed every ${CHECK_PROCESSING_DAYS}, then sent by mail; postal delays may occur.`,
  checkRush: `Checks are processed every ${CHECK_PROCESSING_DAYS}, then sent by courier.`,
  checkRushSigned: `Checks are processed every ${CHECK_PROCESSING_DAYS}, then sent by courier and signed for on delivery.`,
} as const;

/** Why the withdrawable balance is less than the balance (the terms' rules). */
export const WITHDRAWABLE_TEXTS = {
  question: 'Why is this less than my balance?',
  /** In the same place when nothing is held back, so the line is never empty once known. */
  whole: 'All of your balance can be withdrawn now.',
  rules: [
    `Deposits made by card, ACH or check cannot be withdrawn for ${DEPOSIT_WITHDRAWAL_HOLD_DAYS} days.`,
    'A deposit is required before any withdrawal.',
  ],
} as const;

/** Each method's fee on the method screen, before it is chosen. */
export const METHOD_FEE_TEXTS = {
  ach: 'No fee.',
  paypal: `Fee: ${formatMoney(WALLET_WITHDRAWAL_FEE_CENTS)} per withdrawal.`,
  /** The courier charge is the customer's: '-' until it is known. */
  check: (rushFee: string) => `No fee; optional rush delivery by courier: ${rushFee}.`,
} as const;
