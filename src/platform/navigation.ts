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

export function subscribeToLocation(listener: (location: AppLocation) => void): () => void {
  const onChange = () => listener(currentHashLocation());
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

const toPath = (to: To) => (typeof to === 'string' ? to : createPath(to));

/** react-router's navigator over the hash: the store mirrors the result through subscribeToLocation. */
export const hashNavigator: Navigator = {
  createHref: (to) => `#${toPath(to)}`,
  push: (to) => {
    window.location.hash = toPath(to);
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
