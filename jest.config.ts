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

const config: Config = {
  testEnvironment: 'jest-fixed-jsdom',
  roots: ['<rootDir>/src', '<rootDir>/__mocks__'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  setupFilesAfterEnv: ['<rootDir>/src/test/setupTests.ts'],
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
  testTimeout: 15000,
};

export default config;
