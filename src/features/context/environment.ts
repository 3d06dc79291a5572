import { environmentForHost, type Environment } from '@/config/environments';
import { pageHostname } from '@/platform/location';

/**
 * The environment of the page's host (decisions section 2): main-site, help-centre and support
 * addresses. Views call it while rendering and sagas through call(); neither touches window.
 */
export function currentEnvironment(): Environment {
  return environmentForHost(pageHostname());
}
