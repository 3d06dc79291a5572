import { useAppDispatch, useAppSelector } from '@/domain/storeHooks';
import {
  fundingSourcesRetryPressed,
  type FundingSourcesState,
  type SourceKey,
} from './fundingSourcesSlice';

/*
 * Decisions, 'A figure that is not known': no money moves while a figure of a deposit's total is
 * unknown. Only the deposit screens read this.
 */

/** Where a deposit's figures come from: the card fee (the customer record) and the limits. */
export type FigureSource = Extract<SourceKey, 'customer' | 'ccLimits' | 'achLimits'>;

type WithSources = { fundingSources: FundingSourcesState };

/** Said for a card fee whose customer record failed: Try again asks for it again. */
const FEE_NOT_LOADED = 'The card fee could not be loaded.';

/**
 * Which figure Deposit waits for, in the sentence beside it (FEE_NOT_LOADED, 'Waiting for the
 * card fee and the deposit limit to load.'); null when all are known. A limit that failed is
 * known: the form shows 'N/A' for it, as for no record, and the spec enforces no limit on the
 * client.
 */
export function selectFigureWait(
  state: WithSources,
  sources: readonly FigureSource[],
): string | null {
  const { fundingSources } = state;
  if (sources.includes('customer') && fundingSources.customer.status === 'failed') {
    return FEE_NOT_LOADED;
  }
  const loading = sources
    .filter((source) => ['idle', 'loading'].includes(fundingSources[source].status))
    .map((source) => (source === 'customer' ? 'the card fee' : 'the deposit limit'));
  return loading.length > 0 ? `Waiting for ${loading.join(' and ')} to load.` : null;
}

/**
 * What a Deposit button says while a figure of the total is not known, and its Try again when
 * one failed to load: it asks again for the figures that failed (SubmitButton's figureWait,
 * onRetry).
 */
export function useFigureWait(sources: readonly FigureSource[]) {
  const dispatch = useAppDispatch();
  const figureWait = useAppSelector((state) => selectFigureWait(state, sources));
  return {
    figureWait,
    onRetry:
      figureWait === FEE_NOT_LOADED
        ? () => dispatch(fundingSourcesRetryPressed({ keys: sources }))
        : null,
  };
}
