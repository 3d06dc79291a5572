import { createContext, use, useEffect, useRef } from 'react';

/**
 * What a screen's heading does when it is shown: the app shell provides it from the store's
 * location (a screen arrived at going forward starts at its top with focus on its heading; Back
 * restores where the person was; the first load settles nothing). Its identity changes with each
 * arrival, and the shell settles each arrival once.
 */
export const ArrivalContext = createContext<((heading: HTMLElement) => void) | null>(null);

/** The ref of a screen's one h1: settles the arrival once the heading is on the page. */
export function useArrivalHeading() {
  const heading = useRef<HTMLHeadingElement>(null);
  const settle = use(ArrivalContext);
  useEffect(() => {
    if (heading.current) settle?.(heading.current);
  }, [settle]);
  return heading;
}
