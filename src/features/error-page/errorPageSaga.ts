import { call, put } from 'typed-redux-saga';
import { paths } from '@/config/paths';
import { parseAmount } from '@/lib/money';
import { everySafely } from '@/lib/saga';
import { navigateTo } from '@/platform/navigation';
import { readSession, type SessionKey } from '@/platform/sessionStore';
import {
  errorPageCleared,
  errorPageLoaded,
  errorPageOpened,
  reviewInformationPressed,
} from './errorPageSlice';

const STORED: Record<'amount' | 'message', SessionKey> = {
  amount: 'depositedAmount',
  message: 'errorMessage',
};

function* load() {
  yield* put(errorPageCleared());
  const amount = yield* call(readSession, STORED.amount);
  const message = yield* call(readSession, STORED.message);
  const parsed = parseAmount(amount ?? '');
  yield* put(errorPageLoaded({ cents: parsed.ok ? parsed.cents : null, message: message || null }));
}

function* review() {
  yield* call(navigateTo, paths.plaidFunding);
}

export function* errorPageSaga() {
  yield* everySafely(errorPageOpened, load);
  yield* everySafely(reviewInformationPressed, review);
}
