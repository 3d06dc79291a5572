import { http, HttpResponse } from 'msw';
import { sandboxServer } from '@/sandbox/node';
import { onTestCleanup } from './cleanups';

interface Recorded {
  method: string;
  /** The path under /api/funding, e.g. '/deposit/card'. */
  path: string;
  body: unknown;
}

/**
 * Records every request the app sends to the sandbox during a test (the sandbox still answers
 * them), to count calls per endpoint and read the JSON bodies posted.
 */
export function recordRequests() {
  const seen: Recorded[] = [];
  const listener = async ({ request }: { request: Request }) => {
    const path = new URL(request.url).pathname.replace(/^\/api\/funding/, '');
    const text = request.method === 'GET' ? '' : await request.clone().text();
    seen.push({ method: request.method, path, body: text ? JSON.parse(text) : null });
  };
  sandboxServer.events.on('request:start', listener);
  onTestCleanup(() => sandboxServer.events.removeListener('request:start', listener));
  const matching = (method: string, path: string) =>
    seen.filter((entry) => entry.method === method && entry.path === path);
  return {
    count: (method: string, path: string) => matching(method, path).length,
    bodies: (method: string, path: string) => matching(method, path).map((entry) => entry.body),
    /** The order the calls were sent in, e.g. ['GET /user/mark-as-default', ...]. */
    sequence: () => seen.map((entry) => `${entry.method} ${entry.path}`),
  };
}

/** Answers every POST to one path (under /api/funding) with `answer` instead of the sandbox. */
export function answerPosts(path: string, answer: () => Response | Promise<Response>) {
  sandboxServer.use(http.post(`*/api/funding${path}`, answer));
}

/** A transaction's answer with this errorCode and errorMessage. */
export const transactionAnswer =
  (errorCode: number, errorMessage = '') =>
  () =>
    HttpResponse.json({ errorCode, errorMessage });

/** An empty answer with this HTTP status. */
export const statusAnswer = (status: number) => () => HttpResponse.json({}, { status });
