import { call, put, race, select, take } from 'typed-redux-saga';
import { paths } from '@/config/paths';
import { everySafely, leadingSafely } from '@/lib/saga';
import { navigateTo } from '@/platform/navigation';
import { now, sleep } from '@/platform/clock';
import { isScreenLeft } from '@/domain/location/locationSlice';
import { amountInitialized, selectAmountCents } from '@/domain/amount/amountSlice';
import { balanceRequested } from '@/domain/balance/balanceSlice';
import { selectAvailableBalance } from '@/domain/balance/selectors';
import { fundingSourcesNeeded } from '@/domain/funding-sources/fundingSourcesSlice';
import { selectAchAccounts } from '@/domain/funding-sources/selectors';
import { selectIsCompact } from '@/domain/context/contextSlice';
import { selectSessionPopup } from '@/domain/session/sessionSlice';
import { submitAndComplete } from '@/domain/transaction/submitTransaction';
import { failureOutdatedBy } from '@/domain/transaction/failureOutdated';
import { transactionCleared } from '@/domain/transaction/transactionSlice';
import { WITHDRAW_MESSAGES } from './messages';
import { achWithdrawal, checkWithdrawal, walletWithdrawal } from './requests';
import {
  FORM_SOURCES,
  selectChosenAccount,
  selectChosenAddressIndex,
  selectDeliveryAddresses,
  selectRush,
  selectSignature,
  selectSubmitBlock,
  selectWithdrawMethod,
  selectRushFeeCents,
} from './selectors';
import {
  achAccountChosen,
  checkAddressChosen,
  withdrawFormOpened,
  withdrawEstimatesReckoned,
  withdrawFormStarted,
  withdrawMethodChosen,
  withdrawMethodRefused,
  withdrawMethodChoiceStarted,
  withdrawMethodScreenOpened,
  withdrawProceedPressed,
  withdrawSubmitted,
  type WithdrawForm,
} from './withdrawSlice';

/** The methods of the selection screen and where each leads. */
export const METHOD_ROUTES: Record<string, string> = {
  ach: paths.achWithdraw,
  check: paths.checkWithdraw,
  paypal: paths.walletWithdraw,
};

/** The withdrawable balance, unless it is known or on its way (a screen load asks once). */
function* ensureWithdrawableBalance() {
  const { status } = yield* select(selectAvailableBalance);
  if (status === 'idle' || status === 'failed') {
    yield* put(balanceRequested({ kind: 'available' }));
  }
}

function* openMethodScreen() {
  yield* put(withdrawMethodChoiceStarted());
  // The customer record holds the courier charge each check option shows.
  yield* put(fundingSourcesNeeded({ keys: ['achAccounts', 'customer'] }));
  yield* ensureWithdrawableBalance();
}

/** In the frame or on a phone there is no Proceed step: choosing is proceeding. */
function* chooseMethod() {
  if (yield* select(selectIsCompact)) yield* proceed();
}

function* proceed() {
  const method = yield* select(selectWithdrawMethod);
  const popup = yield* select(selectSessionPopup);
  if (method === null || popup !== null) return;
  const route = METHOD_ROUTES[method];
  if (!route) {
    yield* put(withdrawMethodRefused({ message: WITHDRAW_MESSAGES.unknownMethod }));
    return;
  }
  // No saved account: the choice says so itself, with the way to add one.
  if (method === 'ach' && (yield* select(selectAchAccounts)).length === 0) return;
  yield* call(navigateTo, route);
}

/** Decisions: estimates are reckoned from the moment they are shown, however long it stays. */
const RECKON_EVERY_MS = 60_000;

function* reckonEstimatesEveryMinute() {
  while (true) {
    yield* call(sleep, RECKON_EVERY_MS);
    yield* put(withdrawEstimatesReckoned({ reckonedAt: yield* call(now) }));
  }
}

function* openForm(action: ReturnType<typeof withdrawFormOpened>) {
  const { form } = action.payload;
  yield* put(withdrawFormStarted({ reckonedAt: yield* call(now) }));
  yield* put(transactionCleared({ form }));
  yield* put(amountInitialized({ form, cents: null }));
  yield* put(fundingSourcesNeeded({ keys: [...FORM_SOURCES[form]] }));
  yield* ensureWithdrawableBalance();
  if (form === 'checkWithdraw') {
    yield* race({ reckoning: call(reckonEstimatesEveryMinute), left: take(isScreenLeft) });
  }
}

/** The form's POST, bound to what is on screen; null when the form cannot be sent. */
function* buildRequest(form: WithdrawForm) {
  if ((yield* select(selectSubmitBlock, form)) !== null) return null;
  const cents = yield* select(selectAmountCents, form);
  if (cents === null) return null;
  if (form === 'paypalWithdraw') return walletWithdrawal(cents);
  if (form === 'checkWithdraw') {
    const addresses = yield* select(selectDeliveryAddresses);
    const index = yield* select(selectChosenAddressIndex);
    const address = index === null ? undefined : addresses[index];
    if (!address) return null;
    return checkWithdrawal({
      cents,
      addressType: address.addressType,
      rushDeliverySelected: yield* select(selectRush),
      signature: yield* select(selectSignature),
      fedexAmountCents: yield* select(selectRushFeeCents),
    });
  }
  const account = yield* select(selectChosenAccount);
  return account ? achWithdrawal(account, cents) : null;
}

function* submit(action: ReturnType<typeof withdrawSubmitted>) {
  const { form } = action.payload;
  const request = yield* buildRequest(form);
  if (!request) return;
  yield* submitAndComplete(request);
}

export function* withdrawSaga() {
  yield* everySafely(withdrawMethodScreenOpened, openMethodScreen);
  yield* everySafely(withdrawMethodChosen, chooseMethod);
  yield* everySafely(withdrawProceedPressed, proceed);
  yield* everySafely(withdrawFormOpened, openForm);
  yield* leadingSafely(withdrawSubmitted, submit);
  yield* failureOutdatedBy(checkAddressChosen, 'checkWithdraw');
  yield* failureOutdatedBy(achAccountChosen, 'achWithdraw');
}
