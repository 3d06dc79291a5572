/**
 * The server side of the wire contract (docs/api.md): the shapes the sandbox answers with, and
 * how ledger records become them. Written from the contract, not from the app's api/ module, so
 * the sandbox checks the app rather than echoing it.
 */
import type {
  AccountType,
  CardBrand,
  DepositLimit,
  MethodType,
  SavedAccount,
  SavedCard,
} from './ledger';

export interface WireBalance {
  amount: string;
}
export interface WireCustomer {
  vsCharge: number;
  mcCharge: number;
  fedExCharge: number;
  accountNumber: string;
}
export interface WireAddress {
  address: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  addressType: 'residence' | 'mailing';
}
export interface WireCard {
  accountNumber: string;
  subType: CardBrand;
  expiryDate: string;
  fundingMethodId: number;
  type: 'cc';
}
export interface WireBankAccount {
  accountNumber: string;
  accountType: AccountType;
  fundingMethodId: number;
  type: 'ach';
  plaidVerified: boolean;
  plaidRequired: boolean;
}
export interface WireLimitRecord {
  fundingMethodId: number;
  availableLimit: number;
  timeFrame: string;
  authorized: boolean;
}
export interface WirePresets {
  payPal: number[];
  ach: number[];
  creditCard: number[];
  defaultPaypalAmount: number;
  defaultCreditCardAmount: number;
  defaultAchAmount: number;
}
export interface WireDefaultMethod {
  fundingMethod: MethodType | null;
  fundingMethodId: number | null;
}
/** The answer to every POST; errorCode 0 is success. */
export interface WireTransactionResult {
  errorCode: number;
  errorMessage: string;
}

/** Balance text the way the real service sends it: "1,234.56". */
export function wireBalance(cents: number): WireBalance {
  const amount = (cents / 100).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return { amount };
}

/** Masked by construction: the ledger never had more than the last 4 digits. */
export function wireCard(card: SavedCard): WireCard {
  return {
    accountNumber: `${'*'.repeat(12)}${card.last4}`,
    subType: card.subType,
    expiryDate: card.expiryDate,
    fundingMethodId: card.fundingMethodId,
    type: 'cc',
  };
}

/** Masked by construction: the ledger never had more than the last 5 characters. */
export function wireAccount(account: SavedAccount): WireBankAccount {
  return {
    accountNumber: `*****${account.last5}`,
    accountType: account.accountType,
    fundingMethodId: account.fundingMethodId,
    type: 'ach',
    plaidVerified: account.plaidVerified,
    plaidRequired: account.plaidRequired,
  };
}

export function wireLimit(limit: DepositLimit): WireLimitRecord {
  return {
    fundingMethodId: limit.fundingMethodId,
    availableLimit: limit.availableCents / 100,
    timeFrame: limit.timeFrame,
    authorized: limit.authorized,
  };
}
