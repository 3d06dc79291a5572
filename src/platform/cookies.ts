import Cookies from 'js-cookie';

export const COOKIE = {
  user: 'xpbUser',
  iosApp: 'xpbIosApp',
  platform: 'platform',
  plaid: 'xpbPlaid',
} as const;

export interface SessionUser {
  xAuthToken: string;
  displayName: string;
  uid: string;
}

/** The single-sign-on cookie: URL-encoded JSON {xAuthToken, displayName, uid}; null when absent or unreadable. */
export function readSessionUser(): SessionUser | null {
  const raw = Cookies.get(COOKIE.user);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { xAuthToken, displayName, uid } = value as Record<string, unknown>;
    if (typeof xAuthToken !== 'string' || xAuthToken === '') return null;
    return {
      xAuthToken,
      displayName: typeof displayName === 'string' ? displayName : '',
      uid: typeof uid === 'string' || typeof uid === 'number' ? String(uid) : '',
    };
  } catch {
    return null;
  }
}

export function readAuthToken(): string | null {
  return readSessionUser()?.xAuthToken ?? null;
}

/**
 * Cookies set by the main site or the app wrappers may sit on the page host or on a parent
 * domain; a cookie is removed only with its own domain, so removal tries each of them
 * (undefined: the host-only cookie). 'funding.xpressbet.example' -> [undefined,
 * 'funding.xpressbet.example', 'xpressbet.example'].
 */
export function cookieDomains(hostname: string): (string | undefined)[] {
  const isIp = /^[\d.]+$/.test(hostname) || hostname.includes(':');
  const labels = hostname.split('.');
  if (isIp || labels.length < 2) return [undefined];
  const parents = labels.slice(0, -1).map((_, at) => labels.slice(at).join('.'));
  return [undefined, ...parents];
}

function removeEverywhere(name: string): void {
  for (const domain of cookieDomains(window.location.hostname)) {
    Cookies.remove(name, domain === undefined ? { path: '/' } : { path: '/', domain });
  }
}

/** Markers set by this app: a session cookie for the whole site, `Secure` on https pages. */
function setMarker(name: string, value: string): void {
  Cookies.set(name, value, {
    path: '/',
    sameSite: 'lax',
    secure: window.location.protocol === 'https:',
  });
}

/** Logout, and a wrong iOS-app flag: the sign-on cookie goes. */
export function removeSessionUser(): void {
  removeEverywhere(COOKIE.user);
}

/** The iOS-app marker: the only sign that the page runs inside the iOS app (decisions section 3). */
export function isIosApp(): boolean {
  return Cookies.get(COOKIE.iosApp) === 'true';
}

export function setIosAppCookie(): void {
  setMarker(COOKIE.iosApp, 'true');
}

export function removeIosAppCookie(): void {
  removeEverywhere(COOKIE.iosApp);
}

/** The Android wrapper sets `platform=android` itself; the app only reads it. */
export function isAndroidApp(): boolean {
  return Cookies.get(COOKIE.platform) === 'android';
}

/** Bank linking (Instant Bank Verification) is offered only with `xpbPlaid=true`. */
export function isBankLinkEnabled(): boolean {
  return Cookies.get(COOKIE.plaid) === 'true';
}

export function setBankLinkCookie(): void {
  setMarker(COOKIE.plaid, 'true');
}
