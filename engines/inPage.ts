/**
 * What runs inside the page, the same in every engine: finding a control the way a person (or a
 * screen reader) names it. Each function here is sent to the browser as source text
 * (`Function.prototype.toString`), so it must be self-contained: no imports, no outer variables,
 * only its argument and the other functions of this file (sent along with it). Functions from
 * other files must not call these by name either (a compiled import is renamed): pass them, e.g.
 * `driver.evaluate(pageShows, text)`.
 */

/** A name to match: the exact text (whitespace collapsed) or a pattern. */
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
 * The first visible element the query names, or null. Also used by `text` and `waitFor`; the
 * driver polls it until it answers an element.
 */
export function findInPage(query: WireQuery): Element | null {
  const SELECTORS: Record<string, string> = {
    alert: '[role="alert"]',
    button:
      'button, [role="button"], input[type="button"], input[type="submit"], input[type="reset"]',
    checkbox: 'input[type="checkbox"], [role="checkbox"]',
    combobox: 'select:not([multiple]), [role="combobox"]',
    group: 'fieldset, [role="group"], [role="radiogroup"]',
    heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
    link: 'a[href], [role="link"]',
    navigation: 'nav, [role="navigation"]',
    radio: 'input[type="radio"], [role="radio"]',
    region: 'section[aria-label], section[aria-labelledby], [role="region"]',
    status: '[role="status"], output',
    table: 'table, [role="table"]',
    textbox:
      'input:not([type]), input[type="text"], input[type="tel"], input[type="email"], ' +
      'input[type="number"], input[type="search"], input[type="password"], input[type="url"], ' +
      'textarea, [role="textbox"]',
  };
  const CONTROLS =
    'input:not([type="hidden"]), select, textarea, [role="textbox"], [role="combobox"], ' +
    '[role="checkbox"], [role="radio"], [role="spinbutton"]';

  const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();
  const rendered = (element: Element) => {
    if (element.closest('[hidden], [aria-hidden="true"]')) return false;
    if (element.getClientRects().length === 0) return false;
    return getComputedStyle(element).visibility !== 'hidden';
  };
  // Text as the accessibility tree reads it: aria-hidden and undisplayed parts left out, visually
  // hidden text (clipped, still displayed) kept, images by their alt text.
  const textOf = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (!(node instanceof Element)) return '';
    if (node.getAttribute('aria-hidden') === 'true' || node.hasAttribute('hidden')) return '';
    if (node instanceof HTMLElement && getComputedStyle(node).display === 'none') return '';
    if (node instanceof HTMLImageElement) return node.alt;
    return Array.from(node.childNodes, textOf).join('');
  };
  const nameOf = (element: Element): string => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) {
      return collapse(
        labelledBy
          .split(/\s+/)
          .map((id) => {
            const target = document.getElementById(id);
            return target ? textOf(target) : '';
          })
          .join(' '),
      );
    }
    const ariaLabel = element.getAttribute('aria-label');
    if (ariaLabel) return collapse(ariaLabel);
    if (
      element instanceof HTMLInputElement ||
      element instanceof HTMLSelectElement ||
      element instanceof HTMLTextAreaElement
    ) {
      const labels = Array.from(element.labels ?? [], textOf).join(' ');
      if (labels) return collapse(labels);
      return collapse(element.getAttribute('title') ?? element.getAttribute('placeholder') ?? '');
    }
    if (element instanceof HTMLFieldSetElement) {
      const legend = element.querySelector(':scope > legend');
      return legend ? collapse(textOf(legend)) : '';
    }
    if (element instanceof HTMLTableElement) {
      return element.caption ? collapse(textOf(element.caption)) : '';
    }
    return collapse(textOf(element));
  };
  const matches = (name: string, wanted: WireName | undefined) => {
    if (wanted === undefined) return true;
    if (typeof wanted === 'string') return name === collapse(wanted);
    return new RegExp(wanted.source, wanted.flags).test(name);
  };
  const levelOf = (element: Element) => {
    const tag = /^H([1-6])$/.exec(element.tagName);
    return tag ? Number(tag[1]) : Number(element.getAttribute('aria-level') ?? 2);
  };

  const find = (wanted: WireQuery, root: ParentNode): Element | null => {
    const selector = wanted.label !== undefined ? CONTROLS : SELECTORS[wanted.role ?? ''];
    if (!selector) throw new Error(`findInPage: a query needs a label or a known role`);
    const wantedName = wanted.label ?? wanted.name;
    for (const element of Array.from(root.querySelectorAll(selector))) {
      if (wanted.level !== undefined && levelOf(element) !== wanted.level) continue;
      if (!matches(nameOf(element), wantedName)) continue;
      // A radio or checkbox drawn by its label may itself be invisible: its label stands in.
      const shown =
        rendered(element) ||
        (element instanceof HTMLInputElement &&
          Array.from(element.labels ?? []).some((label) => rendered(label)));
      if (shown) return element;
    }
    return null;
  };

  const scope = query.within ? find(query.within, document) : document;
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
