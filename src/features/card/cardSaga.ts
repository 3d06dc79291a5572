import { call, put, select } from 'typed-redux-saga';
import { paths } from '@/config/paths';
import { everySafely, latestSafely, leadingSafely } from '@/lib/saga';
import { navigateBack, navigateTo } from '@/platform/navigation';
import { loadFundingSource } from '@/domain/funding-sources/fundingSourcesSaga';
import { fundingSourcesNeeded, type SourceKey } from '@/domain/funding-sources/fundingSourcesSlice';
import { selectCards } from '@/domain/funding-sources/selectors';
import { initialiseAmountWithDefault } from '@/domain/funding-sources/settledSource';
import { markDefaultRequested } from '@/domain/mark-default/markDefaultSlice';
import { submitTransaction } from '@/domain/transaction/submitTransaction';
import { completeTransaction } from '@/domain/transaction/transactionSaga';
import { failureOutdatedBy } from '@/domain/transaction/failureOutdated';
import { transactionCleared } from '@/domain/transaction/transactionSlice';
import {
  cardChosen,
  cardNumberTyped,
  CARD_FORM,
  cardAddNewPressed,
  cardBackPressed,
  cardDepositSubmitted,
  cardFormStarted,
  cardScreenOpened,
  newCardDepositedAsDefault,
} from './cardSlice';
import { newCardDeposit } from './newCardRequest';
import { savedCardDeposit } from './requests';
import { selectCardBackTarget, selectCardDeposit } from './selectors';

type NewCardToMark = ReturnType<typeof newCardDepositedAsDefault>['payload'];

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
function* savedNewCard({ knownIds, brand, last4 }: NewCardToMark) {
  const cardsKey: SourceKey = 'cards';
  yield* call(loadFundingSource, cardsKey);
  const cards = yield* select(selectCards);
  return (
    cards.find((card) => !knownIds.includes(card.fundingMethodId)) ??
    cards.find((card) => card.subType === brand && card.accountNumber.endsWith(last4)) ??
    null
  );
}

/**
 * Spec section 4: the new card becomes the default. This follows the confirmation and never
 * holds it: the money has moved whatever happens here. A failure is the mark-default saga's
 * 'Something went wrong', shown beside that card in the card list, not on the confirmation.
 */
function* markNewCardDefault(action: ReturnType<typeof newCardDepositedAsDefault>) {
  const card = yield* savedNewCard(action.payload);
  if (card) {
    yield* put(
      markDefaultRequested({ fundingMethod: 'cc', fundingMethodId: card.fundingMethodId }),
    );
  }
}

function* deposit() {
  const plan = yield* select(selectCardDeposit);
  if (!plan) return;
  const knownIds = (yield* select(selectCards)).map((card) => card.fundingMethodId);
  const request =
    plan.kind === 'saved'
      ? savedCardDeposit({ form: CARD_FORM, ...plan })
      : newCardDeposit({ form: CARD_FORM, ...plan });
  const answer = yield* submitTransaction(request);
  if (!answer) return;
  // The limits moved; a new card joined the list (marking it default fetches the list itself).
  const stale: SourceKey[] = ['ccLimits'];
  if (plan.kind === 'new' && plan.markAsDefault) {
    const last4 = plan.cardNumber.slice(-4);
    yield* put(newCardDepositedAsDefault({ knownIds, brand: plan.brand, last4 }));
  } else if (plan.kind === 'new') {
    stale.push('cards');
  }
  yield* completeTransaction({ ...request, mayChange: stale });
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
  yield* everySafely(newCardDepositedAsDefault, markNewCardDefault);
  yield* everySafely(cardBackPressed, back);
  yield* everySafely(cardAddNewPressed, addNew);
  // Another card, or another card number: a decline was about the card before.
  yield* failureOutdatedBy([cardChosen.type, cardNumberTyped.type], CARD_FORM);
}
