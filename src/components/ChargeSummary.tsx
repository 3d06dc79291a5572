import type { ReactNode } from 'react';
import {
  amountText,
  feeText,
  isOverLimit,
  mostAvailableText,
  SUMMARY_TEXTS,
  totalText,
  type AvailableLimit,
  type FeeRange,
} from '@/lib/chargeSummary';
import type { Cents } from '@/lib/money';
import { CVV_FIELD_SELECTOR } from './card-fields/CvvField';
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
  /** What the warning offers to do about it. */
  children?: ReactNode;
}

/**
 * The figures above a submit button: what is sent, what it costs, what it comes to. Not a live
 * region: it changes on every key of the amount, and the button names the amount when pressed.
 */
export function ChargeSummary({ label, rows, warning = null, children }: ChargeSummaryProps) {
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
      {children}
    </section>
  );
}

interface DepositSummaryProps {
  amount: Cents | null;
  /** This method's fee; null while it loads. */
  fee: FeeRange | null;
  /** The available limit shown on the form, when there is one. */
  limit: AvailableLimit | null;
  /** Sets the amount to the most the limit allows (the warning's offer). */
  onMostChosen?: (cents: Cents) => void;
}

/**
 * Amount, fee and total to be charged above every Deposit button. Above the limit, a warning
 * (the client refuses nothing) and one tap to the most that can be deposited; a refusal has
 * cleared the CVV, so an empty one is where the person goes next.
 */
export function DepositSummary({ amount, fee, limit, onMostChosen }: DepositSummaryProps) {
  const over = isOverLimit(amount, limit);
  return (
    <ChargeSummary
      label="Deposit summary"
      rows={[
        { label: 'Amount', value: amountText(amount) },
        { label: 'Fee', value: feeText(fee) },
        { label: 'Total to be charged', value: totalText(amount, fee) },
      ]}
      warning={over ? SUMMARY_TEXTS.overLimit : null}
    >
      {over && limit && onMostChosen ? (
        <button
          type="button"
          className="button charge-summary__offer"
          onClick={(event) => {
            const cvv =
              event.currentTarget.form?.querySelector<HTMLInputElement>(CVV_FIELD_SELECTOR);
            onMostChosen(limit.cents);
            if (cvv?.value === '') cvv.focus();
          }}
        >
          {mostAvailableText(limit)}
        </button>
      ) : null}
    </ChargeSummary>
  );
}
