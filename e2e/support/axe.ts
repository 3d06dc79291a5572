import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 AA, as issue 9 asks. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface AxeScope {
  /** Scans only this part (an open menu covers the page below, which axe then flags). */
  include?: string;
}

/** Runs axe and returns its violations as one readable line per failing node. */
async function axeViolations(page: Page, { include }: AxeScope = {}): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  return violations.flatMap(({ id, impact, help, nodes }) =>
    nodes.map(
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
