import type { BrowserContext } from '@playwright/test';
import { DEMO_USER } from '../../src/sandbox/demoUser';

/**
 * Signs the browser in the way the main site does: the single-sign-on cookie `xpbUser`
 * (URL-encoded JSON). The sandbox build does this itself; the production build needs it.
 */
export async function signIn(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  if (!baseURL) throw new Error('signIn needs the project baseURL');
  await context.addCookies([
    { name: 'xpbUser', value: encodeURIComponent(JSON.stringify(DEMO_USER)), url: baseURL },
  ]);
}
