/** jsdom's document behind the wrapper tests hold: jsdom keeps it under a symbol named 'impl'. */
interface DocumentImpl {
  /** jsdom's cache of each element's cascaded declarations, dropped whenever the page changes. */
  _styleCache?: WeakMap<Element, unknown> | null;
}

function documentImpl(document: Document): DocumentImpl | undefined {
  const impl = Object.getOwnPropertySymbols(document).find((key) => key.description === 'impl');
  return impl && (document as unknown as Record<symbol, DocumentImpl>)[impl];
}

/**
 * jsdom answers `getComputedStyle` by resolving thirteen properties through every ancestor and
 * building a new declaration, each time: Testing Library's role queries and the accessible names
 * they compute ask it for each element and its ancestors, at every poll of a `waitFor` or
 * `findBy` (about a tenth of a screen file's CPU, docs/testing.md). jsdom already caches what the
 * answer is made of (each element's cascaded declarations) and drops that cache at every change
 * of the page: this keeps each element's answer for as long as jsdom keeps that cache, so an
 * answer is the one jsdom would give, computed once. Pseudo-elements go to jsdom as they are.
 * `computedStyles.test.tsx` fails if jsdom no longer keeps its cache there.
 */
export function reuseComputedStyles(window: Window = globalThis.window) {
  const { document } = window;
  const impl = documentImpl(document);
  if (impl === undefined || !('_styleCache' in impl)) return;
  const compute = window.getComputedStyle.bind(window);
  let answeredFor: WeakMap<Element, unknown> | null | undefined;
  let answers = new WeakMap<Element, CSSStyleDeclaration>();
  window.getComputedStyle = (element, pseudoElement) => {
    // Another document's cache (a parsed fragment's) or a detached element is jsdom's alone.
    if (pseudoElement || element.ownerDocument !== document || !element.isConnected) {
      return compute(element, pseudoElement);
    }
    if (impl._styleCache && impl._styleCache === answeredFor) {
      const answer = answers.get(element);
      if (answer) return answer;
    }
    const answer = compute(element);
    if (impl._styleCache !== answeredFor) {
      answeredFor = impl._styleCache;
      answers = new WeakMap();
    }
    answers.set(element, answer);
    return answer;
  };
}
