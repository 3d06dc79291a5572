import type { ComponentType } from 'react';
import { paths } from '@/config/paths';
import { DepositHome } from '@/features/deposit-home/views/DepositHome';
import type { WithdrawScreen } from '@/features/withdraw/route';
import { lazyFeature } from './lazyFeature';

/** The withdraw screens share one chunk, slice and saga (injected once, by name). */
const withdrawScreen = (screen: WithdrawScreen) =>
  lazyFeature(() =>
    import('@/features/withdraw/route').then((feature) => ({
      ...feature,
      Screen: feature.screens[screen],
    })),
  );

/** The card screen's three routes (existing and new mode) share one component and chunk. */
const cardScreen = lazyFeature(() => import('@/features/card/route'));

/** Every route of the app; the not-found page catches the rest (see App). */
export const routes: { path: string; Screen: ComponentType }[] = [
  { path: paths.home, Screen: DepositHome },
  { path: paths.deposit, Screen: DepositHome },
  { path: paths.cardFunding, Screen: cardScreen },
  { path: paths.achFunding, Screen: lazyFeature(() => import('@/features/ach/route')) },
  { path: paths.newCard, Screen: cardScreen },
  { path: paths.newCardShort, Screen: cardScreen },
  {
    path: paths.paypalDeposit,
    Screen: lazyFeature(() => import('@/features/paypal-deposit/route')),
  },
  // Its own chunk with react-plaid-link, which nothing else loads.
  { path: paths.plaidFunding, Screen: lazyFeature(() => import('@/features/bank-link/route')) },
  { path: paths.withdraw, Screen: withdrawScreen('method') },
  { path: paths.paypalWithdraw, Screen: withdrawScreen('paypal') },
  { path: paths.achWithdraw, Screen: withdrawScreen('ach') },
  { path: paths.checkWithdraw, Screen: withdrawScreen('check') },
  { path: paths.confirmation, Screen: lazyFeature(() => import('@/features/confirmation/route')) },
  { path: paths.terms, Screen: lazyFeature(() => import('@/features/terms/route')) },
  { path: paths.error, Screen: lazyFeature(() => import('@/features/error-page/route')) },
];
