import type { AmountForm } from './forms';

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

/**
 * Where the wallet provider sends the person back (decisions section 2), and the form shown
 * there: the wallet deposit's route, and the home for the quick-deposit frame (its callBackUrl).
 */
const WALLET_RETURN_FORMS: Readonly<Record<string, AmountForm>> = {
  [paths.walletDeposit]: 'paypalDeposit',
  [paths.home]: 'quickDeposit',
};

/** The form a wallet return to this path completes, or null when it is no return address. */
export const walletReturnForm = (pathname: string): AmountForm | null =>
  Object.hasOwn(WALLET_RETURN_FORMS, pathname) ? (WALLET_RETURN_FORMS[pathname] ?? null) : null;

/**
 * The addresses a provider's round trip returns to: the flow that owns the round trip decides
 * there what becomes of its pending record, so the stored outcome's lifetime rule leaves them be.
 */
export const isRoundTripReturn = (pathname: string): boolean => walletReturnForm(pathname) !== null;

/** The flags the wallet provider adds to the address it returns to (decisions section 2). */
export const WALLET_ANSWER_FLAGS = ['success', 'error'] as const;
