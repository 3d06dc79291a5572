/**
 * Test-only helpers for the api/ tests: a per-test msw handler that records every request it
 * answers, and `describeCall`, which checks one call against the contract of docs/api.md.
 * Each test installs its own handler, so the sandbox's default handlers never answer here.
 */
import Cookies from 'js-cookie';
import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import { pageOrigin } from '@/platform/location';
import { sandboxServer } from '@/sandbox/node';
import type { ApiResult } from './client';

export type WireMethod = 'GET' | 'POST' | 'PUT';

export interface Captured {
  method: string;
  url: URL;
  headers: Headers;
  cache: RequestCache;
  credentials: RequestCredentials;
  /** The raw body text ('' when none). */
  text: string;
}

const register = { GET: http.get, POST: http.post, PUT: http.put } as const;

/**
 * Answers `method` on /api/funding<path> (any origin) with `answer`, called with the 0-based
 * attempt number, and records each request.
 */
export function capture(
  method: WireMethod,
  path: string,
  answer: (attempt: number) => Response | Promise<Response>,
): Captured[] {
  const seen: Captured[] = [];
  const resolver: HttpResponseResolver = async ({ request }) => {
    seen.push({
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      cache: request.cache,
      credentials: request.credentials,
      text: await request.text(),
    });
    return answer(seen.length - 1);
  };
  sandboxServer.use(register[method](`*/api/funding${path}`, resolver));
  return seen;
}

export function signIn(token = 't') {
  Cookies.set('xpbUser', JSON.stringify({ xAuthToken: token, displayName: 'A', uid: 'u' }));
}

/** A 200 whose body is the given text, for bodies that are not JSON. */
export const rawText = (text: string) =>
  new HttpResponse(text, { status: 200, headers: { 'Content-Type': 'application/json' } });

export interface CallCase {
  /** What the case shows, e.g. 'a checking account'. */
  title: string;
  run: () => Promise<ApiResult<unknown>>;
  method: WireMethod;
  /** The path under /api/funding, e.g. '/customer'. */
  path: string;
  /** The exact query, when there is one. */
  query?: Record<string, string>;
  /** The exact JSON body, when there is one. */
  body?: unknown;
  /** The JSON the test server answers with. */
  response: unknown;
  /** The data the call resolves to (default: `response`). */
  parsed?: unknown;
  /** Well-formed JSON of the wrong shape or value types: each must come back as 'malformed'. */
  wrongShapes: unknown[];
}

/**
 * The contract checks every call must pass: method, path, query, headers, body, parsed answer;
 * a wrong shape and non-JSON as 'malformed'; 502 retried once for a GET and never otherwise.
 */
export function describeCall(c: CallCase) {
  describe(`${c.method} ${c.path}: ${c.title}`, () => {
    it('sends the request of the contract and parses the answer', async () => {
      signIn('t-123');
      const seen = capture(c.method, c.path, () => HttpResponse.json(c.response as object));

      const result = await c.run();

      expect(result).toEqual({ ok: true, data: c.parsed ?? c.response });
      expect(seen).toHaveLength(1);
      const [request] = seen as [Captured];
      expect(request.method).toBe(c.method);
      expect(request.url.origin).toBe(pageOrigin());
      expect(request.url.pathname).toBe(`/api/funding${c.path}`);
      expect(Object.fromEntries(request.url.searchParams)).toEqual(c.query ?? {});
      expect(request.headers.get('x-auth-token')).toBe('t-123');
      expect(request.headers.get('cache-control')).toBe('no-cache');
      expect(request.cache).toBe('no-store');
      expect(request.credentials).toBe('omit');
      if (c.body === undefined) {
        expect(request.text).toBe('');
        expect(request.headers.get('content-type')).toBeNull();
      } else {
        expect(JSON.parse(request.text)).toEqual(c.body);
        expect(request.headers.get('content-type')).toBe('application/json');
      }
    });

    it('sends no token header when nobody is signed in', async () => {
      const seen = capture(c.method, c.path, () => HttpResponse.json(c.response as object));
      await c.run();
      expect(seen).toHaveLength(1);
      expect(seen[0]?.headers.has('x-auth-token')).toBe(false);
    });

    it.each(c.wrongShapes.map((shape) => [JSON.stringify(shape), shape]))(
      'reads %s as malformed',
      async (_label, shape) => {
        capture(c.method, c.path, () => HttpResponse.json(shape as object));
        await expect(c.run()).resolves.toEqual({ ok: false, kind: 'malformed', status: 200 });
      },
    );

    it('reads a body that is not JSON as malformed', async () => {
      capture(c.method, c.path, () => rawText('<html>oops</html>'));
      await expect(c.run()).resolves.toEqual({ ok: false, kind: 'malformed', status: 200 });
    });

    const attempts = c.method === 'GET' ? 2 : 1;
    it(`answers a 502 with an http failure after ${attempts} attempt(s)`, async () => {
      const seen = capture(c.method, c.path, () => new HttpResponse(null, { status: 502 }));
      await expect(c.run()).resolves.toEqual({ ok: false, kind: 'http', status: 502 });
      expect(seen).toHaveLength(attempts);
    });
  });
}
