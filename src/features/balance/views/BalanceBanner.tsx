import { useSelector } from 'react-redux';
import { formatMoney } from '@/lib/money';
import { selectCurrentBalance, selectIsBalanceLow } from '../selectors';

/** 'Available Balance', flagged 'is low' under the low limit, '--' when unknown. */
export function BalanceBanner() {
  const balance = useSelector(selectCurrentBalance);
  const low = useSelector(selectIsBalanceLow);
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
          <span className="placeholder-text" aria-label="Loading balance">
            ······
          </span>
        ) : balance.cents === null ? (
          '--'
        ) : (
          formatMoney(balance.cents)
        )}
      </p>
    </section>
  );
}
