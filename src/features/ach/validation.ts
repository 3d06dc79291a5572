import type { AccountType } from '@/api/types';
import {
  ACH_ACCOUNT_MAX,
  ACH_ACCOUNT_MIN,
  CHECK_NUMBER_MAX,
  CHECK_NUMBER_MIN,
  ROUTING_NUMBER_LENGTH,
} from '@/config/constants';
import type { AchField, AchFields } from './types';

/** The new-account form's messages (spec section 5). */
const ACH_FIELD_MESSAGES = {
  routingRequired: 'Routing Number required',
  routingInvalid: 'Invalid Routing Number',
  accountRequired: 'Account Number required',
  accountInvalid: 'Invalid Account Number',
  confirmMismatch: 'Confirm Account Number should be same as Account Number.',
  checkRequired: 'Check Number required',
  checkInvalid: 'Invalid Check Number',
} as const;

export type AchFieldErrors = Partial<Record<AchField, string>>;

const ROUTING = new RegExp(`^\\d{${ROUTING_NUMBER_LENGTH}}$`);
const ACCOUNT = new RegExp(`^\\d{${ACH_ACCOUNT_MIN},${ACH_ACCOUNT_MAX}}$`);
const CHECK = new RegExp(`^\\d{${CHECK_NUMBER_MIN},${CHECK_NUMBER_MAX}}$`);

function ruleError(value: string, pattern: RegExp, required: string, invalid: string) {
  if (value === '') return required;
  return pattern.test(value) ? undefined : invalid;
}

/** Every rule of the new-account form; an empty result means the fields may be sent. */
export function validateNewAccount(fields: AchFields, accountType: AccountType): AchFieldErrors {
  const errors: AchFieldErrors = {
    routingNumber: ruleError(
      fields.routingNumber,
      ROUTING,
      ACH_FIELD_MESSAGES.routingRequired,
      ACH_FIELD_MESSAGES.routingInvalid,
    ),
    accountNumber: ruleError(
      fields.accountNumber,
      ACCOUNT,
      ACH_FIELD_MESSAGES.accountRequired,
      ACH_FIELD_MESSAGES.accountInvalid,
    ),
    confirmAccountNumber:
      fields.confirmAccountNumber === fields.accountNumber
        ? undefined
        : ACH_FIELD_MESSAGES.confirmMismatch,
    // Saving accounts have no checks.
    checkNumber:
      accountType === 'chk'
        ? ruleError(
            fields.checkNumber,
            CHECK,
            ACH_FIELD_MESSAGES.checkRequired,
            ACH_FIELD_MESSAGES.checkInvalid,
          )
        : undefined,
  };
  return Object.fromEntries(
    Object.entries(errors).filter(([, message]) => message !== undefined),
  ) as AchFieldErrors;
}
