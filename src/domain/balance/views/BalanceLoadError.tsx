import { useAppDispatch, useAppSelector } from '@/domain/storeHooks';
import { FailedLoad } from '@/components/LoadFailure';
import { currentEnvironment } from '@/domain/context/environment';
import { balanceRetryPressed, type BalanceKind } from '../balanceSlice';
import { selectBalanceLoadError } from '../selectors';

/**
 * The catalogue's message when this balance could not be loaded (401 and 403 open a popup),
 * with 'Try again' (`balance/retryPressed`: this balance, if it failed) and support's phone.
 */
export function BalanceLoadError({ kind }: { kind: BalanceKind }) {
  const dispatch = useAppDispatch();
  const error = useAppSelector((state) => selectBalanceLoadError(state, kind));
  if (error === null) return null;
  return (
    <FailedLoad
      message={error}
      phone={currentEnvironment().support.phone}
      onRetry={() => dispatch(balanceRetryPressed({ kinds: [kind] }))}
    />
  );
}
