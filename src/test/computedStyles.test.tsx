import fc from 'fast-check';
import { reuseComputedStyles } from './computedStyles';

/** Every property of an answer, with its value: what a caller can read of it. */
function readAll(style: CSSStyleDeclaration): string[] {
  return Array.from(style, (property) => `${property}: ${style.getPropertyValue(property)}`);
}

/**
 * A small page of nested elements in a frame of this page, whose window (jsdom's own) answers
 * through `reuseComputedStyles`, with jsdom's own answers kept aside.
 */
function page() {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  const window = frame.contentWindow!;
  window.document.body.innerHTML =
    '<main id="n0"><section id="n1"><p id="n2"><span id="n3">a</span></p><a id="n4" href="#">b</a></section><ul id="n5"><li id="n6">c</li></ul></main>';
  const jsdomAnswer = window.getComputedStyle.bind(window);
  reuseComputedStyles(window);
  return { window, jsdomAnswer };
}

const IDS = ['n0', 'n1', 'n2', 'n3', 'n4', 'n5', 'n6'] as const;

/** What a test or the app can do to a page between two questions. */
const change = fc.oneof(
  fc.record({ kind: fc.constant('hidden' as const), id: fc.constantFrom(...IDS) }),
  fc.record({
    kind: fc.constant('style' as const),
    id: fc.constantFrom(...IDS),
    css: fc.constantFrom(
      'visibility: hidden',
      'visibility: visible',
      'display: none',
      'color: red',
      '',
    ),
  }),
  fc.record({
    kind: fc.constant('move' as const),
    id: fc.constantFrom(...IDS),
    to: fc.constantFrom(...IDS),
  }),
  fc.record({ kind: fc.constant('detach' as const), id: fc.constantFrom(...IDS) }),
  fc.record({
    kind: fc.constant('sheet' as const),
    css: fc.constantFrom('li { display: none }', 'p { visibility: hidden }', 'a { color: blue }'),
  }),
  fc.record({ kind: fc.constant('text' as const), id: fc.constantFrom(...IDS) }),
);

type Change = typeof change extends fc.Arbitrary<infer T> ? T : never;

function apply(document: Document, step: Change, kept: Map<string, HTMLElement>) {
  const element = (id: string) => kept.get(id) ?? null;
  switch (step.kind) {
    case 'hidden':
      element(step.id)?.toggleAttribute('hidden');
      return;
    case 'style':
      element(step.id)?.setAttribute('style', step.css);
      return;
    case 'move': {
      const [moved, into] = [element(step.id), element(step.to)];
      if (moved && into && !moved.contains(into)) into.append(moved);
      return;
    }
    case 'detach':
      element(step.id)?.remove();
      return;
    case 'sheet': {
      const sheet = document.createElement('style');
      sheet.textContent = step.css;
      document.head.append(sheet);
      return;
    }
    case 'text':
      element(step.id)?.append('x');
  }
}

describe('computed styles asked again while the page has not changed', () => {
  it('are the same answer, once computed', () => {
    const { window } = page();
    const item = window.document.getElementById('n6')!;
    const first = window.getComputedStyle(item);

    expect(window.getComputedStyle(item)).toBe(first);
    expect(first.getPropertyValue('display')).toBe('list-item');
  });

  it("are always jsdom's own answer, whatever changed the page in between", () => {
    fc.assert(
      fc.property(fc.array(change, { maxLength: 12 }), (steps) => {
        const { window, jsdomAnswer } = page();
        const { document } = window;
        const kept = new Map(IDS.map((id) => [id, document.getElementById(id)!]));
        const askAll = () => {
          for (const element of kept.values()) {
            expect(readAll(window.getComputedStyle(element))).toEqual(
              readAll(jsdomAnswer(element)),
            );
          }
        };
        askAll();
        for (const step of steps) {
          apply(document, step, kept);
          askAll();
        }
      }),
      { seed: Number(process.env.FC_SEED ?? 2711), numRuns: 60 },
    );
  });

  it('in this page, hide an element the moment it is hidden, and show it again', () => {
    document.body.innerHTML = '<div id="outer"><button>Deposit</button></div>';
    const button = document.querySelector('button')!;
    expect(button).toBeVisible();

    document.getElementById('outer')!.style.visibility = 'hidden';
    expect(button).not.toBeVisible();

    document.getElementById('outer')!.style.visibility = '';
    expect(button).toBeVisible();
    expect(getComputedStyle(button)).toBe(getComputedStyle(button));
  });
});
