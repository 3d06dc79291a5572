import { call, put, select } from 'typed-redux-saga';
import { paths } from '@/config/paths';
import { latestSafely, leadingSafely } from '@/lib/saga';
import { navigateTo } from '@/platform/navigation';
import { amountInitialized, selectAmount } from '@/features/amount/amountSlice';
import {
  fundingSourcesNeeded,
  fundingSourcesRefreshed,
} from '@/features/funding-sources/fundingSourcesSlice';
import { selectDefaultPresetCents } from '@/features/funding-sources/selectors';
import { settledSource } from '@/features/funding-sources/settledSource';
import { selectSessionPopup, sessionPopupDismissed } from '@/features/session/sessionSlice';
import { savedAccountDeposit, savedCardDeposit } from '@/features/transaction/requests';
import { completeTransaction, submitTransaction } from '@/features/transaction/transactionSaga';
import { transactionCleared } from '@/features/transaction/transactionSlice';
import { depositHomeOpened, QUICK_DEPOSIT_FORM, quickDepositSubmitted } from './quickDepositSlice';
import { presetMethodFor, selectQuickDepositPlan } from './selectors';

/**
 * Spec section 4, On load: the default method and the presets are asked for together; for a
 * 'cc' or 'ach' default, its list, its limits and (for cards) the fees follow together.
 */
function* open() {
  yield* put(transactionCleared({ form: QUICK_DEPOSIT_FORM }));
  yield* put(amountInitialized({ form: QUICK_DEPOSIT_FORM, cents: null }));
  yield* put(fundingSourcesNeeded({ keys: ['defaultMethod', 'presets'] }));
  const source = yield* settledSource('defaultMethod');
  const fundingMethod = source.data?.fundingMethod ?? null;
  if (fundingMethod === null) return;
  yield* put(
    fundingSourcesNeeded({
      keys:
        fundingMethod === 'cc' ? ['cards', 'ccLimits', 'customer'] : ['achAccounts', 'achLimits'],
    }),
  );
  const presets = yield* settledSource('presets');
  // The user may have typed an amount meanwhile.
  if (presets.status !== 'loaded') return;
  if ((yield* select(selectAmount, QUICK_DEPOSIT_FORM)).text !== '') return;
  const cents = yield* select(selectDefaultPresetCents, presetMethodFor(fundingMethod));
  yield* put(amountInitialized({ form: QUICK_DEPOSIT_FORM, cents }));
}

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

export function* depositHomeSaga() {
  yield* latestSafely(depositHomeOpened, open);
  yield* leadingSafely(quickDepositSubmitted, deposit);
}
