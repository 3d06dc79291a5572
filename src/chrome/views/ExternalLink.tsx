import type { MouseEvent, ReactNode } from 'react';
import { useAppDispatch } from '@/domain/storeHooks';
import { outboundLinkClicked } from '../events';

interface ExternalLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  /** The accessible name when the content is an icon only. */
  label?: string;
}

/**
 * A main-site or outside page in a new tab that can neither script this page nor learn its
 * address; screen readers hear that a tab opens. A plain click is reported to analytics before
 * the tab opens (platform/analytics.ts); modified clicks (new window, download) stay the
 * browser's.
 */
export function ExternalLink({ href, className, children, label }: ExternalLinkProps) {
  const dispatch = useAppDispatch();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    dispatch(outboundLinkClicked({ url: href, newTab: true }));
  };
  return (
    <a
      className={className}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      onClick={onClick}
    >
      {children}
      <span className="visually-hidden">{label ? `${label} ` : ' '}(opens in a new tab)</span>
    </a>
  );
}
