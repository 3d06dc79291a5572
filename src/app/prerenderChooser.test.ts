import { readFileSync } from 'node:fs';
import path from 'node:path';
import userEvent from '@testing-library/user-event';
import { MOBILE_MAX_WIDTH } from '@/config/constants';
import { COOKIE } from '@/platform/cookies';
import { MOBILE_AGENT } from '@/platform/device';
import { QUICK_DEPOSIT_KIND_KEY } from '@/platform/deviceMemory';
import { CHOOSER_RULES, chooserSource } from './chooserRules';

/**
 * The inline chooser (scripts/prerender/chooser.js) runs before the app and cannot import it:
 * the build writes the app's rules into it (src/app/chooserRules.ts; the mobile context, the
 * session cookie, the frame flag, the remembered quick deposit). These tests run it as the build
 * makes it and show what it picks.
 */
const template = readFileSync(
  path.resolve(__dirname, '../../scripts/prerender/chooser.js'),
  'utf8',
);
const source = chooserSource(template);
const runChooser = new Function(source) as () => void;

const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';

interface Visit {
  address: string;
  signedIn?: boolean;
  iosApp?: boolean;
  frame?: boolean;
  phone?: boolean;
  /** The device remembers a quick deposit from last time. */
  remembers?: boolean;
}

