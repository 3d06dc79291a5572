import { useSelector } from 'react-redux';
import { selectBalanceLoadError } from '@/features/session/selectors';
import type { SessionState } from '@/features/session/sessionSlice';
import type { BalanceKind } from '../balanceSlice';

/** The catalogue's message when this balance could not be loaded (401 and 403 open a popup). */
export function BalanceLoadError({ kind }: { kind: BalanceKind }) {
  const error = useSelector((state: { session: SessionState }) =>
    selectBalanceLoadError(state, kind),
  );
  if (error === null) return null;
  return (
    <p className="load-error" role="alert">
      {error}
    </p>
  );
}
