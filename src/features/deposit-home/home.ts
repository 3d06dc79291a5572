import { createAction } from '@reduxjs/toolkit';
import type {
  FundingSourcesState,
  SourceKey,
} from '@/features/funding-sources/fundingSourcesSlice';

export const depositHomeOpened = createAction('depositHome/opened');

/** Spec section 4, On load: first the default method and the presets, then its list and limits. */
export const SOURCES_BEFORE_DEFAULT: SourceKey[] = ['defaultMethod', 'presets'];
export const SOURCES_OF_DEFAULT: Record<'cc' | 'ach', SourceKey[]> = {
  cc: ['cards', 'ccLimits', 'customer'],
  ach: ['achAccounts', 'achLimits'],
};

/** What the home loads, for its load-failure message. */
export const selectQuickDepositSources = (state: {
  fundingSources: FundingSourcesState;
}): readonly SourceKey[] => {
  const fundingMethod = state.fundingSources.defaultMethod.data?.fundingMethod;
  return fundingMethod
    ? [...SOURCES_BEFORE_DEFAULT, ...SOURCES_OF_DEFAULT[fundingMethod]]
    : SOURCES_BEFORE_DEFAULT;
};
