import { expect, type Page } from '@playwright/test';
import { DEMO_USER } from '../../src/sandbox/demoUser';

/**
 * The secrets scan. `watchSecrets` must run before the page loads: it
 * installs spies that report to the test through a binding (so what a page sent survives the
 * page being left): the native wrappers' handlers (window.webkit.messageHandlers.* and
 * window.Android), `dataLayer`, and a stand-in for the Redux DevTools extension that receives
 * what the store sends the real one, after the store's own action and state sanitizers. Console
 * output, page errors, every address the page showed or requested are collected too.
 * `expectNoSecrets` then searches all of that and storage, cookies and the current address.
 */
type Channel = 'native' | 'dataLayer' | 'devtools';

interface Watch {
  reported: Record<Channel, string[]>;
  console: string[];
  addresses: string[];
}

const watches = new WeakMap<Page, Watch>();
const BINDING = '__e2eSecretsReport';

/** Runs in the page before its scripts; serialized, so it uses nothing from this module. */
function installSpies(binding: string) {
  const report = (channel: string, value: unknown) => {
    try {
      void (window as unknown as Record<string, (c: string, json: string) => Promise<void>>)[
        binding
      ]?.(channel, JSON.stringify(value));
    } catch {
      // An unserializable value is not what the scan looks for.
    }
  };

  const spyWindow = window as unknown as Record<string, unknown>;
  // Any handler or method name the page asks for exists and records its payload.
  spyWindow.webkit = {
    messageHandlers: new Proxy(
      {},
      {
        get: (_target, name) =>
          typeof name === 'string'
            ? { postMessage: (payload: unknown) => report('native', { ios: name, payload }) }
            : undefined,
      },
    ),
  };
  spyWindow.Android = new Proxy(
    {},
    {
      get: (_target, name) =>
        typeof name === 'string'
          ? (...args: unknown[]) => report('native', { android: name, args })
          : undefined,
    },
  );

  const dataLayer: unknown[] = [];
  dataLayer.push = (...events: unknown[]) => {
    report('dataLayer', events);
    return Array.prototype.push.apply(dataLayer, events);
  };
  spyWindow.dataLayer = dataLayer;

  type AnyFunction = (...args: unknown[]) => unknown;
  interface Store {
    dispatch: (action: unknown) => unknown;
    getState: () => unknown;
  }
  interface DevToolsOptions {
    actionSanitizer?: (action: unknown, id: number) => unknown;
    stateSanitizer?: (state: unknown, index: number) => unknown;
  }
  const compose =
    (...functions: AnyFunction[]) =>
    (start: unknown) =>
      functions.reduceRight((value, next) => next(value), start);
  /** The extension's enhancer: it sees every dispatch and the state after it, sanitized. */
  const devToolsEnhancer =
    ({ actionSanitizer, stateSanitizer }: DevToolsOptions = {}) =>
    (createStore: AnyFunction) =>
    (...args: unknown[]) => {
      const store = createStore(...args) as Store;
      let id = 0;
      let lastState = '';
      const sendState = () => {
        const state = JSON.stringify(
          stateSanitizer ? stateSanitizer(store.getState(), id) : store.getState(),
        );
        if (state !== lastState) report('devtools', { state: JSON.parse(state) as unknown });
        lastState = state;
      };
      sendState();
      const dispatch = (action: unknown) => {
        const result = store.dispatch(action);
        id += 1;
        report('devtools', { action: actionSanitizer ? actionSanitizer(action, id) : action });
        sendState();
        return result;
      };
      return { ...store, dispatch };
    };
  spyWindow.__REDUX_DEVTOOLS_EXTENSION__ = devToolsEnhancer;
  // What RTK's configureStore calls: options first, then the store enhancers. The extension
  // wraps the innermost store, so it also sees the middleware's (the sagas') dispatches.
  spyWindow.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ =
    (options: DevToolsOptions) =>
    (...enhancers: AnyFunction[]) =>
      compose(...enhancers, devToolsEnhancer(options) as AnyFunction);
}

export async function watchSecrets(page: Page): Promise<void> {
  const watch: Watch = {
    reported: { native: [], dataLayer: [], devtools: [] },
    console: [],
    addresses: [],
  };
  watches.set(page, watch);
  await page.exposeBinding(BINDING, (_source, channel: Channel, json: string) => {
    watch.reported[channel].push(json);
  });
  await page.addInitScript(installSpies, BINDING);
  page.on('console', (message) => watch.console.push(message.text()));
  page.on('pageerror', (error) => watch.console.push(String(error)));
  page.on('request', (request) => watch.addresses.push(request.url()));
  page.on('framenavigated', (frame) => watch.addresses.push(frame.url()));
}

/** The sign-on cookie carries the session token by design. */
const COOKIE_PLACES = new Set(['documentCookie', 'cookies']);

/** A typed number must not match inside a longer run of digits or letters (ids, timestamps). */
const pattern = (secret: string | RegExp) =>
  typeof secret === 'string'
    ? new RegExp(`(?<![0-9A-Za-z])${secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![0-9A-Za-z])`)
    : secret;

/**
 * No secret (and never the session token, which only the sign-on cookie may hold) in storage,
 * cookies, the addresses, console output, dataLayer, native payloads or what DevTools received.
 */
export async function expectNoSecrets(
  page: Page,
  secrets: readonly (string | RegExp)[],
): Promise<void> {
  const watch = watches.get(page);
  if (!watch) throw new Error('expectNoSecrets needs watchSecrets(page) before the page loads');
  const inPage = await page.evaluate(() => ({
    localStorage: JSON.stringify({ ...window.localStorage }),
    sessionStorage: JSON.stringify({ ...window.sessionStorage }),
    documentCookie: document.cookie,
    dataLayer: JSON.stringify((window as unknown as { dataLayer?: unknown }).dataLayer ?? null),
  }));
  const places: Record<string, string> = {
    ...inPage,
    addresses: [...watch.addresses, page.url()].join('\n'),
    console: watch.console.join('\n'),
    nativePayloads: watch.reported.native.join('\n'),
    dataLayerPushes: watch.reported.dataLayer.join('\n'),
    devtools: watch.reported.devtools.join('\n'),
  };
  // The stand-in must have been used, or an empty record would prove nothing.
  expect(watch.reported.devtools.length, 'what the store sent DevTools').toBeGreaterThan(0);
  places.cookies = JSON.stringify(await page.context().cookies());

  const found: string[] = [];
  for (const secret of [...secrets, DEMO_USER.xAuthToken]) {
    const search = pattern(secret);
    for (const [place, text] of Object.entries(places)) {
      const signOnCookie = secret === DEMO_USER.xAuthToken && COOKIE_PLACES.has(place);
      if (!signOnCookie && search.test(text)) found.push(`${String(secret)} in ${place}`);
    }
  }
  expect(found, 'secrets left behind').toEqual([]);
}
