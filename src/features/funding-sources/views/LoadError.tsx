import { useAppSelector } from '@/app/hooks';
import type { SourceKey } from '../fundingSourcesSlice';
import { selectDetailsLoadError } from '../selectors';

/**
 * 'An error occurred while fetching your account details' when one of a screen's sources
 * failed to load (a 401 or 403 opens a popup instead). Pass the keys the screen loads.
 */
export function LoadError({ sources }: { sources: readonly SourceKey[] }) {
  const message = useAppSelector((state) => selectDetailsLoadError(state, sources));
  if (message === null) return null;
  return (
    <p className="load-error" role="alert">
      {message}
    </p>
  );
}
