import { eventChannel } from 'redux-saga';
import { call, put, select, take } from 'typed-redux-saga';
import { readSessionUser } from '@/platform/cookies';
import { subscribeToOtherTabs, type TabOutcome } from '@/platform/otherTabs';
import { appStarted } from '@/store/events';
import { selectIsQuickDepositFrame } from '@/domain/context/contextSlice';
import { otherTabSentence } from './messages';
import { balancesAskedAgain } from './transactionSaga';
import { pageNoticeShown } from './transactionSlice';

/**
 * The quick-deposit frame opens the wallet deposit in a window of its own (a wallet's pages
 * refuse to show in a frame). When that window's deposit goes through, the frame hears it on the
 * account's channel: it says so above its screen and asks for both balances again.
 */
export function* otherWindowSaga() {
  yield* take(appStarted);
  if (!(yield* select(selectIsQuickDepositFrame))) return;
  const member = yield* call(readSessionUser);
  if (member === null) return;
  const heard = eventChannel<TabOutcome>((emit) => subscribeToOtherTabs(member.uid, emit));
  try {
    while (true) {
      const outcome = yield* take(heard);
      if (outcome.direction !== 'deposit' || outcome.outcome !== 'succeeded') continue;
      yield* balancesAskedAgain();
      yield* put(pageNoticeShown({ message: otherTabSentence(outcome) }));
    }
  } finally {
    // A cancelled saga leaves its channel open: closing it closes the broadcast channel.
    heard.close();
  }
}
