import { expect, type Page, type Request } from '@playwright/test';
import { scaled } from '../../src/test/timeScale';

/** The funding service's path prefix (src/api/client.ts API_BASE). */
const API_BASE = '/api/funding';

export interface FundingRequest {
  method: string;
  /** The path below the API base: '/balance/type/current'. */
  path: string;
  /** '' or '?deviceId=1'. */
  search: string;
  body: string | null;
}

export interface RequestRecorder {
  all(): FundingRequest[];
  /** How often each endpoint was asked for, keyed 'GET /plaid-token?deviceId=1'. */
  perEndpoint(): Record<string, number>;
  count(method: string, path: string): number;
  /** The parsed JSON bodies sent to `path` with POST, in order. */
  posts(path: string): unknown[];
  /** Resolves once no funding call has been in flight or started for `quietMs`. */
  settled(quietMs?: number): Promise<void>;
}

function asFundingRequest(request: Request): FundingRequest | null {
  const url = new URL(request.url());
  const at = url.pathname.indexOf(API_BASE);
  if (at < 0) return null;
  return {
    method: request.method(),
    path: url.pathname.slice(at + API_BASE.length),
    search: url.search,
    body: request.postData(),
  };
}

/** Records every call the page makes to the funding service (the sandbox's worker answers them). */
export function recordRequests(page: Page): RequestRecorder {
  const seen: FundingRequest[] = [];
  const open = new Set<Request>();
  let lastChange = Date.now();
  page.on('request', (request) => {
    const funding = asFundingRequest(request);
    if (!funding) return;
    seen.push(funding);
    open.add(request);
    lastChange = Date.now();
  });
  const done = (request: Request) => {
    if (open.delete(request)) lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);

  return {
    all: () => [...seen],
    perEndpoint: () => {
      const counts: Record<string, number> = {};
      for (const { method, path, search } of seen) {
        const key = `${method} ${path}${search}`;
        counts[key] = (counts[key] ?? 0) + 1;
      }
      return counts;
    },
    count: (method, path) =>
      seen.filter((request) => request.method === method && request.path === path).length,
    posts: (path) =>
      seen
        .filter((request) => request.method === 'POST' && request.path === path)
        .map((request) => JSON.parse(request.body ?? 'null') as unknown),
    settled: (quietMs = 750) =>
      expect
        .poll(() => open.size === 0 && Date.now() - lastChange >= quietMs, {
          intervals: [100],
          timeout: scaled(15_000),
        })
        .toBe(true),
  };
}

export interface TimedCall {
  /** Path and query below the API base. */
  call: string;
  startTime: number;
  responseEnd: number;
  /**
   * 1 for a call that started before any funding answer arrived; otherwise one more than the
   * deepest call whose answer had arrived when it started (it may have waited for that answer).
   */
  level: number;
}

/**
 * The page's funding calls from the browser's resource timing (exact even for answers from the
 * service worker), each with its round-trip level.
 */
export async function fundingCallLevels(page: Page): Promise<TimedCall[]> {
  const entries = await page.evaluate((base) => {
    return performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.includes(base))
      .map((entry) => {
        const url = new URL(entry.name);
        const timing = entry as PerformanceResourceTiming;
        return {
          call: `${url.pathname.slice(url.pathname.indexOf(base) + base.length)}${url.search}`,
          startTime: timing.startTime,
          responseEnd: timing.responseEnd,
        };
      });
  }, API_BASE);
  const timed: TimedCall[] = [];
  for (const entry of [...entries].sort((a, b) => a.startTime - b.startTime)) {
    const answeredBefore = timed.filter((earlier) => earlier.responseEnd <= entry.startTime);
    const level = Math.max(0, ...answeredBefore.map((earlier) => earlier.level)) + 1;
    timed.push({ ...entry, level });
  }
  return timed;
}
