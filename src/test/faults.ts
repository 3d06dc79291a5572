import { act, configure, getConfig } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { REQUEST_TIMEOUT_MS } from '@/config/constants';
import { SEEDED_IDS } from '@/sandbox/ledger';
import { sandboxServer } from '@/sandbox/node';
import { onTestCleanup } from './cleanups';

/**
 * Fault injection for the fault-matrix tests: one call of the funding API answers
 * with a fault while the sandbox answers the rest. An unhandled promise rejection fails the test
 * that caused it without help: jest 30 (circus) takes over the process's 'unhandledRejection'
 * listeners (one added from a test file is never called) and fails the owning test itself.
 */
export const FAULTS = [
  '401',
  '403',
  '404',
  '422',
  '502',
  'timeout',
  'malformed',
  'network',
] as const;
/**
 * Statuses only submits are tried with (decisions section 6): 503 and 504 are unknown outcomes,
 * like a time-out; 500 is another 5xx.
 */
type SubmitServerFault = '500' | '503' | '504';
export type Fault = (typeof FAULTS)[number] | SubmitServerFault;

/** The faults after which the client has no readable answer: no status at all. */
export const isSilent = (fault: Fault) => fault === 'timeout' || fault === 'network';

type Method = 'GET' | 'POST' | 'PUT';

/** Never answers until the test ends (then the already aborted request gets a network error). */
function stalled(): Promise<Response> {
  return new Promise((resolve) => onTestCleanup(() => resolve(HttpResponse.error())));
}

function faultAnswer(fault: Fault): Response | Promise<Response> {
  switch (fault) {
    case 'timeout':
      return stalled();
    case 'network':
      return HttpResponse.error();
    case 'malformed':
      // A 200 whose body is cut off: not JSON.
      return new HttpResponse('{"errorCode": 0, "amo', {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    default:
      return HttpResponse.json({ message: `HTTP ${fault}` }, { status: Number(fault) });
  }
}

const handlerFor = { GET: http.get, POST: http.post, PUT: http.put };

/** Answers every request to `path` (under /api/funding) with the fault; returns the count. */
export function injectFault(method: Method, path: string, fault: Fault): () => number {
  let count = 0;
  sandboxServer.use(
    handlerFor[method](`*/api/funding${path}`, () => {
      count += 1;
      return faultAnswer(fault);
    }),
  );
  return () => count;
}

/**
 * Counts the requests to `path` and lets the sandbox answer them, after `delayMs` when given (a
 * slow answer, to act while the request is in flight).
 */
export function countRequests(method: Method, path: string, delayMs = 0) {
  let count = 0;
  sandboxServer.use(
    handlerFor[method](`*/api/funding${path}`, async () => {
      count += 1;
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      return undefined;
    }),
  );
  return () => count;
}

/** The sandbox's checking account as the default method (the seed's default is the Visa). */
export function serveAchDefaultMethod(): void {
  sandboxServer.use(
    http.get('*/api/funding/user/mark-as-default', () =>
      HttpResponse.json({ fundingMethod: 'ach', fundingMethodId: SEEDED_IDS.checking }),
    ),
  );
}

/** The page's own timer and clock, taken before any test fakes them. */
const realSetTimeout = globalThis.setTimeout;
const realNow = performance.now.bind(performance);

/** Testing Library's pause between two polls of a `waitFor` or a `findBy`. */
const POLL_INTERVAL_MS = 50;

/** Polls closer than this in real time are taken for one find's. */
const SAME_FIND_GAP_MS = 100;

/**
 * On fake timers a `findBy` moves the fake clock a poll's interval at a time and gives up when
 * the fake clock has passed its time-out, which alone takes a few milliseconds: a lazy chunk or
 * an answer that is slow in real time (a busy machine) would fail it. This lets a find's polls
 * run the fake clock ahead of real time by half the time-out at most, and then waits in real
 * time: a find gives the page at least half its time-out in real time, and a find that needs
 * only a little fake time (React's reveal delays) takes no real time for it.
 */
function pacedByRealTime(advanceTimers: (advance: () => unknown) => unknown) {
  let find = { startedAt: -Infinity, fakeMs: 0 };
  let lastPollAt = -Infinity;
  return async (advance: () => unknown) => {
    const advanced = await advanceTimers(advance);
    const now = realNow();
    if (now - lastPollAt > SAME_FIND_GAP_MS) find = { startedAt: now, fakeMs: 0 };
    find.fakeMs += POLL_INTERVAL_MS;
    const aheadMs = find.fakeMs - (now - find.startedAt) - getConfig().asyncUtilTimeout / 2;
    if (aheadMs > 0) await new Promise((resolve) => realSetTimeout(resolve, aheadMs));
    lastPollAt = realNow();
    return advanced;
  };
}

/**
 * Fake timers: time moves only when the test (or Testing Library's waitFor) advances it, so the
 * client's 20-second time-out takes no real time, nor do React's Suspense reveal delays.
 * Microtasks and nextTick stay real, so msw, fetch and React keep working. A find still waits in
 * real time before it gives up (`pacedByRealTime`).
 */
export function installFakeClock(): void {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
  const { unstable_advanceTimersWrapper: advanceTimers } = getConfig();
  configure({ unstable_advanceTimersWrapper: pacedByRealTime(advanceTimers) });
  onTestCleanup(() => {
    configure({ unstable_advanceTimersWrapper: advanceTimers });
    jest.useRealTimers();
  });
}

export async function advanceClock(ms: number): Promise<void> {
  await act(() => jest.advanceTimersByTimeAsync(ms));
}

/**
 * Moves the fake clock in small steps until `done` (React flushes its effects between steps, so
 * a screen can start its requests); fails after `limit` steps.
 */
export async function advanceUntil(done: () => boolean, limit = 300): Promise<void> {
  for (let step = 0; step < limit && !done(); step += 1) await advanceClock(10);
  if (!done()) throw new Error('advanceUntil: the condition never held');
}

/**
 * Lets the client's time-out fire: it must not before REQUEST_TIMEOUT_MS, and must at it.
 * `stillWaiting` reads whether the app still waits.
 */
export async function passRequestTimeout(stillWaiting: () => boolean): Promise<void> {
  await advanceClock(REQUEST_TIMEOUT_MS - 100);
  if (!stillWaiting()) throw new Error('gave up before the 20-second time-out');
  await advanceClock(100);
}
