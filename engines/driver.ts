/**
 * The one interface the flows are written against, and what both engines share: polling the page
 * for a control named the way a person names it (engines/inPage.ts), with a timeout and a clear
 * message. Each engine supplies only the primitives: run a script, get an element from a script,
 * type real keys into an element, click it, pick an option, navigate, resize.
 */
import { readFileSync } from 'node:fs';
import {
  clickTargetOf,
  exists,
  focusAndSelect,
  IN_PAGE_HELPERS,
  optionOf,
  pageShows,
  readText,
  stateOf,
  type Role,
  type WireName,
  type WireQuery,
} from './inPage';

export type Name = string | RegExp;

/** A control by its role and accessible name, or by its label; optionally inside another. */
export interface Query {
  role?: Role;
  name?: Name;
  label?: Name;
  level?: number;
  within?: Query;
}

export type ControlState = NonNullable<ReturnType<typeof stateOf>>;

export interface Driver {
  readonly engine: string;
  /** Loads the route (`/#/withdraw`) afresh: a full page load, not a hash change. */
  goto(route: string): Promise<void>;
  /** The layout viewport in CSS pixels. */
  setViewport(width: number, height: number): Promise<void>;
  /** Runs the function in the page with the argument (JSON) and answers its JSON result. */
  evaluate<A, R>(fn: (arg: A) => R, arg: A): Promise<R>;
  waitFor(query: Query, timeout?: number): Promise<void>;
  /** Replaces what the field holds by typing the text with real key events. */
  type(query: Query, text: string): Promise<void>;
  /** Waits until the control is there and enabled, then clicks it with the mouse. */
  click(query: Query): Promise<void>;
  /** Picks the option of the <select> whose text is the label. */
  select(query: Query, optionLabel: string): Promise<void>;
  waitForText(text: string, timeout?: number): Promise<void>;
  /** The rendered text of an element, the value of a field, the chosen option of a select. */
  text(query: Query): Promise<string>;
  state(query: Query): Promise<ControlState>;
  /** Polls the check until it holds. */
  waitUntil(what: string, check: () => Promise<boolean>, timeout?: number): Promise<void>;
  /** Uncaught errors the page threw since the last call, where the engine reports them. */
  takePageErrors(): string[];
  screenshot(file: string): Promise<void>;
  close(): Promise<void>;
}

/** A browser session: a phone is a narrow viewport with a phone's user agent. */
export interface SessionOptions {
  userAgent?: string;
  width?: number;
  height?: number;
}

/** A browser engine: started once, then sessions opened on the site under test. */
export interface Engine {
  readonly name: string;
  /** Starts the browser (or its driver); answers its version. */
  start(): Promise<string>;
  open(baseUrl: string, options?: SessionOptions): Promise<Driver>;
  stop(): Promise<void>;
}

/** What a test waits for at most; generous for a busy 2-core machine. */
export const TIMEOUT = 15_000;
const POLL = 100;

const wireName = (name: Name | undefined): WireName | undefined =>
  name instanceof RegExp ? { source: name.source, flags: name.flags } : name;

export function toWire(query: Query): WireQuery {
  return {
    ...(query.role ? { role: query.role } : {}),
    ...(query.name !== undefined ? { name: wireName(query.name) } : {}),
    ...(query.label !== undefined ? { label: wireName(query.label) } : {}),
    ...(query.level !== undefined ? { level: query.level } : {}),
    ...(query.within ? { within: toWire(query.within) } : {}),
  };
}

export function describeQuery(query: Query): string {
  const name = (value: Name) => (value instanceof RegExp ? String(value) : JSON.stringify(value));
  const self =
    query.label !== undefined
      ? `the field labelled ${name(query.label)}`
      : `${query.role ?? 'element'}${query.level ? ` (level ${query.level})` : ''}` +
        (query.name !== undefined ? ` named ${name(query.name)}` : '');
  return query.within ? `${self} in ${describeQuery(query.within)}` : self;
}

