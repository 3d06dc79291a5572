import fc from 'fast-check';
import { propertyRun } from '@/test/propertyRuns';
import { returnAddress } from './returnAddress';

/**
 * Decisions, the deposit link: `returnTo` is honoured only as an `https:`
 * address whose host is exactly one of the main site's, with no user info and no port.
 */
const HOSTS = ['www.xpressbet.example', 'xpressbet.example'] as const;

const pathPart = fc.stringMatching(/^(\/[a-z0-9._~%-]{0,12}){0,3}(\?[a-z0-9=&%]{0,12})?$/);

describe('returnAddress', () => {
  it.each([
    ['https://www.xpressbet.example/race/7?bet=3', 'https://www.xpressbet.example/race/7?bet=3'],
    ['https://xpressbet.example', 'https://xpressbet.example/'],
    ['HTTPS://WWW.XPRESSBET.EXAMPLE/Race', 'https://www.xpressbet.example/Race'],
  ])('honours %s', (raw, expected) => {
    expect(returnAddress(raw, HOSTS)).toBe(expected);
  });

  it.each([
    ['a foreign host', 'https://evil.example/race/7'],
    ['a host that only ends like the main site', 'https://evilxpressbet.example/'],
    ['a subdomain of an evil host', 'https://www.xpressbet.example.evil.example/'],
    ['a subdomain of the main site', 'https://login.www.xpressbet.example/'],
    ['a trailing dot', 'https://www.xpressbet.example./'],
    ['user info', 'https://user@www.xpressbet.example/'],
    ['user info and password', 'https://a:b@www.xpressbet.example/'],
    ['user info hiding the host', 'https://www.xpressbet.example@evil.example/'],
    ['a port', 'https://www.xpressbet.example:8443/'],
    ['the default port written out', 'https://www.xpressbet.example:443/'],
    ['javascript:', 'javascript:alert(1)//https://www.xpressbet.example/'],
    ['http:', 'http://www.xpressbet.example/'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['a protocol-relative address', '//www.xpressbet.example/'],
    ['a relative address', '/race/7'],
    ['a backslash authority', 'https:\\\\evil.example\\www.xpressbet.example'],
    ['blank', ''],
    ['a very long address', `https://www.xpressbet.example/${'a'.repeat(2100)}`],
  ])('refuses %s', (_, raw) => {
    expect(returnAddress(raw, HOSTS)).toBeNull();
  });

  it('honours every https address on an exact main-site host, unchanged', () => {
    fc.assert(
      fc.property(fc.constantFrom(...HOSTS), pathPart, (host, path) => {
        const raw = `https://${host}${path}`;
        const honoured = returnAddress(raw, HOSTS);
        expect(honoured).not.toBeNull();
        expect(new URL(honoured!).hostname).toBe(host);
      }),
      propertyRun(60, 2810),
    );
  });

  it('refuses every address whose host is not exactly a main-site host, or that carries user info, a port or another scheme', () => {
    const label = fc.stringMatching(/^[a-z0-9-]{1,8}$/);
    const foreignHost = fc.oneof(
      fc.domain(),
      fc.tuple(label, fc.constantFrom(...HOSTS)).map(([prefix, host]) => `${prefix}${host}`),
      fc.tuple(fc.constantFrom(...HOSTS), fc.domain()).map(([host, tail]) => `${host}.${tail}`),
    );
    const bad = fc.oneof(
      fc.tuple(foreignHost, pathPart).map(([host, path]) => `https://${host}${path}`),
      fc
        .tuple(label, fc.constantFrom(...HOSTS), pathPart)
        .map(([user, host, path]) => `https://${user}@${host}${path}`),
      fc
        .tuple(fc.constantFrom(...HOSTS), fc.integer({ min: 1, max: 65535 }), pathPart)
        .map(([host, port, path]) => `https://${host}:${port}${path}`),
      fc
        .tuple(
          fc.constantFrom('http:', 'javascript:', 'ftp:', 'data:', 'file:', 'wss:'),
          fc.constantFrom(...HOSTS),
          pathPart,
        )
        .map(([scheme, host, path]) => `${scheme}//${host}${path}`),
    );
    fc.assert(
      fc.property(bad, (raw) => {
        const honoured = returnAddress(raw, HOSTS);
        // A generated foreign host may happen to be a main-site host: then it is not foreign.
        if (honoured !== null) {
          const url = new URL(raw);
          expect(url.protocol).toBe('https:');
          expect(HOSTS).toContain(url.hostname);
          expect(raw).not.toMatch(/@|:\d/);
        }
      }),
      propertyRun(120, 2810),
    );
  });
});
