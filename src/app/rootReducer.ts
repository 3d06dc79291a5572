import { combineSlices } from '@reduxjs/toolkit';
import { locationSlice } from '@/features/location/locationSlice';
import { balanceSlice } from '@/features/balance/balanceSlice';
import { amountSlice } from '@/features/amount/amountSlice';
import { fundingSourcesSlice } from '@/features/funding-sources/fundingSourcesSlice';
import { sessionSlice } from '@/features/session/sessionSlice';
import { contextSlice } from '@/features/context/contextSlice';
import { menusSlice } from '@/features/chrome/menusSlice';
import { transactionSlice } from '@/features/transaction/transactionSlice';
import { markDefaultSlice } from '@/features/mark-default/markDefaultSlice';

/**
 * The store's reducer: the slices of the first bundle, and room for those of lazily loaded
 * screens, which declare themselves in LazyLoadedSlices and inject themselves on load
 * (`slice.injectInto(rootReducer)`), so their selectors read their initial state until then.
 * Features may import this module (eslint.config.mjs); it imports no lazy feature.
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

export type RootState = ReturnType<typeof rootReducer>;
