import { http, HttpResponse } from 'msw';
import { sandboxServer } from '@/sandbox/node';

/**
 * Records each POST body to a path, then lets the sandbox answer it (so balances move), unless
 * an answer is given.
 */
export function capturePosts(path: string, answer?: () => Response | Promise<Response>) {
  const bodies: unknown[] = [];
  sandboxServer.use(
    http.post(`*/api/funding${path}`, async ({ request }) => {
      bodies.push(await request.clone().json());
      return answer ? answer() : undefined;
    }),
  );
  return bodies;
}

export const transactionAnswer =
  (errorCode: number, errorMessage = '') =>
  () =>
    HttpResponse.json({ errorCode, errorMessage });

export const statusAnswer = (status: number) => () => HttpResponse.json({}, { status });

/** The first screen of a test file waits for the withdraw chunk to compile and load. */
export const SCREEN_LOAD = { timeout: 5000 };
