/**
 * Small inline icons (the header's here; the footer's and the help panel's beside the views that
 * show them). They are decoration: the link or button around them carries the name
 * (visible text, or visually hidden text in the compact layout).
 */
import type { ReactNode } from 'react';

export interface IconProps {
  className?: string;
}

export function Svg({ className, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      className={`icon${className ? ` ${className}` : ''}`}
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const ChevronIcon = (props: IconProps) => (
  <Svg {...props}>
    <path fill="currentColor" d="M7.4 8.6 12 13.2l4.6-4.6L18 10l-6 6-6-6z" />
  </Svg>
);

export const MenuIcon = (props: IconProps) => (
  <Svg {...props}>
    <path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
  </Svg>
);
