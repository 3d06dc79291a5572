/** Longer than any address the betting site sends: refused rather than cut. */
const MAX_LENGTH = 2000;

/**
 * The deposit link's `returnTo` (decisions section 6), or null: honoured only as an `https:`
 * address whose host is exactly one of `hosts` (no suffix match), written with no user info and
 * no port (not even :443). Returned as the browser writes it.
 */
export function returnAddress(raw: string, hosts: readonly string[]): string | null {
  // The authority as written: user info or a port shows here even where URL would drop it.
  const authority = /^https:\/\/([^/?#\\]*)/i.exec(raw)?.[1]?.toLowerCase();
  if (authority === undefined || raw.length > MAX_LENGTH) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  return authority === url.hostname && hosts.includes(url.hostname) ? url.href : null;
}
