/**
 * Which test file holds which test, as jest names them ('describe … it'), written during
 * Stryker's first (unmutated) run and read for each mutant: see coveringFilesSequencer.mjs.
 * It lives in the Stryker sandbox's root, so each run starts without one.
 */
import fs from 'node:fs';
import path from 'node:path';

const indexFile = (rootDir) => path.join(rootDir, '.stryker-test-index.json');

/** test file path -> the full names of its tests; null when there is no index yet. */
export function readTestIndex(rootDir) {
  try {
    return JSON.parse(fs.readFileSync(indexFile(rootDir), 'utf8'));
  } catch {
    return null;
  }
}

export function writeTestIndex(rootDir, index) {
  fs.writeFileSync(indexFile(rootDir), JSON.stringify(index));
}

/** jest-circus's test id: the describe titles and the test title, joined by spaces. */
export function fullTestName(test) {
  const titles = [];
  for (let block = test; block && block.parent; block = block.parent) titles.unshift(block.name);
  return titles.join(' ');
}
