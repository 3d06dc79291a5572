import { quickDepositSaga } from './quickDepositSaga';
import { quickDepositSlice } from './quickDepositSlice';
import { QuickDeposit } from './views/QuickDeposit';

/** The home's quick deposit, loaded on demand by the app (src/app/lazyFeatures.ts). */
export const name = 'quickDeposit';
export const slices = [quickDepositSlice];
export const saga = quickDepositSaga;
export const Screen = QuickDeposit;
