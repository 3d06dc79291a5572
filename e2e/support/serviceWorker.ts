import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import { signIn } from './session';
import {
  readManifest,
  rewriteManifest,
  type SwFile,
} from '../../src/platform/serviceWorker/manifest';
import { scaled } from '../../src/test/timeScale';

/**
 * The production build's service worker in the browser. The project
 * 'production-sw' (playwright.config.ts) lets it register; 'production' blocks it.
 */
export const SERVICE_WORKER_PROJECT = 'production-sw';

export const servesServiceWorker = (info: TestInfo) => info.project.name === SERVICE_WORKER_PROJECT;

/** Resolves once this page's origin has an activated service worker. */
export async function serviceWorkerActivated(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active;
    if (!worker || worker.state === 'activated') return;
    await new Promise<void>((resolve) => {
      worker.addEventListener('statechange', () => {
        if (worker.state === 'activated') resolve();
      });
    });
  });
}

/**
 * Resolves once the worker keeps every file of its version: what it keeps at install and, once
 * the page is idle, the rest (dist/sw.js's manifest; a deployed copy has the same files).
 */
async function versionKept(page: Page) {
  const manifest = readManifest(readFileSync(path.resolve('dist', 'sw.js'), 'utf8'));
  if (!manifest) throw new Error('dist/sw.js has no manifest');
  const files = [...manifest.files, ...manifest.rest].map(({ file }) => file);
  await expect
    .poll(
      () =>
        page.evaluate(async (wanted) => {
          const kept = new Set<string>();
          for (const name of await caches.keys()) {
            for (const request of await (await caches.open(name)).keys()) {
              kept.add(new URL(request.url).pathname.slice(1));
            }
          }
          return wanted.filter((file) => !kept.has(file));
        }, files),
      { timeout: scaled(15_000) },
    )
    .toEqual([]);
}

/**
 * A first visit of the home that installs the service worker and lets it keep its version, then
 * a blank page, so the test's own first load is a new navigation served by it. In the project
 * that blocks workers, nothing.
 */
export async function installServiceWorker(page: Page, info: TestInfo, url = '/#/') {
  if (!servesServiceWorker(info)) return;
  await page.goto(url);
  await expect(page.locator('#root')).toHaveAttribute('data-app-ready');
  await serviceWorkerActivated(page);
  await versionKept(page);
  await page.goto('about:blank');
}

/**
 * Resolves once the worker of the deploy marked `version` (deployNewVersion, deployNextBuild) has
 * installed and taken over: its cache is there and no worker is installing or waiting.
 */
export async function versionInstalled(page: Page, version: string) {
  await expect
    .poll(
      () =>
        page.evaluate(async (cache) => {
          const registration = await navigator.serviceWorker.getRegistration();
          const settled = registration?.active && !registration.installing && !registration.waiting;
          return settled && (await caches.keys()).includes(cache);
        }, `xf-${version}`),
      { timeout: scaled(15_000) },
    )
    .toBe(true);
  await serviceWorkerActivated(page);
}

/** Every Cache Storage entry of the page's origin: cache name, address, body. */
export async function cachedEntries(page: Page) {
  return page.evaluate(async () => {
    const entries: { cache: string; url: string; body: string }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        entries.push({ cache: name, url: request.url, body: (await response?.text()) ?? '' });
      }
    }
    return entries;
  });
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * A preview server of its own over a copy of dist/, so a test can deploy a new version (or the
 * kill switch) under a returning visitor without touching the shared server's files.
 */
export interface Deployment {
  url: string;
  dir: string;
  /** Writes a file of the deployment (relative to its root). */
  write(file: string, text: string): void;
  remove(file: string): void;
  read(file: string): string;
  stop(): Promise<void>;
}

