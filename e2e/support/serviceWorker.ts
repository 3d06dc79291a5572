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
import { expect, type Page, type TestInfo } from '@playwright/test';

/**
 * Issue 27, item 3: the production build's service worker in the browser. The project
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
 * A first visit of the home that installs the service worker, then a blank page, so the test's
 * own first load is a new navigation served by it. In the project that blocks workers, nothing.
 */
export async function installServiceWorker(page: Page, info: TestInfo, url = '/#/') {
  if (!servesServiceWorker(info)) return;
  await page.goto(url);
  await expect(page.locator('#root')).toHaveAttribute('data-app-ready');
  await serviceWorkerActivated(page);
  await page.goto('about:blank');
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
      { timeout: 30_000 },
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
 * A new deploy: index.html carries `<meta name="deploy" content=…>` and, with `renameChunk`,
 * that chunk has a new name (its old file is gone, as a CDN purge leaves it) and so has the first
 * bundle that names it; sw.js gets the new names and a new version.
 */
export function deployNewVersion(
  deployment: Deployment,
  mark: string,
  renameChunk?: string,
): { main?: string } {
  let renamedMain: string | undefined;
  let index = deployment.read('index.html');
  let sw = deployment.read('sw.js');
  if (renameChunk) {
    const files = readdirSync(path.join(deployment.dir, 'js'));
    const chunk = files.find((file) =>
      new RegExp(`^${renameChunk}\\.[0-9a-f]{8}\\.js$`).test(file),
    );
    const main = files.find((file) => /^main\.[0-9a-f]{8}\.js$/.test(file));
    if (!chunk || !main) throw new Error('deployNewVersion: the build has no such chunk');
    const oldHash = chunk.split('.')[1]!;
    const newHash = createHash('sha256').update(mark).digest('hex').slice(0, 8);
    renameSync(
      path.join(deployment.dir, 'js', chunk),
      path.join(deployment.dir, 'js', `${renameChunk}.${newHash}.js`),
    );
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
    sw = sw.replace(`js/${main}`, `js/${newMain}`);
  }
  deployment.write(
    'index.html',
    index.replace('</title>', `</title><meta name="deploy" content="${mark}">`),
  );
  deployment.write(
    'sw.js',
    sw.replace(/\\"version\\":\\"[0-9a-f]+\\"/, `\\"version\\":\\"${mark}\\"`),
  );
  return { main: renamedMain };
}
