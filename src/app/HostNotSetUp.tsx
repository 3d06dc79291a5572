import { useEffect } from 'react';
import { SUPPORT } from '@/config/environments';
import { telHref } from '@/lib/tel';

/** Decisions: hosts that are not the environments' own. */
export const HOST_NOT_SET_UP = 'Xpressfunding is not set up for this address.';

/**
 * The whole page on a host that no environment lists (a deploy preview, a copy, a typo): the app
 * does not start, so no funding API is called from it; the support line is the way on. It marks
 * #root as taken over, so the page's 'could not start' message never shows over it.
 */
export function HostNotSetUp({ root }: { root: HTMLElement }) {
  useEffect(() => root.setAttribute('data-app-ready', ''), [root]);
  return (
    <main className="app-main">
      <section className="screen">
        <h1 className="screen-title">{HOST_NOT_SET_UP}</h1>
        <p>
          For help with your account, call customer service at{' '}
          <a href={telHref(SUPPORT.phone)}>{SUPPORT.phone}</a>.
        </p>
      </section>
    </main>
  );
}
