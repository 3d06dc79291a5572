import { withdrawSaga } from './withdrawSaga';
import { withdrawSlice } from './withdrawSlice';
import { AchWithdrawScreen } from './views/AchWithdrawScreen';
import { CheckWithdrawScreen } from './views/CheckWithdrawScreen';
import { WalletWithdrawScreen } from './views/WalletWithdrawScreen';
import { WithdrawMethodScreen } from './views/WithdrawMethodScreen';

/**
 * The withdraw feature: the four withdrawal screens share one slice and one saga, injected once
 * (by name) whichever screen loads first.
 */
export const name = 'withdraw';
export const slices = [withdrawSlice];
export const saga = withdrawSaga;
export const screens = {
  method: WithdrawMethodScreen,
  paypal: WalletWithdrawScreen,
  check: CheckWithdrawScreen,
  ach: AchWithdrawScreen,
};
export type WithdrawScreen = keyof typeof screens;
