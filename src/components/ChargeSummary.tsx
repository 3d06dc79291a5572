import {
  amountText,
  feeText,
  isOverLimit,
  SUMMARY_TEXTS,
  totalText,
  type FeeRange,
} from '@/lib/chargeSummary';
import type { Cents } from '@/lib/money';
import './chargeSummary.css';

export interface SummaryRow {
  label: string;
  value: string;
}

interface ChargeSummaryProps {
  /** The region's name, e.g. 'Deposit summary'. */
  label: string;
  rows: SummaryRow[];
  /** A warning under the figures (a status: announced when it appears). */
  warning?: string | null;
}

/**
 * The figures above a submit button: what is sent, what it costs, what it comes to. Not a live
 * region: it changes on every key of the amount, and the button names the amount when pressed.
 */
export function ChargeSummary({ label, rows, warning = null }: ChargeSummaryProps) {
  return (
    <section className="charge-summary" aria-label={label}>
      <dl className="charge-summary__list">
        {rows.map(({ label: term, value }) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="form-warning charge-summary__warning" role="status">
        {warning}
      </p>
    </section>
  );
}

interface DepositSummaryProps {
  amount: Cents | null;
  /** This method's fee; null while it loads. */
  fee: FeeRange | null;
  /** The available limit shown on the form, when there is one. */
  limit: Cents | null;
}

/** Amount, fee and total to be charged above every Deposit button, with the over-limit warning. */
export function DepositSummary({ amount, fee, limit }: DepositSummaryProps) {
  return (
    <ChargeSummary
      label="Deposit summary"
      rows={[
        { label: 'Amount', value: amountText(amount) },
        { label: 'Fee', value: feeText(fee) },
        { label: 'Total to be charged', value: totalText(amount, fee) },
      ]}
      warning={isOverLimit(amount, limit) ? SUMMARY_TEXTS.overLimit : null}
    />
  );
}
