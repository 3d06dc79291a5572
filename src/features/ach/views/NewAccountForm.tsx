import { useId } from 'react';
import { useAppDispatch, useAppSelector } from '@/domain/storeHooks';
import type { AccountType } from '@/api/types';
import { withoutDigitGroupMarks } from '@/lib/digitGroups';
import { paths } from '@/config/paths';
import { ChoiceList, type Choice } from '@/components/ChoiceList';
import { TextField } from '@/components/TextField';
import { FORM_AREA_ATTRIBUTE } from '@/domain/amount/views/AmountEntry';
import { achAccountTypeChosen, achFieldLeft, achFieldsEdited, achTermsToggled } from '../achSlice';
import {
  selectAccountType,
  selectField,
  selectHasSavedAccounts,
  selectShownFieldError,
  selectTermsShown,
} from '../selectors';
import type { AchField } from '../types';
import { AchTerms } from './AchTerms';

interface AccountFieldProps {
  field: AchField;
  label: string;
  /** Spaces and dashes group its digits and are dropped (account and routing numbers). */
  grouped: boolean;
}

/**
 * A digits field of the new account, validated as typed or pasted; its error shows once the user
 * has left it.
 */
function AccountField({ field, label, grouped }: AccountFieldProps) {
  const dispatch = useAppDispatch();
  const value = useAppSelector((state) => selectField(state, field));
  const error = useAppSelector((state) => selectShownFieldError(state, field));
  return (
    <TextField
      className="ach-field"
      label={label}
      error={error}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      spellCheck={false}
      value={value}
      onChange={(event) => {
        const text = event.target.value;
        dispatch(achFieldsEdited({ [field]: grouped ? withoutDigitGroupMarks(text) : text }));
      }}
      onBlur={() => dispatch(achFieldLeft({ field }))}
    />
  );
}

const ACCOUNT_TYPES: Choice<AccountType>[] = [
  { value: 'chk', label: 'Checking' },
  { value: 'sav', label: 'Saving' },
];

/** New-account mode: account type, numbers, check number for Checking, and the ACH terms. */
export function NewAccountForm() {
  const dispatch = useAppDispatch();
  const termsId = useId();
  const accountType = useAppSelector(selectAccountType);
  const termsShown = useAppSelector(selectTermsShown);
  const hasSavedAccounts = useAppSelector(selectHasSavedAccounts);
  return (
    <div className="ach-new" {...{ [FORM_AREA_ATTRIBUTE]: '' }}>
      {hasSavedAccounts ? null : (
        <p className="ach-new__intro">
          You do not have a saved bank account. Add one below, or link it in seconds with{' '}
          <a href={`#${paths.plaidFunding}`}>Instant Bank Verification</a>.
        </p>
      )}
      <ChoiceList
        className="ach-types"
        legend="Account Type"
        choices={ACCOUNT_TYPES}
        value={accountType}
        onChange={(type) => dispatch(achAccountTypeChosen({ accountType: type }))}
      />
      <AccountField field="accountNumber" label="Account Number" grouped />
      <AccountField field="confirmAccountNumber" label="Confirm Account Number" grouped />
      <AccountField field="routingNumber" label="Routing Number" grouped />
      {accountType === 'chk' ? (
        <AccountField field="checkNumber" label="Check Number" grouped={false} />
      ) : null}
      <div className="ach-terms">
        <button
          type="button"
          className="button ach-terms__toggle"
          aria-expanded={termsShown}
          aria-controls={termsId}
          onClick={() => dispatch(achTermsToggled())}
        >
          {termsShown ? 'Hide Terms' : 'View Terms'}
        </button>
        <div id={termsId} className="ach-terms__text" hidden={!termsShown}>
          <AchTerms />
        </div>
      </div>
    </div>
  );
}
