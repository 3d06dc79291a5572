import { isHomePath, paths } from '@/config/paths';
import type { LocationState } from '@/domain/location/locationSlice';

type WithLocation = { location: LocationState };

/** The deposit home ('/' and '/deposit'): no Deposit button in the header there. */
export const selectIsDepositHome = (state: WithLocation) => isHomePath(state.location.pathname);

/**
 * The deposit home and every deposit screen: the header's Deposit is hidden there (spec: on the
 * home; and inside the flows too, where it would leave the form and drop what was typed).
 */
export const selectIsInDepositFlow = (state: WithLocation) => {
  const { pathname } = state.location;
  return (
    selectIsDepositHome(state) ||
    pathname.startsWith(`${paths.deposit}/`) ||
    pathname === paths.newCardShort
  );
};

/** Withdraw screens, and the rules page reached from them (decisions section 6). */
const selectIsWithdrawContext = (state: WithLocation) =>
  state.location.pathname.startsWith(paths.withdraw) ||
  (state.location.pathname === paths.terms &&
    new URLSearchParams(state.location.search).get('context') === 'withdraw');

/** The terms link of the chrome: the rewards rules from withdraw screens, else the terms. */
export const selectTermsPath = (state: WithLocation) =>
  selectIsWithdrawContext(state) ? paths.rewardsRules : paths.terms;
