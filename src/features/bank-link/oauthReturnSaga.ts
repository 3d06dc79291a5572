import { call, select, take } from 'typed-redux-saga';
import { appStarted } from '@/store/events';
import { paths } from '@/config/paths';
import { dropQueryParams } from '@/platform/location';
import { navigateTo } from '@/platform/navigation';
import { selectBankOAuthReturn } from '@/domain/context/contextSlice';
import { selectPathname } from '@/domain/location/locationSlice';

/**
 * Heard on every start, since a bank's OAuth page may return to any route (decisions section 6):
 * the flag leaves the address, so neither a reload nor a later address carries it, and the page
 * goes to bank linking, which takes the round trip up (bankLinkSaga).
 */
export function* bankOAuthReturnSaga() {
  yield* take(appStarted);
  if ((yield* select(selectBankOAuthReturn)) === null) return;
  yield* call(dropQueryParams, ['oauth_state_id']);
  // Stryker disable next-line ConditionalExpression: at bank linking already, going there again sets the hash it has (the bank returns to the registered address, whose hash carries no query), which does nothing
  if ((yield* select(selectPathname)) !== paths.plaidFunding) {
    yield* call(navigateTo, paths.plaidFunding);
  }
}
