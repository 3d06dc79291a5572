import { combineSlices } from '@reduxjs/toolkit';
import { locationSlice } from '@/domain/location/locationSlice';
import { balanceSlice } from '@/domain/balance/balanceSlice';
import { amountSlice } from '@/domain/amount/amountSlice';
import { fundingSourcesSlice } from '@/domain/funding-sources/fundingSourcesSlice';
import { sessionSlice } from '@/domain/session/sessionSlice';
import { contextSlice } from '@/domain/context/contextSlice';
import { menusSlice } from '@/domain/menus/menusSlice';
import { transactionSlice } from '@/domain/transaction/transactionSlice';
import { markDefaultSlice } from '@/domain/mark-default/markDefaultSlice';

/**
 * The store's reducer: the slices of the first bundle, and room for those of lazily loaded
 * screens, which declare themselves in LazyLoadedSlices and inject themselves on load
 * (`slice.injectInto(rootReducer)`), so their selectors read their initial state until then.
 * The flows import this module to inject their slices; it imports no flow.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(
  locationSlice,
  contextSlice,
  menusSlice,
  sessionSlice,
  balanceSlice,
  fundingSourcesSlice,
  amountSlice,
  transactionSlice,
  markDefaultSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

type CombinedState = ReturnType<typeof rootReducer>;

// The store floor's RootState is this reducer's state (src/store/types.ts says why it is merged
// in rather than imported).
declare module '@/store/types' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges into RootState
  interface RootState extends CombinedState {}
}
