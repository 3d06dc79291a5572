import { call, put, select } from 'typed-redux-saga';
import { scrollToElement } from '@/platform/navigation';
import { selectIsQuickDepositFrame } from '@/features/context/contextSlice';
import { everySafely, latestSafely } from '@/lib/saga';
import { amountInitialized } from '@/features/amount/amountSlice';
import { fundingSourcesNeeded } from '@/features/funding-sources/fundingSourcesSlice';
import {
  defaultAmountUnlessTyped,
  settledSource,
  typeLinkAmount,
} from '@/features/funding-sources/settledSource';
import {
  presetMethodFor,
  QUICK_DEPOSIT_FORM,
  QUICK_DEPOSIT_HEADING_ID,
} from '@/features/quick-deposit/quickDepositForm';
import {
  DEPOSIT_METHODS_ID,
  depositHomeOpened,
  depositNowPressed,
  SOURCES_BEFORE_DEFAULT,
  SOURCES_OF_DEFAULT,
} from './home';
import { METHOD_FACT_SOURCES } from './methodFacts';

/**
 * Spec section 4, On load: the default method and the presets are asked for together (with the
 * customer record and both limit lists, which the method tiles show); for a 'cc' or 'ach'
 * default, its list follows.
 */
function* open() {
  // Its message is the wallet return's: cleared on each arrival, or the provider's error.
  yield* put(amountInitialized({ form: QUICK_DEPOSIT_FORM, cents: null }));
  // The method tiles' fees and limits (issue 17) are asked for at once, whatever the default
  // is; the frame shows the methods as bare links.
  const inFrame = yield* select(selectIsQuickDepositFrame);
  const keys = inFrame
    ? SOURCES_BEFORE_DEFAULT
    : [...SOURCES_BEFORE_DEFAULT, ...METHOD_FACT_SOURCES];
  yield* put(fundingSourcesNeeded({ keys }));
  const source = yield* settledSource('defaultMethod');
  const fundingMethod = source.data?.fundingMethod ?? null;
  // Without a default method, a deposit link's amount waits for the method picked here.
  if (fundingMethod === null) return;
  yield* put(fundingSourcesNeeded({ keys: SOURCES_OF_DEFAULT[fundingMethod] }));
  yield* typeLinkAmount(QUICK_DEPOSIT_FORM);
  yield* defaultAmountUnlessTyped(QUICK_DEPOSIT_FORM, presetMethodFor(fundingMethod));
}

/**
 * 'Deposit now' under a low balance: the quick deposit, or for a person without one (no default
 * method) the deposit methods; focus moves there.
 */
function* depositNow() {
  if (yield* call(scrollToElement, QUICK_DEPOSIT_HEADING_ID)) return;
  yield* call(scrollToElement, DEPOSIT_METHODS_ID);
}

export function* depositHomeSaga() {
  yield* everySafely(depositNowPressed, depositNow);
  yield* latestSafely(depositHomeOpened, open);
}
