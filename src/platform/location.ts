/** Read-only facts about the page address. Query flags may sit in the page query or the hash query. */
export function pageHostname(): string {
  return window.location.hostname;
}

export function pageOrigin(): string {
  return window.location.origin;
}

/** The page address without query or hash: the base for callbacks into the app. */
export function pageBase(): string {
  return `${window.location.origin}${window.location.pathname}`;
}

/**
 * The whole address when the page is a return from a bank's OAuth page (Plaid appends
 * `oauth_state_id` to the redirect URI, which is origin and path: the flag is in the page query),
 * or null. Link must receive exactly this address to finish.
 */
export function bankOAuthReturnAddress(): string | null {
  return new URLSearchParams(window.location.search).has('oauth_state_id')
    ? window.location.href
    : null;
}

function hashQuery(): URLSearchParams {
  const hash = window.location.hash;
  const at = hash.indexOf('?');
  return new URLSearchParams(at === -1 ? '' : hash.slice(at + 1));
}

/** Every value of a parameter in the page query (the provider may repeat one). */
export function pageQueryValues(name: string): string[] {
  return new URLSearchParams(window.location.search).getAll(name);
}

/** A query flag from the page query or, failing that, the hash query. */
export function readQueryParam(name: string): string | null {
  return new URLSearchParams(window.location.search).get(name) ?? hashQuery().get(name);
}

/**
 * Takes query flags out of the current history entry's address, in the page query and in the
 * hash query, without navigating. For one-shot flags (the wallet provider's answer): the page
 * query stays in every later address of the tab, and going back returns to this entry, so a
 * flag left there would be read again by a reload or a return.
 */
export function dropQueryParams(names: readonly string[]): void {
  const url = new URL(window.location.href);
  for (const name of names) url.searchParams.delete(name);
  const at = url.hash.indexOf('?');
  if (at !== -1) {
    const params = new URLSearchParams(url.hash.slice(at + 1));
    for (const name of names) params.delete(name);
    const rest = params.toString();
    url.hash = url.hash.slice(0, at) + (rest ? `?${rest}` : '');
  }
  if (url.href !== window.location.href) {
    window.history.replaceState(window.history.state, '', url.href);
  }
}
