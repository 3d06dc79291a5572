import { renderToString } from 'react-dom/server';
import { paths } from '@/config/paths';
import { balanceRequested } from '@/domain/balance/balanceSlice';
import { contextDetected } from '@/domain/context/contextSlice';
import { LISTS_OF_DEFAULTS, SOURCES_BEFORE_DEFAULT } from '@/features/deposit-home/home';
import { METHOD_FACT_SOURCES } from '@/features/deposit-home/methodFacts';
import {
  fundingSourcesAskedAhead,
  fundingSourcesLoadStarted,
} from '@/domain/funding-sources/fundingSourcesSlice';
import { locationChanged } from '@/domain/location/locationSlice';
import { sessionUserLoaded } from '@/domain/session/sessionSlice';
import { amountInitialized } from '@/domain/amount/amountSlice';
import { transactionCleared } from '@/domain/transaction/transactionSlice';
import { QUICK_DEPOSIT_FORM } from '@/features/quick-deposit/quickDepositForm';
import { App, preloadFirstScreen } from './App';
import { AppProviders } from './AppProviders';
import type { AppStore } from '@/app/appStore';
import { setupStore } from './store';
import {
  PRERENDER_CONTEXTS,
  type PrerenderContext,
  type PrerenderedScreen,
} from './prerenderedScreens';

/**
 * Who the prerendered screens are signed in as: nobody's name. The header renders the member's
 * initials, name and id only once hydrated (a non-breaking space keeps the initials' line).
 */
const PLACEHOLDER_USER = { displayName: 'Prerender', uid: 'prerender' };

/**
 * The store as the boot (src/index.tsx) leaves it for React's first render, for a signed-in
 * visit outside the frame and the native apps, with every API answer still on its way: what
 * startApp and the sagas' first steps put in it (src/app/prerender.test.tsx holds it to a real
 * boot's), without a browser, sagas or requests.
 */
export function prerenderStore(context: PrerenderContext, screen: PrerenderedScreen): AppStore {
  const store = setupStore(undefined, { runSagas: false });
  // The slice's own first state (no native app, no frame, no deposit link, online), and the device.
  store.dispatch(contextDetected({ ...store.getState().context, ...PRERENDER_CONTEXTS[context] }));
  store.dispatch(
    locationChanged({ pathname: screen, search: '', previousPathname: '', arrival: 'load' }),
  );
  if (screen === paths.home) {
    // depositHomeSaga's opening: the quick deposit's amount, the default method, the presets,
    // the lists asked for ahead and the tiles' figures, all on their way.
    store.dispatch(transactionCleared({ form: QUICK_DEPOSIT_FORM }));
    store.dispatch(amountInitialized({ form: QUICK_DEPOSIT_FORM, cents: null }));
    store.dispatch(fundingSourcesAskedAhead({ keys: LISTS_OF_DEFAULTS }));
    store.dispatch(
      fundingSourcesLoadStarted({
        keys: [...SOURCES_BEFORE_DEFAULT, ...LISTS_OF_DEFAULTS, ...METHOD_FACT_SOURCES],
      }),
    );
  }
  // balanceSaga and sessionSaga on app/started: the balance, the user, the customer record.
  store.dispatch(balanceRequested({ kind: 'current' }));
  store.dispatch(sessionUserLoaded({ user: PLACEHOLDER_USER }));
  store.dispatch(fundingSourcesLoadStarted({ keys: ['customer'] }));
  return store;
}

/**
 * React's markup of the screen as the app's first render has it, with its chunk loaded before
 * (preloadFirstScreen), as the boot does. The app hydrates it (src/index.tsx): Suspense's
 * boundaries and the separators between text nodes stay in. A lazy part not yet loaded (the
 * home's quick deposit, whose chunk React's first render does not have either) is a boundary
 * the browser renders.
 */
export async function renderFirstScreen(
  context: PrerenderContext,
  screen: PrerenderedScreen,
): Promise<string> {
  const store = prerenderStore(context, screen);
  await preloadFirstScreen(store);
  const markup = renderToString(
    <AppProviders store={store}>
      <App />
    </AppProviders>,
  );
  if (markup.includes(PLACEHOLDER_USER.displayName) || markup.includes(PLACEHOLDER_USER.uid)) {
    throw new Error('The placeholder user is in the prerendered markup');
  }
  return markup;
}
