import { createAction } from '@reduxjs/toolkit';

/**
 * The wallet deposit keeps no state of its own: the amount lives in the amount slice and the
 * submission in the transaction slice, so these events are all it adds.
 */
export const paypalDepositOpened = createAction('paypalDeposit/opened');
export const paypalDepositSubmitted = createAction('paypalDeposit/submitted');
