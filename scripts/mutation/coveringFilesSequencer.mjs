/**
 * The jest test sequencer of mutation runs only (stryker.config.mjs). For a mutant, Stryker
 * asks jest for the tests that cover it by name (--testNamePattern), yet jest still loads every
 * related test file, and for code every screen uses that is the whole suite, loaded once per
 * mutant. This keeps only the files that hold a covering test (by the index the environment
 * wrote during the unmutated run); the other files would have skipped all their tests anyway.
 * Without an index or a pattern (the unmutated run, a static mutant), every file runs.
 */
import Sequencer from '@jest/test-sequencer';
import { readTestIndex } from './testIndex.mjs';

export default class CoveringFilesSequencer extends Sequencer {
  constructor(options) {
    super(options);
    const pattern = options.globalConfig.testNamePattern;
    // jest-circus compiles the pattern this way too.
    this.coveringTest = pattern ? new RegExp(pattern, 'i') : null;
  }

  sort(tests) {
    const index = this.coveringTest && tests[0] && readTestIndex(tests[0].context.config.rootDir);
    if (!index) return super.sort(tests);
    const covering = tests.filter((test) =>
      (index[test.path] ?? []).some((name) => this.coveringTest.test(name)),
    );
    return super.sort(covering.length > 0 ? covering : tests);
  }
}
