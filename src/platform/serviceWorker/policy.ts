/**
 * What the service worker (sw.ts) does with a request (issue 27, item 3), kept pure so it is
 * unit-tested: a navigation to the app is answered from the shell; a file of the build's
 * precache list from the cache; everything else (the API, another origin, a POST, a chunk
 * outside the list, sw.js itself) is not touched and goes to the network as if there were no
 * worker. Addresses are compared without their query or hash, so a return from the bank
 * (`?oauth_state_id=`) or the wallet (`?success=true&amount=`) meets the same shell.
 */

/** The parts of a Request the decision reads. */
export interface SwRequest {
  url: string;
  method: string;
  mode: string;
}

export type SwRoute = 'shell' | 'cached' | 'network';

/** The address without its query and hash: the cache's key. */
export function cacheKey(url: string): string {
  const parsed = new URL(url);
  return parsed.origin + parsed.pathname;
}

/**
 * `scope`: the registration's scope (the folder of index.html, ending in '/'); `precached`: the
 * build's files relative to it ('js/main.0a1b2c3d.js').
 */
export function routeOf(
  request: SwRequest,
  scope: string,
  precached: ReadonlySet<string>,
): SwRoute {
  const key = cacheKey(request.url);
  if (request.method !== 'GET' || !key.startsWith(scope)) return 'network';
  const file = key.slice(scope.length);
  if (request.mode === 'navigate')
    return file === '' || file === 'index.html' ? 'shell' : 'network';
  return precached.has(file) && !file.startsWith('api/') ? 'cached' : 'network';
}