/** What an in-page script throws in a document that has not been given Testing Library yet. */
const NO_TESTING_LIBRARY = 'Testing Library is not in this page';

/**
 * Testing Library's browser build, which defines `window.TestingLibraryDom`: the in-page helpers
 * find elements with its queries (engines/inPage.ts).
 */
const TESTING_LIBRARY_SCRIPT = `(() => {\n${readFileSync(
  require.resolve('@testing-library/dom/dist/@testing-library/dom.umd.min.js'),
  'utf8',
)}\nreturn true;\n})()`;

/**
 * The source of an expression that calls the function with the argument in the page, with every
 * in-page helper defined before it. `__name` is what tsx (esbuild's keepNames) wraps named
 * functions in; the page has none, so it is defined as the identity.
 */
export function pageScript<A, R>(fn: (arg: A) => R, arg: A): string {
  const helpers = IN_PAGE_HELPERS.map(
    (helper) => `var ${helper.name} = ${helper.toString()};`,
  ).join('\n');
  return (
    `(() => {\nif (!window.TestingLibraryDom) throw new Error(${JSON.stringify(NO_TESTING_LIBRARY)});\n` +
    `var __name = (target) => target;\n${helpers}\n` +
    `return (${fn.toString()})(${JSON.stringify(arg) ?? 'undefined'});\n})()`
  );
}

export class TimeoutError extends Error {}

/** The shared behaviour; an engine implements the abstract primitives. */
export abstract class BaseDriver<Handle> implements Driver {
  abstract readonly engine: string;

  constructor(protected readonly baseUrl: string) {}

  /** Evaluates the expression in the page; answers its JSON value. */
  protected abstract run(source: string): Promise<unknown>;
  /** Evaluates the expression in the page; answers the element it gives, or null. */
  protected abstract element(source: string): Promise<Handle | null>;
  protected abstract typeKeys(element: Handle, text: string): Promise<void>;
  protected abstract pressBackspace(element: Handle): Promise<void>;
  protected abstract clickElement(element: Handle): Promise<void>;
  /** Picks the option (found by `optionOf`) of the <select> the query names. */
  protected abstract pickOption(query: WireQuery, option: Handle, label: string): Promise<void>;
  protected abstract navigate(url: string): Promise<void>;
  protected abstract resize(width: number, height: number): Promise<void>;
  abstract takePageErrors(): string[];
  abstract screenshot(file: string): Promise<void>;
  abstract close(): Promise<void>;

  async goto(route: string): Promise<void> {
    // A hash change alone would keep the app's state: leave the page first.
    await this.navigate('about:blank');
    await this.navigate(new URL(route, this.baseUrl).toString());
    // React takes over the static shell or the prerendered screen, which a person can already
    // use, and marks #root once it has (src/app/TakenOver.tsx): elements found before
    // then would go stale.
    await this.waitUntil('the app to take over', () =>
      this.evaluate(
        () => document.getElementById('root')?.hasAttribute('data-app-ready') === true,
        null,
      ),
    );
  }

  async setViewport(width: number, height: number): Promise<void> {
    await this.resize(width, height);
    await this.waitUntil(`a viewport ${width} px wide`, async () => {
      const inner = await this.evaluate(() => window.innerWidth, null);
      return inner === width;
    });
  }

  async evaluate<A, R>(fn: (arg: A) => R, arg: A): Promise<R> {
    return (await this.withTestingLibrary(() => this.run(pageScript(fn, arg)))) as R;
  }

  /**
   * Runs an in-page script; in a document that lacks Testing Library (each new page), gives it
   * the library first and runs the script again.
   */
  private async withTestingLibrary<T>(script: () => Promise<T>): Promise<T> {
    try {
      return await script();
    } catch (error) {
      if (!(error instanceof Error) || !error.message.includes(NO_TESTING_LIBRARY)) throw error;
    }
    await this.run(TESTING_LIBRARY_SCRIPT);
    return script();
  }

