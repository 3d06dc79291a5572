/* eslint-disable no-restricted-globals -- a test helper: it sets up jsdom's window as the tests do */
import { http, HttpResponse } from 'msw';
import { sandboxServer } from '@/sandbox/node';
import { onTestCleanup } from '@/test/cleanups';

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

/** A phone: 375 px and a mobile user agent, set before renderApp (see platform/device.ts). */
export function usePhone() {
  const agent = jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(PHONE);
  const width = window.innerWidth;
  window.innerWidth = 375;
  onTestCleanup(() => {
    agent.mockRestore();
    window.innerWidth = width;
  });
}

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
