import { LOW_BALANCE_THRESHOLD_CENTS } from '@/config/constants';
import type { BalanceState } from './balanceSlice';

type WithBalance = { balance: BalanceState };

export const selectCurrentBalance = (state: WithBalance) => state.balance.current;
export const selectAvailableBalance = (state: WithBalance) => state.balance.available;
export const selectIsBalanceLow = (state: WithBalance) => {
  const { cents } = state.balance.current;
  return cents !== null && cents < LOW_BALANCE_THRESHOLD_CENTS;
};
