import { fileURLToPath } from 'node:url';

// Mutation testing: how many deliberately broken variants of the money and input code
// the jest suite notices. `npm run mutation`; not part of `npm test` (it takes long).
// How to run it: docs/testing.md; the runs so far and their survivors:
// docs/log/testing-measurements.md.

const here = (file) => fileURLToPath(new URL(file, import.meta.url));

// MUTATION_TESTS='src/lib/*.test.ts,src/domain/amount/*.test.tsx' runs the mutants against
// those test files only (globs from the project root). The score is then a lower bound of the
// whole suite's (a mutant a subset kills, the suite kills), reached in minutes instead of hours
// where integration tests cover the code: docs/testing.md.
const focusedTests = process.env.MUTATION_TESTS?.split(',').map((glob) => `<rootDir>/${glob}`);

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  mutate: [
    'src/lib/**/*.ts',
    // The logic of the input fields; their views are left to the integration tests (a view's
    // mutant needs whole-app renders, hours on two cores: docs/log/testing-measurements.md).
    'src/components/card-fields/**/*.ts',
    'src/domain/amount/**/*.ts',
    'src/domain/transaction/**/*.ts',
    // The session popups' rules, the failed ACH submit's among them.
    'src/domain/session/sessionSaga.ts',
    'src/api/client.ts',
    'src/features/withdraw/selectors.ts',
    'src/features/card/selectors.ts',
    // The fee rule, the deposit forms' fees and limits, the figures a deposit waits
    // for, and the home tiles' limits.
    'src/config/fees.ts',
    'src/domain/funding-sources/charges.ts',
    'src/domain/funding-sources/figures.ts',
    'src/features/deposit-home/methodFacts.ts',
    // The round trips (the wallet's return and its answer, the bank link's OAuth
    // resume and return) and the two tabs' money lock; the stored outcome's lifetime is in
    // src/domain/transaction above.
    'src/features/wallet/walletAnswer.ts',
    'src/features/wallet/walletReturn.ts',
    'src/features/wallet/walletArrivalSaga.ts',
    'src/features/bank-link/oauthResume.ts',
    'src/features/bank-link/oauthReturnSaga.ts',
    'src/platform/otherTabs.ts',
    '!src/**/*.test.{ts,tsx}',
    '!src/**/*.testutil.{ts,tsx}',
  ],
  testRunner: 'jest',
  jest: {
    projectType: 'custom',
    configFile: 'scripts/mutation/jest.config.ts',
    // Each mutant runs only the test files that import its file, directly or not.
    enableFindRelatedTests: true,
    // Mutation runs only: bail at a mutant's first failing test, and load only the test files
    // that hold a test covering the mutant (scripts/mutation/). Same verdicts, far less time.
    config: {
      // After the suite's own setup, whose wait (3 s) it lengthens.
      setupFilesAfterEnv: [
        '<rootDir>/src/test/setupTests.ts',
        '<rootDir>/scripts/mutation/slowerCode.setup.mjs',
      ],
      testEnvironment: here('./scripts/mutation/bailingEnvironment.mjs'),
      testSequencer: here('./scripts/mutation/coveringFilesSequencer.mjs'),
      ...(focusedTests && { testMatch: focusedTests }),
    },
  },
  coverageAnalysis: 'perTest',
  // A static mutant (in a module-level constant) is live from import, so Stryker re-runs every
  // test file that imports its module: for nearly every file here that is the whole integration
  // suite (9 minutes on two cores). They are counted apart in docs/log/testing-measurements.md;
  // MUTATION_STATIC=1 npm run mutation tests them too.
  ignoreStatic: process.env.MUTATION_STATIC !== '1',
  // The machine (and CI runner) has two cores.
  concurrency: 2,
  // Integration tests render the whole app; a mutant that loops must not stall the run.
  timeoutMS: 10000,
  timeoutFactor: 1.5,
  // The first, unmutated run executes every related test file once on one core.
  dryRunTimeoutMinutes: 30,
  ignorePatterns: [
    'dist',
    'dist-sandbox',
    'coverage',
    'reports',
    'test-results',
    'playwright-report',
    '.lighthouse',
    'e2e',
  ],
  reporters: ['clear-text', 'html', 'json', 'progress'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  // MUTATION_REPORT names the JSON report of a focused run, so that several runs' reports can be
  // kept side by side and tabled together (scripts/mutation/table.ts).
  jsonReporter: { fileName: process.env.MUTATION_REPORT ?? 'reports/mutation/mutation.json' },
  // The survivors are listed one by one: each is killed by a test or accounted for as equivalent
  // (docs/log/testing-measurements.md).
  clearTextReporter: { allowColor: false, reportTests: false, logTests: false },
  thresholds: { high: 90, low: 85, break: null },
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
};

export default config;
