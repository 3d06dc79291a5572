/**
 * npm run bench: the production build served compressed on localhost by the preview server with
 * the local funding stub answering in 100 ms, then
 * - Lighthouse (mobile and desktop presets) on the deposit home, the card screen and the withdraw
 *   screen: the median of 5 runs of each figure;
 * - time to deposit: on the mobile preset's network and CPU (slow 4G applied by DevTools, 4x CPU
 *   slowdown, a 412 px phone), from navigating to the home to the confirmation, for a returning
 *   person (scripts cached from an earlier visit) and on a first visit: type the saved card's
 *   CVV, press Deposit. Median of 5;
 * - the render time of each keystroke while typing a 7-character amount.
 * Figures are reported, not gated. Run `npm run build` first (bench does it when dist/ is absent);
 * BENCH_DIST=other-dist measures another build (e.g. an earlier commit's) the same way;
 * BENCH_PARTS=deposit (or lighthouse, typing, comma-separated) measures only those.
 * Plain JavaScript on purpose: a TypeScript loader rewrites functions Lighthouse runs in the page.
 */
import { execSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import lighthouse, { desktopConfig } from 'lighthouse';
import {
  screenEmulationMetrics,
  throttling,
  userAgents,
} from 'lighthouse/core/config/constants.js';

const PORT = Number(process.env.BENCH_PORT ?? 4780);
const DEBUG_PORT = Number(process.env.BENCH_DEBUG_PORT ?? 9333);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const DIST = process.env.BENCH_DIST ?? 'dist';
const API_DELAY_MS = 100;
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

const median = (values) => {
  const sorted = values.filter((value) => value !== undefined).sort((a, b) => a - b);
  return sorted.length === 0 ? undefined : sorted[Math.floor(sorted.length / 2)];
};

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
        const runs = [];
        for (let run = 0; run < RUNS; run += 1) {
          const result = await lighthouse(
            `${BASE}${path}`,
            {
              port: DEBUG_PORT,
              output: 'json',
              logLevel: 'error',
              onlyCategories: ['performance'],
            },
            config,
          );
          const audits = result?.lhr.audits ?? {};
          const score = result?.lhr.categories.performance?.score;
          runs.push({
            score: score === null || score === undefined ? undefined : score * 100,
            fcp: audits['first-contentful-paint']?.numericValue,
            lcp: audits['largest-contentful-paint']?.numericValue,
            tbt: audits['total-blocking-time']?.numericValue,
            cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
            bytes: audits['total-byte-weight']?.numericValue,
          });
        }
        const of = (key) => median(runs.map((run) => run[key]));
        rows.push([
          preset,
          name,
          of('score') === undefined ? '-' : String(Math.round(of('score'))),
          ms(of('fcp')),
          ms(of('lcp')),
          runs.map((run) => Math.round(run.lcp ?? 0)).join(' '),
          ms(of('tbt')),
          Math.max(...runs.map((run) => run.cls)).toFixed(3),
          kb(of('bytes')),
        ]);
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}

const MOBILE = throttling.mobileSlow4G;

/**
 * Navigation to the confirmation of a quick deposit with the saved card, on the mobile preset's
 * network and CPU. `cached`: the person has been here before, so the scripts come from the cache.
 */
async function timeToDeposit(cached) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const times = [];
  try {
    for (let run = 0; run < RUNS; run += 1) {
      const { width, height, deviceScaleFactor } = screenEmulationMetrics.mobile;
      const context = await browser.newContext({
        viewport: { width, height },
        deviceScaleFactor,
        isMobile: true,
        hasTouch: true,
        userAgent: userAgents.mobile,
      });
      const page = await context.newPage();
      if (cached) {
        await page.goto(`${BASE}/#/`, { waitUntil: 'networkidle' });
        await page.goto('about:blank');
      }
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: MOBILE.requestLatencyMs,
        downloadThroughput: (MOBILE.downloadThroughputKbps * 1024) / 8,
        uploadThroughput: (MOBILE.uploadThroughputKbps * 1024) / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpuSlowdownMultiplier });
      const started = Date.now();
      await page.goto(`${BASE}/#/`);
      const quick = page.getByRole('region', { name: 'Quick Deposit' });
      await quick.getByLabel('CVV').pressSequentially('123', { timeout: 60_000 });
      await quick.getByRole('button', { name: 'Deposit', exact: true }).click();
      await page
        .getByRole('heading', { level: 1, name: 'Transaction Successful' })
        .waitFor({ timeout: 60_000 });
      times.push(Date.now() - started);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return times;
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

/** The preview server with a fresh funding stub (its ledger lives in the process). */
async function startServer() {
  const server = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/preview-server.ts',
      ...['--dir', DIST, '--port', String(PORT), '--sign-in'],
      ...['--api-delay', String(API_DELAY_MS)],
    ],
    { stdio: 'ignore' },
  );
  const exited = new Promise((resolve) => server.once('exit', resolve));
  // A server that cannot listen (the port taken, e.g. by a server left from an earlier run)
  // exits at once: never measure whatever else answers on the port.
  await Promise.race([
    waitForServer(`${BASE}/`),
    exited.then(() => {
      throw new Error(`the preview server exited: is port ${PORT} in use?`);
    }),
  ]);
  return async () => {
    server.kill();
    await exited;
  };
}

/** BENCH_PARTS=lighthouse,deposit,typing (the default: all three) picks what to measure. */
const PARTS = new Set((process.env.BENCH_PARTS ?? 'lighthouse,deposit,typing').split(','));

async function main() {
  if (DIST === 'dist' && !existsSync('dist/index.html')) {
    execSync('npm run build', { stdio: 'inherit' });
  }
  if (PARTS.has('lighthouse')) {
    const stop = await startServer();
    try {
      const rows = await lighthouseTable();
      console.log(
        `\nLighthouse, median of ${RUNS} runs (${DIST}, gzip, local funding stub answering in ${API_DELAY_MS} ms)\n`,
      );
      printTable(
        [
          'preset',
          'page',
          'score',
          'FCP',
          'LCP',
          'LCP of each run',
          'TBT',
          'CLS (max)',
          'transferred',
        ],
        rows,
      );
    } finally {
      await stop();
    }
  }
  if (PARTS.has('deposit')) {
    console.log(
      `\nTime to deposit: home to confirmation of a quick deposit with the saved card, mobile preset (slow 4G, 4x CPU), median of ${RUNS}\n`,
    );
    const deposits = [];
    for (const [visit, cached] of [
      ['returning (scripts cached)', true],
      ['first visit', false],
    ]) {
      // A fresh stub for each series: the demo Visa's $500 weekly limit refuses the 11th $50.
      const stop = await startServer();
      try {
        const times = await timeToDeposit(cached);
        deposits.push([visit, ms(median(times)), times.map((t) => String(t)).join(' ')]);
      } finally {
        await stop();
      }
    }
    printTable(['visit', 'median', 'each run (ms)'], deposits);
  }
  if (PARTS.has('typing')) {
    const stop = await startServer();
    try {
      const times = await keystrokeTimings();
      const sorted = [...times].sort((a, b) => a - b);
      console.log(
        `\nTyping a 7-character amount: ${times.length} keystrokes, median ${ms(median(times))}, max ${ms(sorted.at(-1))} ` +
          `(keydown to the frame after render: ${times.map((t) => t.toFixed(1)).join(', ')} ms)`,
      );
    } finally {
      await stop();
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
