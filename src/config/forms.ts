/**
 * The forms that move money, one per flow (each withdrawal is its own). Each has an amount, a
 * submission and a lock; every shared feature keys its state by it.
 */
export type AmountForm =
  | 'quickDeposit'
  | 'card'
  | 'ach'
  | 'bankLink'
  | 'paypalDeposit'
  | 'paypalWithdraw'
  | 'checkWithdraw'
  | 'achWithdraw';

/**
 * Names the form of an amount field in the page (`data-amount-form="card"`): what is typed into
 * the prerendered screen's field before the app takes over is carried into that form's amount
 * (src/app/TakenOver.tsx).
 */
export const AMOUNT_FORM_ATTRIBUTE = 'data-amount-form';
