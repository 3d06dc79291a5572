import type { FundingMethodType } from './types';

/**
 * The funding service's addresses and what every request carries, in a module of their own:
 * the page's head sends the home's GETs before the app runs (scripts/prerender/chooser.js), and
 * the build writes these values into it (src/app/chooserRules.ts), so both send the same.
 */
export const API_BASE = '/api/funding';

export const REQUEST_HEADERS = { 'Cache-Control': 'no-cache', Accept: 'application/json' } as const;
// Never kept by the browser (decisions section 2). On another origin this costs a CORS preflight
// per call: Chromium consults its preflight cache only for the 'default' mode (measured;
// docs/deploy.md gives the same-origin API path as the way round it). No cookie: the token
// travels in its header (decisions section 6).
export const REQUEST_MODE = { cache: 'no-store', credentials: 'omit' } as const;

export const balancePath = (type: string) => `/balance/type/${type}`;
export const limitsPath = (type: FundingMethodType) => `/availablelimit/type/${type}`;
export const DEFAULT_METHOD_PATH = '/user/mark-as-default';
export const PRESETS_PATH = '/preset-amounts';
export const CUSTOMER_PATH = '/customer';
export const CARDS_PATH = '/getcardfundingmethod';
export const ACCOUNTS_PATH = '/expressfund';
