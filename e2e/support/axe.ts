import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 AA, the level the app is held to. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface AxeScope {
  /** Scans only this part (an open menu covers the page below, which axe then flags). */
  include?: string;
}

type AxeNode = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number]['nodes'][number];

/**
 * On a phone a form's submit sticks to the bottom of the screen, and axe's target-size
 * rule counts a target partly under it as small. Such a target is whole after a scroll, and focus
 * never lands under the bar (scroll padding, checked in e2e/phone-layout.spec.ts), so only the
 * nodes whose every related node is the sticky submit are set aside; any other neighbour counts.
 */
function onlyUnderStickySubmit(id: string, node: AxeNode): boolean {
  if (id !== 'target-size') return false;
  const related = [...node.any, ...node.all, ...node.none].flatMap(
    (check) => check.relatedNodes ?? [],
  );
  return related.length > 0 && related.every(({ html }) => html.includes('submit-area'));
}

/**
 * Runs axe and returns its violations as one readable line per failing node. A page without
 * frames is scanned by `axe.run` in the page itself (the builder's legacy mode); only a page with
 * frames needs the builder's default, which scans each frame, cross-origin ones too, and merges
 * the results in a blank page it opens for the purpose: a new page and a second copy of axe for
 * every scan, about a fifth of e2e/a11y.spec.ts's CPU (docs/log/testing-measurements.md).
 */
export async function axeViolations(page: Page, { include }: AxeScope = {}): Promise<string[]> {
  const builder = new AxeBuilder({ page })
    // Violations only: the passing and inapplicable nodes axe would gather are read by nothing.
    .options({ resultTypes: ['violations'] })
    .withTags(AXE_TAGS)
    .setLegacyMode(page.frames().length === 1);
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  return violations.flatMap(({ id, impact, help, nodes }) =>
    nodes
      .filter((node) => !onlyUnderStickySubmit(id, node))
      .map(
        (node) =>
          `${id} (${impact ?? 'n/a'}) ${help} at ${node.target.join(' ')}: ${
            node.failureSummary?.replace(/\s+/g, ' ') ?? ''
          }`,
      ),
  );
}

export async function expectNoAxeViolations(page: Page, scope: AxeScope = {}): Promise<void> {
  expect(await axeViolations(page, scope), `axe on ${page.url()}`).toEqual([]);
}
