/**
 * What runs inside the page, the same in every engine: finding a control the way a person (or a
 * screen reader) names it. Each function here is sent to the browser as source text
 * (`Function.prototype.toString`), so it must be self-contained: no imports, no outer variables,
 * only its argument and the other functions of this file (sent along with it). Functions from
 * other files must not call these by name either (a compiled import is renamed): pass them, e.g.
 * `driver.evaluate(pageShows, text)`. The type import below is erased: only its types are used.
 */
import type * as TestingLibrary from '@testing-library/dom';

/** A name to match: the exact text or a pattern. */
export type WireName = string | { source: string; flags: string };

export type Role =
  | 'alert'
  | 'button'
  | 'checkbox'
  | 'combobox'
  | 'group'
  | 'heading'
  | 'link'
  | 'navigation'
  | 'radio'
  | 'region'
  | 'status'
  | 'table'
  | 'textbox';

/** A query as it travels to the page (a RegExp is sent as its source and flags). */
export interface WireQuery {
  /** The element's role, found by its accessible name. */
  role?: Role;
  name?: WireName;
  /** A form control found by its label (`<label>`, aria-label, aria-labelledby). */
  label?: WireName;
  /** For headings. */
  level?: number;
  /** Search only inside the first element this query finds. */
  within?: WireQuery;
}

/**
 * The first visible element the query names, or null, found by Testing Library's browser build
 * (`window.TestingLibraryDom`, which the driver gives every page: engines/driver.ts): its role
 * queries compute accessible names and skip what the accessibility tree leaves out, as the
 * jsdom and Playwright tests' queries do. Also used by `text` and `waitFor`; the driver polls it
 * until it answers an element.
 */
export function findInPage(query: WireQuery): Element | null {
  const dom = (window as unknown as { TestingLibraryDom: typeof TestingLibrary }).TestingLibraryDom;
  const matcher = (wanted: WireName | undefined) =>
    wanted === undefined || typeof wanted === 'string'
      ? wanted
      : new RegExp(wanted.source, wanted.flags);
  const rendered = (element: Element) => {
    if (element.closest('[hidden], [aria-hidden="true"]')) return false;
    if (element.getClientRects().length === 0) return false;
    return getComputedStyle(element).visibility !== 'hidden';
  };
  // A radio or checkbox drawn by its label may itself be invisible: its label stands in.
  const shown = (element: HTMLElement) =>
    rendered(element) ||
    (element instanceof HTMLInputElement &&
      Array.from(element.labels ?? []).some((label) => rendered(label)));

  const find = (wanted: WireQuery, root: HTMLElement): HTMLElement | null => {
    const label = matcher(wanted.label);
    if (label !== undefined) return dom.queryAllByLabelText(root, label).find(shown) ?? null;
    if (wanted.role === undefined) throw new Error('findInPage: a query needs a label or a role');
    const found = dom.queryAllByRole(root, wanted.role, {
      name: matcher(wanted.name),
      level: wanted.level,
    });
    return found.find(shown) ?? null;
  };

  const scope = query.within ? find(query.within, document.body) : document.body;
  return scope ? find(query, scope) : null;
}

/** Whether the query names an element now. */
export function exists(query: WireQuery): boolean {
  return findInPage(query) !== null;
}

/**
 * What to click for the element: itself, or for a radio or checkbox that is not drawn (its label
 * draws a custom control) its label, as a person would.
 */
export function clickTarget(element: Element): Element {
  if (!(element instanceof HTMLInputElement)) return element;
  if (element.type !== 'radio' && element.type !== 'checkbox') return element;
  const box = element.getBoundingClientRect();
  const style = getComputedStyle(element);
  const drawn =
    box.width >= 6 &&
    box.height >= 6 &&
    Number(style.opacity) > 0.1 &&
    style.visibility !== 'hidden' &&
    style.clipPath === 'none';
  return drawn ? element : (element.labels?.[0] ?? element);
}

/**
 * What to click for the element the query names (`clickTarget`), scrolled to the middle of the
 * window as a person would, so that no sticky bar (a phone's Proceed bar) covers it; null while
 * the element is absent or something else is drawn over its middle.
 */
export function clickTargetOf(query: WireQuery): Element | null {
  const element = findInPage(query);
  if (!element) return null;
  const target = clickTarget(element);
  target.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
  const box = target.getBoundingClientRect();
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  if (!hit) return null;
  const reaches =
    hit === target ||
    target.contains(hit) ||
    (target instanceof HTMLLabelElement && target.control === hit);
  return reaches ? target : null;
}

/** Focuses the field the query names and selects what it holds, so that typing replaces it. */
export function focusAndSelect(query: WireQuery): Element | null {
  const element = findInPage(query);
  if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
    element.focus();
    try {
      element.setSelectionRange(0, element.value.length);
    } catch {
      element.select();
    }
    return element;
  }
  if (element) throw new Error(`not a text field: <${element.tagName.toLowerCase()}>`);
  return null;
}

/** The option of the <select> the query names whose text is the label. */
export function optionOf(args: { query: WireQuery; label: string }): HTMLOptionElement | null {
  const select = findInPage(args.query);
  if (!(select instanceof HTMLSelectElement)) return null;
  const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();
  return Array.from(select.options).find((option) => collapse(option.text) === args.label) ?? null;
}

/** What a person reads of the element: its rendered text, or a field's value, or a select's choice. */
export function readText(query: WireQuery): string | null {
  const element = findInPage(query);
  if (!element) return null;
  if (element instanceof HTMLSelectElement) return element.selectedOptions[0]?.text ?? '';
  if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
    return element.value;
  }
  return element instanceof HTMLElement ? element.innerText : (element.textContent ?? '');
}

/** The state of a control: checked, pressed, disabled, focused, its aria-invalid. */
export function stateOf(query: WireQuery): {
  checked: boolean;
  pressed: boolean;
  disabled: boolean;
  focused: boolean;
  invalid: boolean;
} | null {
  const element = findInPage(query);
  if (!element) return null;
  return {
    checked:
      (element instanceof HTMLInputElement && element.checked) ||
      element.getAttribute('aria-checked') === 'true',
    pressed: element.getAttribute('aria-pressed') === 'true',
    disabled:
      ((element instanceof HTMLButtonElement ||
        element instanceof HTMLInputElement ||
        element instanceof HTMLSelectElement ||
        element instanceof HTMLTextAreaElement) &&
        element.disabled) ||
      element.getAttribute('aria-disabled') === 'true',
    focused: document.activeElement === element,
    invalid: element.getAttribute('aria-invalid') === 'true',
  };
}

/** Whether the page shows the text (rendered text, whitespace collapsed). */
export function pageShows(text: string): boolean {
  const collapse = (value: string) => value.replace(/\s+/g, ' ').trim();
  return collapse(document.body.innerText).includes(collapse(text));
}

/** The widths that decide whether the page scrolls sideways. */
export function horizontalFit(): { scrollWidth: number; clientWidth: number; innerWidth: number } {
  return {
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
    innerWidth: window.innerWidth,
  };
}

/** Every function above, sent ahead of each call so that they can call one another. */
export const IN_PAGE_HELPERS = [
  findInPage,
  exists,
  clickTarget,
  clickTargetOf,
  focusAndSelect,
  optionOf,
  readText,
  stateOf,
  pageShows,
  horizontalFit,
];
