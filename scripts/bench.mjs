/**
 * npm run bench: the production build served compressed on localhost by the preview server with
 * the local funding stub answering in 100 ms, then
 * - Lighthouse (mobile and desktop presets) on the deposit home, the card screen and the withdraw
 *   screen, each a first visit, and on a phone's home that remembers a quick deposit (PAGES): the
 *   median of 5 runs of each figure, and each run's LCP element;
 * - time to deposit: from navigating to the home to the confirmation, for a returning person
 *   (scripts and service worker from an earlier visit) and on a first visit: type the saved card's
 *   CVV, press Deposit. The network is a phone's link emulated in the preview server (LINK,
 *   scripts/emulatedLink.ts), which every request pays, the page's, its service worker's and the
 *   preflights': DevTools' emulation throttles the page's own requests only, so a service
 *   worker's install fetched the page's chunks at full speed and the page then found them in the
 *   HTTP cache. The CPU is slowed 4x by DevTools, on a 412 px phone. Each run has a fresh stub
 *   and browser profile; the app's and the reference page's runs are interleaved (`--runs N`,
 *   or BENCH_RUNS, of each; default 5), and the report gives each page's median and spread and
 *   the ratio app / reference;
 * - the render time of each keystroke while typing a 7-character amount.
 * Time to deposit is measured in two topologies (BENCH_TOPOLOGY=same,cross, the default cross,
 * as in production): the API on the page's own origin, and on another origin, with CORS
 * preflights: the build `dist-cross-origin` (built from the working tree when
 * absent, made for another port or older than BENCH_DIST; BENCH_CROSS_DIST=other-dist measures
 * another, made for the same API origin, as it is) calls the stub at http://localhost:BENCH_API_PORT (default BENCH_PORT + 1),
 * whose preflights carry Access-Control-Max-Age BENCH_API_MAX_AGE (default 7200; `none`: no
 * header). The visits (BENCH_VISITS, default first,returning): a first visit, returning while
 * the preflight cache holds (the same browser, after a visit that deposited), and `restarted`,
 * returning after it has expired (the browser restarted on the same profile: scripts, service
 * worker and cookie kept, preflights forgotten).
 * Each is measured for the app and, beside it, for a reference page (scripts/bench-reference:
 * plain HTML and a small script doing one GET of the saved cards, a CVV field, one POST, the same
 * confirmation), built here per topology and served the same way: the same preview server, link
 * and stub, compressed, the app build's _headers (its script hashed under js/, kept a year, the
 * page revalidated), the same request headers and so the same kind of preflights.
 * BENCH_PAGES (default app,reference) picks the pages; `reference-sw` adds the reference page
 * kept in a service worker of its own (scripts/bench-reference/sw.js), as the app keeps itself: on
 * a returning visit its ratio to the reference is the least a page making the same calls can reach: the floor under
 * the app's. Lighthouse keeps DevTools' own
 * throttling (its LCP and CLS are what it adds); its runs are `--runs` too.
 * Figures are reported, not gated. Run `npm run build` first (bench does it when dist/ is absent);
 * BENCH_DIST=other-dist measures another build (e.g. an earlier commit's) the same way;
 * BENCH_PARTS=deposit (or lighthouse, typing, waterfall: one visit traced request by request,
 * with the main thread's long tasks, a first one or BENCH_WATERFALL_VISIT=returning,
 * cross-origin unless BENCH_TOPOLOGY=same; comma-separated) measures only those.
 * Plain JavaScript on purpose: a TypeScript loader rewrites functions Lighthouse runs in the page.
 */
import { execSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse, { desktopConfig } from 'lighthouse';
import {
  defaultSettings,
  screenEmulationMetrics,
  userAgents,
} from 'lighthouse/core/config/constants.js';
import { parseArgs } from 'node:util';
import { MOBILE_SLOW_4G as MOBILE, slowCpuToMobile } from './mobileThrottle.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4780);
const DEBUG_PORT = Number(process.env.BENCH_DEBUG_PORT ?? 9333);
const { values: options } = parseArgs({ options: { runs: { type: 'string' } } });
const RUNS = Number(options.runs ?? process.env.BENCH_RUNS ?? 5);
const DIST = process.env.BENCH_DIST ?? 'dist';
const API_DELAY_MS = 100;
const BASE = `http://localhost:${PORT}`;
const API_PORT = Number(process.env.BENCH_API_PORT ?? PORT + 1);
const API_ORIGIN = `http://localhost:${API_PORT}`;
const API_MAX_AGE = process.env.BENCH_API_MAX_AGE ?? '7200';
/** BENCH_CROSS_DIST measures another cross-origin build (made for BENCH_API_PORT) as it is. */
const CROSS_DIST = process.env.BENCH_CROSS_DIST ?? 'dist-cross-origin';
/**
 * The phone's link the preview server emulates for time to deposit (scripts/emulatedLink.ts):
 * Lighthouse's slow 4G as DevTools applies it to a page, 562.5 ms from a request to its first
 * byte and 1474.56 kbps down, 675 up, here paid by every request on one shared link.
 */
const LINK = [MOBILE.requestLatencyMs, MOBILE.downloadThroughputKbps, MOBILE.uploadThroughputKbps];
const REFERENCE_SOURCE = 'scripts/bench-reference';
const TOPOLOGIES = new Set((process.env.BENCH_TOPOLOGY ?? 'cross').split(','));
/**
 * Each page Lighthouse loads, and whether the device remembers a quick deposit there (a
 * phone's home then paints it first). Lighthouse clears the origin's caches, service
 * worker and cache storage before each run but not its localStorage, where the home writes that
 * memory: left alone, a first run would be a first visit and the others a remembering device,
 * and the median would mix the two. So every run clears it too (a first visit), except the home's
 * remembering row, whose runs follow a run that let the home write it.
 */
const PAGES = [
  ['deposit home', '/#/', false],
  ['deposit home, remembers a quick deposit', '/#/', true],
  ['card screen', '/#/deposit/cardfunding', false],
  ['withdraw screen', '/#/withdraw', false],
];
const FIRST_VISIT_STORAGE = [...defaultSettings.clearStorageTypes, 'local_storage'];
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
  const lcpElements = [];
  try {
    for (const [preset, config] of [
      ['mobile', undefined],
      ['desktop', desktopConfig],
    ]) {
      for (const [name, path, remembers] of PAGES) {
        // A desktop ignores the memory: its home keeps the spec's order.
        if (remembers && preset === 'desktop') continue;
        const run = (clearStorageTypes) =>
          lighthouse(
            `${BASE}${path}`,
            {
              port: DEBUG_PORT,
              output: 'json',
              logLevel: 'error',
              onlyCategories: ['performance'],
              // Observed under DevTools' throttling, not Lighthouse's default simulation (Lantern),
              // which replays the page's requests on a model of the link: it put the home's GETs,
              // started from the head before the stylesheet, in front of the first paint (mobile
              // home 1893 -> 2613 ms, the same element) while the paint itself had not moved.
              throttlingMethod: 'devtools',
              ...(clearStorageTypes && { clearStorageTypes }),
            },
            config,
          );
        // Not measured: the home writes the memory as its default method answers.
        if (remembers) await run(FIRST_VISIT_STORAGE);
        const runs = [];
        for (let index = 0; index < RUNS; index += 1) {
          const result = await run(remembers ? undefined : FIRST_VISIT_STORAGE);
          const audits = result?.lhr.audits ?? {};
          const score = result?.lhr.categories.performance?.score;
          runs.push({
            score: score === null || score === undefined ? undefined : score * 100,
            fcp: audits['first-contentful-paint']?.numericValue,
            lcp: audits['largest-contentful-paint']?.numericValue,
            tbt: audits['total-blocking-time']?.numericValue,
            cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
            bytes: audits['total-byte-weight']?.numericValue,
            lcpElement: lcpElementOf(audits),
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
        lcpElements.push(
          `${preset} ${name}: ${runs.map((run) => `${Math.round(run.lcp ?? 0)} ms ${run.lcpElement}`).join('; ')}`,
        );
      }
    }
  } finally {
    await browser.close();
  }
  return { rows, lcpElements };
}

/**
 * Which element was the largest paint, and when its render waited (Lighthouse's phases): a late
 * LCP is a late element, so the run names it.
 */
function lcpElementOf(audits) {
  const [element, phases] = audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = element?.items?.[0]?.node;
  if (!node) return '(none)';
  const render = phases?.items?.find((phase) => phase.phase === 'Render Delay')?.timing;
  const tail = node.selector?.split(' > ').slice(-2).join(' > ') ?? node.nodeLabel;
  return render === undefined ? tail : `${tail} (render delay ${Math.round(render)} ms)`;
}

const BROWSER_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const { width, height, deviceScaleFactor } = screenEmulationMetrics.mobile;
const PHONE = {
  viewport: { width, height },
  deviceScaleFactor,
  isMobile: true,
  hasTouch: true,
  userAgent: userAgents.mobile,
};

/**
 * Waits until `find`, run in the page on every animation frame, returns a truthy value, and
 * gives that value. A locator's own waiting retries at growing intervals, up to 500 ms apart:
 * measured on this preset, the quick deposit's CVV field had its box about 0.5 s before a
 * locator saw it, time no person waits. A frame's precision for each step the bench waits on.
 */
async function onFrame(page, find) {
  const handle = await page.waitForFunction(find, undefined, { polling: 'raf', timeout: 60_000 });
  return handle.jsonValue();
}

/**
 * A quick deposit with the saved card, from the home to the confirmation, driven the same way
 * on the app and the reference page: each step as soon as its control is there (a frame's
 * precision, onFrame). Gives the moment (epoch ms, the page's clock) the confirmation's heading
 * was in the page; `steps` gets the moments the CVV was usable and Deposit was pressed.
 */
async function deposit(page, steps = {}) {
  await page.goto(`${BASE}/#/`);
  const quick = page.getByRole('region', { name: 'Quick Deposit' });
  // The app's CVV field, or the reference page's (its section hidden until the cards come).
  await onFrame(page, () =>
    [...document.querySelectorAll('input[autocomplete="cc-csc"], #cvv')].some(
      (field) => field.getBoundingClientRect().height > 0,
    ),
  );
  steps['CVV usable'] = Date.now();
  await quick.getByLabel('CVV').pressSequentially('123');
  // Pressable: the app's greyed button is aria-disabled (a press only says what is missing), and
  // Playwright's click would wait for it by polling every 500 ms, a delay no person adds.
  await onFrame(page, () =>
    [...document.querySelectorAll('button[type=submit]')].some(
      (button) =>
        button.textContent.trim() === 'Deposit' &&
        !button.disabled &&
        button.getAttribute('aria-disabled') !== 'true',
    ),
  );
  steps['Deposit pressed'] = Date.now();
  await quick.getByRole('button', { name: 'Deposit', exact: true }).click();
  return onFrame(
    page,
    () =>
      [...document.querySelectorAll('h1')].some(
        (heading) => heading.textContent.trim() === 'Transaction Successful',
      ) && performance.timeOrigin + performance.now(),
  );
}

/** The preflights the cross-origin stub has answered since last asked (0 in the same origin). */
async function preflights(cross) {
  return cross ? Number(await (await fetch(`${API_ORIGIN}/__preflights`)).text()) : 0;
}

/**
 * The mobile preset's CPU (scripts/mobileThrottle.mjs), then a timed deposit. The network is the
 * preview server's emulated link (startServer), which every request pays.
 */
async function timedDeposit(page, cross) {
  await slowCpuToMobile(await page.context().newCDPSession(page));
  await preflights(cross);
  const started = Date.now();
  const confirmed = await deposit(page);
  return { time: Math.round(confirmed - started), preflights: await preflights(cross) };
}

/** A visit that deposited, then the home once more: its scripts, service worker and preflights kept. */
async function depositedBefore(page) {
  await deposit(page);
  await page.goto('about:blank');
  await page.goto(`${BASE}/#/`, { waitUntil: 'networkidle' });
  await page.goto('about:blank');
}

/**
 * One navigation to the confirmation of a quick deposit with the saved card, over the emulated
 * link with the mobile preset's CPU, with a fresh stub. `visit`: 'returning' (a deposit in the
 * same browser before: scripts, service worker and preflights cached), 'restarted' (the same,
 * then the browser restarted on its profile: the preflight cache, kept in memory, is gone; the
 * sign-on cookie is kept as the main site's lasting one would be) or 'first'. `dir`: the build
 * served (the topology's app build, or the reference page's).
 */
async function timeToDeposit(visit, cross, dir) {
  const stop = await startServer(cross, dir);
  const profile = mkdtempSync(path.join(tmpdir(), 'bench-profile-'));
  const launch = () =>
    chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      args: BROWSER_ARGS,
      ...PHONE,
    });
  let context = await launch();
  try {
    let page = context.pages()[0] ?? (await context.newPage());
    if (visit !== 'first') await depositedBefore(page);
    if (visit === 'restarted') {
      const cookies = await context.cookies();
      await context.close();
      context = await launch();
      const lasting = Math.round(Date.now() / 1000) + 3600;
      await context.addCookies(cookies.map((cookie) => ({ ...cookie, expires: lasting })));
      page = context.pages()[0] ?? (await context.newPage());
    }
    return await timedDeposit(page, cross);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
    await stop();
  }
}

/**
 * One first visit of the app over the emulated link with the mobile preset's CPU, traced: each
 * request (the page's and its service worker's) with the moment it was asked and its last byte
 * in, the main thread's long tasks (over 50 ms) and the deposit's steps, in seconds from the
 * navigation. What the first load waits for, request by request.
 */
async function waterfall(cross, dir) {
  const stop = await startServer(cross, dir);
  const profile = mkdtempSync(path.join(tmpdir(), 'bench-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: BROWSER_ARGS,
    ...PHONE,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    if (WATERFALL_VISIT === 'returning') await depositedBefore(page);
    await page.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const task of list.getEntries())
          window.__longTasks.push([task.startTime, task.duration]);
      }).observe({ type: 'longtask', buffered: true });
      // The main thread per input: each keystroke's and press's wait, handlers and time to the
      // next paint (Event Timing), and each frame over 50 ms with the scripts in it.
      window.__inputs = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (!['keydown', 'click'].includes(entry.name)) continue;
          window.__inputs.push({
            name: entry.name,
            start: entry.startTime,
            waiting: entry.processingStart - entry.startTime,
            handlers: entry.processingEnd - entry.processingStart,
            toPaint: entry.duration,
          });
        }
      }).observe({ type: 'event', durationThreshold: 16, buffered: true });
      window.__frames = [];
      new PerformanceObserver((list) => {
        for (const frame of list.getEntries()) {
          window.__frames.push({
            start: frame.startTime,
            duration: frame.duration,
            scripts: frame.scripts.map(
              (script) => `${script.invoker} ${Math.round(script.duration)} ms`,
            ),
          });
        }
      }).observe({ type: 'long-animation-frame', buffered: true });
    });
    const requests = [];
    context.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/__preflights') return;
      requests.push({
        request,
        what: `${request.serviceWorker() ? 'service worker ' : ''}${request.method()} ${url.host === new URL(BASE).host ? '' : url.host}${url.pathname}`,
        asked: Date.now(),
      });
    });
    const settled = (request) => {
      const entry = requests.find((each) => each.request === request);
      if (entry) entry.in = Date.now();
    };
    context.on('requestfinished', settled);
    context.on('requestfailed', settled);
    await slowCpuToMobile(await context.newCDPSession(page));
    const steps = {};
    const confirmed = await deposit(page, steps);
    const { origin, longTasks, inputs, frames, posted } = await page.evaluate(() => ({
      origin: performance.timeOrigin,
      longTasks: window.__longTasks,
      inputs: window.__inputs,
      frames: window.__frames,
      // The page's own clock: when fetch() was called, before the request event reaches the bench.
      posted: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.initiatorType === 'fetch' && entry.name.endsWith('/deposit/card'))
        .map((entry) => entry.startTime),
    }));
    const at = (epoch) => (epoch === undefined ? '-' : ((epoch - origin) / 1000).toFixed(2));
    printTable(
      ['request', 'asked (s)', 'in (s)'],
      requests.map(({ what, asked, in: done }) => [what, at(asked), at(done)]),
    );
    console.log(
      `\nSteps (s): ${Object.entries({ ...steps, 'confirmation heading': confirmed })
        .map(([step, epoch]) => `${step} ${at(epoch)}`)
        .join(', ')}`,
    );
    console.log(
      `Long tasks (start s + ms): ${longTasks.map(([start, duration]) => `${(start / 1000).toFixed(2)}+${Math.round(duration)}`).join(', ')}`,
    );
    const seconds = (ms) => (ms / 1000).toFixed(3);
    console.log(
      `Inputs (start s: waiting + handlers ms, to the next paint ms): ${inputs
        .map(
          (input) =>
            `${input.name} ${seconds(input.start)}: ${Math.round(input.waiting)} + ${Math.round(input.handlers)}, ${Math.round(input.toPaint)}`,
        )
        .join('; ')}`,
    );
    console.log(
      `The deposit's fetch() called (s, the page's clock): ${posted.map(seconds).join(', ')}`,
    );
    console.log(
      `Frames over 50 ms (start s + ms: scripts): ${frames
        .map(
          (frame) =>
            `${seconds(frame.start)}+${Math.round(frame.duration)}${frame.scripts.length ? `: ${frame.scripts.join(', ')}` : ''}`,
        )
        .join('; ')}`,
    );
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
    await stop();
  }
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

