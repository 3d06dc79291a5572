/**
 * npm run bench: the production build served compressed on localhost with the local funding
 * stub; Lighthouse (mobile and desktop presets) on the deposit home, the card screen and the
 * withdraw screen; and the render time of each keystroke while typing a 7-character amount.
 * Figures are reported, not gated. Run `npm run build` first (bench does it when dist/ is absent).
 * Plain JavaScript on purpose: a TypeScript loader rewrites functions Lighthouse runs in the page.
 */
import { execSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import lighthouse, { desktopConfig } from 'lighthouse';

const PORT = Number(process.env.BENCH_PORT ?? 4780);
const DEBUG_PORT = Number(process.env.BENCH_DEBUG_PORT ?? 9333);
const BASE = `http://localhost:${PORT}`;
const PAGES = [
  ['deposit home', '/#/'],
  ['card screen', '/#/deposit/cardfunding'],
  ['withdraw screen', '/#/withdraw'],
];
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

async function waitForServer(url) {
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server at ${url} did not start`);
}

const ms = (value) => (value === undefined ? '-' : `${Math.round(value)} ms`);
const kb = (bytes) => (bytes === undefined ? '-' : `${(bytes / 1000).toFixed(1)} KB`);

async function lighthouseTable() {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      `--remote-debugging-port=${DEBUG_PORT}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
    ],
  });
  const rows = [];
  try {
    for (const [preset, config] of [
      ['mobile', undefined],
      ['desktop', desktopConfig],
    ]) {
      for (const [name, path] of PAGES) {
        const result = await lighthouse(
          `${BASE}${path}`,
          { port: DEBUG_PORT, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
          config,
        );
        const audits = result?.lhr.audits ?? {};
        const score = result?.lhr.categories.performance?.score;
        rows.push([
          preset,
          name,
          score === null || score === undefined ? '-' : String(Math.round(score * 100)),
          ms(audits['first-contentful-paint']?.numericValue),
          ms(audits['largest-contentful-paint']?.numericValue),
          ms(audits['total-blocking-time']?.numericValue),
          (audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
          kb(audits['total-byte-weight']?.numericValue),
        ]);
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}

/** Time from each keydown to the next frame after React has rendered the keystroke. */
async function keystrokeTimings() {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`${BASE}/#/deposit/cardfunding`);
    const amount = page.getByLabel('Amount', { exact: true }).first();
    await amount.waitFor();
    await amount.fill('');
    await amount.evaluate((input) => {
      const times = [];
      window.__keystrokes = times;
      input.addEventListener('keydown', () => {
        const start = performance.now();
        requestAnimationFrame(() => setTimeout(() => times.push(performance.now() - start), 0));
      });
    });
    await amount.pressSequentially('1234.56', { delay: 60 });
    await page.waitForTimeout(200);
    return await page.evaluate(() => window.__keystrokes);
  } finally {
    await browser.close();
  }
}

function printTable(header, rows) {
  const widths = header.map((h, i) =>
    Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)),
  );
  const line = (cells) => `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
}

async function main() {
  if (!existsSync('dist/index.html')) execSync('npm run build', { stdio: 'inherit' });
  const server = spawn(
    'npx',
    ['tsx', 'scripts/preview-server.ts', '--port', String(PORT), '--sign-in'],
    {
      stdio: 'ignore',
    },
  );
  try {
    await waitForServer(`${BASE}/`);
    const rows = await lighthouseTable();
    console.log('\nLighthouse (production build, gzip, local funding stub)\n');
    printTable(['preset', 'page', 'score', 'FCP', 'LCP', 'TBT', 'CLS', 'transferred'], rows);
    const times = await keystrokeTimings();
    const sorted = [...times].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)];
    console.log(
      `\nTyping a 7-character amount: ${times.length} keystrokes, median ${ms(median)}, max ${ms(sorted.at(-1))} ` +
        `(keydown to the frame after render: ${times.map((t) => t.toFixed(1)).join(', ')} ms)`,
    );
  } finally {
    server.kill();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
