import { readFileSync } from 'node:fs';
import { ENVIRONMENTS } from './environments';
import {
  contentSecurityPolicy,
  headersFile,
  PLAID_LINK_SCRIPT_PATH,
  securityHeaders,
} from './securityHeaders';

const directives = (csp: string) =>
  Object.fromEntries(
    csp.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );

describe('the production Content Security Policy', () => {
  const env = ENVIRONMENTS.production;
  const csp = directives(contentSecurityPolicy(env));

  it('allows no inline script or style and no eval', () => {
    expect(contentSecurityPolicy(env)).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  });

  it('names the inline script it is given by its hash, and no other inline script', () => {
    const policy = contentSecurityPolicy(ENVIRONMENTS.production, ["'sha256-abc='"]);
    expect(policy).toContain("script-src 'self' 'sha256-abc=' https://cdn.plaid.com/");
    expect(policy).not.toContain('unsafe-inline');
  });

  it("allows of Plaid exactly what Link needs: its script, its frame's CDN, its API", () => {
    expect(csp['script-src']).toEqual([
      "'self'",
      'https://cdn.plaid.com/link/v2/stable/link-initialize.js',
    ]);
    expect(csp['frame-src']).toEqual(['https://cdn.plaid.com']);
    expect(csp['connect-src']).toContain('https://production.plaid.com');
    expect(contentSecurityPolicy(env).match(/plaid/g)).toHaveLength(3);
  });

  it('names the very script react-plaid-link loads', () => {
    const library = readFileSync(require.resolve('react-plaid-link'), 'utf8');
    expect(library).toContain(`'${env.plaid.cdn}${PLAID_LINK_SCRIPT_PATH}'`);
  });

  it('limits connections to the app, the funding API, the bank-linking provider and the wallet', () => {
    expect(csp['connect-src']).toEqual([
      "'self'",
      env.apiOrigin,
      env.plaid.api,
      ...env.walletRedirectHosts.map((host) => `https://${host}`),
    ]);
  });

  it('lets only the embedding hosts frame the page', () => {
    expect(csp['frame-ancestors']).toEqual(["'self'", ...env.frameAncestors]);
    expect(csp['default-src']).toEqual(["'none'"]);
  });

  it('writes the static-host _headers file', () => {
    const file = headersFile(env);
    expect(file.startsWith('/*\n')).toBe(true);
    for (const [name, value] of Object.entries(securityHeaders(env))) {
      expect(file).toContain(`\n  ${name}: ${value}\n`);
    }
  });

  it('lets only a script of this origin be a worker: the service worker (issue 27, item 3)', () => {
    expect(csp['worker-src']).toEqual(["'self'"]);
  });

  it('has sw.js checked with the server on every load, so a new deploy or the kill switch is seen', () => {
    const file = headersFile(env);
    expect(file).toMatch(/\n\/sw\.js\n {2}Cache-Control: no-cache\n/);
    // The security headers still come first, for every address.
    expect(file.indexOf('/*\n')).toBe(0);
  });
});
