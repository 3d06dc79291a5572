/**
 * Every environment's hosts and outside addresses, chosen by the page's host name.
 * The `.example` hosts are placeholders: operations replace them with the real ones here and
 * nowhere else.
 */
export type EnvironmentName = 'local' | 'dev' | 'staging' | 'production';

export interface Environment {
  name: EnvironmentName;
  /** '' means the page's own origin (relative /api/funding/... requests). */
  apiOrigin: string;
  mainSite: string;
  classicSite: string;
  helpCentre: string;
  welcomeCentres: string;
  appStore: string;
  social: { facebook: string; twitter: string; instagram: string; youtube: string };
  /** Hosts the wallet deposit may redirect to (https only). */
  walletRedirectHosts: string[];
  /** Hosts allowed to embed the quick-deposit frame. */
  frameAncestors: string[];
  plaid: { cdn: string; api: string };
  support: { phone: string; email: string };
}

const support = { phone: '1-800-555-0134', email: 'support@xpressfunding.example' };
const social = {
  facebook: 'https://www.facebook.com/xpressbet',
  twitter: 'https://twitter.com/xpressbet',
  instagram: 'https://www.instagram.com/xpressbet',
  youtube: 'https://www.youtube.com/xpressbet',
};
const plaid = { cdn: 'https://cdn.plaid.com', api: 'https://production.plaid.com' };

function remote(name: EnvironmentName, prefix: string): Environment {
  return {
    name,
    apiOrigin: `https://api.${prefix}xpressfunding.example`,
    mainSite: `https://www.${prefix}xpressbet.example`,
    classicSite: `https://classic.${prefix}xpressbet.example`,
    helpCentre: `https://help.${prefix}xpressbet.example`,
    welcomeCentres: `https://www.${prefix}xpressbet.example/welcome-centers`,
    appStore: 'https://apps.apple.com/app/xpressbet/id000000000',
    social,
    walletRedirectHosts: name === 'production' ? ['www.paypal.com'] : ['www.sandbox.paypal.com'],
    frameAncestors: [`https://www.${prefix}xpressbet.example`],
    plaid: name === 'production' ? plaid : { ...plaid, api: 'https://sandbox.plaid.com' },
    support,
  };
}

export const ENVIRONMENTS: Record<EnvironmentName, Environment> = {
  local: { ...remote('local', 'dev.'), name: 'local', apiOrigin: '' },
  dev: remote('dev', 'dev.'),
  staging: remote('staging', 'staging.'),
  production: remote('production', ''),
};

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

export function environmentForHost(hostname: string): Environment {
  if (LOCAL_HOSTS.has(hostname)) return ENVIRONMENTS.local;
  if (hostname.includes('.dev.') || hostname.startsWith('dev.')) return ENVIRONMENTS.dev;
  if (hostname.includes('.staging.') || hostname.startsWith('staging.'))
    return ENVIRONMENTS.staging;
  return ENVIRONMENTS.production;
}
