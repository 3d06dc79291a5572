import { ENVIRONMENTS, type EnvironmentName } from '@/config/environments';
import { returnAddress } from '@/lib/returnAddress';
import type * as PageEnvironment from '@/domain/context/environment';

/**
 * src/domain/context/environment.ts in the prerender (webpack.config.ts): no page, no host
 * name. The prerendered screens' main-site, help-centre and support addresses are those of the
 * deployment the build is made for (`--env target`, whose security headers dist/_headers
 * carries), never the environment of the machine that builds; the app renders the page host's
 * own once it has hydrated the screen (useEnvironment). The prerender's webpack configuration
 * always names the target, production by default.
 */
export const currentEnvironment: typeof PageEnvironment.currentEnvironment = () =>
  ENVIRONMENTS[(__PRERENDER_TARGET__ ?? 'production') as EnvironmentName];

export const useEnvironment: typeof PageEnvironment.useEnvironment = () => currentEnvironment();

export const storedReturnTo: typeof PageEnvironment.storedReturnTo = (stored) =>
  stored ? returnAddress(stored, currentEnvironment().mainSiteHosts) : null;
