/** Every route of the app (hash routing). Builders live here so no screen spells a path. */
export const paths = {
  home: '/',
  deposit: '/deposit',
  cardFunding: '/deposit/cardfunding',
  achFunding: '/deposit/xpressfunding',
  newCard: '/deposit/xpressfunding-new-card',
  newCardShort: '/new-card',
  paypalDeposit: '/deposit/paypalfunding',
  plaidFunding: '/deposit/plaidfunding',
  withdraw: '/withdraw',
  paypalWithdraw: '/withdraw/paypalfunding',
  achWithdraw: '/withdraw/xpressfunding',
  checkWithdraw: '/withdraw/xpressfunding-fedex',
  confirmation: '/confirmation',
  terms: '/terms-and-conditions',
  rewardsRules: '/terms-and-conditions?context=withdraw',
  error: '/error',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];
