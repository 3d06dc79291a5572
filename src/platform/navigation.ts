import { createPath, type Navigator, type To } from 'react-router-dom';

export interface AppLocation {
  pathname: string;
  search: string;
}

/** The in-app location encoded in the hash: '#/deposit?x=1' -> {pathname: '/deposit', search: '?x=1'}. */
export function currentHashLocation(): AppLocation {
  const raw = window.location.hash.replace(/^#/, '') || '/';
  const at = raw.indexOf('?');
  const pathname = (at === -1 ? raw : raw.slice(0, at)) || '/';
  const search = at === -1 ? '' : raw.slice(at);
  return { pathname: pathname.startsWith('/') ? pathname : `/${pathname}`, search };
}

/**
 * How the person came to a location: the page's first load, a new history entry (a link, a
 * button, a saga's navigateTo) or Back or Forward to an entry this page has shown before.
 */
export type Arrival = 'load' | 'new' | 'return';

export interface AppArrival extends AppLocation {
  arrival: Arrival;
}

/**
 * Where the person was on each history entry this page has shown, by the entry's id (kept in
 * history.state, so Back and Forward find it). The browser's own restoration is turned off: it
 * would restore before the screen has rendered, and a hash change keeps the old screen's scroll.
 */
const ENTRY_KEY = 'xpressfundingEntry';
const scrollPositions = new Map<number, number>();
let shownEntry = 0;
let lastEntry = 0;
/** Each location listener's hearing of a new entry, which the app's own navigation calls. */
const hearersOfOwnNavigation = new Set<(entry: number) => void>();

const entryOfHistory = (): number | undefined => {
  const state: unknown = window.history.state;
  if (typeof state !== 'object' || state === null) return undefined;
  const entry = (state as Record<string, unknown>)[ENTRY_KEY];
  return typeof entry === 'number' ? entry : undefined;
};

/** Gives the current history entry an id of its own (keeping whatever else its state holds). */
function markNewEntry(): number {
  lastEntry += 1;
  const state: unknown = window.history.state;
  const kept = typeof state === 'object' && state !== null ? state : {};
  window.history.replaceState({ ...kept, [ENTRY_KEY]: lastEntry }, '');
  return lastEntry;
}

/**
 * Follows the hash; each change says whether it is a new entry or one returned to. `onRestore`
 * hears the page come back from the browser's back/forward cache (Back or Forward to a page left
 * for another address, shown again as it was, without a load).
 */
export function subscribeToLocation(
  listener: (location: AppArrival) => void,
  onRestore: () => void,
): () => void {
  window.history.scrollRestoration = 'manual';
  shownEntry = entryOfHistory() ?? markNewEntry();
  const hear = (entry: number, arrival: Arrival) => {
    scrollPositions.set(shownEntry, window.scrollY);
    shownEntry = entry;
    listener({ ...currentHashLocation(), arrival });
  };
  const onChange = () => {
    const known = entryOfHistory();
    const returned = known !== undefined && (known === shownEntry || scrollPositions.has(known));
    hear(returned ? known : markNewEntry(), returned ? 'return' : 'new');
  };
  const onShow = (event: PageTransitionEvent) => {
    if (event.persisted) onRestore();
  };
  window.addEventListener('hashchange', onChange);
  window.addEventListener('pageshow', onShow);
  const hearOwnNavigation = (entry: number) => hear(entry, 'new');
  hearersOfOwnNavigation.add(hearOwnNavigation);
  return () => {
    hearersOfOwnNavigation.delete(hearOwnNavigation);
    window.removeEventListener('hashchange', onChange);
    window.removeEventListener('pageshow', onShow);
  };
}

/**
 * Hears a press (pointer down) or focus on an in-app link ('#/path'), before its click: a tap's
 * finger is down for some 50 to 150 ms, time enough to have the screen ready when the hash
 * changes.
 */
export function subscribeToLinkIntent(listener: (pathname: string) => void): () => void {
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href^="#/"]') : null;
    if (!link) return;
    const [pathname = '/'] = (link.getAttribute('href') ?? '').slice(1).split('?');
    listener(pathname);
  };
  document.addEventListener('pointerdown', onIntent, true);
  document.addEventListener('focusin', onIntent, true);
  return () => {
    document.removeEventListener('pointerdown', onIntent, true);
    document.removeEventListener('focusin', onIntent, true);
  };
}

