import type { Saga } from 'redux-saga';
import { navigationSaga } from '@/features/navigation/navigationSaga';
import { balanceSaga } from '@/features/balance/balanceSaga';
import { fundingSourcesSaga } from '@/features/funding-sources/fundingSourcesSaga';
import { walletReturnSaga } from '@/features/transaction/walletReturnSaga';
import { sessionSaga } from '@/features/session/sessionSaga';
import { layoutSaga } from '@/features/layout/layoutSaga';
import { depositHomeSaga } from '@/features/deposit-home/depositHomeSaga';

/** Sagas of the screens in the first bundle; lazy screens bring their own (store.injectFeature). */
export const eagerSagas: Saga[] = [
  navigationSaga,
  balanceSaga,
  fundingSourcesSaga,
  walletReturnSaga,
  sessionSaga,
  layoutSaga,
  depositHomeSaga,
];
