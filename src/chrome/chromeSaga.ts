import { call } from 'typed-redux-saga';
import { trackOutboundLink } from '@/platform/analytics';
import { removeSessionUser } from '@/platform/cookies';
import { redirectTo } from '@/platform/navigation';
import { everySafely } from '@/lib/saga';
import { currentEnvironment } from '@/domain/context/environment';
import { logoutClicked, outboundLinkClicked } from './events';

/** Logout: the sign-on cookie goes, then the product home (the main site). */
function* logout() {
  yield* call(removeSessionUser);
  const { mainSite } = yield* call(currentEnvironment);
  yield* call(redirectTo, mainSite);
}

/**
 * Runs inside the click (the saga starts synchronously on dispatch), so the new tab opens with
 * the click's user activation and no popup blocker objects.
 */
function* followOutboundLink(action: ReturnType<typeof outboundLinkClicked>) {
  yield* call(trackOutboundLink, action.payload.url, { newTab: action.payload.newTab });
}

export function* chromeSaga() {
  yield* everySafely(logoutClicked, logout);
  yield* everySafely(outboundLinkClicked, followOutboundLink);
}
