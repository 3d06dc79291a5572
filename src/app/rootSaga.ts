import type { Saga } from 'redux-saga';
import { pageViewSaga } from '@/features/location/pageViewSaga';
import { storedOutcomeSaga } from '@/features/transaction/outcomeLifetime';
import { balanceSaga } from '@/features/balance/balanceSaga';
import { fundingSourcesSaga } from '@/features/funding-sources/fundingSourcesSaga';
import { walletArrivalSaga } from '@/features/paypal-deposit/walletArrivalSaga';
import { bankOAuthReturnSaga } from '@/features/bank-link/oauthReturnSaga';
import { sessionSaga } from '@/features/session/sessionSaga';
import { chromeSaga } from '@/features/chrome/chromeSaga';
import { depositHomeSaga } from '@/features/deposit-home/depositHomeSaga';
import { connectionSaga } from '@/features/connection/connectionSaga';
import { preloadConfirmationSaga } from './preloadSaga';

/** Sagas of the screens in the first bundle; lazy screens bring their own (store.injectFeature). */
export const eagerSagas: Saga[] = [
  pageViewSaga,
  storedOutcomeSaga,
  balanceSaga,
  fundingSourcesSaga,
  walletArrivalSaga,
  bankOAuthReturnSaga,
  sessionSaga,
  chromeSaga,
  depositHomeSaga,
  connectionSaga,
  preloadConfirmationSaga,
];
