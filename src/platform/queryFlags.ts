import { readQueryParam } from './location';

/**
 * The query flags the app understands, each read from the page query or the hash query
 * (decisions section 3). Parsing is strict: a boolean flag is on only for the exact value
 * 'true', `context` is 'withdraw' or nothing, and any other value is ignored.
 */
export interface QueryFlags {
  quickDepositIframe: boolean;
  /** Raw value: entry.ts compares it, and a present but wrong value has effects of its own. */
  iosApp: string | null;
  plaid: boolean;
  sandbox: string | null;
  success: boolean;
  error: boolean;
  context: 'withdraw' | null;
}

const isTrue = (name: string) => readQueryParam(name) === 'true';

export function readQueryFlags(): QueryFlags {
  return {
    quickDepositIframe: isTrue('quickDepositIframe'),
    iosApp: readQueryParam('iosApp'),
    plaid: isTrue('plaid'),
    sandbox: readQueryParam('sandbox'),
    success: isTrue('success'),
    error: isTrue('error'),
    context: readQueryParam('context') === 'withdraw' ? 'withdraw' : null,
  };
}
