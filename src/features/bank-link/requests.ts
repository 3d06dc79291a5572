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
}

/** The receipt's method: Link's account is known to the server only. */
const BANK_LINK_METHOD = 'Bank account (Instant Bank Verification)';

/** The deposit from the account Link just linked. */
export function bankLinkDeposit({
  cents,
  publicToken,
  accountId,
  linkSessionId,
}: BankLinkDepositInput): TransactionRequest {
  return {
    form: BANK_LINK_FORM,
    direction: 'deposit',
    transactionType: TRANSACTION_TYPE.achDeposit,
    cents,
    receipt: { feeCents: 0, method: BANK_LINK_METHOD },
    mayChange: ['achAccounts', 'achLimits'],
    post: () => depositWithBankLink({ amountCents: cents, publicToken, accountId, linkSessionId }),
    ownFailureMessage: BANK_LINK_MESSAGES.apiFailure,
  };
}
