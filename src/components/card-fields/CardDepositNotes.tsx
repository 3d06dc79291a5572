import type { ReactNode } from 'react';
import { formatMoney, type Cents } from '@/lib/money';
import './cardFields.css';

interface CardDepositNotesProps {
  /** 'Weekly Amount Available for Deposit: $1,000.00', 'N/A', or null while loading. */
  limitText: string | null;
  /** The brand's fee; shown only when non-zero. */
  feeCents: Cents;
  /** The fee is not known yet (the customer record is loading): its line is kept, empty. */
  feePending: boolean;
  children?: ReactNode;
}

/**
 * The available limit and the card fee under a card deposit form (spec sections 2 and 9). While
 * they load their lines are kept empty, so the form does not move when they come.
 */
export function CardDepositNotes({
  limitText,
  feeCents,
  feePending,
  children,
}: CardDepositNotesProps) {
  return (
    <div className="deposit-notes">
      <p className="deposit-notes__limit">{limitText}</p>
      {children}
      {feePending ? <p className="deposit-notes__fee" /> : null}
      {!feePending && feeCents > 0 ? (
        <p className="deposit-notes__fee">
          {`There is a ${formatMoney(feeCents)} fee for credit & debit card deposits.`}
        </p>
      ) : null}
    </div>
  );
}
