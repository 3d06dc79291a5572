// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { ALSO_BANNED, FLOORS, mayImportFlows } from './scripts/floors.mjs';

/**
 * The floors of src/ (docs/architecture.md draws them; scripts/floors.mjs lists them):
 *   lib, config  <-  platform  <-  api  <-  components  <-  store  <-  domain  <-  chrome  <-  features  <-  app
 * A folder imports its own floor and those below. sandbox stands beside the app and reaches it
 * only through the network (msw). Only platform/ touches window, document, cookies and storage.
 */
const floorOf = new Map(FLOORS.flatMap((folders, floor) => folders.map((name) => [name, floor])));
const zones = [
  ...[...floorOf].map(([name, floor]) => ({
    target: `./src/${name}`,
    from: [
      ...[...floorOf].filter(([, other]) => other > floor).map(([above]) => `./src/${above}`),
      ...(ALSO_BANNED[name] ?? []).map((banned) => `./src/${banned}`),
      ...(name === 'app' ? [] : ['./src/sandbox']),
    ],
    message: `src/${name} is on a lower floor than what it imports (docs/architecture.md).`,
  })),
  {
    target: './src/sandbox',
    from: ['app', 'features', 'domain', 'chrome', 'store', 'components', 'platform'].map(
      (name) => `./src/${name}`,
    ),
  },
].filter((zone) => zone.from.length > 0);

/** A flow imports the domain, never another flow, except the compositions scripts/floors.mjs names. */
const flowZones = readdirSync(new URL('./src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: mayImportFlows(name).map((allowed) => `./${allowed}`),
    message: 'A flow does not import another flow, except as scripts/floors.mjs names.',
  }));

/** Integration tests render the whole app and drive the sandbox (msw); the app's code never may. */
const TEST_MAY_IMPORT = new Set(['./src/sandbox', './src/app']);
const forTests = (list) =>
  list
    .map((zone) => ({
      ...zone,
      from: [zone.from].flat().filter((from) => !TEST_MAY_IMPORT.has(from)),
    }))
    .filter((zone) => zone.from.length > 0);
const TEST_FILES = ['**/*.test.{ts,tsx}', '**/*.testutil.{ts,tsx}', 'src/test/**'];

const browserGlobals = ['window', 'document', 'localStorage', 'sessionStorage', 'navigator'].map(
  (name) => ({
    name,
    message: 'Touch the browser only in src/platform (sagas reach it through call()).',
  }),
);

export default tseslint.config(
  {
    files: ['*.mjs', 'scripts/**/*.mjs', 'scripts/prerender/*.js'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['scripts/sw-kill-switch.js'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    files: ['scripts/bench-reference/*.js'],
    ignores: ['scripts/bench-reference/sw.js'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['scripts/bench-reference/sw.js'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    ignores: [
      'dist/',
      'dist-sandbox/',
      'dist-cross-origin/',
      'coverage/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'reports/',
      '.stryker-tmp/',
      'src/sandbox/public/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      'src/platform/**',
      'src/sandbox/**',
      'src/test/**',
      '**/*.test.{ts,tsx}',
      'src/index.tsx',
    ],
    rules: { 'no-restricted-globals': ['error', ...browserGlobals] },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...zones, ...flowZones] }],
    },
  },
  {
    files: TEST_FILES,
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: forTests([...zones, ...flowZones]) }],
    },
  },
);
