/**
 * Every environment's hosts and outside addresses, chosen by the page's host name.
 * The `.example` hosts are placeholders: operations replace them with the real ones here and
 * nowhere else.
 */
export type EnvironmentName = 'local' | 'dev' | 'staging' | 'production';

/** Pages of the main betting site the header, footer and popups link to. */
export interface MainSiteLinks {
  myWagers: string;
  replays: string;
  ppStore: string;
  contactUs: string;
  statement: string;
  terms: string;
  ticketMaker: string;
  memberCenter: string;
  accountSettings: string;
  login: string;
  signUpBonus: string;
  rewardsSignUp: string;
  harness: string;
  breeding: string;
  shop: string;
  fantasySports: string;
  customerService: string;
  rewardsOverview: string;
  cashback: string;
  redeemStoreCash: string;
  privacyPolicy: string;
  problemGambling: string;
}

/** The 'Need Help?' entries, all on the help centre. */
export interface HelpLinks {
  depositingFunds: string;
  contactUs: string;
  handicapping101: string;
  wagering101: string;
}

export interface Environment {
  name: EnvironmentName;
  /** The exact host names the app is served from in this environment. */
  appHosts: string[];
  /** '' means the page's own origin (relative /api/funding/... requests). */
  apiOrigin: string;
  /** The main site's home: the session popups' OK and the logo lead here. */
  mainSite: string;
  /** The main site's exact hosts: a deposit link's `returnTo` may lead only there (https). */
  mainSiteHosts: string[];
  mainSiteLinks: MainSiteLinks;
  classicSite: string;
  helpCentre: string;
  helpLinks: HelpLinks;
  welcomeCentres: string;
  appStore: string;
  social: { facebook: string; twitter: string; instagram: string; youtube: string };
  /** Hosts the wallet deposit may redirect to (https only). */
  walletRedirectHosts: string[];
  /** Hosts allowed to embed the quick-deposit frame. */
  frameAncestors: string[];
  /** Plaid Link: the CDN its script and frame come from, and the API host Link talks to. */
  plaid: { cdn: string; api: string };
  support: { phone: string; email: string };
}

/** Support is one line for every environment: a page on a host none lists offers it too. */
export const SUPPORT = { phone: '1-800-555-0134', email: 'support@xpressfunding.example' };
const social = {
  facebook: 'https://www.facebook.com/xpressbet',
  twitter: 'https://twitter.com/xpressbet',
  instagram: 'https://www.instagram.com/xpressbet',
  youtube: 'https://www.youtube.com/xpressbet',
};
const plaid = { cdn: 'https://cdn.plaid.com', api: 'https://production.plaid.com' };

function mainSiteLinks(site: string): MainSiteLinks {
  return {
    myWagers: `${site}/account/my-wagers`,
    replays: `${site}/race-replays`,
    ppStore: `${site}/pp-store`,
    contactUs: `${site}/contact-us`,
    statement: `${site}/account/statement`,
    terms: `${site}/terms-and-conditions`,
    ticketMaker: `${site}/ticket-maker`,
    memberCenter: `${site}/member-center`,
    accountSettings: `${site}/account/settings`,
    login: `${site}/login`,
    signUpBonus: `${site}/sign-up-bonus`,
    rewardsSignUp: `${site}/rewards/sign-up`,
    harness: `${site}/harness`,
    breeding: `${site}/breeding`,
    shop: `${site}/shop`,
    fantasySports: `${site}/fantasy-sports`,
    customerService: `${site}/customer-service`,
    rewardsOverview: `${site}/rewards`,
    cashback: `${site}/rewards/cashback`,
    redeemStoreCash: `${site}/rewards/store-cash`,
    privacyPolicy: `${site}/privacy-policy`,
    problemGambling: `${site}/problem-gambling`,
  };
}

function helpLinks(helpCentre: string): HelpLinks {
  return {
    depositingFunds: `${helpCentre}/depositing-funds`,
    contactUs: `${helpCentre}/contact-us`,
    handicapping101: `${helpCentre}/handicapping-101`,
    wagering101: `${helpCentre}/wagering-101`,
  };
}

function remote(name: EnvironmentName, prefix: string): Environment {
  const mainSite = `https://www.${prefix}xpressbet.example`;
  const helpCentre = `https://help.${prefix}xpressbet.example`;
  return {
    name,
    appHosts: [`funding.${prefix}xpressbet.example`],
    apiOrigin: `https://api.${prefix}xpressfunding.example`,
    mainSite,
    mainSiteHosts: [`www.${prefix}xpressbet.example`, `${prefix}xpressbet.example`],
    mainSiteLinks: mainSiteLinks(mainSite),
    classicSite: `https://classic.${prefix}xpressbet.example`,
    helpCentre,
    helpLinks: helpLinks(helpCentre),
    welcomeCentres: `${mainSite}/welcome-centers`,
    appStore: 'https://apps.apple.com/app/xpressbet/id000000000',
    social,
    walletRedirectHosts: name === 'production' ? ['www.paypal.com'] : ['www.sandbox.paypal.com'],
    frameAncestors: [mainSite],
    plaid: name === 'production' ? plaid : { ...plaid, api: 'https://sandbox.plaid.com' },
    support: SUPPORT,
  };
}

/**
 * The local environment's API: the page's own origin, or in a build made with
 * `--env apiOrigin=<origin>` (webpack.config.ts) that origin, a second one on this machine: the
 * production topology, with its CORS preflights, for `npm run bench`. Every other build has ''
 * (the minifier folds the test away); Node (scripts, tests) has no such constant.
 */
const LOCAL_API_ORIGIN = typeof __LOCAL_API_ORIGIN__ === 'string' ? __LOCAL_API_ORIGIN__ : '';

export const ENVIRONMENTS: Record<EnvironmentName, Environment> = {
  local: {
    ...remote('local', 'dev.'),
    name: 'local',
    appHosts: ['localhost', '127.0.0.1', '[::1]', '::1'],
    apiOrigin: LOCAL_API_ORIGIN,
  },
  dev: remote('dev', 'dev.'),
  staging: remote('staging', 'staging.'),
  production: remote('production', ''),
};

/**
 * The environment a build runs as on a host no environment lists (decisions: hosts that are not
 * the environments' own): the one a deploy preview's build names (`--env target=<name>`), or
 * the sandbox's local one (its funding service is in the page). Other builds have none, and Node
 * (scripts, tests) has no such constant.
 */
const HOSTLESS_ENVIRONMENT =
  Object.values(ENVIRONMENTS).find(
    ({ name }) => typeof __HOSTLESS_ENVIRONMENT__ === 'string' && name === __HOSTLESS_ENVIRONMENT__,
  ) ?? null;

/**
 * The environment whose hosts name this one, else the build's own for unlisted hosts; null when
 * the app is not set up for the host: then no funding API may be called from it (a deploy
 * preview, a copy, a typo never falls back to production).
 */
export function environmentForHost(hostname: string): Environment | null {
  const listed = Object.values(ENVIRONMENTS).find(({ appHosts }) => appHosts.includes(hostname));
  return listed ?? HOSTLESS_ENVIRONMENT;
}
