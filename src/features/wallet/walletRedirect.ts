export interface WalletRedirectPolicy {
  /** Provider hosts allowed over https (config: walletRedirectHosts). */
  hosts: readonly string[];
  /** Sandbox builds only: the page's own origin, where the stand-in provider page lives. */
  ownOrigin: string | null;
}

/**
 * The address a successful wallet deposit may send the browser to, or null (decisions section
 * 2): an `https:` address on an allowed provider host, without credentials or another port, or
 * in the sandbox an address on the page's own origin. Anything else (another host, `http:`,
 * `javascript:`, `data:`, a relative or malformed address) is refused.
 */
export function walletRedirectTarget(address: string, policy: WalletRedirectPolicy): string | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.username !== '' || url.password !== '') return null;
  if (policy.ownOrigin !== null && policy.ownOrigin !== 'null' && url.origin === policy.ownOrigin) {
    return url.href;
  }
  const allowedHost =
    url.protocol === 'https:' && url.port === '' && policy.hosts.includes(url.hostname);
  return allowedHost ? url.href : null;
}
