import { createAction } from '@reduxjs/toolkit';
import type { FundingSourcesState, SourceKey } from '@/domain/funding-sources/fundingSourcesSlice';
import type { TransactionState } from '@/domain/transaction/transactionSlice';

/** 'Try again' beside the offline line. */
export const connectionRetryPressed = createAction('connection/retryPressed');

/** The sources whose load failed: what the connection's return fetches again. */
export const failedSources = (sources: FundingSourcesState): SourceKey[] =>
  (Object.keys(sources) as SourceKey[]).filter((key) => sources[key].status === 'failed');

/**
 * A transaction whose answer is on its way or unknown: the offline line then claims nothing about
 * what was sent, and offers no 'Try again' (decisions section 6, unknown outcomes).
 */
export const selectOutcomeOpen = (state: { transaction: TransactionState }) =>
  Object.values(state.transaction.forms).some(
    (form) => form?.status === 'submitting' || form?.status === 'unconfirmed',
  );
