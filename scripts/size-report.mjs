// Prints the raw and gzip size of every emitted script and the production home page's
// first-load JavaScript, and fails when a budget is broken. Run after `npm run build`.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(process.argv[2] ?? 'dist');
const KB = 1000;
const BUDGETS = { firstLoadGzip: 118 * KB };

const gz = (file) => gzipSync(readFileSync(file), { level: 6 }).length;
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
// The first bundle: preloaded from the head and started by the inline chooser after the first
// paint (webpack.config.ts StartAfterFirstPaintPlugin), or a plain script tag.
const firstLoad = [
  ...html.matchAll(/<link[^>]*\shref="([^"]+\.js)"[^>]*>|<script[^>]*\ssrc="([^"]+\.js)"/g),
].map((m) => m[1] ?? m[2]);
const scripts = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((f) =>
  f.endsWith('.js'),
);

const rows = scripts
  .map((file) => {
    const full = path.join(dist, file);
    return { file, raw: statSync(full).size, gzip: gz(full), first: firstLoad.includes(file) };
  })
  .sort((a, b) => b.gzip - a.gzip);

console.log('script'.padEnd(44), 'raw'.padStart(10), 'gzip'.padStart(10), '  first load');
for (const row of rows) {
  console.log(
    row.file.padEnd(44),
    kb(row.raw).padStart(10),
    kb(row.gzip).padStart(10),
    row.first ? '  yes' : '',
  );
}
const total = rows.filter((r) => r.first).reduce((sum, r) => sum + r.gzip, 0);
const rawTotal = rows.filter((r) => r.first).reduce((sum, r) => sum + r.raw, 0);
console.log(
  `\nFirst-load JavaScript of the home page: ${kb(rawTotal)} raw, ${kb(total)} gzip (budget ${kb(BUDGETS.firstLoadGzip)})`,
);
if (firstLoad.length === 0) {
  console.error('No script found in index.html: is dist/ a build?');
  process.exit(1);
}
if (total > BUDGETS.firstLoadGzip) {
  console.error(
    `Budget broken: first-load JavaScript is ${kb(total)} gzip, over ${kb(BUDGETS.firstLoadGzip)}.`,
  );
  process.exit(1);
}
