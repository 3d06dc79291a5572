import { call, put } from 'typed-redux-saga';
import { saveDefaultMethod } from '@/api/saveDefaultMethod';
import { everySafely } from '@/lib/saga';
import { fundingSourceLoaded } from '@/domain/funding-sources/fundingSourcesSlice';
import { sessionExpired } from '@/domain/session/sessionSlice';
import {
  MARK_DEFAULT_FAILURE,
  markDefaultFailed,
  markDefaultRequested,
  markDefaultSucceeded,
} from './markDefaultSlice';

/** The texts of a save's messages, joined; 'Something went wrong' when none says anything. */
function emptyResultMessage(messages: readonly { text: string }[]): string {
  const texts = messages.map(({ text }) => text.trim()).filter((text) => text !== '');
  return texts.length > 0 ? texts.join(' ') : MARK_DEFAULT_FAILURE;
}

/**
 * One PUT, never retried; a 401 is the expired session of decisions section 6. An answer
 * without the stored method saved nothing: the default stays, and its messages say why.
 */
function* saveDefault(action: ReturnType<typeof markDefaultRequested>) {
  const requested = action.payload;
  const result = yield* call(saveDefaultMethod, requested);
  if (result.ok) {
    const { fundingMethod, fundingMethodId, messages } = result.data;
    if (fundingMethod === null || fundingMethodId === null) {
      yield* put(markDefaultFailed({ requested, message: emptyResultMessage(messages) }));
    } else {
      const saved = { fundingMethod, fundingMethodId };
      // The default the server stored is the default everyone shows (home, card and ACH screens).
      yield* put(fundingSourceLoaded({ key: 'defaultMethod', data: saved }));
      yield* put(markDefaultSucceeded({ requested, saved }));
    }
    return;
  }
  if (result.status === 401) {
    yield* put(markDefaultFailed({ requested, message: null }));
    yield* put(sessionExpired());
    return;
  }
  yield* put(markDefaultFailed({ requested, message: MARK_DEFAULT_FAILURE }));
}

/**
 * Every request is answered (none is dropped), so a flow that puts markDefault/requested may
 * wait for its outcome; the buttons are inactive while one is pending.
 */
export function* markDefaultSaga() {
  yield* everySafely(markDefaultRequested, saveDefault);
}
