import type { ReactNode } from 'react';

/** The page's one h1. */
export function ScreenTitle({ children }: { children: ReactNode }) {
  return <h1 className="screen-title">{children}</h1>;
}
