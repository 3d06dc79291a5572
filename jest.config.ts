import { availableParallelism } from 'node:os';
import type { Config } from 'jest';

// ESM-only packages: those msw pulls in under the jest-fixed-jsdom export conditions, and others.
const esmPackages = [
  'msw',
  '@mswjs',
  '@open-draft',
  'rettime',
  'until-async',
  'outvariant',
  'strict-event-emitter',
  'headers-polyfill',
  'is-node-process',
  '@bundled-es-modules',
  // Redux DevTools' instrument, for the QA replay tests.
  '@redux-devtools',
];

/** Every test file, whichever environment runs it. */
export const EVERY_TEST = ['**/*.test.ts', '**/*.test.tsx'];

/**
 * The `.test.ts` files that need a browser: the API client reads the page's address and the
 * sign-on cookie, src/platform is the browser layer, and these others go through it (the sagas,
 * the session popups, the stored transaction records, the prerender chooser, a field helper on a
 * real input). Every other `.test.ts` tests pure code (money, text, rules, slices, selectors,
 * configuration, the sandbox's ledger and handlers) in Node's own environment, which spares each
 * file a jsdom window and the page's reset; a `.test.tsx` renders, in jsdom.
 */
const NEED_A_BROWSER = [
  '**/src/api/**/*.test.ts',
  '**/src/platform/**/*.test.ts',
  '**/src/{domain,features}/**/*Saga.test.ts',
  '**/src/domain/session/balancePopups.test.ts',
  '**/src/domain/transaction/transactionRecords.test.ts',
  '**/src/features/bank-link/oauthResume.test.ts',
  '**/src/app/prerenderChooser.test.ts',
  '**/src/app/earlyRequests.test.ts',
  '**/src/components/card-fields/fieldHelpers.test.ts',
  '**/src/sandbox/menu.test.ts',
];

/** How every test file is compiled and its imports resolved, whichever environment runs it. */
export const compiled: Config = {
  roots: ['<rootDir>/src', '<rootDir>/__mocks__'],
  globals: { __SANDBOX__: true },
  transform: {
    '^.+\\.(t|j|mj)sx?$': [
      '@swc/jest',
      {
        jsc: {
          transform: { react: { runtime: 'automatic' } },
          parser: { syntax: 'typescript', tsx: true },
        },
      },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
  // Order matters: a stylesheet imported through '@/' must still map to the stub.
  moduleNameMapper: {
    '\\.css$': '<rootDir>/__mocks__/styleMock.ts',
    '^@/(.*)$': '<rootDir>/src/$1',
  },
  // No testTimeout here: each file's setup sets it from the load as the file starts
  // (src/test/timeScale.ts). The config imports nothing of src/ either: under Node 22 and 24
  // jest reads it as an ES module, whose imports need their file extensions.
};

/** The browser: jsdom with Node's fetch, reset with the sandbox after every test. */
export const inJsdom: Config = {
  testEnvironment: 'jest-fixed-jsdom',
  setupFilesAfterEnv: ['<rootDir>/src/test/setupTests.ts'],
};

const config: Config = {
  // Three workers on two cores: many jsdom tests wait (findBy, bounded waits on real timers), so
  // a worker more than the cores overlaps them. Measured on two cores with an empty cache: two
  // workers 320 s, three 255 s, four 261 s (jest's percentages stop at 100%). Most of that wait
  // was React's reveal delay, gone since renderApp preloads the first screen: not measured again.
  maxWorkers: Math.max(2, Math.round(availableParallelism() * 1.5)),
  // The slowest files first, estimated on a fresh clone too (the sequencer says how).
  testSequencer: '<rootDir>/scripts/slowFirstSequencer.mjs',
  testTimeout: compiled.testTimeout,
  projects: [
    {
      ...compiled,
      displayName: 'node',
      testEnvironment: 'node',
      testMatch: ['**/*.test.ts', ...NEED_A_BROWSER.map((glob) => `!${glob}`)],
      setupFilesAfterEnv: ['<rootDir>/src/test/setupNodeTests.ts'],
    },
    {
      ...compiled,
      ...inJsdom,
      displayName: 'jsdom',
      testMatch: ['**/*.test.tsx', ...NEED_A_BROWSER],
    },
  ],
};

export default config;
