import { screen } from '@testing-library/react';
import { paths } from '@/config/paths';
import { redirectTo } from '@/platform/navigation';
import { sandboxLedger, sandboxServer } from '@/sandbox/node';
import { completeWalletPayment } from '@/sandbox/rules';
import { onTestCleanup } from '@/test/cleanups';
import { advanceClock, installFakeClock } from '@/test/faults';
import { fakeClockUser, type User } from '@/test/fault/submitForms';
import { recordRequests } from '@/test/recordRequests';
import { renderApp, type RenderAppOptions } from '@/test/renderApp';

type Page = Awaited<ReturnType<typeof renderApp>>;

/** The wallet deposit the browser took to the provider: the app's page is gone meanwhile. */
export interface AtProvider {
  /** The provider's page (the sandbox's stand-in), with the payment's ref. */
  address: string;
  /** Where the provider sends the person back. */
  callBackUrl: string;
}

/** The page query of the history entry before a run's first page. */
const RUN_START = 'model-run-start';
const SETTLE_STEP_MS = 25;
/**
 * Time without a request in flight or a change on screen before the app counts as idle: longer
 * than React's Suspense reveal (300 ms) and the bank-linking dialog's start (150 ms).
 */
const QUIET_STEPS = 400 / SETTLE_STEP_MS;
const SETTLE_LIMIT_STEPS = 4_000;

/**
 * The real app for one model run: the whole app rendered with the real store and sagas against
 * the sandbox, on a fake clock, with the browser's page loads (reload, leaving for the wallet
 * provider and coming back) done as a browser does them: a fresh store over the same session
 * storage, cookies and sandbox ledger.
 */
export class AppUnderTest {
  page: Page;
  user: User;
  readonly requests = recordRequests();
  /** Requests that will never be answered (an injected time-out): settling does not wait. */
  readonly stalled = new Set<string>();
  private readonly inFlight = new Set<string>();
  private changes = 0;

  private constructor(page: Page) {
    this.page = page;
    this.user = fakeClockUser();
    const onStart = ({ requestId }: { requestId: string }) => this.inFlight.add(requestId);
    const onEnd = ({ requestId }: { requestId: string }) => this.inFlight.delete(requestId);
    sandboxServer.events.on('request:start', onStart);
    sandboxServer.events.on('request:end', onEnd);
    const observer = new MutationObserver(() => (this.changes += 1));
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
    onTestCleanup(() => {
      sandboxServer.events.removeListener('request:start', onStart);
      sandboxServer.events.removeListener('request:end', onEnd);
      observer.disconnect();
    });
  }

  /**
   * Signed in as the demo user at `route` (with `pageQuery`, e.g. the quick-deposit frame's), on
   * a fake clock; `prepare` edits the fresh ledger.
   */
  static async start(route: string, pageQuery: string, prepare: () => void): Promise<AppUnderTest> {
    installFakeClock();
    jest.mocked(redirectTo).mockReset();
    sandboxLedger.reset('default');
    prepare();
    // The tab's history holds earlier runs' pages: going back past this run's first page would
    // make a run depend on the runs before it. This entry marks the start (see back()).
    window.history.pushState(null, '', `/?${RUN_START}#${route}`);
    window.history.pushState(null, '', `/${pageQuery}#${route}`);
    const app = new AppUnderTest(await renderApp(route, { keepLedger: true, pageQuery }));
    await app.settle();
    return app;
  }

  /**
   * Lets time pass until no request is in flight (but those never to be answered) and the
   * screen has stopped changing.
   */
  async settle(): Promise<void> {
    let quiet = 0;
    for (let step = 0; step < SETTLE_LIMIT_STEPS; step += 1) {
      const changesBefore = this.changes;
      await advanceClock(SETTLE_STEP_MS);
      const waiting = [...this.inFlight].some((id) => !this.stalled.has(id));
      quiet = waiting || this.changes !== changesBefore ? 0 : quiet + 1;
      if (quiet >= QUIET_STEPS) return;
    }
    throw new Error('the app never settled');
  }

  async passTime(ms: number): Promise<void> {
    await advanceClock(ms);
  }

  /** Lets time pass in small steps until `done`. */
  async passTimeUntil(done: () => boolean): Promise<void> {
    for (let step = 0; step < SETTLE_LIMIT_STEPS && !done(); step += 1) {
      await advanceClock(SETTLE_STEP_MS);
    }
    if (!done()) throw new Error('waited in vain');
  }

  /** The route shown, as the store knows it. */
  route(): string {
    return this.page.store.getState().location.pathname;
  }

