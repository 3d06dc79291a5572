import { call, put, select } from 'typed-redux-saga';
import { paths } from '@/config/paths';
import { everySafely } from '@/lib/saga';
import { pageQueryValues } from '@/platform/location';
import type { AmountForm } from '@/config/forms';
import { locationChanged, selectLocation } from '@/domain/location/locationSlice';
import { pageRestored } from '@/store/events';
import { forgetStoredOutcome } from '@/domain/transaction/storedOutcome';
import { WALLET_ANSWER_FLAGS, walletReturnForm } from './returnAddresses';
import type * as WalletReturnModuleNs from './walletReturn';
import {
  transactionCleared,
  transactionStarted,
  transactionUnconfirmed,
} from '@/domain/transaction/transactionSlice';

type WalletReturnModule = typeof WalletReturnModuleNs;

/** The wallet return's chunk could not be loaded: the answer stays in the address for a reload. */
export const WALLET_RETURN_UNREADABLE =
  'PayPal has answered, but this page could not load what it needs to show the outcome. Reload the page to see it.';

/**
 * Whether the address carries the provider's answer: in the hash's query on any arrival, in the
 * page's query only when the page loads (a return from the provider always loads it; that part of
 * the address stays while the person moves on in the app).
 */
function* carriesAnswer(pageLoaded: boolean) {
  const hashQuery = new URLSearchParams((yield* select(selectLocation)).search);
  for (const flag of WALLET_ANSWER_FLAGS) {
    if (hashQuery.has(flag)) return true;
    if (pageLoaded && (yield* call(pageQueryValues, flag)).length > 0) return true;
  }
  return false;
}

/** Reads the answer with the wallet return's own chunk, the form busy meanwhile. */
function* readAnswer(form: AmountForm, pageLoaded: boolean) {
  yield* put(transactionStarted({ form }));
  let walletReturn: WalletReturnModule;
  try {
    walletReturn = yield* call(
      () => import(/* webpackChunkName: "wallet-return" */ './walletReturn'),
    );
  } catch {
    yield* put(transactionUnconfirmed({ form, message: WALLET_RETURN_UNREADABLE }));
    return;
  }
  yield* walletReturn.walletReturned(form, pageLoaded);
}

/** The arrival without the provider's answer: the form afresh, the stored outcome forgotten. */
function* startAfresh(form: AmountForm) {
  yield* put(transactionCleared({ form }));
  yield* forgetStoredOutcome();
}

/**
 * Arrivals at a wallet return address (the wallet deposit's route, and the home for the
 * quick-deposit frame), heard from the start since the home is one of them; what reads the
 * provider's answer is loaded only when there is one (walletReturn.ts).
 * Any other arrival starts the form without an old message and forgets what is stored: a
 * deposit abandoned at the provider is never confirmed later.
 */
function* walletArrived(action: ReturnType<typeof locationChanged>) {
  const { pathname, previousPathname } = action.payload;
  const form = walletReturnForm(pathname);
  if (!form) return;
  const pageLoaded = previousPathname === '';
  // Back from /confirmation the return was handled already (and its outcome forgotten).
  if (previousPathname !== paths.confirmation && (yield* carriesAnswer(pageLoaded))) {
    yield* readAnswer(form, pageLoaded);
    return;
  }
  yield* startAfresh(form);
}

/**
 * Back from the provider restores the page from the back/forward cache as it was left, the form
 * 'Processing': the provider's answer only ever comes in a new load, so this is the arrival
 * without one. A page is cached only once its requests have ended, so no POST is in flight.
 */
function* walletRestored() {
  const form = walletReturnForm((yield* select(selectLocation)).pathname);
  if (form) yield* startAfresh(form);
}

export function* walletArrivalSaga() {
  yield* everySafely(locationChanged, walletArrived);
  yield* everySafely(pageRestored, walletRestored);
}
