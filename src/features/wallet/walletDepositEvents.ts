import { createAction } from '@reduxjs/toolkit';

/**
 * The wallet deposit keeps no state of its own: the amount lives in the amount slice and the
 * submission in the transaction slice, so these events are all it adds. Their type strings keep
 * the names QA's recorded logs hold (docs/qa-replay.md).
 */
export const walletDepositOpened = createAction('paypalDeposit/opened');
export const walletDepositSubmitted = createAction('paypalDeposit/submitted');
