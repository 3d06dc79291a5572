import type { ReactNode } from 'react';
import { useAppSelector } from '@/domain/storeHooks';
import { formatMoney } from '@/lib/money';
import { selectCurrentBalance, selectIsBalanceLow } from '../selectors';
import { BalanceLoadError } from './BalanceLoadError';

/**
 * 'Available Balance': a placeholder while loading, then the amount, flagged 'is low' under the
 * low limit with the screen's way to deposit (`whenLow`); '--' when it could not be loaded, with
 * the catalogue's message.
 */
export function BalanceBanner({ whenLow }: { whenLow?: ReactNode }) {
  const balance = useAppSelector(selectCurrentBalance);
  const low = useAppSelector(selectIsBalanceLow);
  const loading = balance.status === 'idle' || balance.status === 'loading';
  return (
    <section
      className={`balance-banner${low ? ' balance-banner--low' : ''}`}
      aria-labelledby="balance-banner-label"
      aria-busy={loading}
    >
      <h2 id="balance-banner-label" className="balance-banner__label">
        Available Balance{low ? <span className="balance-banner__low"> is low</span> : null}
      </h2>
      <p className="balance-banner__amount">
        {loading ? (
          <>
            <span className="placeholder-text" aria-hidden="true">
              ······
            </span>
            <span className="visually-hidden">Loading balance</span>
          </>
        ) : balance.cents === null ? (
          '--'
        ) : (
          formatMoney(balance.cents)
        )}
      </p>
      {low ? whenLow : null}
      <BalanceLoadError kind="current" />
    </section>
  );
}
