import { eventChannel } from 'redux-saga';
import { all, call, put, select, take } from 'typed-redux-saga';
import { readSessionUser } from '@/platform/cookies';
import { subscribeToOtherTabs, type TabOutcome } from '@/platform/otherTabs';
import { subscribeToReturns } from '@/platform/pageReturn';
import { appStarted, otherWindowOpened } from '@/store/events';
import { selectIsQuickDepositFrame } from '@/domain/context/contextSlice';
import { balanceRequested } from '@/domain/balance/balanceSlice';
import { selectCurrentBalance } from '@/domain/balance/selectors';
import { balanceRoseSentence, otherTabSentence } from './messages';
import { balancesAskedAgain, nextCurrentBalance } from './transactionSaga';
import { pageNoticeShown } from './transactionSlice';

/**
 * The quick-deposit frame opens the wallet deposit and bank linking in a window of their own (a
 * wallet's pages and Link refuse to show in a frame). When that window's deposit goes through,
 * the frame hears it on the account's channel: it says so above its screen and asks for both
 * balances again.
 */
export function* otherWindowSaga() {
  yield* take(appStarted);
  if (!(yield* select(selectIsQuickDepositFrame))) return;
  const member = yield* call(readSessionUser);
  if (member === null) return;
  yield* all([call(hearOtherWindows, member.uid), call(recheckOnReturn)]);
}

function* hearOtherWindows(account: string) {
  const heard = eventChannel<TabOutcome>((emit) => subscribeToOtherTabs(account, emit));
  try {
    while (true) {
      const outcome = yield* take(heard);
      if (outcome.direction !== 'deposit' || outcome.outcome !== 'succeeded') continue;
      yield* balancesAskedAgain();
      yield* put(pageNoticeShown({ message: otherTabSentence(outcome) }));
    }
  } finally {
    heard.close();
  }
}

/**
 * Where the browser keeps a frame's storage apart by the site embedding it, the frame and the
 * window it opened share no channel. So once it has opened one, every return to the frame asks
 * for the balance again and says so when it rose, whatever raised it.
 */
function* recheckOnReturn() {
  yield* take(otherWindowOpened);
  // Returns while a recheck is on its way are dropped (the channel keeps none).
  const returns = eventChannel<true>((emit) => subscribeToReturns(() => emit(true)));
  try {
    while (true) {
      yield* take(returns);
      yield* recheckBalance();
    }
  } finally {
    returns.close();
  }
}

function* recheckBalance() {
  const before = (yield* select(selectCurrentBalance)).cents;
  yield* put(balanceRequested({ kind: 'current' }));
  const after = yield* call(nextCurrentBalance);
  if (after === null || before === null || after <= before) return;
  yield* put(balanceRequested({ kind: 'available' }));
  yield* put(pageNoticeShown({ message: balanceRoseSentence(after - before) }));
}