/** How long a restored position waits for the screen to grow tall enough to reach it. */
const RESTORE_WAIT_MS = 2000;
const PERSON_SCROLLS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * Back or Forward: the place the person left this entry at (the top if unknown). The screen may
 * still be filling in (a chunk, figures), so while it is too short the position is applied again
 * as it grows, for at most two seconds, and never after the person scrolls.
 */
export function restoreScrollPosition(): void {
  const top = scrollPositions.get(shownEntry) ?? 0;
  window.scrollTo({ top });
  if (Math.abs(window.scrollY - top) < 1 || typeof ResizeObserver === 'undefined') return;
  const observer = new ResizeObserver(() => {
    window.scrollTo({ top });
    if (Math.abs(window.scrollY - top) < 1) stop();
  });
  const timer = window.setTimeout(() => stop(), RESTORE_WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const name of PERSON_SCROLLS) window.removeEventListener(name, stop);
  }
  for (const name of PERSON_SCROLLS) window.addEventListener(name, stop, { passive: true });
  observer.observe(document.body);
}

/**
 * A screen arrived at by going forward: its top in view and focus on its heading (so screen
 * readers start there and Tab goes on from it). `moveFocus` false (the quick-deposit frame)
 * only scrolls.
 */
export function showFromTop(heading: HTMLElement, moveFocus: boolean): void {
  window.scrollTo({ top: 0 });
  if (moveFocus) heading.focus({ preventScroll: true });
}

const toPath = (to: To) => (typeof to === 'string' ? to : createPath(to));

/** react-router's navigator over the hash: the store mirrors the result through subscribeToLocation. */
export const hashNavigator: Navigator = {
  createHref: (to) => `#${toPath(to)}`,
  // A new entry, heard at once. Writing location.hash would make the browser look for an element
  // of that id (a layout of the screen being left) and say so in a 'hashchange' a task later,
  // often after a frame of that screen, which the next screen would wait for.
  push: (to) => {
    const hash = `#${toPath(to)}`;
    if (window.location.hash === hash) return;
    lastEntry += 1;
    window.history.pushState({ [ENTRY_KEY]: lastEntry }, '', hash);
    for (const hearOwnNavigation of hearersOfOwnNavigation) hearOwnNavigation(lastEntry);
  },
  replace: (to) => {
    window.location.replace(`#${toPath(to)}`);
  },
  go: (delta) => window.history.go(delta),
};

/** In-app navigation done by sagas. */
export function navigateTo(path: string): void {
  hashNavigator.push(path);
}

export function navigateBack(): void {
  window.history.back();
}

/** Leaving the app for another address (main site, wallet provider). */
export function redirectTo(url: string): void {
  window.location.assign(url);
}

/** The page loaded again at its address (what failed to load is asked for again). */
export function reloadPage(): void {
  window.location.reload();
}

/**
 * The page loaded again with nothing of it painted meanwhile: what it shows belongs to a member
 * who is no longer signed in (a page restored by the back/forward cache), and the browser keeps
 * a page on screen until the next one paints.
 */
export function reloadPageUnseen(): void {
  document.documentElement.hidden = true;
  window.location.reload();
}

/** An outside page in a new tab that can neither script this page nor learn its address. */
export function openInNewTab(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}

export function scrollToTop(): void {
  window.scrollTo({ top: 0 });
}

/**
 * An in-page jump that leaves the hash alone (under hash routing the hash is the route): scrolls
 * the element into view and moves focus to it, so keyboard and screen-reader users land there.
 * False when the page has no such element.
 */
export function scrollToElement(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  element.scrollIntoView({ block: 'start' });
  element.focus({ preventScroll: true });
  return true;
}

/**
 * Writes a location into the address bar with no new history entry and no hash event, so the
 * app does not take it as a navigation (a replay's step: the screen is the store's already).
 */
export function showAddress({ pathname, search }: AppLocation): void {
  window.history.replaceState(window.history.state, '', `#${pathname}${search}`);
}
