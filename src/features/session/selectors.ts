import type { BalanceKind } from '@/features/balance/balanceSlice';
import type {
  FundingSourcesState,
  SourceKey,
} from '@/features/funding-sources/fundingSourcesSlice';
import { SESSION_MESSAGES } from './messages';
import type { SessionState } from './sessionSlice';

/** 401 and 403 open a popup instead of an inline message. */
export const isAuthFailure = (status: number | null) => status === 401 || status === 403;

/** 'An error occurred while fetching your account balance' after a failed load, else null. */
export const selectBalanceLoadError = (
  state: { session: SessionState },
  kind: BalanceKind,
): string | null => {
  const failure = state.session.balanceFailures[kind];
  return failure && !isAuthFailure(failure.status) ? SESSION_MESSAGES.balanceLoadFailed : null;
};

/**
 * 'An error occurred while fetching your account details' when any of a screen's sources
 * failed to load (422, 502, no answer...), else null. Screens pass the keys they load.
 */
export const selectDetailsLoadError = (
  state: { fundingSources: FundingSourcesState },
  keys: readonly SourceKey[],
): string | null =>
  keys.some((key) => {
    const { status, failure } = state.fundingSources[key];
    return status === 'failed' && !isAuthFailure(failure?.status ?? null);
  })
    ? SESSION_MESSAGES.detailsLoadFailed
    : null;
