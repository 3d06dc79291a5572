import { useId } from 'react';
import { useAppDispatch, useAppSelector } from '@/domain/storeHooks';
import { useFormLocked } from '@/components/formLockContext';
import { maskAccount } from '@/lib/masking';
import { MUST_VERIFY_FIRST } from '@/features/bank-link/handoff';
import { FORM_AREA_ATTRIBUTE } from '@/domain/amount/views/AmountEntry';
import { selectAchAccounts } from '@/domain/funding-sources/selectors';
import { MarkDefaultButton } from '@/domain/mark-default/views/MarkDefaultButton';
import { achAccountChosen } from '../achSlice';
import { selectChosenAccount } from '../selectors';

/** Existing mode: the saved accounts, masked by type, each with its default toggle. */
export function ExistingAccountForm() {
  const dispatch = useAppDispatch();
  const groupName = useId();
  const accounts = useAppSelector(selectAchAccounts);
  const chosen = useAppSelector(selectChosenAccount);
  const locked = useFormLocked();
  // A failed load is told above the form (LoadError); a new account can still be added.
  if (accounts.length === 0) return null;
  return (
    <fieldset className="choice-group" {...{ [FORM_AREA_ATTRIBUTE]: '' }}>
      <legend className="field-label">Select Account</legend>
      {accounts.map((account) => {
        const label = maskAccount(account.accountType, account.accountNumber);
        const labelId = `${groupName}-${account.fundingMethodId}`;
        const noteId = `${labelId}-note`;
        return (
          <div key={account.fundingMethodId} className="saved-method">
            <label className="choice ach-account__choice">
              <input
                type="radio"
                name={groupName}
                value={account.fundingMethodId}
                checked={chosen?.fundingMethodId === account.fundingMethodId}
                disabled={locked}
                aria-describedby={account.plaidRequired ? noteId : undefined}
                onChange={() =>
                  dispatch(achAccountChosen({ fundingMethodId: account.fundingMethodId }))
                }
              />
              <span id={labelId} className="ach-account__number">
                {label}
              </span>
            </label>
            <MarkDefaultButton
              fundingMethod="ach"
              fundingMethodId={account.fundingMethodId}
              describedBy={labelId}
            />
            {account.plaidRequired ? (
              <span id={noteId} className="ach-account__note">
                {MUST_VERIFY_FIRST}
              </span>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
