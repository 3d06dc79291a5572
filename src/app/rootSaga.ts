import type { Saga } from 'redux-saga';
import { pageViewSaga } from '@/domain/location/pageViewSaga';
import { storedOutcomeSaga } from '@/domain/transaction/storedOutcome';
import { interruptedPostSaga } from '@/domain/transaction/inFlight';
import { amountFailureSaga } from '@/domain/transaction/failureOutdated';
import { otherWindowSaga } from '@/domain/transaction/otherWindowSaga';
import { balanceSaga } from '@/domain/balance/balanceSaga';
import { fundingSourcesSaga } from '@/domain/funding-sources/fundingSourcesSaga';
import { walletArrivalSaga } from '@/features/wallet/walletArrivalSaga';
import { isWalletReturn } from '@/features/wallet/returnAddresses';
import { bankOAuthReturnSaga } from '@/features/bank-link/oauthReturnSaga';
import { sessionSaga } from '@/domain/session/sessionSaga';
import { chromeSaga } from '@/chrome/chromeSaga';
import { depositHomeSaga } from '@/features/deposit-home/depositHomeSaga';
import { connectionSaga } from '@/domain/connection/connectionSaga';
import { preloadConfirmationSaga, preloadIntendedScreenSaga } from './preloadSaga';

/** The stored outcome's lifetime, which leaves the wallet's return addresses to the wallet. */
function* outcomeLifetimeSaga() {
  yield* storedOutcomeSaga(isWalletReturn);
}

/** Sagas of the screens in the first bundle; lazy screens bring their own (store.injectFeature). */
export const eagerSagas: Saga[] = [
  pageViewSaga,
  outcomeLifetimeSaga,
  interruptedPostSaga,
  amountFailureSaga,
  otherWindowSaga,
  balanceSaga,
  fundingSourcesSaga,
  walletArrivalSaga,
  bankOAuthReturnSaga,
  sessionSaga,
  chromeSaga,
  depositHomeSaga,
  connectionSaga,
  preloadConfirmationSaga,
  preloadIntendedScreenSaga,
];
