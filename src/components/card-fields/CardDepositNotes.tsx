import type { ReactNode } from 'react';
import type { FeeRange } from '@/lib/chargeSummary';
import { formatMoney } from '@/lib/money';
import './cardFields.css';

interface CardDepositNotesProps {
  /** 'Weekly Amount Available for Deposit: $1,000.00', 'N/A', or null while loading. */
  limitText: string | null;
  /**
   * The fee, shown when it is one non-zero figure (a brand's); null while it is not known (the
   * customer record is loading or failed): its line is kept, empty.
   */
  fee: FeeRange | null;
  children?: ReactNode;
}

/**
 * The available limit and the card fee under a card deposit form (spec sections 2 and 9). While
 * they load their lines are kept empty, so the form does not move when they come.
 */
export function CardDepositNotes({ limitText, fee, children }: CardDepositNotesProps) {
  return (
    <div className="deposit-notes">
      <p className="deposit-notes__limit">{limitText}</p>
      {children}
      {fee === null ? <p className="deposit-notes__fee" /> : null}
      {fee && fee.min === fee.max && fee.min > 0 ? (
        <p className="deposit-notes__fee">
          {`There is a ${formatMoney(fee.min)} fee for credit & debit card deposits.`}
        </p>
      ) : null}
    </div>
  );
}
