import type { ComponentType } from 'react';
import { paths } from '@/config/paths';
import { DepositHome } from '@/features/deposit-home/views/DepositHome';
import type { WithdrawScreen } from '@/features/withdraw/route';
import { lazyFeature } from './lazyFeature';
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

/** The home with its quick deposit, a lazily loaded feature of its own (no loader: it appears in place). */
const QuickDeposit = lazyFeature(lazyFeatures.quickDeposit, null);
function DepositHomeScreen() {
  return <DepositHome quickDeposit={<QuickDeposit />} />;
}

/**
 * Every route of the app; the not-found page catches the rest (see App). `breadcrumb`: the
 * route shows one (chrome/breadcrumb.ts has its trail), so its place is kept while the
 * breadcrumb's chunk loads and nothing below it moves when it comes.
 */
export const routes: { path: string; Screen: ComponentType; breadcrumb: boolean }[] = [
  { path: paths.home, Screen: DepositHomeScreen, breadcrumb: false },
  { path: paths.deposit, Screen: DepositHomeScreen, breadcrumb: false },
  { path: paths.cardFunding, Screen: cardScreen, breadcrumb: true },
  { path: paths.achFunding, Screen: lazyFeature(lazyFeatures.ach), breadcrumb: true },
  { path: paths.newCard, Screen: cardScreen, breadcrumb: true },
  { path: paths.newCardShort, Screen: cardScreen, breadcrumb: true },
  {
    path: paths.paypalDeposit,
    Screen: lazyFeature(lazyFeatures.paypalDeposit),
    breadcrumb: true,
  },
  { path: paths.plaidFunding, Screen: lazyFeature(lazyFeatures.bankLink), breadcrumb: true },
  { path: paths.withdraw, Screen: withdrawScreen('method'), breadcrumb: true },
  { path: paths.paypalWithdraw, Screen: withdrawScreen('paypal'), breadcrumb: true },
  { path: paths.achWithdraw, Screen: withdrawScreen('ach'), breadcrumb: true },
  { path: paths.checkWithdraw, Screen: withdrawScreen('check'), breadcrumb: true },
  {
    path: paths.confirmation,
    Screen: lazyFeature(lazyFeatures.confirmation),
    breadcrumb: false,
  },
  { path: paths.terms, Screen: lazyFeature(lazyFeatures.terms), breadcrumb: true },
  { path: paths.error, Screen: lazyFeature(lazyFeatures.errorPage), breadcrumb: false },
];
