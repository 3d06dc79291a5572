import { delay, http, HttpResponse, type HttpResponseResolver } from 'msw';
import type { LedgerStore } from './ledger';
import { wireBalance } from './formatting';

/** Matches the API on the page's own origin or any configured API origin. */
const api = (path: string) => `*/api/funding${path}`;

const SLOW_MS = 2000;

/**
 * Applies the ledger's scenario before a resolver: 403 or 502 for everything, 401 for submits,
 * or latency.
 */
function scenario(
  ledger: LedgerStore,
  resolver: HttpResponseResolver,
  kind: 'load' | 'submit' = 'load',
): HttpResponseResolver {
  return async (info) => {
    const { scenario: current } = ledger.get();
    if (current === 'slow') await delay(SLOW_MS);
    if (current === 'unauthorized')
      return HttpResponse.json({ message: 'Forbidden' }, { status: 403 });
    if (current === 'server-error')
      return HttpResponse.json({ message: 'Bad Gateway' }, { status: 502 });
    if (current === 'session-expired' && kind === 'submit') {
      return HttpResponse.json({ message: 'Session expired' }, { status: 401 });
    }
    return resolver(info);
  };
}

export function createHandlers(ledger: LedgerStore) {
  return [
    http.get(
      api('/balance/type/:type'),
      scenario(ledger, ({ params }) => {
        const state = ledger.get();
        if (params.type === 'current')
          return HttpResponse.json({ amount: wireBalance(state.balanceCents) });
        if (params.type === 'available')
          return HttpResponse.json({ amount: wireBalance(state.withdrawableCents) });
        return HttpResponse.json({ message: 'Unknown balance type' }, { status: 400 });
      }),
    ),
  ];
}
