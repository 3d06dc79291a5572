import * as v from 'valibot';
import { delay, HttpResponse } from 'msw';
import { REQUEST_TIMEOUT_MS } from '@/config/constants';
import { get, send } from './client';
import { capture, rawText, signIn } from './contract.testutil';

/** The client on its own, through a made-up resource so no real call's rules interfere. */
const Thing = v.object({ id: v.number() });
const getThing = (timeoutMs?: number) => get('/thing', { schema: Thing, timeoutMs });
const sendThing = (method: 'POST' | 'PUT', timeoutMs?: number) =>
  send(method, '/thing', { schema: Thing, body: { id: 1 }, timeoutMs });

const json = (value: unknown, status = 200) => HttpResponse.json(value as object, { status });
const networkError = () => HttpResponse.error();

afterEach(() => jest.useRealTimers());

describe('the fetch client', () => {
  it('asks the page origin under /api/funding on a local host, with the query', async () => {
    signIn();
    const seen = capture('GET', '/thing', () => json({ id: 7 }));
    await expect(
      get('/thing', { schema: Thing, query: { deviceId: '1', q: 'a b' } }),
    ).resolves.toEqual({ ok: true, data: { id: 7 } });
    expect(window.location.hostname).toBe('localhost');
    expect(seen[0]?.url.href).toBe('http://localhost/api/funding/thing?deviceId=1&q=a+b');
    expect(seen[0]?.headers.get('accept')).toBe('application/json');
  });

  it('sends the token of the xpbUser cookie, and none when the cookie is unreadable', async () => {
    const seen = capture('GET', '/thing', () => json({ id: 1 }));
    signIn('abc');
    await getThing();
    document.cookie = 'xpbUser=not-json; path=/';
    await getThing();
    expect(seen.map((request) => request.headers.get('x-auth-token'))).toEqual(['abc', null]);
  });

  it('sends no cookies, GET or POST (decisions section 6: the token travels in its header)', async () => {
    signIn();
    const gets = capture('GET', '/thing', () => json({ id: 1 }));
    const posts = capture('POST', '/thing', () => json({ id: 1 }));
    await getThing();
    await sendThing('POST');
    expect([...gets, ...posts].map((request) => request.credentials)).toEqual(['omit', 'omit']);
  });

  describe.each([401, 403, 404, 422, 500, 503])('an HTTP %i', (status) => {
    it.each(['GET', 'POST', 'PUT'] as const)(
      'is an http failure for a %s, not retried',
      async (method) => {
        const seen = capture(method, '/thing', () => json({ message: 'no' }, status));
        const result = method === 'GET' ? getThing() : sendThing(method);
        await expect(result).resolves.toEqual({ ok: false, kind: 'http', status });
        expect(seen).toHaveLength(1);
      },
    );
  });

  describe('a 502', () => {
    it('is retried once for a GET, and the second answer counts', async () => {
      const seen = capture('GET', '/thing', (attempt) =>
        attempt === 0 ? json({}, 502) : json({ id: 2 }),
      );
      await expect(getThing()).resolves.toEqual({ ok: true, data: { id: 2 } });
      expect(seen).toHaveLength(2);
    });

    it('is an http failure after exactly two GET attempts', async () => {
      const seen = capture(
        'GET',
        '/thing',
        () => new HttpResponse('<html>Bad Gateway</html>', { status: 502 }),
      );
      await expect(getThing()).resolves.toEqual({ ok: false, kind: 'http', status: 502 });
      expect(seen).toHaveLength(2);
    });

    it.each(['POST', 'PUT'] as const)('is never retried for a %s', async (method) => {
      const seen = capture(method, '/thing', () => json({ id: 1 }, 502));
      await expect(sendThing(method)).resolves.toEqual({ ok: false, kind: 'http', status: 502 });
      expect(seen).toHaveLength(1);
    });
  });

  describe('the wait before a GET is retried', () => {
    /** The GET attempts seen after each of `steps` (ms) of the fake clock, one after another. */
    async function attemptsAfter(draw: number, steps: number[]): Promise<number[]> {
      jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
      jest.spyOn(Math, 'random').mockReturnValue(draw);
      const seen = capture('GET', '/thing', (attempt) =>
        attempt === 0 ? json({}, 502) : json({ id: 2 }),
      );
      const result = getThing();
      const counts: number[] = [];
      for (const step of steps) {
        await jest.advanceTimersByTimeAsync(step);
        counts.push(seen.length);
      }
      await jest.advanceTimersByTimeAsync(1000);
      await expect(result).resolves.toEqual({ ok: true, data: { id: 2 } });
      return counts;
    }

    afterEach(() => jest.restoreAllMocks());

    it('is 300 ms at the least', async () => {
      await expect(attemptsAfter(0, [0, 299, 1])).resolves.toEqual([1, 1, 2]);
    });

    it('is 800 ms at the most', async () => {
      await expect(attemptsAfter(0.999, [0, 790, 10])).resolves.toEqual([1, 1, 2]);
    });

    it('is drawn at random in between, so pages that failed together ask again apart', async () => {
      await expect(attemptsAfter(0.5, [0, 549, 1])).resolves.toEqual([1, 1, 2]);
    });
  });

  describe('a network failure', () => {
    it('is retried once for a GET, and the second answer counts', async () => {
      const seen = capture('GET', '/thing', (attempt) =>
        attempt === 0 ? networkError() : json({ id: 3 }),
      );
      await expect(getThing()).resolves.toEqual({ ok: true, data: { id: 3 } });
      expect(seen).toHaveLength(2);
    });

    it('is a network failure after exactly two GET attempts', async () => {
      const seen = capture('GET', '/thing', networkError);
      await expect(getThing()).resolves.toEqual({ ok: false, kind: 'network', status: null });
      expect(seen).toHaveLength(2);
    });

    it.each(['POST', 'PUT'] as const)('is never retried for a %s', async (method) => {
      const seen = capture(method, '/thing', networkError);
      await expect(sendThing(method)).resolves.toEqual({
        ok: false,
        kind: 'network',
        status: null,
      });
      expect(seen).toHaveLength(1);
    });
  });

  describe('a time-out', () => {
    it.each(['GET', 'POST', 'PUT'] as const)(
      'is a timeout failure for a %s with no answer, not retried',
      async (method) => {
        const seen = capture(method, '/thing', async () => {
          await delay('infinite');
          return json({ id: 1 });
        });
        const result = method === 'GET' ? getThing(50) : sendThing(method, 50);
        await expect(result).resolves.toEqual({ ok: false, kind: 'timeout', status: null });
        expect(seen).toHaveLength(1);
      },
    );

    it('covers a body that starts and never ends', async () => {
      capture('GET', '/thing', () => {
        const stalled = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"id":'));
          },
        });
        return new HttpResponse(stalled, { headers: { 'Content-Type': 'application/json' } });
      });
      await expect(getThing(50)).resolves.toEqual({ ok: false, kind: 'timeout', status: null });
    });

    it('waits 20 seconds by default', async () => {
      expect(REQUEST_TIMEOUT_MS).toBe(20_000);
      jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
      capture('POST', '/thing', async () => {
        await delay('infinite');
        return json({ id: 1 });
      });
      let settled: unknown = 'pending';
      void sendThing('POST').then((result) => (settled = result));
      await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
      expect(settled).toBe('pending');
      await jest.advanceTimersByTimeAsync(1);
      // The abort settles through the real event loop once the timer has fired.
      jest.useRealTimers();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(settled).toEqual({ ok: false, kind: 'timeout', status: null });
    });
  });

  describe('a malformed answer', () => {
    it.each([
      ['not JSON', () => rawText('{"id":')],
      ['empty', () => rawText('')],
      ['the wrong shape', () => json({ id: '1' })],
      ['the wrong type', () => json([{ id: 1 }])],
      ['null', () => rawText('null')],
    ])('%s is a malformed failure, never a throw, never retried', async (_label, answer) => {
      const seen = capture('GET', '/thing', answer);
      await expect(getThing()).resolves.toEqual({ ok: false, kind: 'malformed', status: 200 });
      expect(seen).toHaveLength(1);
    });

    it('is malformed even for a call that would accept any JSON, so an error page is no success', async () => {
      capture('POST', '/thing', () => rawText('<html>Service Unavailable</html>'));
      await expect(
        send('POST', '/thing', { schema: v.unknown(), body: { id: 1 } }),
      ).resolves.toEqual({ ok: false, kind: 'malformed', status: 200 });
    });

    it('keeps its own status when a 2xx other than 200 carries it', async () => {
      capture('POST', '/thing', () => json({}, 201));
      await expect(sendThing('POST')).resolves.toEqual({
        ok: false,
        kind: 'malformed',
        status: 201,
      });
    });
  });
});
