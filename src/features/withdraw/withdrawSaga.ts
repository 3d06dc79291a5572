import { call, put, select } from 'typed-redux-saga';
import { withdrawToAccount } from '@/api/achAccounts';
import { withdrawByCheck } from '@/api/cheque';
import { withdrawToPaypal } from '@/api/paypal';
import { TRANSACTION_TYPE } from '@/config/constants';
import { paths } from '@/config/paths';
import { everySafely, leadingSafely } from '@/lib/saga';
import { navigateTo } from '@/platform/navigation';
import { amountInitialized, selectAmountCents } from '@/features/amount/amountSlice';
import { balanceRequested } from '@/features/balance/balanceSlice';
import { selectAvailableBalance } from '@/features/balance/selectors';
import { fundingSourcesNeeded } from '@/features/funding-sources/fundingSourcesSlice';
import { selectRushFeeCents } from '@/features/funding-sources/charges';
import { selectAchAccounts } from '@/features/funding-sources/selectors';
import { selectIsCompact } from '@/features/layout/contextSlice';
import { selectSessionPopup, sessionPopupDismissed } from '@/features/session/sessionSlice';
import { TRANSACTION_MESSAGES } from '@/features/transaction/messages';
import {
  submitTransaction,
  type TransactionRequest,
} from '@/features/transaction/submitTransaction';
import { completeTransaction } from '@/features/transaction/transactionSaga';
import { transactionCleared } from '@/features/transaction/transactionSlice';
import { WITHDRAW_MESSAGES } from './messages';
import {
  FORM_SOURCES,
  selectChosenAccount,
  selectChosenAddressIndex,
  selectDeliveryAddresses,
  selectRush,
  selectSignature,
  selectSubmitBlock,
  selectWithdrawMethod,
} from './selectors';
import {
  withdrawFormOpened,
  withdrawFormStarted,
  withdrawMethodChosen,
  withdrawMethodRefused,
  withdrawMethodChoiceStarted,
  withdrawMethodScreenOpened,
  withdrawProceedRequested,
  withdrawSubmitted,
  type WithdrawForm,
} from './withdrawSlice';

/** The methods of the selection screen and where each leads. */
export const METHOD_ROUTES: Record<string, string> = {
  ach: paths.achWithdraw,
  check: paths.checkWithdraw,
  paypal: paths.paypalWithdraw,
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
  yield* put(fundingSourcesNeeded({ keys: ['achAccounts'] }));
  yield* ensureWithdrawableBalance();
}

/** In the frame or on a phone there is no Proceed step: choosing is proceeding. */
function* chooseMethod() {
  if (yield* select(selectIsCompact)) yield* put(withdrawProceedRequested());
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
  if (method === 'ach' && (yield* select(selectAchAccounts)).length === 0) {
    yield* put(withdrawMethodRefused({ message: WITHDRAW_MESSAGES.noAchAccount }));
    return;
  }
  yield* call(navigateTo, route);
}

function* openForm(action: ReturnType<typeof withdrawFormOpened>) {
  const { form } = action.payload;
  yield* put(withdrawFormStarted());
  yield* put(transactionCleared({ form }));
  yield* put(amountInitialized({ form, cents: null }));
  yield* put(fundingSourcesNeeded({ keys: [...FORM_SOURCES[form]] }));
  yield* ensureWithdrawableBalance();
}

/** The form's POST, bound to what is on screen; null when the form cannot be sent. */
function* buildRequest(form: WithdrawForm) {
  if ((yield* select(selectSubmitBlock, form)) !== null) return null;
  const cents = yield* select(selectAmountCents, form);
  if (cents === null) return null;
  const base = { form, direction: 'withdraw', cents } as const;

  if (form === 'paypalWithdraw') {
    const request: TransactionRequest = {
      ...base,
      transactionType: TRANSACTION_TYPE.wallet,
      post: () => withdrawToPaypal({ amountCents: cents }),
      // Spec section 8: the wallet withdrawal has only the generic failure text.
      ownFailureMessage: TRANSACTION_MESSAGES.generic,
    };
    return request;
  }

  if (form === 'checkWithdraw') {
    const addresses = yield* select(selectDeliveryAddresses);
    const index = yield* select(selectChosenAddressIndex);
    const rushDeliverySelected = yield* select(selectRush);
    const signature = yield* select(selectSignature);
    const fedexAmountCents = yield* select(selectRushFeeCents);
    const address = index === null ? undefined : addresses[index];
    if (!address) return null;
    const request: TransactionRequest = {
      ...base,
      transactionType: TRANSACTION_TYPE.checkWithdrawal,
      post: () =>
        withdrawByCheck({
          amountCents: cents,
          rushDeliverySelected,
          addressType: address.addressType,
          signature,
          fedexAmountCents,
        }),
    };
    return request;
  }

  const account = yield* select(selectChosenAccount);
  if (!account) return null;
  const request: TransactionRequest = {
    ...base,
    transactionType: TRANSACTION_TYPE.achWithdrawal,
    post: () => withdrawToAccount({ account, amountCents: cents }),
  };
  return request;
}

function* submit(action: ReturnType<typeof withdrawSubmitted>) {
  const { form } = action.payload;
  const request = yield* buildRequest(form);
  if (!request) return;
  if (yield* submitTransaction(request)) {
    yield* completeTransaction(request);
    return;
  }
  // Spec section 6: a failed ACH withdrawal sets the unauthorized-popup flag off.
  if (form === 'achWithdraw' && (yield* select(selectSessionPopup)) === 'unauthorized') {
    yield* put(sessionPopupDismissed());
  }
}

export function* withdrawSaga() {
  yield* everySafely(withdrawMethodScreenOpened, openMethodScreen);
  yield* everySafely(withdrawMethodChosen, chooseMethod);
  yield* everySafely(withdrawProceedRequested, proceed);
  yield* everySafely(withdrawFormOpened, openForm);
  yield* leadingSafely(withdrawSubmitted, submit);
}
