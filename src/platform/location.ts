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

function hashQuery(): URLSearchParams {
  const hash = window.location.hash;
  const at = hash.indexOf('?');
  return new URLSearchParams(at === -1 ? '' : hash.slice(at + 1));
}

/** A query flag from the page query or, failing that, the hash query. */
export function readQueryParam(name: string): string | null {
  return new URLSearchParams(window.location.search).get(name) ?? hashQuery().get(name);
}