  async waitUntil(what: string, check: () => Promise<boolean>, timeout = TIMEOUT): Promise<void> {
    const deadline = Date.now() + timeout;
    let lastError: unknown;
    for (;;) {
      try {
        if (await check()) return;
        lastError = undefined;
      } catch (error) {
        // A page between two documents answers nothing for a moment.
        lastError = error;
      }
      if (Date.now() > deadline) {
        const page = await this.pageSummary();
        const cause = lastError instanceof Error ? ` (last error: ${lastError.message})` : '';
        throw new TimeoutError(
          `${this.engine}: timed out after ${timeout} ms waiting for ${what}${cause}\n${page}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, POLL));
    }
  }

  /** Polls the in-page function until it gives an element. */
  private async waitForElement<A>(
    what: string,
    fn: (arg: A) => Element | null,
    arg: A,
    timeout = TIMEOUT,
  ): Promise<Handle> {
    let found: Handle | null = null;
    await this.waitUntil(
      what,
      async () => {
        found = await this.withTestingLibrary(() => this.element(pageScript(fn, arg)));
        return found !== null;
      },
      timeout,
    );
    if (found === null) throw new Error(`${this.engine}: ${what} vanished`);
    return found;
  }

  async waitFor(query: Query, timeout = TIMEOUT): Promise<void> {
    const wire = toWire(query);
    await this.waitUntil(describeQuery(query), () => this.evaluate(exists, wire), timeout);
  }

  async type(query: Query, text: string): Promise<void> {
    const what = describeQuery(query);
    const field = await this.waitForElement(what, focusAndSelect, toWire(query));
    const before = await this.text(query);
    if (before !== '') {
      await this.pressBackspace(field);
      await this.waitUntil(`${what} to be emptied`, async () => (await this.text(query)) === '');
    }
    await this.typeKeys(field, text);
  }

  async click(query: Query): Promise<void> {
    const what = describeQuery(query);
    await this.waitUntil(`${what} to be enabled`, async () => {
      const state = await this.evaluate(stateOf, toWire(query));
      return state !== null && !state.disabled;
    });
    const target = await this.waitForElement(
      `${what} to be in view and not covered`,
      clickTargetOf,
      toWire(query),
    );
    await this.clickElement(target);
  }

  async select(query: Query, optionLabel: string): Promise<void> {
    const what = `option ${JSON.stringify(optionLabel)} of ${describeQuery(query)}`;
    const wire = toWire(query);
    const option = await this.waitForElement(what, optionOf, { query: wire, label: optionLabel });
    await this.pickOption(wire, option, optionLabel);
    await this.waitUntil(
      `${what} to be chosen`,
      async () => (await this.text(query)) === optionLabel,
    );
  }

  async waitForText(text: string, timeout = TIMEOUT): Promise<void> {
    await this.waitUntil(
      `the text ${JSON.stringify(text)}`,
      () => this.evaluate(pageShows, text),
      timeout,
    );
  }

  async text(query: Query): Promise<string> {
    await this.waitFor(query);
    const text = await this.evaluate(readText, toWire(query));
    if (text === null) throw new Error(`${this.engine}: ${describeQuery(query)} vanished`);
    return text;
  }

  async state(query: Query): Promise<ControlState> {
    await this.waitFor(query);
    const state = await this.evaluate(stateOf, toWire(query));
    if (state === null) throw new Error(`${this.engine}: ${describeQuery(query)} vanished`);
    return state;
  }

  /** Where the page is and the start of what it shows, for a failure's message. */
  private async pageSummary(): Promise<string> {
    try {
      const { href, text } = await this.evaluate(
        () => ({ href: location.href, text: document.body?.innerText ?? '' }),
        null,
      );
      const shown = text.replace(/\s+/g, ' ').trim().slice(0, 600);
      return `  at ${href}\n  the page shows: ${shown}`;
    } catch (error) {
      return `  (the page could not be read: ${error instanceof Error ? error.message : error})`;
    }
  }
}
