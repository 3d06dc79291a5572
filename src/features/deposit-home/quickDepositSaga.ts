import { call, put, select } from 'typed-redux-saga';
import { paths } from '@/config/paths';
import { leadingSafely } from '@/lib/saga';
import { navigateTo } from '@/platform/navigation';
import { amountInitialized } from '@/features/amount/amountSlice';
import { fundingSourcesRefreshed } from '@/features/funding-sources/fundingSourcesSlice';
import { selectSessionPopup, sessionPopupDismissed } from '@/features/session/sessionSlice';
import { savedAccountDeposit, savedCardDeposit } from '@/features/transaction/requests';
import { submitTransaction } from '@/features/transaction/submitTransaction';
import { completeTransaction } from '@/features/transaction/transactionSaga';
import { QUICK_DEPOSIT_FORM } from './home';
import { quickDepositSubmitted } from './quickDepositSlice';
import { selectQuickDepositPlan } from './selectors';

/** The same requests and the same shared submit as the full card and ACH screens. */
function* deposit() {
  const plan = yield* select(selectQuickDepositPlan);
  if (!plan) return;
  if (plan.kind === 'ach' && plan.account.plaidRequired) {
    // The account must be verified first: linking it carries the amount along.
    yield* put(amountInitialized({ form: 'bankLink', cents: plan.cents }));
    yield* call(navigateTo, paths.plaidFunding);
    return;
  }
  const request =
    plan.kind === 'cc'
      ? savedCardDeposit({ form: QUICK_DEPOSIT_FORM, ...plan })
      : savedAccountDeposit({ form: QUICK_DEPOSIT_FORM, ...plan });
  const answer = yield* submitTransaction(request);
  if (!answer) {
    // Spec section 6: a failed ACH deposit sets the unauthorized-popup flag off.
    if (plan.kind === 'ach' && (yield* select(selectSessionPopup)) === 'unauthorized') {
      yield* put(sessionPopupDismissed());
    }
    return;
  }
  yield* put(fundingSourcesRefreshed({ keys: [plan.kind === 'cc' ? 'ccLimits' : 'achLimits'] }));
  yield* completeTransaction(request);
}

export function* quickDepositSaga() {
  yield* leadingSafely(quickDepositSubmitted, deposit);
}
