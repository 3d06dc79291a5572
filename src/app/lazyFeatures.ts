import type { LazyScreenModule } from './lazyFeature';

/**
 * Every lazily loaded feature chunk, named once: the routes load them on demand, and a replay
 * store injects them all up front so a replayed log reaches every slice.
 */
export const lazyFeatures = {
  quickDeposit: () =>
    import(/* webpackChunkName: "quick-deposit" */ '@/features/quick-deposit/route'),
  card: () => import(/* webpackChunkName: "card" */ '@/features/card/route'),
  ach: () => import(/* webpackChunkName: "ach" */ '@/features/ach/route'),
  walletDeposit: () => import(/* webpackChunkName: "paypal-deposit" */ '@/features/wallet/route'),
  // Its own chunk with react-plaid-link, which nothing else loads.
  bankLink: () => import(/* webpackChunkName: "bank-link" */ '@/features/bank-link/route'),
  withdraw: () => import(/* webpackChunkName: "withdraw" */ '@/features/withdraw/route'),
  confirmation: () =>
    import(/* webpackChunkName: "confirmation" */ '@/features/confirmation/route'),
  terms: () => import(/* webpackChunkName: "terms" */ '@/features/terms/route'),
  errorPage: () => import(/* webpackChunkName: "error-page" */ '@/features/error-page/route'),
} satisfies Record<string, () => Promise<Omit<LazyScreenModule, 'Screen'> & object>>;
