// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { mayImport } from './scripts/featureImports.mjs';

/**
 * Layer boundaries (see docs/architecture.md):
 *   lib, config  <-  api, platform  <-  components  <-  features  <-  app
 * sandbox stands beside the app and reaches it only through the network (msw).
 * Only platform/ touches window, document, cookies and storage.
 */
const zones = [
  {
    target: './src/lib',
    from: [
      './src/api',
      './src/platform',
      './src/components',
      './src/features',
      './src/app',
      './src/sandbox',
    ],
  },
  {
    target: './src/config',
    from: [
      './src/api',
      './src/platform',
      './src/components',
      './src/features',
      './src/app',
      './src/sandbox',
    ],
  },
  {
    target: './src/api',
    from: ['./src/components', './src/features', './src/app', './src/sandbox'],
  },
  {
    target: './src/platform',
    from: ['./src/api', './src/components', './src/features', './src/app', './src/sandbox'],
  },
  {
    target: './src/components',
    from: ['./src/api', './src/features', './src/app', './src/sandbox'],
  },
  // Of app/, features may import only its events, the typed hooks (whose store types are
  // type-only imports) and the root reducer lazy slices inject themselves into (it imports
  // only the first bundle's slices): no cycle at run time.
  {
    target: './src/features',
    from: './src/app',
    except: ['./events.ts', './hooks.ts', './rootReducer.ts'],
  },
  { target: './src/features', from: './src/sandbox' },
  {
    target: './src/sandbox',
    from: ['./src/app', './src/features', './src/components', './src/platform'],
  },
];

/**
 * Features import only what scripts/featureImports.mjs allows them: the shared features and
 * their own few, one way (`npm run lint:features` checks the whole graph).
 */
const featureZones = readdirSync(new URL('./src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: mayImport(name).map((allowed) => `./${allowed}`),
    message: 'Features do not import each other, except as scripts/featureImports.mjs allows.',
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
    files: ['*.mjs', 'scripts/**/*.mjs', 'scripts/prerender/chooser.js'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['scripts/sw-kill-switch.js'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    files: ['scripts/bench-reference/*.js'],
    languageOptions: { globals: globals.browser },
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
      'import-x/no-cycle': ['error', { maxDepth: 6 }],
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
      // Features do not import each other, except the shared ones other flows answer to.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [...zones, ...featureZones],
        },
      ],
    },
  },
  {
    files: TEST_FILES,
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: forTests([...zones, ...featureZones]) }],
    },
  },
);
