import {
  ACCOUNTS_PATH,
  API_BASE,
  balancePath,
  CARDS_PATH,
  CUSTOMER_PATH,
  DEFAULT_METHOD_PATH,
  limitsPath,
  PRESETS_PATH,
  REQUEST_HEADERS,
  REQUEST_MODE,
} from '../api/wire';
import { DEPOSIT_LINK_PARAM, MOBILE_MAX_WIDTH } from '../config/constants';
import { ENVIRONMENTS } from '../config/environments';
import { paths } from '../config/paths';
import { COOKIE } from '../platform/cookies';
import { MOBILE_AGENT, TOUCH_DESKTOP_AGENT } from '../platform/device';
import { QUICK_DEPOSIT_KIND_KEY } from '../platform/deviceMemory';
import type { SourceKey } from '../domain/funding-sources/fundingSourcesSlice';
import { QUICK_DEPOSIT_SOURCES } from '../features/deposit-home/home';
import { EARLY_REQUESTS_KEY } from '../platform/earlyRequests';
import type { SessionKey } from '../platform/sessionStore';
import { TEMPLATE_PREFIX } from './templatePrefix';

/** The addresses (under API_BASE) of the home's funding sources. */
const HOME_SOURCE_PATHS = {
  defaultMethod: DEFAULT_METHOD_PATH,
  cards: CARDS_PATH,
  achAccounts: ACCOUNTS_PATH,
  presets: PRESETS_PATH,
  customer: CUSTOMER_PATH,
  ccLimits: limitsPath('cc'),
  achLimits: limitsPath('ach'),
} satisfies Partial<Record<SourceKey, string>>;

function quickDepositRequests(kind: 'cc' | 'ach'): string[] {
  return QUICK_DEPOSIT_SOURCES[kind].map((key) => {
    if (!Object.hasOwn(HOME_SOURCE_PATHS, key)) throw new Error(`no home request for ${key}`);
    return API_BASE + HOME_SOURCE_PATHS[key as keyof typeof HOME_SOURCE_PATHS];
  });
}

/*
 * The app's rules that the page's two inline scripts apply before the app has loaded (the
 * screen chooser, scripts/prerender/chooser.js, and the home's GETs from the head,
 * scripts/prerender/headRequests.js), taken from the modules that own them: a script names each
 * as `RULES.<name>`, and the build writes the value in its place (ruleSource), so no rule is
 * copied. Relative imports: webpack.config.ts reads this module too.
 */
/** Which visit is the one whose screen is prerendered: both scripts read it. */
const VISIT_RULES = {
  /** The sign-on cookie: a signed-in visit (platform/cookies.ts). */
  sessionCookie: COOKIE.user,
  /** The iOS app's marker cookie, with the value 'true'. */
  iosAppCookie: COOKIE.iosApp,
  /** The quick-deposit frame, kept in session storage (platform/sessionStore.ts, entry.ts). */
  frameKey: 'quickDepositIframe' satisfies SessionKey,
  /**
   * The kind of quick deposit the device remembers (platform/deviceMemory.ts): the 'q' home, and
   * the head's requests.
   */
  quickDepositKindKey: QUICK_DEPOSIT_KIND_KEY,
  /** A deposit link's parameters in the query (platform/entry.ts): the 'q' home too. */
  depositLinkQuery: new RegExp(`[?&](?:${Object.values(DEPOSIT_LINK_PARAM).join('|')})=[^&]*`, 'g'),
  /** The home's address, and its other one (app/routes.tsx). */
  home: paths.home,
  homeAlias: paths.deposit,
} as const;

/** The screen chooser's rules. */
export const CHOOSER_RULES = {
  ...VISIT_RULES,
  /** The mobile rule (platform/device.ts): at most this wide, and a mobile agent. */
  mobileMaxWidth: MOBILE_MAX_WIDTH,
  mobileAgent: MOBILE_AGENT,
  /** iPadOS's desktop agent, a phone's layout when it has touch points. */
  touchDesktopAgent: TOUCH_DESKTOP_AGENT,
  /** The templates' ids: this, the context and the screen's path (app/prerender.tsx). */
  templatePrefix: TEMPLATE_PREFIX,
} as const;

