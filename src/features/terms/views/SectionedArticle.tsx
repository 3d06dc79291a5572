import type { ReactNode } from 'react';
import { scrollToElement } from '@/platform/navigation';

export interface PageSection {
  /** The heading's id: the table of contents jumps to it. */
  id: string;
  title: string;
  content: ReactNode;
}

/**
 * A table of contents and its sections, from one list so they cannot drift. The contents are
 * buttons, not '#id' links: under hash routing the hash is the route, so a jump must not touch it.
 */
export function SectionedArticle({ sections }: { sections: PageSection[] }) {
  return (
    <>
      <nav className="terms-toc" aria-label="On this page">
        <ol className="terms-toc__list">
          {sections.map(({ id, title }) => (
            <li key={id}>
              <button type="button" className="terms-toc__link" onClick={() => scrollToElement(id)}>
                {title}
              </button>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map(({ id, title, content }) => (
        <section key={id} className="terms-section" aria-labelledby={id}>
          <h2 id={id} className="terms-section__title" tabIndex={-1}>
            {title}
          </h2>
          {content}
        </section>
      ))}
    </>
  );
}
