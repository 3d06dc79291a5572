import { selectSearchParam, type LocationState } from '@/domain/location/locationSlice';

export type TermsContext = 'deposit' | 'withdraw';

/** Decisions: `?context=withdraw` shows the rewards-program rules; anything else the terms. */
export const selectTermsContext = (state: { location: LocationState }): TermsContext =>
  selectSearchParam(state, 'context') === 'withdraw' ? 'withdraw' : 'deposit';
