/**
 * The funding API on another origin: what its answers must carry for the
 * app's calls (src/api/client.ts), and the page's hint to open the connection early. Read by
 * the build's headers (securityHeaders.ts), docs/deploy.md (scripts/deploy-docs.ts) and the
 * preview server's cross-origin stub (scripts/preview-server.ts); never by the app's bundle.
 */

/** The methods the client uses (src/api/client.ts). */
export const API_METHODS = ['GET', 'POST', 'PUT'] as const;

/**
 * The request headers the client sends. `x-auth-token` and `cache-control` are not
 * CORS-safelisted, nor is `content-type: application/json`: every call is preflighted, once per
 * address (the browser keeps a preflight's answer per URL) until `Access-Control-Max-Age` runs out.
 */
export const API_REQUEST_HEADERS = ['x-auth-token', 'cache-control', 'content-type', 'accept'];

/**
 * The `Access-Control-Max-Age` the service should send: the largest any browser honours.
 * Browsers cap it: Chromium at 7200 s, Firefox at 86400 s, WebKit (Safari, every iOS browser
 * and the iOS app's web view) at 600 s. Without the header a preflight is kept 5 s.
 */
export const API_PREFLIGHT_MAX_AGE_S = 7200;

/**
 * What every answer of the API on another origin must carry besides CORS: the client lets the
 * browser's cache see those calls (their preflights are kept only then, src/api/client.ts), so
 * the service's answers, personal as they are, say that they must never be stored.
 */
export const API_ANSWER_HEADERS = { 'Cache-Control': 'no-store' };

/**
 * The headers of the API's answer to a request from `requestOrigin` (undefined: not a CORS
 * request), when pages of `allowedOrigin` may call it: none for another origin (the browser
 * then refuses the answer to the page). A preflight (`OPTIONS`) gets the methods, the headers
 * and `maxAgeS` (none when null: the browser's 5 s).
 */
export function apiCorsHeaders(
  requestOrigin: string | undefined,
  allowedOrigin: string,
  preflight: boolean,
  maxAgeS: number | null = API_PREFLIGHT_MAX_AGE_S,
): Record<string, string> {
  if (requestOrigin !== allowedOrigin) return { Vary: 'Origin' };
  return {
    'Access-Control-Allow-Origin': allowedOrigin,
    Vary: 'Origin',
    ...(preflight && {
      'Access-Control-Allow-Methods': API_METHODS.join(', '),
      'Access-Control-Allow-Headers': API_REQUEST_HEADERS.join(', '),
      ...(maxAgeS !== null && { 'Access-Control-Max-Age': String(maxAgeS) }),
    }),
  };
}

/**
 * The page's `Link` header that opens the connection to the API while the page is still on its
 * way (none when the API is the page's own origin, `''`). `crossorigin`: the client's calls carry
 * no credentials (`credentials: 'omit'`), and a browser keeps those on connections of their own,
 * so a preconnect without it would open a connection the calls never use.
 */
export function apiPreconnectLink(apiOrigin: string): string | undefined {
  return apiOrigin ? `<${apiOrigin}>; rel=preconnect; crossorigin` : undefined;
}
