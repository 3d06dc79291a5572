import type { AccountType } from './ledger';

/**
 * The stand-in bank-linking dialog's banks. The dialog offers these accounts and the sandbox
 * service recognises their ids when a linked deposit arrives, as the real provider's servers
 * would. The saving account is the demo account's unverified saving account, so linking it
 * verifies that account instead of adding a new one. The OAuth bank's account is linked through
 * a round trip to the stand-in bank page (public/sandbox-oauth-bank.html).
 */
export interface SandboxBankAccount {
  id: string;
  institution: { name: string; institution_id: string };
  name: string;
  /** What the provider shows: the last 4 digits. */
  mask: string;
  subtype: 'checking' | 'savings';
  accountType: AccountType;
  /** What the ledger keeps: the last 5 characters. */
  last5: string;
  /** The bank links through OAuth: the page leaves for its site and comes back. */
  oauth?: true;
}

export const SANDBOX_BANK_ACCOUNTS: readonly SandboxBankAccount[] = [
  {
    id: 'sandbox-account-checking-1111',
    institution: { name: 'First Sandbox Bank', institution_id: 'ins_sandbox_1' },
    name: 'Everyday Checking',
    mask: '1111',
    subtype: 'checking',
    accountType: 'chk',
    last5: '01111',
  },
  {
    id: 'sandbox-account-savings-3210',
    institution: { name: 'Sandbox Credit Union', institution_id: 'ins_sandbox_2' },
    name: 'Saving',
    mask: '3210',
    subtype: 'savings',
    accountType: 'sav',
    last5: '43210',
  },
  {
    id: 'sandbox-account-oauth-checking-7777',
    institution: { name: 'Sandbox OAuth Bank', institution_id: 'ins_sandbox_oauth' },
    name: 'Checking',
    mask: '7777',
    subtype: 'checking',
    accountType: 'chk',
    last5: '07777',
    oauth: true,
  },
];

/**
 * Link tokens of the sandbox's `link-unavailable` scenario: the stand-in Link never becomes
 * ready with them, as when Plaid's script cannot be reached.
 */
export const UNREACHABLE_LINK_TOKEN_PREFIX = 'link-sandbox-unreachable';

export const findSandboxBankAccount = (id: string) =>
  SANDBOX_BANK_ACCOUNTS.find((account) => account.id === id);
