/**
 * The jest environment of mutation runs only (stryker.config.mjs): the project's own
 * (jest-fixed-jsdom) plus two things Stryker's jest runner lacks.
 * - Bail: once a test fails under a mutant, the mutant is killed; the tests after it, in this
 *   file and in the next ones, are skipped instead of each waiting out its own failure (an
 *   integration test that fails waits for its findBy* and time-outs). The score is unchanged:
 *   a mutant is killed by its first failing test either way.
 * - During the first, unmutated run, it records which file holds which test for the sequencer.
 * Jest runs a Stryker worker's test files one after another in one process, so the state below
 * is shared by the test files of one mutant; a mutant's id tells its run from the next one's.
 */
import FixedJSDOMEnvironment from 'jest-fixed-jsdom';
import { fullTestName, writeTestIndex } from './testIndex.mjs';

const ACTIVE_MUTANT = '__STRYKER_ACTIVE_MUTANT__';
/**
 * MUTATION_SKIP_TESTS: a pattern of full test names a focused run leaves out (say, the whole-app
 * renders of a file whose store-only tests cover the code), on a machine too loaded for their
 * waits. The score stays a lower bound.
 */
const skipped = process.env.MUTATION_SKIP_TESTS
  ? new RegExp(process.env.MUTATION_SKIP_TESTS)
  : null;
/** The mutant a test has already failed under. */
let killedMutant;
/** test file path -> full test names, filled during the unmutated run. */
const testIndex = {};

export default class BailingEnvironment extends FixedJSDOMEnvironment {
  #rootDir;
  #testPath;

  constructor(config, context) {
    super(config, context);
    this.#rootDir = config.projectConfig.rootDir;
    this.#testPath = context.testPath;
  }

  async handleTestEvent(event, state) {
    await super.handleTestEvent?.(event, state);
    if (event.name === 'test_start' && skipped?.test(fullTestName(event.test))) {
      event.test.mode = 'skip';
      return;
    }
    const mutant = process.env[ACTIVE_MUTANT];
    if (mutant === undefined) {
      if (event.name === 'test_done') {
        (testIndex[this.#testPath] ??= []).push(fullTestName(event.test));
      }
      return;
    }
    const failed =
      event.name === 'hook_failure' || (event.name === 'test_done' && event.test.errors.length > 0);
    if (failed) killedMutant = mutant;
    if (event.name === 'test_start' && killedMutant === mutant) event.test.mode = 'skip';
  }

  async teardown() {
    if (process.env[ACTIVE_MUTANT] === undefined && testIndex[this.#testPath]) {
      writeTestIndex(this.#rootDir, testIndex);
    }
    await super.teardown();
  }
}
