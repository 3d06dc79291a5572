import { select } from 'typed-redux-saga';
import { leadingSafely } from '@/lib/saga';
import { depositFromSavedAccount } from '@/features/ach/achDeposit';
import { savedCardDeposit } from '@/features/card/requests';
import { submitAndComplete } from '@/domain/transaction/submitTransaction';
import { quickDepositSubmitted } from './quickDepositSlice';
import { QUICK_DEPOSIT_FORM } from './quickDepositForm';
import { selectQuickDepositPlan } from './selectors';

/**
 * The quick deposit's submit: the same requests and the same shared submit as the full card and
 * ACH screens.
 */
function* deposit() {
  const plan = yield* select(selectQuickDepositPlan);
  if (!plan) return;
  if (plan.kind === 'ach') {
    yield* depositFromSavedAccount(QUICK_DEPOSIT_FORM, plan.account, plan.cents);
    return;
  }
  yield* submitAndComplete(savedCardDeposit({ form: QUICK_DEPOSIT_FORM, ...plan }));
}

export function* quickDepositSaga() {
  yield* leadingSafely(quickDepositSubmitted, deposit);
}
