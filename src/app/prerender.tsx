import { renderToString } from 'react-dom/server';
import { paths } from '@/config/paths';
import { balanceRequested } from '@/domain/balance/balanceSlice';
import { contextDetected, type ContextState } from '@/domain/context/contextSlice';
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
import { CHOOSER_RULES } from './chooserRules';
import { AppProviders } from './AppProviders';
import type { AppStore } from '@/store/types';
import { setupStore } from './store';

/** The screens whose first render index.html carries. */
export const PRERENDERED_SCREENS = [paths.home, paths.cardFunding, paths.withdraw] as const;
export type PrerenderedScreen = (typeof PRERENDERED_SCREENS)[number];

/**
 * The contexts the inline chooser tells apart (scripts/prerender/chooser.js): a desktop, a
 * phone, and the phone's home once more for a device that remembers a quick deposit. What
 * differs in the React tree between them is the store's context alone.
 */
export const PRERENDER_CONTEXTS = {
  d: { mobile: false, hadQuickDeposit: false },
  m: { mobile: true, hadQuickDeposit: false },
  q: { mobile: true, hadQuickDeposit: true },
} as const satisfies Record<string, Pick<ContextState, 'mobile' | 'hadQuickDeposit'>>;
export type PrerenderContext = keyof typeof PRERENDER_CONTEXTS;

/** Every screen on a desktop and a phone; the remembered quick deposit changes the home alone. */
export const PRERENDERS: readonly [PrerenderContext, PrerenderedScreen][] = [
  ...(['d', 'm'] as const).flatMap((context) =>
    PRERENDERED_SCREENS.map((screen): [PrerenderContext, PrerenderedScreen] => [context, screen]),
  ),
  ['q', paths.home],
];

/** The id of a prerendered screen's template in index.html: 'prerendered-m/withdraw'. */
export const templateId = (context: PrerenderContext, screen: PrerenderedScreen) =>
  `${CHOOSER_RULES.templatePrefix}${context}${screen}`;

/**
 * Who the prerendered screens are signed in as: nobody's name. The header's initials keep
 * their line with a non-breaking space; the member menu's name and id are empty until the app
 * takes over with the sign-on cookie's.
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

/** The placeholder's initials, name and id out of the markup (nothing of any person in it). */
function withoutPlaceholderUser(markup: string): string {
  const blanked = markup
    .replace(/(<span class="member-menu__initials">)[^<]*(<\/span>)/g, '$1&nbsp;$2')
    .replace(/(<p class="member-menu__(?:name|uid)">)[^<]*(<\/p>)/g, '$1$2');
  if (blanked.includes(PLACEHOLDER_USER.displayName) || blanked.includes(PLACEHOLDER_USER.uid)) {
    throw new Error('The placeholder user is in the prerendered markup');
  }
  return blanked;
}

/**
 * What react-dom/server adds for hydration: the boundaries of Suspense (a boundary whose lazy
 * part has not loaded, such as the home's quick deposit, is one to render in the browser, with
 * an empty <template>) and the separators between adjacent text nodes.
 */
const REACT_MARKERS = /<!--\$!--><template[^>]*><\/template>|<!--(?:\$|\/\$|\$\?|\$!| )-->/g;

/**
 * React's markup of the screen as the app's first render has it, with its chunk loaded before
 * (preloadFirstScreen), as the boot does. Suspense's markers and the separators between text
 * nodes are left out: the app renders over the markup (createRoot), never hydrates it.
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
  return withoutPlaceholderUser(markup.replace(REACT_MARKERS, ''));
}