/** The rules of the home's GETs from the head; the API origins are the build's (ruleSource). */
export const EARLY_REQUEST_RULES = {
  ...VISIT_RULES,
  /**
   * The GETs the app's first sagas send on the home for a signed-in member, which the head
   * starts and the client takes (api/client.ts). In the order the quick deposit waits for them:
   * a browser sends six at a time to an origin over HTTP/1.1, so the seventh and eighth wait a
   * round trip (measured: the saved cards, eighth, held a returning visit's CVV 0.6 s). The
   * header's balance is last, as the deposit never waits for it.
   */
  homeRequests: [
    HOME_SOURCE_PATHS.defaultMethod,
    HOME_SOURCE_PATHS.cards,
    HOME_SOURCE_PATHS.achAccounts,
    HOME_SOURCE_PATHS.presets,
    HOME_SOURCE_PATHS.customer,
    HOME_SOURCE_PATHS.ccLimits,
    HOME_SOURCE_PATHS.achLimits,
    balancePath('current'),
  ].map((path) => API_BASE + path),
  /**
   * For a device that remembers the kind, the GETs its quick deposit waits for
   * (deposit-home/home.ts), sent alone; the home's others follow, one as each answers. On
   * the API's other origin each GET is a preflight and a call: eight are sixteen requests on six
   * connections, three round trips, where the card's five (ten requests) take two.
   */
  quickDepositRequests: {
    cc: quickDepositRequests('cc'),
    ach: quickDepositRequests('ach'),
  },
  requestHeaders: REQUEST_HEADERS,
  requestMode: REQUEST_MODE,
  /** Where the head leaves those requests for the client (platform/earlyRequests.ts). */
  earlyRequestsKey: EARLY_REQUESTS_KEY,
} as const;

/**
 * The API origin of each host an environment lists (config/environments.ts), the local hosts'
 * being the build's (`--env apiOrigin`, else the page's own). A host not listed has none: the
 * chooser starts no request there, and the client asks as the app runs.
 */
export function apiOriginsByHost(localApiOrigin: string): Record<string, string> {
  return Object.fromEntries(
    Object.values(ENVIRONMENTS).flatMap(({ name, appHosts, apiOrigin }) =>
      appHosts.map((host) => [host, name === 'local' ? localApiOrigin : apiOrigin]),
    ),
  );
}

type RuleValue =
  | string
  | number
  | RegExp
  | readonly string[]
  | Readonly<Record<string, string | readonly string[]>>;

/** A rule's value as JavaScript source. */
function literal(value: RuleValue): string {
  return value instanceof RegExp ? String(value) : JSON.stringify(value);
}

/**
 * An inline script's source (`file` names it in errors) with every `RULES.<name>` replaced by
 * the rule's value. Throws on a name that is no rule and on a rule the script does not use, so
 * the two cannot drift apart.
 */
function ruleSource(file: string, template: string, rules: Record<string, RuleValue>): string {
  const unused = new Set(Object.keys(rules));
  const source = template.replace(/\bRULES\.(\w+)/g, (_, name: string) => {
    if (!Object.hasOwn(rules, name)) throw new Error(`${file}: no rule RULES.${name}`);
    unused.delete(name);
    return literal(rules[name]!);
  });
  if (unused.size > 0) throw new Error(`${file} does not use ${[...unused].join(', ')}`);
  // Any other use (RULES[name], RULES itself) would be left in, to fail in the browser.
  if (/\bRULES\s*(?:\[|\.\s*\w)/.test(source)) throw new Error(`${file}: RULES left in`);
  return source;
}

/** The screen chooser's source, its rules written in. */
export function chooserSource(template: string): string {
  return ruleSource('chooser.js', template, CHOOSER_RULES);
}

/**
 * The head's GETs' source, its rules written in, `apiOrigins` the build's (apiOriginsByHost;
 * none in a build whose funding service is in the page).
 */
export function earlyRequestsSource(template: string, apiOrigins: Record<string, string>): string {
  return ruleSource('headRequests.js', template, { ...EARLY_REQUEST_RULES, apiOrigins });
}
