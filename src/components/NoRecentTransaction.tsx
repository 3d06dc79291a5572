import { paths } from '@/config/paths';
import { ScreenTitle } from './ScreenTitle';

/**
 * /confirmation or /error with no coherent outcome stored for it (decisions section 6): never a
 * success or failure heading, only the way to the deposit home.
 */
export function NoRecentTransaction() {
  return (
    <>
      <ScreenTitle>No recent transaction</ScreenTitle>
      <p>There is no recent transaction to show.</p>
      <a className="button button--primary" href={`#${paths.home}`}>
        Go back to Home
      </a>
    </>
  );
}
