import { readFileSync } from 'node:fs';
import { ENVIRONMENTS, type Environment } from './environments';
import {
  contentSecurityPolicy,
  headersFile,
  headersForPath,
  parseHeadersFile,
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

  it('lets only a script of this origin be a worker: the service worker', () => {
    expect(csp['worker-src']).toEqual(["'self'"]);
  });

  it('has sw.js checked with the server on every load, so a new deploy or the kill switch is seen', () => {
    const file = headersFile(env, [], ['/sw.js']);
    expect(file).toMatch(/\n\/sw\.js\n {2}Cache-Control: no-cache\n/);
    // The security headers still come first, for every address.
    expect(file.indexOf('/*\n')).toBe(0);
  });
});

describe('the _headers file of a build', () => {
  const env = ENVIRONMENTS.production;
  const blocks = parseHeadersFile(headersFile(env, [], ['/sw.js']));
  const sent = (pathname: string) => headersForPath(blocks, pathname);

  it('gives every address the security headers', () => {
    for (const pathname of ['/', '/index.html', '/js/main.0a1b2c3d.js', '/favicon.svg']) {
      expect(sent(pathname)).toMatchObject(securityHeaders(env));
    }
  });

  it('lets browsers keep content-hashed scripts, styles and images for a year', () => {
    for (const pathname of [
      '/js/main.0a1b2c3d.js',
      '/js/quick-deposit.4e5f6a7b.js',
      '/css/main.8c9d0e1f.css',
      '/assets/logo.2a3b4c5d.svg',
    ]) {
      expect(sent(pathname)['Cache-Control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('revalidates the page under both of its addresses, and the service worker script', () => {
    for (const pathname of ['/', '/index.html', '/sw.js']) {
      expect(sent(pathname)['Cache-Control']).toBe('no-cache');
    }
  });

  it('leaves the other unhashed files to the host', () => {
    expect(sent('/favicon.ico')).not.toHaveProperty('Cache-Control');
    expect(sent('/index.html.bak')).not.toHaveProperty('Cache-Control');
  });
});

describe('the page with its API on another origin', () => {
  const sent = (env: Environment, pathname: string) =>
    headersForPath(parseHeadersFile(headersFile(env, [], ['/sw.js'])), pathname);

  it('asks for a connection to the API under both of its addresses, for calls without credentials', () => {
    const env = ENVIRONMENTS.production;
    for (const pathname of ['/', '/index.html']) {
      expect(sent(env, pathname).Link).toBe(
        '<https://api.xpressfunding.example>; rel=preconnect; crossorigin',
      );
    }
  });

  it('sends the hint with the page only, not with its files', () => {
    for (const pathname of ['/js/main.0a1b2c3d.js', '/css/main.8c9d0e1f.css', '/sw.js']) {
      expect(sent(ENVIRONMENTS.production, pathname)).not.toHaveProperty('Link');
    }
  });

  it('sends none when the API is the page’s own origin', () => {
    expect(ENVIRONMENTS.local.apiOrigin).toBe('');
    expect(sent(ENVIRONMENTS.local, '/')).not.toHaveProperty('Link');
  });

  it('names a second local origin, in the headers and the policy, for a build made with it', () => {
    const env = { ...ENVIRONMENTS.production, apiOrigin: 'http://localhost:4781' };
    expect(sent(env, '/').Link).toBe('<http://localhost:4781>; rel=preconnect; crossorigin');
    expect(directives(contentSecurityPolicy(env))['connect-src']).toContain(
      'http://localhost:4781',
    );
  });
});
