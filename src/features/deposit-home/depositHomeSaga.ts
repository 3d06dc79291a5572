import { put, select } from 'typed-redux-saga';
import { selectSearchParam } from '@/features/navigation/locationSlice';
import { latestSafely } from '@/lib/saga';
import { amountInitialized } from '@/features/amount/amountSlice';
import { fundingSourcesNeeded } from '@/features/funding-sources/fundingSourcesSlice';
import { defaultAmountUnlessTyped, settledSource } from '@/features/funding-sources/settledSource';
import { transactionCleared } from '@/features/transaction/transactionSlice';
import {
  depositHomeOpened,
  presetMethodFor,
  QUICK_DEPOSIT_FORM,
  SOURCES_BEFORE_DEFAULT,
  SOURCES_OF_DEFAULT,
} from './home';

/**
 * Spec section 4, On load: the default method and the presets are asked for together; for a
 * 'cc' or 'ach' default, its list, its limits and (for cards) the fees follow together.
 */
function* open() {
  // Back from the wallet provider with ?error=true the return saga has put up the wallet error.
  if ((yield* select(selectSearchParam, 'error')) !== 'true') {
    yield* put(transactionCleared({ form: QUICK_DEPOSIT_FORM }));
  }
  yield* put(amountInitialized({ form: QUICK_DEPOSIT_FORM, cents: null }));
  yield* put(fundingSourcesNeeded({ keys: SOURCES_BEFORE_DEFAULT }));
  const source = yield* settledSource('defaultMethod');
  const fundingMethod = source.data?.fundingMethod ?? null;
  if (fundingMethod === null) return;
  yield* put(fundingSourcesNeeded({ keys: SOURCES_OF_DEFAULT[fundingMethod] }));
  yield* defaultAmountUnlessTyped(QUICK_DEPOSIT_FORM, presetMethodFor(fundingMethod));
}

export function* depositHomeSaga() {
  yield* latestSafely(depositHomeOpened, open);
}
