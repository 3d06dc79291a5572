import { ENVIRONMENTS, environmentForHost } from './environments';

describe('environmentForHost', () => {
  it.each(['localhost', '127.0.0.1', '[::1]'])('uses the page origin on %s', (host) => {
    expect(environmentForHost(host)).toMatchObject({ name: 'local', apiOrigin: '' });
  });
  it('chooses dev, staging and production by host name', () => {
    expect(environmentForHost('funding.dev.xpressbet.example')?.name).toBe('dev');
    expect(environmentForHost('funding.staging.xpressbet.example')?.name).toBe('staging');
    expect(environmentForHost('funding.xpressbet.example')).toMatchObject({
      name: 'production',
      apiOrigin: 'https://api.xpressfunding.example',
    });
  });
  // Deploy previews, copies and typos: no environment, so no funding API (a build that names its
  // environment with --env target runs as that one there: e2e/hosts.spec.ts).
  it.each([
    'xpressfunding.pages.dev',
    'deploy-preview-12--xpressfunding.netlify.app',
    'funding.xpressbet.example.evil.test',
    'funding.xpressbett.example',
    'dev.funding.xpressbet.example',
    'staging.example',
    'funding.dev.xpressbet.example.',
    '',
  ])('knows no environment for %j', (host) => {
    expect(environmentForHost(host)).toBeNull();
  });
  it('every listed host names exactly one environment', () => {
    const hosts = Object.values(ENVIRONMENTS).flatMap(({ appHosts }) => appHosts);
    expect(new Set(hosts).size).toBe(hosts.length);
  });
});

/** Every string leaf with its dotted key, arrays included. */
function leaves(value: unknown, key = ''): [string, unknown][] {
  if (typeof value !== 'object' || value === null) return [[key, value]];
  return Object.entries(value).flatMap(([inner, child]) =>
    leaves(child, key ? `${key}.${inner}` : inner),
  );
}

const NOT_ADDRESSES = new Set(['name', 'apiOrigin', 'support.phone', 'support.email']);

describe.each(['production', 'dev', 'staging'] as const)('the %s table', (name) => {
  const environment = ENVIRONMENTS[name];

  it('has no empty value', () => {
    for (const [key, value] of leaves(environment)) {
      expect([key, typeof value === 'string' && value.trim() !== '']).toEqual([key, true]);
    }
  });

  it('gives every outside address as an absolute https URL', () => {
    const addresses = leaves(environment).filter(
      ([key]) =>
        !NOT_ADDRESSES.has(key) &&
        !key.startsWith('walletRedirectHosts') &&
        !key.startsWith('appHosts') &&
        !key.startsWith('mainSiteHosts'),
    );
    expect(addresses.length).toBeGreaterThan(30);
    for (const [key, value] of addresses) {
      expect([key, new URL(String(value)).protocol]).toEqual([key, 'https:']);
    }
    expect(new URL(environment.apiOrigin).protocol).toBe('https:');
  });

  it("names the main site's own host among the hosts a deposit link may return to", () => {
    expect(environment.mainSiteHosts).toContain(new URL(environment.mainSite).hostname);
  });

  it('lists every main-site page and help entry the screens link to', () => {
    expect(Object.keys(environment.mainSiteLinks).sort()).toEqual(
      [
        'accountSettings',
        'breeding',
        'cashback',
        'contactUs',
        'customerService',
        'fantasySports',
        'harness',
        'login',
        'memberCenter',
        'myWagers',
        'ppStore',
        'privacyPolicy',
        'problemGambling',
        'redeemStoreCash',
        'replays',
        'rewardsOverview',
        'rewardsSignUp',
        'shop',
        'signUpBonus',
        'statement',
        'terms',
        'ticketMaker',
      ].sort(),
    );
    expect(Object.keys(environment.helpLinks).sort()).toEqual(
      ['contactUs', 'depositingFunds', 'handicapping101', 'wagering101'].sort(),
    );
  });

  it('allows wallet redirects and frame embedding only to named hosts', () => {
    expect(environment.walletRedirectHosts.length).toBeGreaterThan(0);
    for (const host of environment.walletRedirectHosts) expect(host).toMatch(/^[a-z0-9.-]+$/);
    for (const origin of environment.frameAncestors) {
      expect(new URL(origin).origin).toBe(origin);
    }
  });

  it('names support phone and e-mail', () => {
    expect(environment.support.phone).toMatch(/^1-\d{3}-\d{3}-\d{4}$/);
    expect(environment.support.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
  });
});

it('production addresses no dev or staging host', () => {
  const values = leaves(ENVIRONMENTS.production).map(([, value]) => String(value));
  expect(values.filter((value) => /\b(dev|staging|sandbox)\./.test(value))).toEqual([]);
});
