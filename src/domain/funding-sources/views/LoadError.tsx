import { useAppDispatch, useAppSelector } from '@/domain/storeHooks';
import { FailedLoad } from '@/components/LoadFailure';
import { currentEnvironment } from '@/domain/context/environment';
import { fundingSourcesRetryPressed, type SourceKey } from '../fundingSourcesSlice';
import { selectDetailsLoadError } from '../selectors';

/**
 * 'An error occurred while fetching your account details' when one of a screen's sources
 * failed to load (a 401 or 403 opens a popup instead). Pass the keys the screen loads. Its
 * 'Try again' is the unknown-figure rule's: `fundingSources/retryPressed` with these keys,
 * which fetches those that failed and nothing else.
 */
export function LoadError({ sources }: { sources: readonly SourceKey[] }) {
  const dispatch = useAppDispatch();
  const message = useAppSelector((state) => selectDetailsLoadError(state, sources));
  if (message === null) return null;
  return (
    <FailedLoad
      message={message}
      phone={currentEnvironment().support.phone}
      onRetry={() => dispatch(fundingSourcesRetryPressed({ keys: sources }))}
    />
  );
}
