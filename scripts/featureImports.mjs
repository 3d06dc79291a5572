// Which feature folders may import which (docs/architecture.md draws it). eslint.config.mjs
// enforces it file by file; `npm run lint:features` checks the whole graph: every import is
// allowed here, no allowance is unused, and no two features import each other.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Features every money flow builds on: its amount, its submission, the account's sources, the page's context. */
export const SHARED_FEATURES = ['amount', 'transaction', 'funding-sources', 'context'];

/** Further imports of each feature, one way each (features not named import only shared ones). */
export const FEATURE_IMPORTS = {
  // Flows.
  ach: ['chrome', 'mark-default', 'bank-link', 'session', 'location'],
  'bank-link': ['chrome', 'location', 'session'],
  card: ['chrome', 'mark-default', 'location'],
  'quick-deposit': ['card', 'ach', 'bank-link', 'mark-default', 'location'],
  'deposit-home': ['quick-deposit', 'balance', 'location'],
  'paypal-deposit': ['chrome', 'location'],
  withdraw: ['chrome', 'balance', 'session'],
  confirmation: ['chrome', 'balance'],
  connection: ['balance'],
  terms: ['chrome', 'location'],
  // What the flows share.
  chrome: ['balance', 'session', 'location'],
  'mark-default': ['session'],
  session: ['balance'],
  transaction: ['balance', 'session', 'location'],
  'funding-sources': ['location'],
};

const root = fileURLToPath(new URL('../src/features', import.meta.url));

/** The feature folders, and for each the features its files import (with counts). */
export function featureGraph() {
  const features = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => name);
  const graph = new Map(features.map((name) => [name, new Map()]));
  for (const feature of features) {
    const files = readdirSync(join(root, feature), { recursive: true }).filter((file) =>
      /\.tsx?$/.test(file),
    );
    for (const file of files) {
      const text = readFileSync(join(root, feature, file), 'utf8');
      for (const [, imported] of text.matchAll(/from '@\/features\/([a-z-]+)\//g)) {
        if (imported === feature) continue;
        const edges = graph.get(feature);
        edges.set(imported, (edges.get(imported) ?? 0) + 1);
      }
    }
  }
  return graph;
}

export const mayImport = (feature) => [
  ...new Set([feature, ...SHARED_FEATURES, ...(FEATURE_IMPORTS[feature] ?? [])]),
];

function check() {
  const graph = featureGraph();
  const problems = [];
  let total = 0;
  for (const [feature, edges] of graph) {
    const allowed = mayImport(feature);
    const line = [...edges].map(([to, count]) => `${to} ${count}`).join(', ');
    console.log(`${feature.padEnd(16)} -> ${line || '(nothing)'}`);
    for (const [to, count] of edges) {
      total += count;
      if (!allowed.includes(to)) problems.push(`${feature} imports ${to}, not allowed`);
      if (graph.get(to)?.has(feature)) problems.push(`${feature} and ${to} import each other`);
    }
    for (const to of FEATURE_IMPORTS[feature] ?? []) {
      if (!edges.has(to)) problems.push(`${feature} may import ${to} but does not: drop it`);
    }
  }
  console.log(`\n${total} imports across features.`);
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) check();
