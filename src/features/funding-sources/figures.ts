import type { FundingSourcesState, SourceKey } from './fundingSourcesSlice';

/*
 * Decisions, 'A figure that is not known': no money moves while a figure of a deposit's total is
 * unknown. Only the deposit screens read this, so it comes with their chunks.
 */

/** Where a deposit's figures come from: the card fee (the customer record) and the limits. */
export type FigureSource = Extract<SourceKey, 'customer' | 'ccLimits' | 'achLimits'>;

type WithSources = { fundingSources: FundingSourcesState };

/**
 * Only the card fee is unknown when its record failed. A limit that failed is known: the form
 * shows 'N/A' for it, as for no record, and the spec enforces no limit on the client.
 */
export const selectHasFailedFigure = (state: WithSources, sources: readonly FigureSource[]) =>
  sources.includes('customer') && state.fundingSources.customer.status === 'failed';

/**
 * Which figure Deposit waits for, in the sentence beside it ('The card fee could not be
 * loaded.', 'Waiting for the card fee and the deposit limit to load.'); null when all are known.
 */
export function selectFigureWait(
  state: WithSources,
  sources: readonly FigureSource[],
): string | null {
  if (selectHasFailedFigure(state, sources)) return 'The card fee could not be loaded.';
  const loading = sources
    .filter((source) => ['idle', 'loading'].includes(state.fundingSources[source].status))
    .map((source) => (source === 'customer' ? 'the card fee' : 'the deposit limit'));
  return loading.length > 0 ? `Waiting for ${loading.join(' and ')} to load.` : null;
}
