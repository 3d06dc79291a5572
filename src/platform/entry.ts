import { DEPOSIT_LINK_PARAM, IOS_APP_ID } from '@/config/constants';
import { environmentForHost } from '@/config/environments';
import { returnAddress } from '@/lib/returnAddress';
import {
  isAndroidApp,
  isBankLinkEnabled,
  isIosApp,
  removeIosAppCookie,
  removeSessionUser,
  setBankLinkCookie,
  setIosAppCookie,
} from './cookies';
import { bankOAuthReturnAddress, dropQueryParams, pageHostname, readQueryParam } from './location';
import { readQueryFlags } from './queryFlags';
import { readSession, writeSession } from './sessionStore';

/** The context the page runs in, as the entry flags and the cookies leave it. */
export interface AppContext {
  iosApp: boolean;
  androidApp: boolean;
  /** From session storage, so the frame mode survives in-app navigation. */
  quickDepositFrame: boolean;
  bankLinkEnabled: boolean;
  /** The address the page opened with when it is a return from a bank's OAuth page. */
  bankOAuthReturn: string | null;
  depositLink: DepositLink;
}

/**
 * A deposit link from the betting site (decisions section 6): the amount as written, and the
 * address to go back to when it is one of the main site's (null otherwise).
 */
export interface DepositLink {
  amount: string | null;
  returnTo: string | null;
}

/** Longer than any amount: such a link fills nothing. */
const MAX_AMOUNT_LENGTH = 32;

/** Reads the deposit link's `amount` and `returnTo`, then takes them out of the address. */
function readDepositLink(): DepositLink {
  const amount = readQueryParam(DEPOSIT_LINK_PARAM.amount);
  const returnTo = readQueryParam(DEPOSIT_LINK_PARAM.returnTo);
  dropQueryParams(Object.values(DEPOSIT_LINK_PARAM));
  const hosts = environmentForHost(pageHostname())?.mainSiteHosts ?? [];
  return {
    amount: amount !== null && amount.length <= MAX_AMOUNT_LENGTH ? amount : null,
    returnTo: returnTo === null ? null : returnAddress(returnTo, hosts),
  };
}

/** What the iOS app sends as `iosApp`: base64 of the app identifier ('WHByZXNzYmV0SU9TQXBw'). */
export const IOS_APP_FLAG = btoa(IOS_APP_ID);

/**
 * Runs once at boot. The iOS flag sets the app cookie when it matches; a present but wrong
 * value signs the user out and drops the app cookie; no flag changes nothing. `plaid=true`
 * enables bank linking and `quickDepositIframe=true` is kept for the rest of the tab's life.
 */
export function applyEntryFlags(): AppContext {
  const flags = readQueryFlags();
  if (flags.iosApp !== null) {
    if (flags.iosApp === IOS_APP_FLAG) {
      setIosAppCookie();
    } else {
      removeSessionUser();
      removeIosAppCookie();
    }
  }
  if (flags.plaid) setBankLinkCookie();
  if (flags.quickDepositIframe) writeSession('quickDepositIframe', 'true');
  return {
    iosApp: isIosApp(),
    androidApp: isAndroidApp(),
    // The query counts too, for frames where session storage is disabled.
    quickDepositFrame: flags.quickDepositIframe || readSession('quickDepositIframe') === 'true',
    bankLinkEnabled: isBankLinkEnabled(),
    bankOAuthReturn: bankOAuthReturnAddress(),
    depositLink: readDepositLink(),
  };
}
