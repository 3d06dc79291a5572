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
 * `inlineScripts`: the `'sha256-…'` sources of index.html's one inline script (the prerendered
 * screen's chooser, scripts/prerender/chooser.js), which the build reads from the page it emits.
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
    // The production build's service worker, sw.js (issue 27, item 3); no other worker.
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

/**
 * Headers of single addresses, after the security headers of every address: sw.js is
 * revalidated on every check, so a new deploy's worker (or the kill switch, docs/deploy.md) is
 * seen at once and never held by a cache.
 */
export const PATH_HEADERS: Record<string, Record<string, string>> = {
  '/sw.js': { 'Cache-Control': 'no-cache' },
};

/** The static-host convention: an address (`/*` for all) then indented `Header: value` lines. */
export function headersFile(env: Environment, inlineScripts: string[] = []): string {
  const section = (address: string, headers: Record<string, string>) => [
    address,
    ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
  ];
  return [
    ...section('/*', securityHeaders(env, inlineScripts)),
    ...Object.entries(PATH_HEADERS).flatMap(([address, headers]) => section(address, headers)),
    '',
  ].join('\n');
}
