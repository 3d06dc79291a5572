/** Every route of the app (hash routing), named once so no screen spells a path. */
export const paths = {
  home: '/',
  deposit: '/deposit',
  cardFunding: '/deposit/cardfunding',
  achFunding: '/deposit/xpressfunding',
  newCard: '/deposit/xpressfunding-new-card',
  newCardShort: '/new-card',
  walletDeposit: '/deposit/paypalfunding',
  plaidFunding: '/deposit/plaidfunding',
  withdraw: '/withdraw',
  walletWithdraw: '/withdraw/paypalfunding',
  achWithdraw: '/withdraw/xpressfunding',
  checkWithdraw: '/withdraw/xpressfunding-fedex',
  confirmation: '/confirmation',
  terms: '/terms-and-conditions',
  rewardsRules: '/terms-and-conditions?context=withdraw',
  error: '/error',
} as const;

/** The deposit home's two addresses. */
export const isHomePath = (pathname: string): boolean =>
  pathname === paths.home || pathname === paths.deposit;
