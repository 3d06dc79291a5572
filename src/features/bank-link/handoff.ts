import { call, put } from 'typed-redux-saga';
import type { BankAccount } from '@/api/types';
import { paths } from '@/config/paths';
import type { Cents } from '@/lib/money';
import { navigateTo } from '@/platform/navigation';
import type { AmountForm } from '@/config/forms';
import { amountInitialized } from '@/domain/amount/amountSlice';

/**
 * Said where an account that must be verified first (plaidRequired) is chosen: the ACH screen
 * and the quick deposit.
 */
export const MUST_VERIFY_FIRST = 'This account must be verified first.';

/**
 * The submit button's name for the account chosen (none: a new account), by what pressing it
 * does: an account that must be verified first goes to bank linking, not to a deposit.
 */
export const submitLabelFor = (account: Pick<BankAccount, 'plaidRequired'> | null) =>
  account?.plaidRequired ? 'Continue to Bank Verification' : 'Deposit';

/** The form bank linking's amount belongs to. */
export const BANK_LINK_FORM: AmountForm = 'bankLink';

/**
 * A saved account that must be verified first (plaidRequired): bank linking opens with the
 * amount chosen, and its Next starts the verification. The ACH screen and the quick deposit
 * start bank linking through it, without loading bank linking's screen.
 */
export function* linkBankWithAmount(cents: Cents) {
  yield* put(amountInitialized({ form: BANK_LINK_FORM, cents }));
  yield* call(navigateTo, paths.plaidFunding);
}
