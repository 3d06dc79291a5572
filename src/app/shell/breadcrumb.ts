import { paths } from '@/config/paths';

export interface Crumb {
  label: string;
  /** Where the crumb leads; null for the current page (the last crumb). */
  path: string | null;
}

type First = 'Deposit' | 'Withdraw' | 'Terms and Conditions';

const FIRST_PATH: Record<First, string> = {
  Deposit: paths.home,
  Withdraw: paths.withdraw,
  'Terms and Conditions': paths.terms,
};

/** Each route that shows a breadcrumb: its first item and its active second item, if any. */
const TRAILS: Record<string, [First, string | null]> = {
  [paths.cardFunding]: ['Deposit', 'Credit/Debit card'],
  [paths.achFunding]: ['Deposit', 'Xpressfund'],
  [paths.newCard]: ['Deposit', 'Add new Credit/Debit card'],
  [paths.newCardShort]: ['Deposit', 'Add new Credit/Debit card'],
  [paths.walletDeposit]: ['Deposit', 'Paypal'],
  [paths.withdraw]: ['Withdraw', null],
  [paths.achWithdraw]: ['Withdraw', 'Xpressfund'],
  [paths.checkWithdraw]: ['Withdraw', 'Check'],
  [paths.walletWithdraw]: ['Withdraw', 'Paypal'],
};

/** Bank linking is the Xpressfund (ACH) deposit's way to add an account: a step below it. */
const BANK_LINK_TRAIL: Crumb[] = [
  { label: 'Deposit', path: paths.home },
  { label: 'Xpressfund', path: paths.achFunding },
  { label: 'Instant Bank Verification', path: null },
];

/**
 * The breadcrumb of a location (spec 'Shared chrome'), or null where there is none: the deposit
 * home ('/' and '/deposit'), /confirmation, /error and unknown paths. The last crumb is the
 * current page. The terms page reached from a withdraw screen (`?context=withdraw`) shows the
 * rewards rules and belongs to Withdraw (decisions section 6).
 */
export function breadcrumbFor(pathname: string, search: string): Crumb[] | null {
  if (pathname === paths.plaidFunding) return BANK_LINK_TRAIL;
  let trail = TRAILS[pathname];
  if (pathname === paths.terms) {
    trail =
      new URLSearchParams(search).get('context') === 'withdraw'
        ? ['Withdraw', 'Rewards Program Rules']
        : ['Terms and Conditions', null];
  }
  if (!trail) return null;
  const [first, second] = trail;
  if (second === null) return [{ label: first, path: null }];
  return [
    { label: first, path: FIRST_PATH[first] },
    { label: second, path: null },
  ];
}
