import { depositWithSavedAccount } from '@/api/achAccounts';
import { addCardAndDeposit, depositWithSavedCard } from '@/api/cards';
import type { BankAccount, Card, CardBrand } from '@/api/types';
import { TRANSACTION_TYPE } from '@/config/constants';
import type { Cents } from '@/lib/money';
import type { AmountForm } from '@/features/amount/amountSlice';
import type { TransactionRequest } from './submitTransaction';

/**
 * The deposit requests several forms send (the full screens and the home's quick deposit), so
 * each is built once. The sensitive values live only in the POST's closure, never in an action.
 */

export interface SavedCardDepositInput {
  form: AmountForm;
  card: Card;
  cvcCode: string;
  /** YYYY-MM-01 */
  expiryDate: string;
  cents: Cents;
}

export function savedCardDeposit({
  form,
  card,
  cvcCode,
  expiryDate,
  cents,
}: SavedCardDepositInput): TransactionRequest {
  return {
    form,
    direction: 'deposit',
    transactionType: TRANSACTION_TYPE.cardDeposit,
    cents,
    mayChange: ['ccLimits'],
    post: () => depositWithSavedCard({ card, cvcCode, expiryDate, amountCents: cents }),
  };
}

export interface NewCardDepositInput {
  form: AmountForm;
  cardNumber: string;
  brand: CardBrand;
  cvcCode: string;
  /** YYYY-MM-01 */
  expiryDate: string;
  cents: Cents;
}

export function newCardDeposit({
  form,
  cardNumber,
  brand,
  cvcCode,
  expiryDate,
  cents,
}: NewCardDepositInput): TransactionRequest {
  return {
    form,
    direction: 'deposit',
    transactionType: TRANSACTION_TYPE.cardDeposit,
    cents,
    mayChange: ['cards', 'ccLimits'],
    post: () =>
      addCardAndDeposit({
        accountNumber: cardNumber,
        subType: brand,
        expiryDate,
        cvcCode,
        amountCents: cents,
      }),
  };
}

export interface SavedAccountDepositInput {
  form: AmountForm;
  account: BankAccount;
  cents: Cents;
}

export function savedAccountDeposit({
  form,
  account,
  cents,
}: SavedAccountDepositInput): TransactionRequest {
  return {
    form,
    direction: 'deposit',
    transactionType: TRANSACTION_TYPE.achDeposit,
    cents,
    mayChange: ['achLimits'],
    post: () => depositWithSavedAccount({ account, amountCents: cents }),
  };
}
