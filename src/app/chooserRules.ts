import { DEPOSIT_LINK_PARAM, MOBILE_MAX_WIDTH } from '../config/constants';
import { paths } from '../config/paths';
import { COOKIE } from '../platform/cookies';
import { MOBILE_AGENT, TOUCH_DESKTOP_AGENT } from '../platform/device';
import { HAD_QUICK_DEPOSIT_KEY } from '../platform/deviceMemory';
import type { SessionKey } from '../platform/sessionStore';

/**
 * The app's rules that the inline chooser (scripts/prerender/chooser.js) applies before the app
 * has loaded, taken from the modules that own them: the chooser names each as `RULES.<name>`,
 * and the build writes the value in its place (chooserSource), so no rule is copied. Relative
 * imports: webpack.config.ts reads this module too.
 */
export const CHOOSER_RULES = {
  /** The sign-on cookie: a signed-in visit (platform/cookies.ts). */
  sessionCookie: COOKIE.user,
  /** The iOS app's marker cookie, with the value 'true'. */
  iosAppCookie: COOKIE.iosApp,
  /** The quick-deposit frame, kept in session storage (platform/sessionStore.ts, entry.ts). */
  frameKey: 'quickDepositIframe' satisfies SessionKey,
  /** The mobile rule (platform/device.ts): at most this wide, and a mobile agent. */
  mobileMaxWidth: MOBILE_MAX_WIDTH,
  mobileAgent: MOBILE_AGENT,
  /** iPadOS's desktop agent, a phone's layout when it has touch points. */
  touchDesktopAgent: TOUCH_DESKTOP_AGENT,
  /** The device remembers a quick deposit (platform/deviceMemory.ts): the 'q' home. */
  hadQuickDepositKey: HAD_QUICK_DEPOSIT_KEY,
  /** A deposit link's parameters in the query (platform/entry.ts): the 'q' home too. */
  depositLinkQuery: new RegExp(`[?&](?:${Object.values(DEPOSIT_LINK_PARAM).join('|')})=[^&]*`, 'g'),
  /** The home's address, and its other one (app/routes.tsx). */
  home: paths.home,
  homeAlias: paths.deposit,
  /** The templates' ids: this, the context and the screen's path (app/prerender.tsx). */
  templatePrefix: 'prerendered-',
} as const;

type Rule = keyof typeof CHOOSER_RULES;

/** A rule's value as JavaScript source. */
function literal(value: string | number | RegExp): string {
  return value instanceof RegExp ? String(value) : JSON.stringify(value);
}

/**
 * The chooser's source with every `RULES.<name>` replaced by the rule's value. Throws on a name
 * that is no rule and on a rule the chooser does not use, so the two cannot drift apart.
 */
export function chooserSource(template: string): string {
  const unused = new Set(Object.keys(CHOOSER_RULES));
  const source = template.replace(/\bRULES\.(\w+)/g, (_, name: string) => {
    if (!Object.hasOwn(CHOOSER_RULES, name)) throw new Error(`chooser.js: no rule RULES.${name}`);
    unused.delete(name);
    return literal(CHOOSER_RULES[name as Rule]);
  });
  if (unused.size > 0) throw new Error(`chooser.js does not use ${[...unused].join(', ')}`);
  // Any other use (RULES[name], RULES itself) would be left in, to fail in the browser.
  if (/\bRULES\s*(?:\[|\.\s*\w)/.test(source)) throw new Error('chooser.js: RULES left in');
  return source;
}
