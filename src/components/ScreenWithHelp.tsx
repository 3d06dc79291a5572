import type { ReactNode } from 'react';
import './screenWithHelp.css';

/** A screen's content with the help side bar beside it (below it on narrow screens). */
export function ScreenWithHelp({ children, help }: { children: ReactNode; help: ReactNode }) {
  return (
    <div className="screen-with-help">
      <div className="screen-with-help__main">{children}</div>
      {help}
    </div>
  );
}
