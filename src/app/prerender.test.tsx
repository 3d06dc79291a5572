import Cookies from 'js-cookie';
import { COOKIE } from '@/platform/cookies';
import { QUICK_DEPOSIT_KIND_KEY } from '@/platform/deviceMemory';
import { asPhone } from '@/test/device';
import { onTestCleanup } from '@/test/cleanups';
import { preloadFirstScreen } from './App';
import { startApp } from './bootstrap';
import { prerenderStore, renderFirstScreen } from './prerender';
import {
  PRERENDER_CONTEXTS,
  PRERENDERS,
  type PrerenderContext,
  type PrerenderedScreen,
} from './prerenderedScreens';
import { setupTestStore } from '@/test/renderApp';

/**
 * The prerender builds the store React's first render reads without a
 * browser, sagas or requests (src/app/prerender.tsx). These tests hold it to the app's own boot
 * (src/index.tsx: setupStore, startApp, preloadFirstScreen) for a signed-in visit of each
 * prerendered screen and context whose API answers have not come.
 */

/** The store as the boot leaves it for React's first render, every request held. */
async function bootedStore(context: PrerenderContext, screen: PrerenderedScreen) {
  const held = jest.spyOn(globalThis, 'fetch').mockReturnValue(new Promise(() => {}));
  onTestCleanup(() => held.mockRestore());
  Cookies.set(
    COOKIE.user,
    JSON.stringify({ xAuthToken: 'token', displayName: 'Prerender', uid: 'prerender' }),
  );
  if (PRERENDER_CONTEXTS[context].mobile) asPhone();
  if (PRERENDER_CONTEXTS[context].hadQuickDeposit) {
    localStorage.setItem(QUICK_DEPOSIT_KIND_KEY, 'cc');
  }
  window.history.replaceState(null, '', `/#${screen}`);
  const store = setupTestStore();
  onTestCleanup(startApp(store));
  await preloadFirstScreen(store);
  return store;
}

describe('the prerender', () => {
  it.each(PRERENDERS)(
    "renders %s%s from the store the app's boot has before its first render",
    async (context, screen) => {
      const booted = await bootedStore(context, screen);
      const prerendered = prerenderStore(context, screen);
      await preloadFirstScreen(prerendered);
      expect(prerendered.getState()).toEqual(booted.getState());
    },
  );

  it('leaves no name or id of the placeholder member in the markup', async () => {
    const markup = await renderFirstScreen('d', '/withdraw');
    expect(markup).toContain('<span class="member-menu__initials">\u00a0</span>');
    expect(markup).toContain('<p class="member-menu__uid"></p>');
    expect(markup).not.toMatch(/prerender/i);
  });

  it('renders the screen itself, with React’s marks for hydration', async () => {
    const markup = await renderFirstScreen('m', '/deposit/cardfunding');
    expect(markup).toContain('Credit/Debit Card Funding');
    expect(markup).toContain('data-amount-form="card"');
    // React's marks for hydration stay; no boundary was given up to the browser.
    expect(markup).toContain('<!--$-->');
    expect(markup).not.toContain('<template');
  });

  it('keeps the quick deposit’s place above the methods on a phone that remembers one', async () => {
    expect(await renderFirstScreen('q', '/')).toContain('deposit-home__quick-first');
    expect(await renderFirstScreen('m', '/')).not.toContain('deposit-home__quick-first');
    // The kept place shows the quick deposit's loader from the first paint on.
    expect(await renderFirstScreen('q', '/')).toContain('Loading quick deposit');
    expect(await renderFirstScreen('m', '/')).not.toContain('Loading quick deposit');
  });
});
