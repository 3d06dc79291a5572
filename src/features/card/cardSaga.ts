import type { Action } from '@reduxjs/toolkit';
import { call, put, select, take } from 'typed-redux-saga';
import type { CardBrand } from '@/api/types';
import { paths } from '@/config/paths';
import { everySafely, latestSafely, leadingSafely } from '@/lib/saga';
import { navigateBack, navigateTo } from '@/platform/navigation';
import { loadFundingSource } from '@/features/funding-sources/fundingSourcesSaga';
import {
  fundingSourcesNeeded,
  fundingSourcesRefreshed,
  type SourceKey,
} from '@/features/funding-sources/fundingSourcesSlice';
import { selectCards } from '@/features/funding-sources/selectors';
import { initialiseAmountWithDefault } from '@/features/funding-sources/settledSource';
import {
  markDefaultFailed,
  markDefaultRequested,
  markDefaultSucceeded,
} from '@/features/mark-default/markDefaultSlice';
import { newCardDeposit, savedCardDeposit } from '@/features/transaction/requests';
import { completeTransaction, submitTransaction } from '@/features/transaction/transactionSaga';
import { transactionCleared } from '@/features/transaction/transactionSlice';
import {
  CARD_FORM,
  cardAddNewPressed,
  cardBackPressed,
  cardDepositSubmitted,
  cardFormStarted,
  cardScreenOpened,
} from './cardSlice';
import { selectCardBackTarget, selectCardDeposit } from './selectors';

/** Everything the screen shows is asked for at once; the amount follows the presets. */
function* open() {
  yield* put(cardFormStarted());
  yield* put(transactionCleared({ form: CARD_FORM }));
  yield* put(
    fundingSourcesNeeded({ keys: ['presets', 'cards', 'defaultMethod', 'ccLimits', 'customer'] }),
  );
  yield* initialiseAmountWithDefault(CARD_FORM, 'creditCard');
}

/**
 * The card a new-card deposit saved: the one not in the list before. The service may reuse a
 * card it already knew (same brand, last 4 and expiry); then that one is meant.
 */
function* savedNewCard(knownIds: Set<number>, brand: CardBrand, last4: string) {
  const cardsKey: SourceKey = 'cards';
  yield* call(loadFundingSource, cardsKey);
  const cards = yield* select(selectCards);
  return (
    cards.find((card) => !knownIds.has(card.fundingMethodId)) ??
    cards.find((card) => card.subType === brand && card.accountNumber.endsWith(last4)) ??
    null
  );
}

/** Spec section 4: after the deposit, the new card becomes the default, then confirmation. */
function* markNewCardDefault(knownIds: Set<number>, brand: CardBrand, last4: string) {
  const card = yield* savedNewCard(knownIds, brand, last4);
  if (!card) return;
  const requested = { fundingMethod: 'cc' as const, fundingMethodId: card.fundingMethodId };
  yield* put(markDefaultRequested(requested));
  // The mark-default saga answers every request; a failure there keeps its message, and the
  // money has moved anyway, so confirmation follows either way.
  yield* take(
    (action: Action) =>
      (markDefaultSucceeded.match(action) || markDefaultFailed.match(action)) &&
      action.payload.requested.fundingMethodId === requested.fundingMethodId,
  );
}

function* deposit() {
  const plan = yield* select(selectCardDeposit);
  if (!plan) return;
  const knownIds = new Set((yield* select(selectCards)).map((card) => card.fundingMethodId));
  const request =
    plan.kind === 'saved'
      ? savedCardDeposit({ form: CARD_FORM, ...plan })
      : newCardDeposit({ form: CARD_FORM, ...plan });
  const answer = yield* submitTransaction(request);
  if (!answer) return;
  // The limits moved; a new card joined the list (marking it default fetches the list itself).
  const stale: SourceKey[] = ['ccLimits'];
  if (plan.kind === 'new' && plan.markAsDefault) {
    yield* markNewCardDefault(knownIds, plan.brand, plan.cardNumber.slice(-4));
  } else if (plan.kind === 'new') {
    stale.push('cards');
  }
  yield* put(fundingSourcesRefreshed({ keys: stale }));
  yield* completeTransaction(request);
}

function* back() {
  const target = yield* select(selectCardBackTarget);
  if (target) yield* call(navigateTo, target);
  else yield* call(navigateBack);
}

function* addNew() {
  yield* call(navigateTo, paths.newCard);
}

export function* cardSaga() {
  yield* latestSafely(cardScreenOpened, open);
  yield* leadingSafely(cardDepositSubmitted, deposit);
  yield* everySafely(cardBackPressed, back);
  yield* everySafely(cardAddNewPressed, addNew);
}