  /** The browser's page load at its current address, over what the browser and sandbox kept. */
  private async load(): Promise<void> {
    const { search, hash } = window.location;
    // The browser keeps its cookies: whoever is signed on now (or nobody) loads the page.
    const options: RenderAppOptions = { keepLedger: true, pageQuery: search, signedIn: false };
    this.page = await renderApp(hash.replace(/^#/, '') || paths.home, options);
    this.user = fakeClockUser();
    await this.settle();
  }

  async reload(): Promise<void> {
    this.page.leave();
    await this.load();
  }

  /** An address typed into the address bar: in the app, only the hash differs. */
  async typeAddress(route: string): Promise<void> {
    window.location.hash = route;
    await this.settle();
  }

  /**
   * The browser's back button. An entry of this page (its query is the same) is a change of
   * hash the app follows; another page's entry is loaded afresh.
   */
  async back(): Promise<void> {
    const search = window.location.search;
    window.history.back();
    await this.passTime(SETTLE_STEP_MS);
    if (window.location.search.includes(RUN_START)) {
      // Nothing of this run to go back to. The marker has the first page's hash: the app saw
      // no change of hash either way.
      window.history.forward();
      await this.settle();
      return;
    }
    if (window.location.search !== search) {
      this.page.leave();
      await this.load();
      return;
    }
    await this.settle();
  }

  /** Where the app sent the browser since it last left (redirectTo is mocked in jsdom). */
  redirects(): string[] {
    return jest.mocked(redirectTo).mock.calls.map(([address]) => address);
  }

  /** The browser leaves for the wallet provider: this page is gone. */
  leaveForProvider(): void {
    this.page.leave();
    jest.mocked(redirectTo).mockClear();
  }

  /** The provider takes (or drops) the payment, as its stand-in page does. */
  settleAtProvider(provider: AtProvider, outcome: 'success' | 'cancel'): void {
    const ref = new URL(provider.address).searchParams.get('ref') ?? '';
    const result = sandboxLedger.update((ledger) =>
      completeWalletPayment(ledger, { ref, outcome }),
    );
    if (!result.ok) throw new Error(`the provider could not close payment ${ref}`);
  }

  /** A page load at `address` coming from outside the app (the provider, the address bar). */
  async arriveFromOutside(address: string): Promise<void> {
    window.history.pushState(null, '', address);
    await this.load();
  }

  /** Back from the provider's page to the entry before it: this page's address, loaded afresh. */
  async backFromProvider(): Promise<void> {
    await this.load();
  }

  /** The confirmation sentences on screen. */
  confirmationSentences(): string[] {
    return screen
      .queryAllByText(/^The amount of .+ has been (deposited to|withdrawn from) your account\.$/)
      .map((element) => element.textContent ?? '');
  }

  /** Every balance figure on screen, by what it claims to be. */
  shownBalances(): { label: string; figure: string; kind: 'current' | 'withdrawable' }[] {
    const shown: { label: string; figure: string; kind: 'current' | 'withdrawable' }[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      if (element.children.length > 1) continue;
      const label = element.textContent?.trim() ?? '';
      const kind = BALANCE_LABELS.get(label.replace(/ is low$/, ''));
      if (!kind) continue;
      const container = element.parentElement;
      const rest = (container?.textContent ?? '').replace(element.textContent ?? '', '').trim();
      const figure = /^(\$[\d,]+\.\d{2}|-+)/.exec(rest)?.[1];
      if (figure !== undefined) shown.push({ label, figure, kind });
    }
    // Beside the notice of an unknown outcome: 'Your balance is now $1,234.56.'
    for (const [sentence, figure] of this.bodyText().matchAll(
      /balance is now (\$[\d,]+\.\d{2})/g,
    )) {
      shown.push({ label: sentence, figure: figure!, kind: 'current' });
    }
    return shown;
  }

  sessionStorage(): Record<string, string> {
    return { ...window.sessionStorage };
  }

  bodyText(): string {
    return document.body.textContent ?? '';
  }

  /** The session popup's text (white space collapsed), or null; bank linking's dialog is not one. */
  popupShown(): string | null {
    const popups = screen
      .queryAllByRole('dialog')
      .filter((dialog) => !dialog.textContent?.includes('Sandbox Bank Link'));
    return popups.length === 0
      ? null
      : popups.map((popup) => (popup.textContent ?? '').replace(/\s+/g, ' ')).join(' | ');
  }

  /** POSTs sent so far. */
  posts(): number {
    return this.requests.sequence().filter((request) => request.startsWith('POST ')).length;
  }
}

/** The labels the app puts before a balance figure (header, banner, withdraw summary). */
const BALANCE_LABELS = new Map<string, 'current' | 'withdrawable'>([
  ['Balance', 'current'],
  ['Available Balance', 'current'],
  ['Current Balance', 'current'],
  ['Available Balance for Withdrawal', 'withdrawable'],
]);
