/**
 * Mutation runs only (stryker.config.mjs): instrumented code runs every statement through
 * Stryker's coverage counters, so a screen's first render in a test file can take longer than
 * Testing Library's default one second. A wait that is too short would fail the first,
 * unmutated run and stop Stryker; a mutant that breaks a screen still fails the wait, later.
 */
import { configure } from '@testing-library/dom';

// MUTATION_WAIT_MS raises it on a loaded machine (a shared CI runner), where the first run's
// renders may be slower still.
configure({ asyncUtilTimeout: Number(process.env.MUTATION_WAIT_MS) || 5000 });
