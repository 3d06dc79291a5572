import { useAppSelector } from '@/domain/storeHooks';
import { ChargeSummary } from '@/components/ChargeSummary';
import { amountText, feeText, fixedFee, totalText } from '@/lib/chargeSummary';
import { processingDayLine } from '@/lib/estimatedDates';
import { selectEstimatesReckonedAt, selectWithdrawalCharges } from '../selectors';
import type { WithdrawForm } from '../withdrawSlice';

/**
 * Above Withdraw: the amount, its fee (and what makes it up), what leaves the balance, what
 * arrives, and how.
 */
export function WithdrawalCharges({ form }: { form: WithdrawForm }) {
  const { amount, fee, feeParts, delivery } = useAppSelector((state) =>
    selectWithdrawalCharges(state, form),
  );
  const reckonedAt = useAppSelector(selectEstimatesReckonedAt);
  const feeFigure = fixedFee(fee);
  return (
    <ChargeSummary
      label="Withdrawal summary"
      rows={[
        { label: 'Amount', value: amountText(amount) },
        {
          label: 'Fee',
          value: feeParts ? `${feeText(feeFigure)} (${feeParts})` : feeText(feeFigure),
        },
        { label: 'Taken from your balance', value: totalText(amount, feeFigure) },
        { label: 'You receive', value: amountText(amount) },
        { label: 'Delivery', value: delivery },
      ]}
    >
      {form === 'checkWithdraw' && reckonedAt !== null ? (
        <p className="charge-summary__note">{processingDayLine(reckonedAt)}</p>
      ) : null}
    </ChargeSummary>
  );
}
