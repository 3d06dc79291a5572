import { configure, getConfig, prettyDOM } from '@testing-library/react';

/** How many waits (a `waitFor`, a `findBy`, a user-event action) are running now. */
let waits = 0;

/**
 * Testing Library's error for a query that found nothing (its `getElementError` option), with the
 * page's markup as its default gives it; but while a `waitFor` or a `findBy` polls, the page is
 * printed when the error is first read rather than when it is made. A poll's error is thrown away
 * unread at the next poll, and printing the whole page into each one cost the jest suite about a
 * twelfth of its CPU (docs/log/testing-measurements.md); at a time-out the wait reads its last
 * poll's error at once, so it shows the page as it was then. Only public options: the error
 * factory, and the wrapper Testing Library runs every wait (and user-event every action) in,
 * which counts them.
 */
export function showPagesInErrorsOnlyWhenRead(): void {
  const { asyncWrapper } = getConfig();
  configure({
    getElementError: (message, container) => {
      const error = new Error();
      error.name = 'TestingLibraryElementError';
      let shown: string | undefined;
      const read = () => (shown ??= withPage(message, container));
      if (waits === 0) read();
      Object.defineProperty(error, 'message', { configurable: true, get: read });
      return error;
    },
    asyncWrapper: async (wait) => {
      waits += 1;
      try {
        return await asyncWrapper(wait);
      } finally {
        waits -= 1;
      }
    },
  });
}

/** The page as Testing Library's default error prints it, once: a time-out passes back a message that already holds it. */
function withPage(message: string | null, container: Element): string {
  const header = `Ignored nodes: comments, ${getConfig().defaultIgnore}`;
  if (message?.includes(header)) return message;
  return [message, `${header}\n${prettyDOM(container)}`].filter(Boolean).join('\n\n');
}
