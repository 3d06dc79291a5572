import { paths } from '@/config/paths';
import type { LocationState } from '@/features/location/locationSlice';

type WithLocation = { location: LocationState };

/** The deposit home ('/' and '/deposit'): no Deposit button in the header there. */
export const selectIsDepositHome = (state: WithLocation) =>
  state.location.pathname === paths.home || state.location.pathname === paths.deposit;

/** Withdraw screens, and the rules page reached from them (decisions section 6). */
const selectIsWithdrawContext = (state: WithLocation) =>
  state.location.pathname.startsWith(paths.withdraw) ||
  (state.location.pathname === paths.terms &&
    new URLSearchParams(state.location.search).get('context') === 'withdraw');

/** The terms link of the chrome: the rewards rules from withdraw screens, else the terms. */
export const selectTermsPath = (state: WithLocation) =>
  selectIsWithdrawContext(state) ? paths.rewardsRules : paths.terms;
