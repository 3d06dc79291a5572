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

/**
 * The store's state: the first bundle's slices, and the lazy ones as optional. The typed hooks
 * (storeHooks.ts) and the store (app/store.ts) are typed by it.
 */
export type RootState = ReturnType<typeof rootReducer>;
