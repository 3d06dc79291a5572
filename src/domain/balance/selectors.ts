import { isAuthFailure } from '@/api/status';
import { LOW_BALANCE_THRESHOLD_CENTS } from '@/config/constants';
import type { BalanceKind, BalanceState } from './balanceSlice';
import { BALANCE_MESSAGES } from './messages';

type WithBalance = { balance: BalanceState };

export const selectCurrentBalance = (state: WithBalance) => state.balance.current;
export const selectAvailableBalance = (state: WithBalance) => state.balance.available;
export const selectIsBalanceLow = (state: WithBalance) => {
  const { cents } = state.balance.current;
  return cents !== null && cents < LOW_BALANCE_THRESHOLD_CENTS;
};

/** 'An error occurred while fetching your account balance' after a failed load, else null. */
export const selectBalanceLoadError = (state: WithBalance, kind: BalanceKind): string | null => {
  const { failure } = state.balance[kind];
  return failure && !isAuthFailure(failure.status) ? BALANCE_MESSAGES.loadFailed : null;
};
