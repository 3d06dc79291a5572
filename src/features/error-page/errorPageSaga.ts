import { call, put } from 'typed-redux-saga';
import { paths } from '@/config/paths';
import { everySafely } from '@/lib/saga';
import { readSessionUser } from '@/platform/cookies';
import { navigateTo } from '@/platform/navigation';
import { readFailure } from '@/domain/transaction/storedOutcome';
import {
  errorPageCleared,
  errorPageLoaded,
  errorPageOpened,
  reviewInformationPressed,
} from './errorPageSlice';

/** The failed attempt stored for this page (it survives a reload); nothing when none is. */
function* load() {
  yield* put(errorPageCleared());
  const signOn = yield* call(readSessionUser);
  const failure = yield* call(readFailure, signOn?.uid ?? null);
  yield* put(errorPageLoaded({ cents: failure?.cents ?? null, message: failure?.message ?? null }));
}

function* review() {
  yield* call(navigateTo, paths.plaidFunding);
}

export function* errorPageSaga() {
  yield* everySafely(errorPageOpened, load);
  yield* everySafely(reviewInformationPressed, review);
}