/** jsdom has no paint timing: the chooser's observer is caught here, to report a paint. */
let reportPaint = () => {};
class PaintObserver {
  constructor(callback: () => void) {
    reportPaint = callback;
  }
  observe() {}
}
beforeEach(() => {
  Object.assign(window, { PerformanceObserver: PaintObserver });
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

/** The head's preload of the home's chunk, inert until the chooser makes it live (webpack.config.ts). */
function addHomeChunk() {
  document.getElementById('home-chunk')?.remove();
  document.head.insertAdjacentHTML(
    'beforeend',
    '<link rel="preload" as="script" href="js/quick-deposit.js" media="not all" id="home-chunk">',
  );
}
const homeChunkAsked = () => document.getElementById('home-chunk')?.getAttribute('media') === '';

/** What #root shows after the chooser ran for a visit: a template's text or the shell's. */
function chosen({
  address,
  signedIn = true,
  iosApp = false,
  frame = false,
  phone = false,
  remembers = false,
}: Visit) {
  addHomeChunk();
  document.body.innerHTML = `<div id="root">shell</div>${[
    'd/',
    'd/withdraw',
    'm/',
    'm/withdraw',
    'q/',
  ]
    .map((id) => `<template id="prerendered-${id}">${id}</template>`)
    .join('')}`;
  window.history.replaceState(null, '', address);
  for (const cookie of document.cookie.split('; ')) {
    document.cookie = `${cookie.split('=')[0]}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
  if (signedIn) document.cookie = `${COOKIE.user}=%7B%7D`;
  if (iosApp) document.cookie = `${COOKIE.iosApp}=true`;
  sessionStorage.clear();
  if (frame) sessionStorage.setItem('quickDepositIframe', 'true');
  localStorage.clear();
  if (remembers) localStorage.setItem(QUICK_DEPOSIT_KIND_KEY, 'cc');
  Object.defineProperty(window, 'innerWidth', { value: phone ? 412 : 1350, configurable: true });
  jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue(phone ? PHONE_AGENT : 'Desktop');
  runChooser();
  return document.getElementById('root')?.textContent;
}

describe('the prerendered screen chooser', () => {
  it("uses the app's mobile rule, session cookie and frame flag, written in by the build", () => {
    expect(source).toContain(MOBILE_AGENT.source);
    expect(source).toContain(`innerWidth <= ${MOBILE_MAX_WIDTH}`);
    expect(source).toContain(`'; ' + "${COOKIE.user}" + '='`);
    expect(source).toContain(`'; ' + "${COOKIE.iosApp}" + '=true'`);
    expect(source).toContain('!sessionStorage["quickDepositIframe"]');
    expect(source).toContain(`(link || localStorage["${QUICK_DEPOSIT_KIND_KEY}"])`);
  });

  it('copies none of them', () => {
    const code = template.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
    for (const value of Object.values(CHOOSER_RULES)) {
      const text = value instanceof RegExp ? value.source : String(value);
      // The home's '/' is too short to tell apart from other slashes.
      if (text.length > 1) expect(code).not.toContain(text);
    }
  });

  it('refuses a rule that is none, and a rule the chooser leaves out', () => {
    expect(() => chooserSource(`${template} RULES.nothing;`)).toThrow('no rule RULES.nothing');
    expect(() => chooserSource(template.replaceAll('RULES.homeAlias', "'/deposit'"))).toThrow(
      'does not use homeAlias',
    );
  });

  it.each<[string, Visit, string]>([
    ['the home on a desktop', { address: '/#/' }, 'd/'],
    ['the home with no hash', { address: '/' }, 'd/'],
    ['/deposit, the same home', { address: '/#/deposit' }, 'd/'],
    ['the withdraw screen on a phone', { address: '/#/withdraw', phone: true }, 'm/withdraw'],
    [
      'the home on a phone that remembers a quick deposit',
      { address: '/#/', phone: true, remembers: true },
      'q/',
    ],
    ['its /deposit too', { address: '/#/deposit', phone: true, remembers: true }, 'q/'],
    [
      'its withdraw screen, which has no quick deposit',
      { address: '/#/withdraw', phone: true, remembers: true },
      'm/withdraw',
    ],
    ['a desktop that remembers one: the spec’s order', { address: '/#/', remembers: true }, 'd/'],
    [
      "a deposit link on a phone's first visit: the quick deposit's place first, for its amount",
      { address: '/?amount=35#/', phone: true },
      'q/',
    ],
    [
      'a deposit link with where to go back',
      { address: '/?amount=35&returnTo=https%3A%2F%2Fwww.xpressbet.example%2F#/', phone: true },
      'q/',
    ],
    ['a deposit link on a desktop', { address: '/?returnTo=x&amount=35#/' }, 'd/'],
    [
      'a deposit link to the withdraw screen, which has no quick deposit',
      { address: '/?amount=35#/withdraw', phone: true },
      'm/withdraw',
    ],
    ['a deposit link with another flag', { address: '/?amount=35&plaid=true#/' }, 'shell'],
    ['a screen not prerendered', { address: '/#/deposit/paypalfunding' }, 'shell'],
    ['a hash with a query', { address: '/#/withdraw?context=x' }, 'shell'],
    ['a page query (frame, OAuth or wallet return)', { address: '/?plaid=true#/' }, 'shell'],
    ['a signed-out visit', { address: '/#/', signedIn: false }, 'shell'],
    ['the iOS app', { address: '/#/', iosApp: true }, 'shell'],
    ['the quick-deposit frame', { address: '/#/', frame: true }, 'shell'],
  ])('%s', (_, visit, expected) => {
    expect(chosen(visit)).toBe(expected);
  });
});

describe('the chooser over every kind of visit', () => {
  // Every combination of what the chooser reads, against the rule it implements: a template
  // only for a signed-in visit outside the iOS app and the frame, with no page query, to a
  // prerendered screen (the desktop's or the phone's, the phone's home with the quick deposit
  // first where the device remembers one); the static shell otherwise.
  const HASHES = ['', '#/', '#/deposit', '#/withdraw', '#/deposit/paypalfunding', '#/withdraw?x=1'];
  const PRERENDERED: Record<string, string> = {
    '': '/',
    '#/': '/',
    '#/deposit': '/',
    '#/withdraw': '/withdraw',
  };
  const flags = [false, true];
  for (const hash of HASHES)
    for (const query of flags)
      for (const signedIn of flags)
        for (const iosApp of flags)
          for (const frame of flags)
            for (const phone of flags)
              for (const remembers of flags) {
                const visit = {
                  address: `/${query ? '?plaid=true' : ''}${hash}`,
                  signedIn,
                  iosApp,
                  frame,
                  phone,
                  remembers,
                };
                const screen = PRERENDERED[hash];
                const context = !phone ? 'd' : remembers && screen === '/' ? 'q' : 'm';
                const expected =
                  signedIn && !iosApp && !frame && !query && screen
                    ? `${context}${screen}`
                    : 'shell';
                const asksHomeChunk = expected !== 'shell' && screen === '/';
                it(`${JSON.stringify(visit)} shows ${expected}${asksHomeChunk ? " and asks for the home's chunk" : ''}`, () => {
                  expect(chosen(visit)).toBe(expected);
                  expect(homeChunkAsked()).toBe(asksHomeChunk);
                });
              }
});

describe("the app's start", () => {
  const bundle = () => document.body.querySelectorAll('script');
  beforeEach(() => {
    document.head.innerHTML =
      '<link rel="preload" as="script" href="/js/main.0123456789.js" integrity="sha384-abc" crossorigin="anonymous">';
  });

  // Its integrity is checked in a browser (e2e/production-build.spec.ts): jsdom has none.
  it('waits for the first paint, then starts the preloaded bundle once', () => {
    chosen({ address: '/#/' });
    expect(bundle()).toHaveLength(0);
    reportPaint();
    expect(bundle()).toHaveLength(1);
    reportPaint();
    jest.advanceTimersByTime(1000);
    expect(bundle()).toHaveLength(1);
    const [script] = bundle();
    expect(script?.src).toBe(`${location.origin}/js/main.0123456789.js`);
    expect(script).toHaveAttribute('crossorigin', '');
  });

  it('starts it after a second when nothing paints (a tab opened in the background)', () => {
    chosen({ address: '/#/withdraw', signedIn: false });
    jest.advanceTimersByTime(999);
    expect(bundle()).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(bundle()).toHaveLength(1);
  });

  // The page's message that it could not start (public/index.html) follows it.
  it.each(['load', 'error'])("marks #root as it runs, then with the bundle's %s", (outcome) => {
    chosen({ address: '/#/withdraw' });
    const root = document.getElementById('root');
    expect(root).toHaveAttribute('data-bundle', '');
    jest.advanceTimersByTime(1000);
    bundle()[0]?.dispatchEvent(new Event(outcome));
    expect(root).toHaveAttribute('data-bundle', outcome);
  });

  // The start was scheduled after the observer, which threw first.
  it.each<[string, () => void]>([
    ['missing', () => Reflect.deleteProperty(window, 'PerformanceObserver')],
    [
      'throwing when created',
      () => {
        class ThrowingObserver {
          constructor() {
            throw new TypeError('No observer here');
          }
        }
        Object.assign(window, { PerformanceObserver: ThrowingObserver });
      },
    ],
    [
      'throwing when it observes paints',
      () => {
        class NoPaintTiming {
          observe() {
            throw new TypeError('No paint timing here');
          }
        }
        Object.assign(window, { PerformanceObserver: NoPaintTiming });
      },
    ],
  ])('starts it after a second where the paint observer is %s', (_, breakObserver) => {
    breakObserver();
    expect(() => chosen({ address: '/#/' })).not.toThrow();
    jest.advanceTimersByTime(1000);
    expect(bundle()).toHaveLength(1);
  });
});

// The prerendered screen is live until the app takes over.
describe('the prerendered screen until the app is ready', () => {
  const SCREENS: Record<string, string> = {
    'm/': '<a id="tile" href="#/deposit/cardfunding">Cards</a><button type="button" class="menu">Menu</button>',
    'm/deposit/cardfunding':
      '<button type="button" class="back">Back</button><form><input id="amount"><button type="submit" aria-disabled="true">Deposit</button></form>',
  };
  const root = () => document.getElementById('root') as HTMLElement;
  const status = () => document.getElementById('start-wait')?.textContent;
  const byId = (id: string) => document.getElementById(id) as HTMLElement;

  function open(address: string) {
    addHomeChunk();
    document.body.innerHTML = `<div id="root">shell</div><p id="start-wait" role="status"></p>${Object.entries(
      SCREENS,
    )
      .map(([id, markup]) => `<template id="prerendered-${id}">${markup}</template>`)
      .join('')}`;
    window.history.replaceState(null, '', address);
    document.cookie = `${COOKIE.user}=%7B%7D`;
    sessionStorage.clear();
    Object.defineProperty(window, 'innerWidth', { value: 412, configurable: true });
    jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue(PHONE_AGENT);
    runChooser();
  }
  /** The app's first render: the same markup, new elements, each button reporting its clicks. */
  async function takeOver() {
    const clicks: string[] = [];
    root().innerHTML = root().innerHTML;
    // As the app's forms do: a submit is the app's, never the browser's.
    root()
      .querySelector('form')
      ?.addEventListener('submit', (event) => event.preventDefault());
    for (const button of root().querySelectorAll('button')) {
      button.addEventListener('click', () => clicks.push(button.className || button.textContent!));
    }
    root().setAttribute('data-app-ready', '');
    await Promise.resolve(); // the observer's turn
    return clicks;
  }
  const click = (element: Element) =>
    element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

  it('leaves the screen live: not inert, its fields take typing', () => {
    open('/#/deposit/cardfunding');
    expect(byId('amount').closest('[inert]')).toBeNull();
    expect(root().firstElementChild).not.toHaveProperty('inert', true);
  });

  it('refuses a money button, by click or Enter, and says so; never replayed', async () => {
    open('/#/deposit/cardfunding');
    const deposit = root().querySelector('[type=submit]') as HTMLElement;
    expect(click(deposit)).toBe(false);
    expect(status()).toBe(
      'Getting your account ready… Nothing was sent. Please press again in a moment.',
    );
    const form = root().querySelector('form') as HTMLFormElement;
    expect(form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))).toBe(
      false,
    );
    expect(await takeOver()).toEqual([]);
  });

  it('refuses Enter in a field, which presses the greyed submit, and takes the other keys', async () => {
    open('/#/deposit/cardfunding');
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const submits = jest.fn();
    root().querySelector('form')?.addEventListener('submit', submits);
    await user.type(byId('amount'), '7{Enter}');
    expect(status()).toContain('Getting your account ready…');
    expect(submits).not.toHaveBeenCalled();
    expect(byId('amount')).toHaveValue('7');
  });

  it('says so as the finger lifts from a money button, before its click', () => {
    open('/#/deposit/cardfunding');
    root()
      .querySelector('[type=submit]')
      ?.dispatchEvent(new Event('pointerup', { bubbles: true }));
    expect(status()).toContain('Getting your account ready…');
  });

  it('keeps a tap on a plain button and carries it out once the app is ready, once', async () => {
    open('/#/');
    expect(click(root().querySelector('.menu') as Element)).toBe(false);
    expect(status()).toBe('');
    const clicks = await takeOver();
    expect(clicks).toEqual(['menu']);
    root().setAttribute('data-bundle', 'load'); // another change of #root: nothing more
    await Promise.resolve();
    expect(clicks).toEqual(['menu']);
  });

  it('drops a kept tap whose screen the person has left', async () => {
    open('/#/deposit/cardfunding');
    click(root().querySelector('.back') as Element);
    window.history.replaceState(null, '', '/#/');
    expect(await takeOver()).toEqual([]);
  });

  it("lets links be the browser's own, and shows a prerendered screen they open at once", () => {
    open('/#/');
    expect(click(byId('tile'))).toBe(true);
    window.location.hash = '#/deposit/cardfunding';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(root().querySelector('#amount')).not.toBeNull();
    // A screen with no template: the last one stays until the app renders the address.
    window.location.hash = '#/deposit/paypalfunding';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(root().querySelector('#amount')).not.toBeNull();
  });

  it('does nothing once the app is ready', async () => {
    open('/#/deposit/cardfunding');
    await takeOver();
    expect(click(root().querySelector('[type=submit]') as Element)).toBe(true);
    expect(click(root().querySelector('.back') as Element)).toBe(true);
    expect(status()).toBe('');
    window.location.hash = '#/';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(root().querySelector('#amount')).not.toBeNull();
  });
});
