// The floors of src/ and the one exception among the flows (docs/architecture.md draws them).
// eslint.config.mjs enforces the floors file by file; `npm run lint:floors` checks the whole
// import graph, type imports and lazy imports included: no circle of imports, and each named
// composition of flows is still used.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Bottom to top: a folder imports its own floor's folders and those below, never above. */
export const FLOORS = [
  ['lib', 'config'],
  ['platform'],
  ['api'],
  ['components'],
  ['store'],
  ['domain'],
  ['chrome'],
  ['features'],
  ['app'],
];

/** Imports a floor's order allows but the design does not. */
export const ALSO_BANNED = {
  // The screens' building blocks never call the network.
  components: ['api'],
  // The app's events need nothing of the browser, the network or the screens.
  store: ['platform', 'api', 'components'],
};

/**
 * A flow (a folder of src/features) imports the domain, never another flow, except these true
 * compositions: the quick deposit offers the card, ACH and bank-link flows on the home; the
 * ACH screen adds an account through the bank link; the home holds the quick deposit.
 */
export const FLOW_COMPOSITIONS = {
  'quick-deposit': ['card', 'ach', 'bank-link'],
  ach: ['bank-link'],
  'deposit-home': ['quick-deposit'],
};

export const mayImportFlows = (flow) => [flow, ...(FLOW_COMPOSITIONS[flow] ?? [])];

const src = fileURLToPath(new URL('../src', import.meta.url));
const SOURCE = /\.(ts|tsx)$/;
// Static imports and re-exports (type-only ones too), lazy import() calls and side-effect imports.
const IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;

function sourceFiles(folder) {
  return readdirSync(folder, { recursive: true })
    .map((file) => join(folder, file))
    .filter((file) => SOURCE.test(file) && !file.includes(`${join('sandbox', 'public')}`));
}

function resolveImport(from, specifier) {
  let base;
  if (specifier.startsWith('@/')) base = join(src, specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return null; // a package
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (SOURCE.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) {
      return candidate;
    }
  }
  return null; // a stylesheet, an image
}

/** Every source file of src/ and the source files it imports, in any way. */
export function importGraph() {
  const graph = new Map();
  for (const file of sourceFiles(src)) {
    const text = readFileSync(file, 'utf8');
    const targets = new Set();
    for (const [, specifier] of text.matchAll(IMPORT)) {
      const target = resolveImport(file, specifier);
      if (target) targets.add(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** The circles of a graph: its strongly connected components of more than one file (Tarjan). */
export function circles(graph) {
  let index = 0;
  const indices = new Map();
  const lowLinks = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  function connect(file) {
    indices.set(file, index);
    lowLinks.set(file, index);
    index += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!indices.has(target)) {
        connect(target);
        lowLinks.set(file, Math.min(lowLinks.get(file), lowLinks.get(target)));
      } else if (onStack.has(target)) {
        lowLinks.set(file, Math.min(lowLinks.get(file), indices.get(target)));
      }
    }
    if (lowLinks.get(file) === indices.get(file)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      if (component.length > 1 || graph.get(file)?.has(file)) found.push(component);
    }
  }
  for (const file of graph.keys()) if (!indices.has(file)) connect(file);
  return found;
}

const flowOf = (file) => /^features\/([^/]+)\//.exec(relative(src, file))?.[1] ?? null;

function check() {
  const graph = importGraph();
  const problems = [];
  const flowEdges = new Map();
  for (const [file, targets] of graph) {
    const from = flowOf(file);
    for (const target of targets) {
      const to = flowOf(target);
      if (from && to && from !== to) {
        const key = `${from} -> ${to}`;
        flowEdges.set(key, (flowEdges.get(key) ?? 0) + 1);
        if (!mayImportFlows(from).includes(to)) {
          problems.push(`${relative(src, file)} imports the flow ${to}, not a named composition`);
        }
      }
    }
  }
  for (const [flow, parts] of Object.entries(FLOW_COMPOSITIONS)) {
    for (const part of parts) {
      if (!flowEdges.has(`${flow} -> ${part}`)) {
        problems.push(`${flow} may import ${part} but does not: drop the composition`);
      }
    }
  }
  for (const circle of circles(graph)) {
    problems.push(
      `A circle of imports (type imports count): ${circle.map((file) => relative(src, file)).join(' -> ')}`,
    );
  }
  console.log(
    `${graph.size} files; imports between flows: ${[...flowEdges].map(([edge, count]) => `${edge} (${count})`).join(', ') || 'none'}.`,
  );
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) check();
