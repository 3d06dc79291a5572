import { call, put, select } from 'typed-redux-saga';
import type { Action } from '@reduxjs/toolkit';
import { isHomePath } from '@/config/paths';
import { rememberQuickDeposit } from '@/platform/deviceMemory';
import { scrollToElement } from '@/platform/navigation';
import { selectIsQuickDepositFrame } from '@/domain/context/contextSlice';
import { everySafely, latestSafely } from '@/lib/saga';
import { amountInitialized } from '@/domain/amount/amountSlice';
import {
  fundingSourcesAskedAhead,
  fundingSourcesNeeded,
} from '@/domain/funding-sources/fundingSourcesSlice';
import { locationChanged } from '@/domain/location/locationSlice';
import {
  defaultAmountUnlessTyped,
  settledSource,
  typeLinkAmount,
} from '@/domain/funding-sources/settledSource';
import {
  presetMethodFor,
  QUICK_DEPOSIT_FORM,
  QUICK_DEPOSIT_HEADING_ID,
} from '@/features/quick-deposit/quickDepositForm';
import {
  DEPOSIT_METHODS_ID,
  depositHomeOpened,
  depositNowPressed,
  LISTS_OF_DEFAULTS,
  SOURCES_BEFORE_DEFAULT,
  SOURCES_OF_DEFAULT,
} from './home';
import { METHOD_FACT_SOURCES } from './methodFacts';

/**
 * Spec section 4, On load: the default method and the presets are asked for together (with the
 * customer record and both limit lists, which the method tiles show); for a 'cc' or 'ach'
 * default, its list follows. Both lists are asked for ahead, with the default method:
 * for a card or ACH default that is one round trip less before the quick deposit can be used. An
 * answer asked for ahead of need has no effect of its own: a failure is forgotten, not shown,
 * unless the default's own list is needed meanwhile.
 */
function* open() {
  // Its message is the wallet return's: cleared on each arrival, or the provider's error.
  yield* put(amountInitialized({ form: QUICK_DEPOSIT_FORM, cents: null }));
  // The default method and the lists first: on HTTP/1.1 the browser has six connections.
  yield* put(fundingSourcesNeeded({ keys: SOURCES_BEFORE_DEFAULT }));
  yield* put(fundingSourcesAskedAhead({ keys: LISTS_OF_DEFAULTS }));
  // The method tiles' fees and limits are asked for at once, whatever the default is. The frame
  // shows the methods as bare links, but its quick deposit shows the default's fee and limit:
  // asked ahead there, they come with the default method instead of a round trip after it.
  const inFrame = yield* select(selectIsQuickDepositFrame);
  const factsAction = inFrame ? fundingSourcesAskedAhead : fundingSourcesNeeded;
  yield* put(factsAction({ keys: METHOD_FACT_SOURCES }));
  const source = yield* settledSource('defaultMethod');
  const fundingMethod = source.data?.fundingMethod ?? null;
  // For the next visit's first paint on a phone and its head's requests; a failed answer says
  // nothing.
  if (source.status === 'loaded') yield* call(rememberQuickDeposit, fundingMethod);
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

/**
 * Arriving at the home (either of its addresses) opens it, before React has rendered it: its
 * calls leave as soon as the app starts, not after the first commit's effect.
 */
const arrivedHome = (action: Action) =>
  locationChanged.match(action) &&
  isHomePath(action.payload.pathname) &&
  !isHomePath(action.payload.previousPathname);

function* arrive() {
  yield* put(depositHomeOpened());
}

export function* depositHomeSaga() {
  yield* everySafely(depositNowPressed, depositNow);
  yield* latestSafely(depositHomeOpened, open);
  yield* everySafely(arrivedHome, arrive);
}
