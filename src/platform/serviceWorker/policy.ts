/**
 * What the service worker (sw.ts) does with a request, kept pure so it is
 * unit-tested: a navigation to the app is answered from the shell; a file the version keeps at
 * install from its cache; a file of the build's folders that this version does not name (an
 * older version's, asked for by a page of that version still open after a deploy may have
 * deleted it) from whichever cache kept it; everything else (this version's other chunks, which
 * the browser's HTTP cache keeps, the API, another origin, a POST, sw.js itself) is not touched
 * and goes to the network as if there were no worker. Addresses are compared without their query
 * or hash, so a return from the bank (`?oauth_state_id=`) or the wallet (`?success=true&amount=`)
 * meets the same shell.
 */

/** The parts of a Request the decision reads. */
export interface SwRequest {
  url: string;
  method: string;
  mode: string;
}

export type SwRoute = 'shell' | 'cached' | 'kept' | 'network';

/** What a page posts to the worker once it is idle: keep the rest of the version. */
export const KEEP_VERSION = 'keep';

/** What a page posts to the worker when a file fails in it (register.ts): its address. */
export interface FailedFile {
  failed: string;
}

/** The address without its query and hash: the cache's key. */
export function cacheKey(url: string): string {
  const parsed = new URL(url);
  return parsed.origin + parsed.pathname;
}

/** The build's content-hashed files (webpack.config.ts): scripts, the stylesheet, its images. */
const BUILD_FILE = /^(js|css|assets)\/[\w-]+\.[0-9a-f]{8}\.(js|css|svg)$/;

/**
 * `scope`: the registration's scope (the folder of index.html, ending in '/'); `precached`: the
 * files kept at install, relative to it ('js/main.0a1b2c3d.js'); `version`: all of this
 * version's files.
 */
export function routeOf(
  request: SwRequest,
  scope: string,
  precached: ReadonlySet<string>,
  version: ReadonlySet<string>,
): SwRoute {
  const key = cacheKey(request.url);
  if (request.method !== 'GET' || !key.startsWith(scope)) return 'network';
  const file = key.slice(scope.length);
  if (request.mode === 'navigate')
    return file === '' || file === 'index.html' ? 'shell' : 'network';
  if (precached.has(file)) return 'cached';
  return BUILD_FILE.test(file) && !version.has(file) ? 'kept' : 'network';
}

/** What the worker reads of `navigator.connection` (Network Information API, Chromium only). */
export interface SwConnection {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Whether the rest of the version is fetched ahead: not when the person asked to save data, nor
 * on a 2G link, where each file would compete with the page's own requests (a deposit's POST)
 * for the little there is. A page of that version then meets a deleted chunk by reloading into
 * the new version (app/lazyFeature.tsx).
 */
export const keepsRestAhead = (connection: SwConnection | undefined) =>
  !connection?.saveData && !/2g/.test(connection?.effectiveType ?? '');
