import { depositWithBankLink } from '@/api/achNewAccounts';
import { TRANSACTION_TYPE } from '@/config/constants';
import type { Cents } from '@/lib/money';
import type { TransactionRequest } from '@/domain/transaction/request';
import { BANK_LINK_FORM } from './handoff';
import { BANK_LINK_MESSAGES } from './messages';

export interface BankLinkDepositInput {
  cents: Cents;
  /** From Link's success: used for this one POST, never stored. */
  publicToken: string;
  accountId: string;
  linkSessionId: string;
  /** From Link's metadata, for the receipt: 'Tartan Bank', '1111'. */
  bankName: string | null;
  accountMask: string | null;
}

/** The receipt's method: the bank and the account's last digits, as far as Link told them. */
function linkedAccountMethod(bankName: string | null, accountMask: string | null) {
  const bank = bankName ?? 'Bank account';
  return accountMask === null ? bank : `${bank} ****${accountMask}`;
}

/** The deposit from the account Link just linked. */
export function bankLinkDeposit({
  cents,
  publicToken,
  accountId,
  linkSessionId,
  bankName,
  accountMask,
}: BankLinkDepositInput): TransactionRequest {
  return {
    form: BANK_LINK_FORM,
    direction: 'deposit',
    transactionType: TRANSACTION_TYPE.achDeposit,
    cents,
    receipt: { feeCents: 0, method: linkedAccountMethod(bankName, accountMask) },
    mayChange: ['achAccounts', 'achLimits'],
    post: () => depositWithBankLink({ amountCents: cents, publicToken, accountId, linkSessionId }),
    ownFailureMessage: BANK_LINK_MESSAGES.apiFailure,
  };
}
