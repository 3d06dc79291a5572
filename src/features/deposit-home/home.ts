import { createAction } from '@reduxjs/toolkit';
import type { AmountForm } from '@/features/amount/amountSlice';
import type {
  FundingSourcesState,
  SourceKey,
} from '@/features/funding-sources/fundingSourcesSlice';
import type { PresetMethod } from '@/features/funding-sources/selectors';

/**
 * What the deposit home needs in the first bundle. The quick deposit itself (its slice, its
 * submit saga, its card fields) is a lazily loaded feature: quickDepositRoute.ts.
 */
export const QUICK_DEPOSIT_FORM: AmountForm = 'quickDeposit';

export const depositHomeOpened = createAction('depositHome/opened');

/** The presets that go with the default method. */
export const presetMethodFor = (fundingMethod: 'cc' | 'ach'): PresetMethod =>
  fundingMethod === 'cc' ? 'creditCard' : 'ach';

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
