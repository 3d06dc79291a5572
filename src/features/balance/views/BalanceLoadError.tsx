import { useAppSelector } from '@/app/hooks';
import type { BalanceKind } from '../balanceSlice';
import { selectBalanceLoadError } from '../selectors';

/** The catalogue's message when this balance could not be loaded (401 and 403 open a popup). */
export function BalanceLoadError({ kind }: { kind: BalanceKind }) {
  const error = useAppSelector((state) => selectBalanceLoadError(state, kind));
  if (error === null) return null;
  return (
    <p className="load-error" role="alert">
      {error}
    </p>
  );
}
