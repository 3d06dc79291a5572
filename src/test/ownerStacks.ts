import * as React from 'react';

/** Past this many elements in a second, React's development build stops capturing their stacks. */
const REACT_OWNER_STACK_LIMIT = 10_000;

interface ReactInternals {
  recentlyCreatedOwnerStacks?: number;
}

/**
 * React's development build captures a stack (an `Error`) for every element it creates, for the
 * owner stacks of its warnings and of React DevTools: a tenth of the jest suite's CPU here, and
 * nearly a third in files that render screens again and again (docs/testing.md). React bounds
 * that itself: past 10,000 elements in a second it gives the others one shared stack. This holds
 * its count at the limit for the test file, so that every element takes that path. Tests see the
 * same screens and the same warnings, whose stacks name fewer owners. `ownerStacks.test.tsx`
 * fails if a React version no longer keeps the count here.
 */
export function stopCapturingOwnerStacks() {
  const internals = (React as unknown as Record<string, ReactInternals | undefined>)
    .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
  if (internals?.recentlyCreatedOwnerStacks === undefined) return;
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
    configurable: true,
    get: () => REACT_OWNER_STACK_LIMIT,
    // React counts each element and resets the count every second: both are kept at the limit.
    set: () => {},
  });
}
