import { useAppSelector } from '@/store/hooks';
import { TRANSACTION_TYPE, WALLET_DEPOSIT_FEE_CENTS } from '@/config/constants';
import { withFeeCents } from '@/config/fees';
import { processingDayLine, withdrawableFromLine } from '@/lib/estimatedDates';
import { formatMoney } from '@/lib/money';
import { selectCurrentBalance } from '@/domain/balance/selectors';
import type { Completed } from '@/domain/transaction/transactionSlice';

const WHEN = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The receipt's details: the page's own, or, after a reload (only the amount is stored), what
 * the transaction type alone tells (a wallet deposit's fee and method).
 */
function detailsOf(completed: Completed) {
  if (completed.receipt) return completed.receipt;
  if (completed.direction === 'deposit' && completed.transactionType === TRANSACTION_TYPE.wallet) {
    return { feeCents: WALLET_DEPOSIT_FEE_CENTS, method: 'PayPal' };
  }
  return null;
}

/** Card and ACH deposits wait six days before they can be withdrawn (decisions section 6). */
const WAITING_DEPOSITS: readonly string[] = [
  TRANSACTION_TYPE.cardDeposit,
  TRANSACTION_TYPE.achDeposit,
];

/**
 * The estimated date the spec's facts imply, counted from when the transaction completed in this
 * page (after a reload that moment is not known, and no date is named).
 */
function estimatedDate({ direction, transactionType, receipt }: Completed): string | null {
  if (!receipt) return null;
  if (transactionType === TRANSACTION_TYPE.checkWithdrawal) {
    return processingDayLine(receipt.completedAt);
  }
  return direction === 'deposit' && WAITING_DEPOSITS.includes(transactionType)
    ? withdrawableFromLine(receipt.completedAt)
    : null;
}

/**
 * Under 'Transaction Successful': amount, fee, total, method (masked), date and time, how a
 * withdrawal arrives, and the balance once it has been fetched again.
 */
export function Receipt({ completed }: { completed: Completed }) {
  const balance = useAppSelector(selectCurrentBalance);
  const details = detailsOf(completed);
  const date = estimatedDate(completed);
  const deposit = completed.direction === 'deposit';
  const rows: [string, string][] = [['Amount', formatMoney(completed.cents)]];
  if (details) {
    rows.push(
      ['Fee', details.feeCents === 0 ? 'No fee' : formatMoney(details.feeCents)],
      [
        deposit ? 'Total charged' : 'Taken from your balance',
        formatMoney(withFeeCents(completed.cents, details.feeCents)),
      ],
      [deposit ? 'Paid with' : 'Sent to', details.method],
    );
  }
  if (completed.receipt) rows.push(['Date and time', WHEN.format(completed.receipt.completedAt)]);
  if (completed.receipt?.delivery) rows.push(['Delivery', completed.receipt.delivery]);
  rows.push([
    'New balance',
    balance.status === 'loaded' && balance.cents !== null
      ? formatMoney(balance.cents)
      : balance.status === 'failed'
        ? 'Not available right now'
        : 'Updating…',
  ]);
  return (
    <section className="receipt" aria-label="Receipt">
      <dl className="receipt__list">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {date ? <p className="receipt__date">{date}</p> : null}
    </section>
  );
}
