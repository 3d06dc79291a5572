import type { AnchorHTMLAttributes } from 'react';
import { useHref } from 'react-router-dom';

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/**
 * An in-app link. Under hash routing the address '#/path' is the route itself, so a plain anchor
 * is the whole link: the browser changes the hash, the store follows the hashchange, and
 * modifier clicks, middle clicks and 'Open in new tab' work as on any link. react-router's Link
 * adds prefetching and view transitions the app does not use.
 */
export function AppLink({ to, ...anchor }: AppLinkProps) {
  return <a {...anchor} href={useHref(to)} />;
}
