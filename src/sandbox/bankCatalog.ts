import type { AccountType } from './ledger';

/**
 * The stand-in bank-linking dialog's banks. The dialog offers these accounts and the sandbox
 * service recognises their ids when a linked deposit arrives, as the real provider's servers
 * would. The saving account is the demo account's unverified saving account, so linking it
 * verifies that account instead of adding a new one.
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
];

export const findSandboxBankAccount = (id: string) =>
  SANDBOX_BANK_ACCOUNTS.find((account) => account.id === id);
