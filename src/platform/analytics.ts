import { APP_NAME } from '@/config/constants';
import { logError } from '@/lib/log';
import { openInNewTab, redirectTo } from './navigation';

type DataLayerEvent = Record<string, unknown>;
declare global {
  interface Window {
    dataLayer?: DataLayerEvent[];
    /** Present once the tag manager script has loaded and drains dataLayer. */
    google_tag_manager?: unknown;
  }
}

/** Longest wait for the tag manager to report an outbound click before leaving the page. */
export const OUTBOUND_HIT_TIMEOUT_MS = 1000;

function push(event: DataLayerEvent): void {
  window.dataLayer ??= [];
  window.dataLayer.push(event);
}

/** A page view on every route change, first load included. Failures are only logged. */
export function trackPageView(page: string): void {
  try {
    push({ event: 'pageview', page, app: APP_NAME });
  } catch (error) {
    logError('analytics', error);
  }
}

/** Origin and path only: a query or hash may carry personal data and stays out of analytics. */
function trackedAddress(url: string): string {
  const parsed = new URL(url, window.location.href);
  return `${parsed.origin}${parsed.pathname}`;
}

/** Pushes the outbound-click event; false when tracking failed (logged). */
function recordOutbound(url: string, onSent?: () => void): boolean {
  try {
    push({
      event: 'outboundLink',
      url: trackedAddress(url),
      app: APP_NAME,
      ...(onSent && { eventCallback: onSent, eventTimeout: OUTBOUND_HIT_TIMEOUT_MS }),
    });
    return true;
  } catch (error) {
    logError('analytics', error);
    return false;
  }
}

let reportedMissingTagManager = false;

/**
 * Whether the tag manager that sends the hits has loaded. Its absence (a blocker, a failed
 * script) is logged once a page (spec section 8); links are still followed.
 */
function hasTagManager(): boolean {
  const loaded = window.google_tag_manager !== undefined;
  if (!loaded && !reportedMissingTagManager) {
    reportedMissingTagManager = true;
    logError('analytics', 'no tag manager loaded; outbound links are followed without it');
  }
  return loaded;
}

/**
 * Reports a click on a link leaving the app, then opens it. A new tab opens at once (inside the
 * click, so no popup blocker objects). In the same tab the page waits for the tag manager's
 * `eventCallback`, at most OUTBOUND_HIT_TIMEOUT_MS; without a loaded tag manager (logged), or
 * when tracking throws (logged), it is plain navigation.
 */
export function trackOutboundLink(url: string, { newTab }: { newTab: boolean }): void {
  const tracked = hasTagManager();
  if (newTab) {
    openInNewTab(url);
    recordOutbound(url);
    return;
  }
  let left = false;
  const leave = () => {
    if (left) return;
    left = true;
    redirectTo(url);
  };
  const waitForHit = tracked && recordOutbound(url, leave);
  if (waitForHit) window.setTimeout(leave, OUTBOUND_HIT_TIMEOUT_MS);
  else leave();
}