export async function deployCopy(): Promise<Deployment> {
  const dir = mkdtempSync(path.join(tmpdir(), 'xf-sw-'));
  cpSync(path.resolve('dist'), dir, { recursive: true });
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const server: ChildProcess = spawn(
    path.resolve('node_modules/.bin/tsx'),
    ['scripts/preview-server.ts', '--dir', dir, '--port', String(port)],
    { stdio: 'ignore' },
  );
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(url)).status;
        } catch {
          return 0;
        }
      },
      { timeout: scaled(30_000) },
    )
    .toBe(200);
  return {
    url,
    dir,
    write: (file, text) => writeFileSync(path.join(dir, file), text),
    read: (file) => readFileSync(path.join(dir, file), 'utf8'),
    remove: (file) => rmSync(path.join(dir, file)),
    stop: async () => {
      server.kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const sri = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

/**
 * sw.js of a deploy whose files changed: each file of the manifest under its new name
 * (`renamed`: old name to new), with the integrity of what the deployment now serves, the
 * shell's too, and the version `mark`.
 */
function rewriteWorker(deployment: Deployment, mark: string, renamed: Map<string, string>) {
  const manifest = readManifest(deployment.read('sw.js'));
  if (!manifest) throw new Error('sw.js has no manifest');
  const served = ({ file }: SwFile): SwFile => {
    const name = renamed.get(file) ?? file;
    return { file: name, integrity: sri(deployment.read(name)) };
  };
  deployment.write(
    'sw.js',
    rewriteManifest(deployment.read('sw.js'), {
      version: mark,
      shell: sri(deployment.read('index.html')),
      files: manifest.files.map(served),
      rest: manifest.rest.map(served),
    }),
  );
}

/** index.html marked with `<meta name="deploy" content=…>`, the deploy's mark. */
const markedPage = (index: string, mark: string) =>
  index.replace('</title>', `</title><meta name="deploy" content="${mark}">`);

/**
 * A new deploy: index.html carries `<meta name="deploy" content=…>` and, with `renameChunk`,
 * that chunk has a new name (its old file is gone, as a CDN purge leaves it) and so has the first
 * bundle that names it; sw.js names the new files with their integrity, the page's, and a new
 * version.
 */
export function deployNewVersion(
  deployment: Deployment,
  mark: string,
  renameChunk?: string,
): { main?: string } {
  let renamedMain: string | undefined;
  let index = deployment.read('index.html');
  const renamed = new Map<string, string>();
  if (renameChunk) {
    const files = readdirSync(path.join(deployment.dir, 'js'));
    const chunk = files.find((file) =>
      new RegExp(`^${renameChunk}\\.[0-9a-f]{8}\\.js$`).test(file),
    );
    const main = files.find((file) => /^main\.[0-9a-f]{8}\.js$/.test(file));
    if (!chunk || !main) throw new Error('deployNewVersion: the build has no such chunk');
    const oldHash = chunk.split('.')[1]!;
    const newHash = createHash('sha256').update(mark).digest('hex').slice(0, 8);
    const newChunk = `${renameChunk}.${newHash}.js`;
    renameSync(path.join(deployment.dir, 'js', chunk), path.join(deployment.dir, 'js', newChunk));
    const oldMain = deployment.read(`js/${main}`);
    const newMainCode = oldMain.replace(
      `${renameChunk}:"${oldHash}"`,
      `${renameChunk}:"${newHash}"`,
    );
    if (newMainCode === oldMain)
      throw new Error('deployNewVersion: the first bundle does not name the chunk');
    const newMain = `main.${createHash('sha256').update(newMainCode).digest('hex').slice(0, 8)}.js`;
    renamedMain = newMain;
    rmSync(path.join(deployment.dir, 'js', main));
    deployment.write(`js/${newMain}`, newMainCode);
    index = index.replace(`js/${main}`, `js/${newMain}`).replace(sri(oldMain), sri(newMainCode));
    renamed.set(`js/${chunk}`, `js/${newChunk}`).set(`js/${main}`, `js/${newMain}`);
  }
  deployment.write('index.html', markedPage(index, mark));
  rewriteWorker(deployment, mark, renamed);
  return { main: renamedMain };
}

/** A file of the build named by its content hash, and its licence text beside a script. */
const HASHED_NAME = /^([\w-]+)\.([0-9a-f]{8})\.(js|css|svg)(\.LICENSE\.txt)?$/;

/**
 * The next build deployed in place of this one, as a deploy that may delete the previous
 * deploy's files leaves the server: every hashed file's content changed (a comment added) and
 * so its name, every reference to it (names, Subresource Integrity) changed with it, and the
 * first build's files deleted. index.html carries the deploy's `mark`; sw.js names the new files.
 */
export function deployNextBuild(deployment: Deployment, mark: string): void {
  const folders = ['assets', 'css', 'js'];
  const files = folders.flatMap((folder) =>
    readdirSync(path.join(deployment.dir, folder))
      .filter((name) => HASHED_NAME.test(name))
      .map((name) => `${folder}/${name}`),
  );
  // What names nothing first: images, licences and lazy chunks, then the stylesheet, then the
  // first bundle (the chunks' names and integrity), then index.html.
  const rank = (file: string) =>
    file.startsWith('css/') ? 1 : /^js\/main\.[0-9a-f]{8}\.js$/.test(file) ? 2 : 0;
  files.sort((a, b) => rank(a) - rank(b));
  const hashes = new Map<string, string>();
  for (const file of files) {
    const hash = HASHED_NAME.exec(path.basename(file))![2]!;
    hashes.set(hash, createHash('sha256').update(`${mark}${hash}`).digest('hex').slice(0, 8));
  }
  const integrities = new Map<string, string>();
  const changed = (text: string) => {
    let result = text;
    for (const [before, after] of [...hashes, ...integrities])
      result = result.split(before).join(after);
    return result;
  };
  const comment = (file: string) =>
    file.endsWith('.svg') ? `<!-- ${mark} -->` : file.endsWith('.txt') ? '' : `/* ${mark} */`;
  const renamed = new Map<string, string>();
  for (const file of files) {
    const before = deployment.read(file);
    const after = `${changed(before)}\n${comment(file)}`;
    const name = changed(file);
    deployment.remove(file);
    deployment.write(name, after);
    integrities.set(sri(before), sri(after));
    renamed.set(file, name);
  }
  deployment.write('index.html', markedPage(changed(deployment.read('index.html')), mark));
  rewriteWorker(deployment, mark, renamed);
}

/** The deploy mark a test's new version put in index.html (deployNewVersion), or null. */
export const deployMark = (page: Page) =>
  page
    .locator('meta[name="deploy"]')
    .getAttribute('content', { timeout: 1_000 })
    .catch(() => null);

/**
 * Each test of the suite gets a deployment of its own, signed in, stopped after it; returns the
 * current one. Skipped tests (the project that blocks workers) never start one.
 */
export function deploymentForEachTest(suite: {
  beforeEach: (fn: (fixtures: { context: BrowserContext }) => Promise<void>) => void;
  afterEach: (fn: () => Promise<void>) => void;
}): () => Deployment {
  let started: Deployment | undefined;
  suite.beforeEach(async ({ context }) => {
    started = await deployCopy();
    await signIn(context, started.url);
  });
  suite.afterEach(async () => {
    await started?.stop();
    started = undefined;
  });
  return () => {
    if (!started) throw new Error('no deployment: the test started none');
    return started;
  };
}
