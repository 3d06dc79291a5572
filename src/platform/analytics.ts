import { APP_NAME } from '@/config/constants';
import { logError } from '@/lib/log';

type DataLayerEvent = Record<string, unknown>;
declare global {
  interface Window {
    dataLayer?: DataLayerEvent[];
  }
}

/** A page view on every route change, first load included. Failures are only logged. */
export function trackPageView(page: string): void {
  try {
    window.dataLayer ??= [];
    window.dataLayer.push({ event: 'pageview', page, app: APP_NAME });
  } catch (error) {
    logError('analytics', error);
  }
}
