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
