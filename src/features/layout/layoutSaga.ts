import { call } from 'typed-redux-saga';
import { removeSessionUser } from '@/platform/cookies';
import { redirectTo } from '@/platform/navigation';
import { everySafely } from '@/lib/saga';
import { currentEnvironment } from './environment';
import { logoutClicked } from './menusSlice';

/** Logout: the sign-on cookie goes, then the product home (the main site). */
function* logout() {
  yield* call(removeSessionUser);
  const { mainSite } = yield* call(currentEnvironment);
  yield* call(redirectTo, mainSite);
}

export function* layoutSaga() {
  yield* everySafely(logoutClicked, logout);
}