/**
 * The preview server with a fresh funding stub (its ledger lives in the process); `cross`: the
 * cross-origin build, its API on the second port; `dir`: another build to serve in its place.
 */
async function startServer(cross = false, dir = cross ? CROSS_DIST : DIST) {
  const server = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/preview-server.ts',
      ...['--dir', dir, '--port', String(PORT), '--sign-in'],
      ...['--api-delay', String(API_DELAY_MS)],
      ...(cross ? ['--api-port', String(API_PORT), '--api-max-age', API_MAX_AGE] : []),
      ...['--link', LINK.join(',')],
    ],
    { stdio: 'ignore' },
  );
  const exited = new Promise((resolve) => server.once('exit', resolve));
  // A server that cannot listen (the port taken, e.g. by a server left from an earlier run)
  // exits at once: never measure whatever else answers on the port.
  await Promise.race([
    waitForServer(`${BASE}/`).then(() => cross && waitForServer(`${API_ORIGIN}/__preflights`)),
    exited.then(() => {
      throw new Error(`the preview server exited: is port ${PORT} in use?`);
    }),
  ]);
  return async () => {
    server.kill();
    await exited;
  };
}

/**
 * The cross-origin build, from the working tree: the production build whose pages on localhost
 * call the API at API_ORIGIN (webpack.config.ts's apiOrigin), rebuilt when absent, made for
 * another origin, or older than the same-origin build.
 */
