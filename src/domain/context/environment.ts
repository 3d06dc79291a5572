import {
  ENVIRONMENTS,
  environmentForHost,
  type Environment,
  type EnvironmentName,
} from '@/config/environments';
import { useHydrated } from '@/components/hydrated';
import { returnAddress } from '@/lib/returnAddress';
import { pageHostname } from '@/platform/location';

/**
 * The environment of the page's host (decisions section 2): main-site, help-centre and support
 * addresses. Views call it while rendering and sagas through call(); neither touches window.
 * The app runs only on a host that has one.
 */
export function currentEnvironment(): Environment {
  const environment = environmentForHost(pageHostname());
  // The boot shows HostNotSetUp instead of the app on such a host (src/index.tsx).
  if (environment === null) throw new Error('Xpressfunding is not set up for this host');
  return environment;
}

/**
 * The environment views render links from: the page host's, except while React hydrates the
 * prerendered screen, whose markup carries the deployment's the build is for
 * (scripts/prerender/environment.ts); hydration keeps the markup's attributes, so the host's
 * follow in the render after it.
 */
export function useEnvironment(): Environment {
  const hydrated = useHydrated();
  return hydrated || typeof __PRERENDER_TARGET__ !== 'string'
    ? currentEnvironment()
    : ENVIRONMENTS[__PRERENDER_TARGET__ as EnvironmentName];
}

/**
 * A deposit link's return address read back from a round trip's record, honoured only as the
 * link's was (decisions section 6): session storage is the page's to change.
 */
export function storedReturnTo(stored: string | null | undefined): string | null {
  return stored ? returnAddress(stored, currentEnvironment().mainSiteHosts) : null;
}
