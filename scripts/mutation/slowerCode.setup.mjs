/**
 * Mutation runs only (stryker.config.mjs): instrumented code runs every statement through
 * Stryker's coverage counters, so a screen's first render in a test file can take longer than
 * Testing Library's default one second. A wait that is too short would fail the first,
 * unmutated run and stop Stryker; a mutant that breaks a screen still fails the wait, later.
 */
import { configure } from '@testing-library/dom';

configure({ asyncUtilTimeout: 5000 });