function buildCrossOrigin() {
  const headers = path.join(CROSS_DIST, '_headers');
  // index.html, which the prerender rewrites on every build (webpack leaves an unchanged file be).
  const built = path.join(CROSS_DIST, 'index.html');
  const page = path.join(DIST, 'index.html');
  if (
    existsSync(headers) &&
    existsSync(built) &&
    readFileSync(headers, 'utf8').includes(`<${API_ORIGIN}>`) &&
    (!existsSync(page) || statSync(built).mtimeMs >= statSync(page).mtimeMs)
  ) {
    return;
  }
  execSync(
    `npx webpack --mode production --env apiOrigin=${API_ORIGIN} --env outDir=${CROSS_DIST}`,
    { stdio: 'inherit' },
  );
}

/**
 * The reference page (scripts/bench-reference) built into `outDir` for one topology, to be served
 * as the app's build is: its script named by its content hash under js/ (kept a year, as the
 * app's), the API origin of the topology in the page, and the app build's own _headers (the
 * same Cache-Control by path, security headers and, for the page, the API's preconnect).
 */
function buildReference(cross, outDir, { serviceWorker = false } = {}) {
  const script = readFileSync(path.join(REFERENCE_SOURCE, 'reference.js'));
  const scriptPath = `/js/reference.${createHash('sha256').update(script).digest('hex').slice(0, 20)}.js`;
  const page = readFileSync(path.join(REFERENCE_SOURCE, 'index.html'), 'utf8');
  const built = page
    .replace('src="reference.js"', `src="${scriptPath}"`)
    .replace(
      '<meta name="api-origin" content="" />',
      `<meta name="api-origin" content="${cross ? API_ORIGIN : ''}" />`,
    );
  if (!built.includes(scriptPath) || (cross && !built.includes(API_ORIGIN))) {
    throw new Error(`${REFERENCE_SOURCE}/index.html: its script tag or api-origin meta moved`);
  }
  mkdirSync(path.join(outDir, 'js'), { recursive: true });
  if (serviceWorker) {
    const worker = readFileSync(path.join(REFERENCE_SOURCE, 'sw.js'), 'utf8');
    writeFileSync(
      path.join(outDir, 'sw.js'),
      worker.replace("'REFERENCE_SCRIPT'", `'${scriptPath}'`),
    );
  }
  writeFileSync(
    path.join(outDir, scriptPath),
    serviceWorker ? `${script}\nnavigator.serviceWorker.register('/sw.js');\n` : script,
  );
  writeFileSync(path.join(outDir, 'index.html'), built);
  copyFileSync(path.join(cross ? CROSS_DIST : DIST, '_headers'), path.join(outDir, '_headers'));
  return outDir;
}

