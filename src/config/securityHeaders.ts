import { apiPreconnectLink } from './apiCors';
import type { Environment } from './environments';

/**
 * The HTTP security headers of a deployment: a strict Content Security Policy (no inline script
 * but the one named by its hash, no inline style, no eval) that lets the page talk only to itself, the funding API, the bank-linking
 * provider and the wallet provider, and be framed only by the hosts that embed the quick-deposit
 * frame. The build writes them to dist/_headers; docs/deploy.md shows the same for nginx.
 */
/**
 * Link's one script on Plaid's CDN (served unversioned, so no integrity hash is possible): the
 * policy names this address, not the whole CDN.
 */
export const PLAID_LINK_SCRIPT_PATH = '/link/v2/stable/link-initialize.js';

/**
 * `inlineScripts`: the `'sha256-…'` sources of index.html's two inline scripts (the prerendered
 * screen's chooser, scripts/prerender/chooser.js, first, then the home's GETs from the head,
 * headRequests.js), which the build reads from the page it emits.
 */
export function contentSecurityPolicy(env: Environment, inlineScripts: string[] = []): string {
  const wallet = env.walletRedirectHosts.map((host) => `https://${host}`);
  const api = env.apiOrigin ? [env.apiOrigin] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'none'"],
    // Plaid's documented Link directives (docs/security.md): its one script, its frame's CDN and
    // its API; nothing else of Plaid's.
    'script-src': ["'self'", ...inlineScripts, `${env.plaid.cdn}${PLAID_LINK_SCRIPT_PATH}`],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...api, env.plaid.api, ...wallet],
    'frame-src': [env.plaid.cdn],
    'frame-ancestors': ["'self'", ...env.frameAncestors],
    'form-action': ["'self'", ...wallet],
    'base-uri': ["'none'"],
    'object-src': ["'none'"],
    'manifest-src': ["'self'"],
    // The production build's service worker, sw.js; no other worker.
    'worker-src': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

export function securityHeaders(
  env: Environment,
  inlineScripts: string[] = [],
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(env, inlineScripts),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    // Plaid's OAuth flow may open a window that must be able to report back.
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  };
}

/** A content-hashed file's name changes with its content, so a browser may keep it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * The page names the current hashed files, and a service worker script is what a browser checks
 * for an update: both are revalidated on every visit (a 304 when unchanged).
 */
const REVALIDATE = 'no-cache';

/**
 * `Cache-Control` by path: the build's content-hashed folders (webpack.config.ts names js/ and
 * css/ files and the stylesheet's images in assets/ by their hash), the page under both of its
 * addresses, and the service worker scripts given.
 */
export function cacheControlByPath(serviceWorkerScripts: string[] = []): Record<string, string> {
  return {
    '/js/*': IMMUTABLE,
    '/css/*': IMMUTABLE,
    '/assets/*': IMMUTABLE,
    '/': REVALIDATE,
    '/index.html': REVALIDATE,
    ...Object.fromEntries(serviceWorkerScripts.map((script) => [script, REVALIDATE])),
  };
}

/** The page's two addresses (cacheControlByPath). */
export const PAGE_PATHS = ['/', '/index.html'];

/**
 * What the page itself carries besides the security headers: with the API on another origin,
 * the hint to connect to it early (apiCors.ts). A header of the deployment, not a tag in the
 * HTML: one index.html serves every host, and the API's origin follows the host
 * (environments.ts), as the Content Security Policy's connect-src does.
 */
export function pageHeaders(env: Environment): Record<string, string> {
  const link = apiPreconnectLink(env.apiOrigin);
  return link ? { Link: link } : {};
}

type HeaderBlocks = [path: string, headers: Record<string, string>][];

/**
 * The static-host `_headers` convention: a path (`*` matches the rest of an address), then its
 * headers as indented `Name: value` lines; a host sends the headers of every block whose path
 * matches. `/*` carries the security headers, the blocks after it the `Cache-Control` of each
 * path, and the page's addresses its own headers (pageHeaders).
 */
export function headersFile(
  env: Environment,
  inlineScripts: string[] = [],
  serviceWorkerScripts: string[] = [],
): string {
  const blocks: HeaderBlocks = [
    ['/*', securityHeaders(env, inlineScripts)],
    ...Object.entries(cacheControlByPath(serviceWorkerScripts)).map(
      ([path, value]): HeaderBlocks[number] => [
        path,
        { 'Cache-Control': value, ...(PAGE_PATHS.includes(path) && pageHeaders(env)) },
      ],
    ),
  ];
  const lines = blocks.flatMap(([path, headers]) => [
    path,
    ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
  ]);
  return [...lines, ''].join('\n');
}

/** Reads a `_headers` file (as headersFile writes it) back into its blocks. */
export function parseHeadersFile(file: string): HeaderBlocks {
  const blocks: HeaderBlocks = [];
  let headers: Record<string, string> | undefined;
  for (const line of file.split('\n')) {
    if (/^\S/.test(line)) {
      headers = {};
      blocks.push([line.trim(), headers]);
    } else if (headers && line.trim()) {
      const at = line.indexOf(':');
      headers[line.slice(0, at).trim()] = line.slice(at + 1).trim();
    }
  }
  return blocks;
}

/** The headers a static host sends for an address: those of every block whose path matches it. */
export function headersForPath(blocks: HeaderBlocks, pathname: string): Record<string, string> {
  const matches = ([path]: HeaderBlocks[number]) =>
    path.endsWith('*') ? pathname.startsWith(path.slice(0, -1)) : pathname === path;
  return Object.assign({}, ...blocks.filter(matches).map(([, headers]) => headers));
}
