import type { ReactNode } from 'react';

interface ExternalLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  /** The accessible name when the content is an icon only. */
  label?: string;
}

/**
 * A main-site or outside page in a new tab that can neither script this page nor learn its
 * address; screen readers hear that a tab opens.
 */
export function ExternalLink({ href, className, children, label }: ExternalLinkProps) {
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden">{label ? `${label} ` : ' '}(opens in a new tab)</span>
    </a>
  );
}
