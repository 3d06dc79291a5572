import type { ReactNode } from 'react';
import { useArrivalHeading } from './arrival';

/** The page's one h1; focused when the screen is arrived at going forward. */
export function ScreenTitle({ children }: { children: ReactNode }) {
  const heading = useArrivalHeading();
  return (
    <h1 ref={heading} className="screen-title" tabIndex={-1}>
      {children}
    </h1>
  );
}
