import { call, fork, select } from 'typed-redux-saga';
import { paths } from '@/config/paths';
import { latestSafely, leadingSafely } from '@/lib/saga';
import { pageBase, pageOrigin } from '@/platform/location';
import { readSessionUser } from '@/platform/cookies';
import { redirectTo } from '@/platform/navigation';
import type { AmountForm } from '@/config/forms';
import { selectAmountCents } from '@/domain/amount/amountSlice';
import type { PresetMethod } from '@/domain/funding-sources/selectors';
import { initialiseAmountWithDefault } from '@/domain/funding-sources/settledSource';
import { selectIsQuickDepositFrame, selectReturnTo } from '@/domain/context/contextSlice';
import { currentEnvironment } from '@/domain/context/environment';
import { rememberPending } from '@/domain/transaction/storedOutcome';
import { submitTransaction } from '@/domain/transaction/submitTransaction';
import { walletDepositOpened, walletDepositSubmitted } from './walletDepositEvents';
import { walletDeposit } from './requests';
import { walletRedirectTarget } from './walletRedirect';
import { walletDepositFailed } from './walletReturn';

const FORM: AmountForm = 'paypalDeposit';
const PRESETS: PresetMethod = 'payPal';

/** The form's message is the wallet return's: cleared on each arrival, or the provider's answer. */
function* open() {
  yield* fork(initialiseAmountWithDefault, FORM, PRESETS);
}

/** Decisions section 2: the frame comes back to the quick-deposit home, the web to this route. */
function* callBackUrl() {
  const base = yield* call(pageBase);
  return (yield* select(selectIsQuickDepositFrame))
    ? `${base}?quickDepositIframe=true#/`
    : `${base}#${paths.walletDeposit}`;
}

/**
 * Posts the deposit; on success the answer's errorMessage is the provider's address. The
 * browser goes there only if the allow-list passes it, after the deposit is stored, pending,
 * for the confirmation on return (walletReturn.ts). The native apps hear of
 * the deposit on that return, once the provider has taken the payment.
 */
function* submit() {
  const cents = yield* select(selectAmountCents, FORM);
  if (cents === null) return;
  const callBack = yield* callBackUrl();
  const request = walletDeposit(cents, callBack);
  const answer = yield* submitTransaction(request);
  if (!answer) return;
  const target = walletRedirectTarget(answer.errorMessage, {
    hosts: (yield* call(currentEnvironment)).walletRedirectHosts,
    ownOrigin: __SANDBOX__ ? yield* call(pageOrigin) : null,
  });
  if (target === null) {
    yield* walletDepositFailed(FORM, cents);
    return;
  }
  // Decisions section 2: the deposit is stored before the redirect, pending until the return.
  // Checked against the page's member before the POST (submitTransaction).
  const payer = yield* call(readSessionUser);
  yield* call(rememberPending, request, payer?.uid ?? '', yield* select(selectReturnTo));
  yield* call(redirectTo, target);
}

export function* walletDepositSaga() {
  yield* latestSafely(walletDepositOpened, open);
  yield* leadingSafely(walletDepositSubmitted, submit);
}
