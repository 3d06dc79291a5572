import { useAppSelector } from '@/domain/storeHooks';
import { TRANSACTION_TYPE, WALLET_DEPOSIT_FEE_CENTS } from '@/config/constants';
import { withFeeCents } from '@/config/fees';
import { processingDayLine, withdrawableFromLine } from '@/lib/estimatedDates';
import { formatMoney } from '@/lib/money';
import { selectCurrentBalance } from '@/domain/balance/selectors';
import type { Completed } from '@/domain/transaction/transactionSlice';

/** Decisions: every time and date in US Eastern, and named so: 'Nov 27, 2026, 7:19 PM ET'. */
const EASTERN_TIME = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'America/New_York',
});
const whenText = (ms: number) => `${EASTERN_TIME.format(ms)} ET`;

/**
 * The receipt's details: the page's own (stored with the outcome, so a reload keeps them), or
 * what the transaction type alone tells (a wallet deposit completed by its return: its fee and
 * method).
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
 * The estimated date the spec's facts imply, counted from when the transaction completed (an
 * outcome stored without that moment names no date).
 */
function estimatedDate({ direction, transactionType, completedAt }: Completed): string | null {
  if (completedAt === undefined) return null;
  if (transactionType === TRANSACTION_TYPE.checkWithdrawal) {
    return processingDayLine(completedAt);
  }
  return direction === 'deposit' && WAITING_DEPOSITS.includes(transactionType)
    ? withdrawableFromLine(completedAt)
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
  if (completed.completedAt !== undefined) {
    rows.push(['Date and time', whenText(completed.completedAt)]);
  }
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
