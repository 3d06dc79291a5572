import { getConfig, prettyDOM } from '@testing-library/dom';

/**
 * Testing Library's error for a query that found nothing (its `getElementError`), with the page's
 * markup as its default gives it, except while `waitFor` (and so every `findBy`) polls: a failed
 * poll's error is thrown away at the next poll, and printing the whole page into each one cost
 * the jest suite about a twelfth of its CPU (docs/testing.md). When a wait times out, `waitFor`
 * passes its last poll's message through this again, outside the polls, and the error then shows
 * the page as it was at the timeout, once, in its message and in its stack (which jest prints);
 * the default's message held it twice.
 */
export function getElementError(message: string | null, container: Element): Error {
  if (polling()) return errorShowingItsLatestMessage(message);
  const page = `Ignored nodes: comments, ${getConfig().defaultIgnore}\n${prettyDOM(container)}`;
  const error = new Error([message, page].filter(Boolean).join('\n\n'));
  error.name = 'TestingLibraryElementError';
  return error;
}

/** Testing Library's own flag for its polls (its role query spares its diagnostics by it too). */
const polling = () =>
  (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })
    ._disableExpensiveErrorDiagnostics === true;

/**
 * An error whose stack starts with its message as it is when read: at a timeout, `waitFor`
 * first gives the error the stack of the test's call, then replaces its message with one that
 * shows the page.
 */
function errorShowingItsLatestMessage(message: string | null): Error {
  const error = new Error(message ?? '');
  error.name = 'TestingLibraryElementError';
  if (!message) return error;
  let stack = error.stack ?? '';
  Object.defineProperty(error, 'stack', {
    configurable: true,
    // A function, so that '$' in the page's text is not read as a replacement pattern.
    get: () => stack.replace(message, () => error.message),
    set: (value: string) => {
      stack = value;
    },
  });
  return error;
}
