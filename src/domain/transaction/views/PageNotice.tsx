import { useAppSelector } from '@/domain/storeHooks';
import { selectPageNotice } from '../transactionSlice';
import { FreshBalance } from './BalanceRecheck';

/**
 * Above the screen, what happened to the account's money out of this screen's sight, with the
 * balance asked for again: a money POST left unanswered by a reload (its outcome unknown, so the
 * person checks before pressing again), or a deposit another window made.
 */
export function PageNotice() {
  const message = useAppSelector(selectPageNotice);
  if (message === null) return null;
  return (
    <div className="page-notice">
      <p className="form-error" role="alert">
        {message}
      </p>
      <FreshBalance />
    </div>
  );
}
