import type { ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import { paths } from '@/config/paths';
import { DepositHome, QuickDepositPending } from '@/features/deposit-home/views/DepositHome';
import type { WithdrawScreen } from '@/features/withdraw/route';
import { lazyFeature, type LazyScreen } from './lazyFeature';
import { lazyFeatures } from './lazyFeatures';

/** The withdraw screens share one chunk, slice and saga (injected once, by name). */
const withdrawScreen = (screen: WithdrawScreen) =>
  lazyFeature(() =>
    lazyFeatures.withdraw().then((feature) => ({
      ...feature,
      Screen: feature.screens[screen],
    })),
  );

/** The card screen's three routes (existing and new mode) share one component and chunk. */
const cardScreen = lazyFeature(lazyFeatures.card);

/** The home with its quick deposit, a lazily loaded feature of its own (its loader only where its place is kept). */
const QuickDeposit = lazyFeature(lazyFeatures.quickDeposit, <QuickDepositPending />);
function DepositHomeScreen() {
  return <DepositHome quickDeposit={<QuickDeposit />} />;
}

/** Every route of the app; the not-found page catches the rest (see App). */
export const routes: { path: string; Screen: ComponentType | LazyScreen }[] = [
  { path: paths.home, Screen: DepositHomeScreen },
  { path: paths.deposit, Screen: DepositHomeScreen },
  { path: paths.cardFunding, Screen: cardScreen },
  { path: paths.achFunding, Screen: lazyFeature(lazyFeatures.ach) },
  { path: paths.newCard, Screen: cardScreen },
  { path: paths.newCardShort, Screen: cardScreen },
  {
    path: paths.walletDeposit,
    Screen: lazyFeature(lazyFeatures.walletDeposit),
  },
  { path: paths.plaidFunding, Screen: lazyFeature(lazyFeatures.bankLink) },
  { path: paths.withdraw, Screen: withdrawScreen('method') },
  { path: paths.walletWithdraw, Screen: withdrawScreen('paypal') },
  { path: paths.achWithdraw, Screen: withdrawScreen('ach') },
  { path: paths.checkWithdraw, Screen: withdrawScreen('check') },
  {
    path: paths.confirmation,
    Screen: lazyFeature(lazyFeatures.confirmation),
  },
  { path: paths.terms, Screen: lazyFeature(lazyFeatures.terms) },
  { path: paths.error, Screen: lazyFeature(lazyFeatures.errorPage) },
];

/**
 * The routes without a breadcrumb (every other one has its trail in shell/breadcrumb.ts): the
 * others keep its place while its chunk loads, so nothing below it moves when it comes.
 */
const WITHOUT_BREADCRUMB: string[] = [paths.home, paths.deposit, paths.confirmation, paths.error];
export const hasBreadcrumb = (path: string) => !WITHOUT_BREADCRUMB.includes(path);

/**
 * The route of a path. Every route is a static path: react-router's matchPath (any case, a
 * trailing slash allowed) picks it; its <Routes> would add ranking and data-router error
 * handling the app does not use.
 */
export const findRoute = (pathname: string) => routes.find(({ path }) => matchPath(path, pathname));
