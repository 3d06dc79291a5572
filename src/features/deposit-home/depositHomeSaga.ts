import { put } from 'typed-redux-saga';
import { latestSafely } from '@/lib/saga';
import { amountInitialized } from '@/features/amount/amountSlice';
import { fundingSourcesNeeded } from '@/features/funding-sources/fundingSourcesSlice';
import { defaultAmountUnlessTyped, settledSource } from '@/features/funding-sources/settledSource';
import { presetMethodFor, QUICK_DEPOSIT_FORM } from '@/features/quick-deposit/quickDepositForm';
import { depositHomeOpened, SOURCES_BEFORE_DEFAULT, SOURCES_OF_DEFAULT } from './home';

/**
 * Spec section 4, On load: the default method and the presets are asked for together; for a
 * 'cc' or 'ach' default, its list, its limits and (for cards) the fees follow together.
 */
function* open() {
  // Its message is the wallet return's: cleared on each arrival, or the provider's error.
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
