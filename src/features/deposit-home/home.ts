import { createAction } from '@reduxjs/toolkit';
import type { FundingSourcesState, SourceKey } from '@/domain/funding-sources/fundingSourcesSlice';
import type { ContextState } from '@/domain/context/contextSlice';

export const depositHomeOpened = createAction('depositHome/opened');
/** 'Deposit now' under a low balance. */
export const depositNowPressed = createAction('depositHome/depositNowPressed');
/** Where 'Deposit now' leads a person with no quick deposit. */
export const DEPOSIT_METHODS_ID = 'deposit-methods';

/** Spec section 4, On load: first the default method and the presets, then its list and limits. */
export const SOURCES_BEFORE_DEFAULT: SourceKey[] = ['defaultMethod', 'presets'];
export const SOURCES_OF_DEFAULT: Record<'cc' | 'ach', SourceKey[]> = {
  cc: ['cards', 'ccLimits', 'customer'],
  ach: ['achAccounts', 'achLimits'],
};

/** The saved cards and accounts, asked for ahead with the default method. */
export const LISTS_OF_DEFAULTS: SourceKey[] = ['cards', 'achAccounts'];

/** What the home's quick deposit waits for, for a default of each kind. */
export const QUICK_DEPOSIT_SOURCES: Record<'cc' | 'ach', readonly SourceKey[]> = {
  cc: [...SOURCES_BEFORE_DEFAULT, ...SOURCES_OF_DEFAULT.cc],
  ach: [...SOURCES_BEFORE_DEFAULT, ...SOURCES_OF_DEFAULT.ach],
};

/** What the home loads, for its load-failure message (the same array each time: a selector). */
export const selectQuickDepositSources = (state: {
  fundingSources: FundingSourcesState;
}): readonly SourceKey[] => {
  const fundingMethod = state.fundingSources.defaultMethod.data?.fundingMethod;
  return fundingMethod ? QUICK_DEPOSIT_SOURCES[fundingMethod] : SOURCES_BEFORE_DEFAULT;
};

/**
 * Whether the quick deposit comes before the methods: always in the frame; on a
 * phone for a member with a default card or account, the fastest way to put money in, as this
 * device remembers from last time, so the first paint already has its place and nothing moves
 * (a first visit keeps the spec's order once, and the next has it first), and for a deposit
 * link's amount, which the quick deposit fills in and must show in the first screen, a first
 * visit too (the inline chooser reads the link in the address); never on a desktop. Its place
 * goes when the default method fails or turns out to be none.
 */
export const selectQuickDepositFirst = (state: {
  context: ContextState;
  fundingSources: FundingSourcesState;
}): boolean => {
  const { quickDepositFrame, mobile, hadQuickDeposit, depositLink } = state.context;
  if (quickDepositFrame) return true;
  if (!mobile || !(hadQuickDeposit || depositLink.amount !== null)) return false;
  const { status, data } = state.fundingSources.defaultMethod;
  if (status === 'loaded') return (data?.fundingMethod ?? null) !== null;
  return status !== 'failed';
};
