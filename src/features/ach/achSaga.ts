import { all, call, fork, put, select } from 'typed-redux-saga';
import { paths } from '@/config/paths';
import { latestSafely, leadingSafely } from '@/lib/saga';
import { hashNavigator, navigateBack, navigateTo } from '@/platform/navigation';
import type { AmountForm } from '@/config/forms';
import { selectAmountCents } from '@/domain/amount/amountSlice';
import { fundingSourcesNeeded } from '@/domain/funding-sources/fundingSourcesSlice';
import type { PresetMethod } from '@/domain/funding-sources/selectors';
import { initialiseAmountWithDefault, settledSource } from '@/domain/funding-sources/settledSource';
import { selectIsBankLinkEnabled, selectIsIosApp } from '@/domain/context/contextSlice';
import { selectSearchParam } from '@/domain/location/locationSlice';
import { submitAndComplete } from '@/domain/transaction/submitTransaction';
import { failureOutdatedBy } from '@/domain/transaction/failureOutdated';
import { transactionCleared } from '@/domain/transaction/transactionSlice';
import {
  achAccountChosen,
  achAddAccountPressed,
  achBackPressed,
  achDepositSubmitted,
  achModeChanged,
  achFormStarted,
  achOpened,
} from './achSlice';
import {
  selectAccountType,
  selectAch,
  selectChosenAccount,
  selectAchFigureWait,
  selectExistingMissing,
  selectHasSavedAccounts,
  selectNewMissing,
} from './selectors';
import { depositFromSavedAccount } from './achDeposit';
import { newAccountDeposit } from './newAccountRequest';
import type { AchMode } from './types';

const FORM: AmountForm = 'ach';
const PRESETS: PresetMethod = 'ach';

function* changeMode(mode: AchMode) {
  yield* put(transactionCleared({ form: FORM }));
  yield* put(achModeChanged({ mode }));
}

/**
 * Saved accounts: existing mode. None (a 404 reads as none): bank linking when it is offered,
 * else the manual new-account form (decisions section 1). A failed load stays in existing mode,
 * which shows the failure and still offers a new account. `?account=new` (bank linking's way on
 * when Link cannot be had) asks for the new-account form.
 */
function* open() {
  yield* put(achFormStarted());
  yield* put(transactionCleared({ form: FORM }));
  yield* put(fundingSourcesNeeded({ keys: ['achLimits', 'defaultMethod'] }));
  yield* fork(initialiseAmountWithDefault, FORM, PRESETS);
  const accounts = yield* settledSource('achAccounts');
  if ((yield* select(selectSearchParam, 'account')) === 'new') {
    yield* put(achModeChanged({ mode: 'new' }));
  } else if (accounts.status === 'failed' || (accounts.data ?? []).length > 0) {
    yield* put(achModeChanged({ mode: 'existing' }));
  } else if (yield* select(selectIsBankLinkEnabled)) {
    // Replace: going back must not land here only to be sent on again.
    yield* call(hashNavigator.replace, paths.plaidFunding);
  } else {
    yield* put(achModeChanged({ mode: 'new' }));
  }
}

/** Spec section 4: the bank-linking route, except in the iOS app without the bank-linking cookie. */
function* addAccount() {
  const [iosApp, bankLink] = yield* all([select(selectIsIosApp), select(selectIsBankLinkEnabled)]);
  if (iosApp && !bankLink) yield* changeMode('new');
  else yield* call(navigateTo, paths.plaidFunding);
}

function* back() {
  const { mode } = yield* select(selectAch);
  if (mode === 'new' && (yield* select(selectHasSavedAccounts))) yield* changeMode('existing');
  else yield* call(navigateBack);
}

function* depositWithChosenAccount() {
  if ((yield* select(selectExistingMissing)).length > 0) return;
  const account = yield* select(selectChosenAccount);
  const cents = yield* select(selectAmountCents, FORM);
  if (!account || cents === null) return;
  yield* depositFromSavedAccount(FORM, account, cents);
}

function* depositWithTypedAccount() {
  if ((yield* select(selectNewMissing)).length > 0) return;
  const cents = yield* select(selectAmountCents, FORM);
  const { accountNumber, routingNumber, checkNumber } = yield* select(selectAch);
  const accountType = yield* select(selectAccountType);
  if (cents === null) return;
  yield* submitAndComplete(
    newAccountDeposit({
      form: FORM,
      accountNumber,
      routingNumber,
      accountType,
      checkNumber,
      cents,
    }),
  );
}

/** One watcher for both modes, so a deposit in flight blocks any second one. */
function* submit() {
  const { mode } = yield* select(selectAch);
  if ((yield* select(selectAchFigureWait)) !== null) return;
  if (mode === 'existing') yield* depositWithChosenAccount();
  else if (mode === 'new') yield* depositWithTypedAccount();
}

export function* achSaga() {
  yield* latestSafely(achOpened, open);
  yield* latestSafely(achAddAccountPressed, addAccount);
  yield* latestSafely(achBackPressed, back);
  yield* leadingSafely(achDepositSubmitted, submit);
  yield* failureOutdatedBy(achAccountChosen, FORM);
}
