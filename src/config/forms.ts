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