/** The visits of time to deposit (timeToDeposit) and their names in the report. */
const VISIT_LABELS = {
  first: 'first visit',
  returning: 'returning, preflights cached',
  restarted: 'returning, browser restarted (preflights expired)',
};
/** BENCH_VISITS=first,returning,restarted (the default: first,returning) picks the visits. */
const VISITS = (process.env.BENCH_VISITS ?? 'first,returning')
  .split(',')
  .map((visit) => [visit, VISIT_LABELS[visit]]);

/** BENCH_PAGES=app,reference (the default: both) picks whose time to deposit is measured. */
const MEASURED = new Set((process.env.BENCH_PAGES ?? 'app,reference').split(','));

/** BENCH_WATERFALL_VISIT: the visit `waterfall` traces, `first` (the default) or `returning`. */
const WATERFALL_VISIT = process.env.BENCH_WATERFALL_VISIT ?? 'first';
/**
 * BENCH_PARTS=lighthouse,deposit,typing (the default: all three) picks what to measure;
 * `waterfall` traces one visit request by request.
 */
const PARTS = new Set((process.env.BENCH_PARTS ?? 'lighthouse,deposit,typing').split(','));

async function main() {
  if (DIST === 'dist' && !existsSync('dist/index.html')) {
    execSync('npm run build', { stdio: 'inherit' });
  }
  if (PARTS.has('lighthouse')) {
    const stop = await startServer();
    try {
      const { rows, lcpElements } = await lighthouseTable();
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
      console.log(`\nThe LCP element of each run\n\n${lcpElements.join('\n')}`);
    } finally {
      await stop();
    }
  }
  if (PARTS.has('deposit')) {
    if (TOPOLOGIES.has('cross') && !process.env.BENCH_CROSS_DIST) buildCrossOrigin();
    // The reference page's two builds, thrown away at the end.
    const referenceDir = mkdtempSync(path.join(tmpdir(), 'bench-reference-'));
    const builds = [
      ['app', { same: DIST, cross: CROSS_DIST }],
      ...[
        ['reference', {}],
        ['reference-sw', { serviceWorker: true }],
      ].map(([page, options]) => [
        page,
        {
          same:
            TOPOLOGIES.has('same') &&
            buildReference(false, path.join(referenceDir, page, 'same'), options),
          cross:
            TOPOLOGIES.has('cross') &&
            buildReference(true, path.join(referenceDir, page, 'cross'), options),
        },
      ]),
    ].filter(([page]) => MEASURED.has(page));
    console.log(
      `\nTime to deposit: home to confirmation of a quick deposit with the saved card, ${RUNS} runs of each, ` +
        `the pages' runs interleaved. Link emulated in the preview server, paid by every request ` +
        `(the page's, the service worker's, preflights): ${LINK[0]} ms to the first byte, ${LINK[1]} kbps down and ${LINK[2]} up, shared; ` +
        `CPU ${MOBILE.cpuSlowdownMultiplier}x slower (DevTools). same origin: ${DIST}, the stub at ${BASE}/api/funding; ` +
        `cross-origin: ${CROSS_DIST}, the stub at ${API_ORIGIN}/api/funding, ` +
        `preflights kept ${API_MAX_AGE === 'none' ? '5 s (no Access-Control-Max-Age)' : `${API_MAX_AGE} s`}. ` +
        `reference: ${REFERENCE_SOURCE}/index.html (one GET of the saved cards, a CVV field, one POST), served the same way from the same stub. ` +
        `load average at the start: ${loadavg()
          .map((load) => load.toFixed(2))
          .join(' ')}\n`,
    );
    const topologies = [
      ['same', false],
      ['cross', true],
    ].filter(([topology]) => TOPOLOGIES.has(topology));
    /** Each run's time, by visit, topology and page, e.g. times.first.cross.app. */
    const times = {};
    const preflightCounts = {};
    try {
      // Interleaved: each run measures every page in turn, so a busier minute weighs on all.
      for (let run = 0; run < RUNS; run += 1) {
        for (const [visit] of VISITS) {
          for (const [topology, cross] of topologies) {
            for (const [page, dirs] of builds) {
              const { time, preflights: count } = await timeToDeposit(visit, cross, dirs[topology]);
              const key = `${visit} ${topology} ${page}`;
              (times[key] ??= []).push(time);
              (preflightCounts[key] ??= []).push(count);
            }
          }
        }
      }
    } finally {
      rmSync(referenceDir, { recursive: true, force: true });
    }
    const spread = (values) =>
      values.length === 0 ? '-' : `${Math.min(...values)}-${Math.max(...values)}`;
    const rows = [];
    for (const [visit, label] of VISITS) {
      for (const [topology] of topologies) {
        for (const [page] of builds) {
          const key = `${visit} ${topology} ${page}`;
          rows.push([
            label,
            topology,
            page,
            ms(median(times[key])),
            spread(times[key]),
            times[key].join(' '),
            preflightCounts[key].join(' '),
          ]);
        }
      }
    }
    printTable(
      ['visit', 'origin', 'page', 'median', 'spread (ms)', 'each run (ms)', 'preflights'],
      rows,
    );
    // Each page over the reference: the app, and the reference kept in a service worker (its
    // ratio is the least a page's returning visit can reach).
    const compared = builds.map(([page]) => page).filter((page) => page !== 'reference');
    if (MEASURED.has('reference') && compared.length > 0) {
      console.log(
        "\nOver the reference: the ratio of the medians, and the median and spread of each run's ratio (the pages measured one after the other):\n",
      );
      const ratioRows = [];
      for (const [visit, label] of VISITS) {
        for (const [topology] of topologies) {
          const reference = times[`${visit} ${topology} reference`];
          for (const page of compared) {
            const measured = times[`${visit} ${topology} ${page}`];
            const ratios = measured.map((time, run) => time / reference[run]);
            ratioRows.push([
              label,
              topology,
              `${page} / reference`,
              (median(measured) / median(reference)).toFixed(2),
              median(ratios).toFixed(2),
              `${Math.min(...ratios).toFixed(2)}-${Math.max(...ratios).toFixed(2)}`,
              ratios.map((ratio) => ratio.toFixed(2)).join(' '),
            ]);
          }
        }
      }
      printTable(
        [
          'visit',
          'origin',
          'pages',
          'median / median',
          'median of runs',
          'spread of runs',
          'each run',
        ],
        ratioRows,
      );
    }
  }
  if (PARTS.has('waterfall')) {
    const cross = TOPOLOGIES.has('cross');
    if (cross && !process.env.BENCH_CROSS_DIST) buildCrossOrigin();
    console.log(
      `\nA ${WATERFALL_VISIT} visit traced, ${cross ? `cross-origin (${CROSS_DIST})` : `same origin (${DIST})`}, over the emulated link (${LINK.join(', ')}), CPU ${MOBILE.cpuSlowdownMultiplier}x; load average ${loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')}\n`,
    );
    await waterfall(cross, cross ? CROSS_DIST : DIST);
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
