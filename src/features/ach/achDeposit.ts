import type { BankAccount } from '@/api/types';
import type { Cents } from '@/lib/money';
import type { AmountForm } from '@/config/forms';
import { linkBankWithAmount } from '@/features/bank-link/handoff';
import { submitAndComplete } from '@/domain/transaction/submitTransaction';
import { savedAccountDeposit } from './requests';

/**
 * A deposit from a saved account, for the ACH screen and the home's quick deposit: an account
 * that must be verified first goes to bank linking with the amount instead of posting.
 */
export function* depositFromSavedAccount(form: AmountForm, account: BankAccount, cents: Cents) {
  if (account.plaidRequired) {
    yield* linkBankWithAmount(cents);
    return;
  }
  yield* submitAndComplete(savedAccountDeposit({ form, account, cents }));
}
