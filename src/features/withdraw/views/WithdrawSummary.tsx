import { useAppSelector } from '@/domain/storeHooks';
import { BalanceLoadError } from '@/domain/balance/views/BalanceLoadError';
import { formatMoney, type Cents } from '@/lib/money';
import { capText, TEXT_CAPS } from '@/lib/text';
import { selectCurrentBalance } from '@/domain/balance/selectors';
import { selectDetailsLoadError } from '@/domain/funding-sources/selectors';
import { selectSessionUser } from '@/domain/session/sessionSlice';
import { WITHDRAW_MESSAGES } from '../messages';
import { FORM_SOURCES, selectBillingAddressLines, selectWithdrawableCents } from '../selectors';
import type { WithdrawForm } from '../withdrawSlice';
import { WithdrawableExplained } from './WithdrawableExplained';

/** Money as '$1,234.56', or '-' when unknown. */
const moneyOrDash = (cents: Cents | null) => (cents === null ? '-' : formatMoney(cents));

/** '1200 Paddock Lane, Lexington, KY 40511' (the parts known; 'N/A' alone when none is). */
function addressLine(lines: { label: string; value: string }[]) {
  const part = (label: string) => {
    const value = lines.find((line) => line.label === label)?.value ?? '';
    return value === WITHDRAW_MESSAGES.notAvailable ? '' : capText(value, TEXT_CAPS.field);
  };
  const stateZip = [part('State'), part('Zip')].filter(Boolean).join(' ');
  const known = [part('Address'), part('City'), stateZip].filter(Boolean);
  return known.length > 0 ? known.join(', ') : WITHDRAW_MESSAGES.notAvailable;
}

/** Name, balances and billing address: the block the three withdrawal forms share. */
export function WithdrawSummary({ form }: { form: WithdrawForm }) {
  const name = useAppSelector(selectSessionUser)?.displayName;
  const current = useAppSelector(selectCurrentBalance);
  const withdrawable = useAppSelector(selectWithdrawableCents);
  const address = useAppSelector(selectBillingAddressLines);
  const detailsError = useAppSelector((state) => selectDetailsLoadError(state, FORM_SOURCES[form]));
  return (
    <section className="withdraw-summary" aria-labelledby="withdraw-summary-title">
      <h2 id="withdraw-summary-title" className="withdraw-summary__title">
        Account Summary
      </h2>
      <p className="form-error" role="alert">
        {detailsError}
      </p>
      <dl className="withdraw-summary__list">
        <div>
          <dt>Name</dt>
          <dd>{name ? capText(name, TEXT_CAPS.field) : WITHDRAW_MESSAGES.notAvailable}</dd>
        </div>
        <div>
          <dt>Current Balance</dt>
          <dd>{moneyOrDash(current.cents)}</dd>
        </div>
        <div>
          <dt>Available Balance for Withdrawal</dt>
          <dd>{moneyOrDash(withdrawable)}</dd>
        </div>
      </dl>
      <WithdrawableExplained />
      <BalanceLoadError kind="current" />
      <BalanceLoadError kind="available" />
      {/* One line that opens: the address is there to check, not to read first. */}
      <details className="withdraw-summary__address">
        <summary>{`Billing Address: ${addressLine(address)}`}</summary>
        <dl className="withdraw-summary__list">
          {address.map(({ label, value }) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{capText(value, TEXT_CAPS.field)}</dd>
            </div>
          ))}
        </dl>
      </details>
    </section>
  );
}
