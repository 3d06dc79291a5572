/**
 * The site under test: the production build (dist/) served by scripts/preview-server.ts with its
 * local funding stub (the sandbox handlers, one ledger in memory per server) and `--sign-in`, so
 * every page arrives with the sign-in cookie the main site would have set.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

/** A port the system has free. An ephemeral one: Firefox refuses some low ports (4190 is one). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Polls the address until it answers (any status below 500), the process exits or time runs out. */
export async function waitForHttp(url: string, timeout: number, process?: ChildProcess) {
  const deadline = Date.now() + timeout;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (process && (process.exitCode !== null || process.signalCode !== null)) {
      throw new Error(`exited (${process.exitCode ?? process.signalCode}) before ${url} answered`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.status < 500) return;
      last = `status ${response.status}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${timeout} ms (${last})`);
}

export interface Service {
  url: string;
  stop(): Promise<void>;
  /** The last 4,000 characters the process wrote to stderr. */
  stderr(): string;
}

/**
 * Starts a local HTTP service (the preview server, a WebKitWebDriver) on a free port and waits
 * until `readyPath` answers; it is stopped with `stop()`, or killed should the runner die.
 */
export async function startService(
  name: string,
  command: string,
  args: (port: number) => string[],
  { readyPath, timeout, env }: { readyPath: string; timeout: number; env?: NodeJS.ProcessEnv },
): Promise<Service> {
  const port = await freePort();
  const child: ChildProcess = spawn(command, args(port), {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Should the runner itself die, the child goes with it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const stop = async () => {
    process.removeListener('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${url}${readyPath}`, timeout, child);
  } catch (error) {
    await stop();
    throw new Error(`${name} did not start: ${(error as Error).message}\n${stderr}`);
  }
  return { url, stop, stderr: () => stderr };
}

/** Starts the preview server on a free port; `ENGINES_DIST` serves another build folder. */
export function startSite(): Promise<Service> {
  const dist = path.resolve(ROOT, process.env.ENGINES_DIST ?? 'dist');
  if (!existsSync(path.join(dist, 'index.html'))) {
    throw new Error(`${dist} holds no build: run \`npm run build\` first`);
  }
  return startService(
    'the preview server',
    process.execPath,
    (port) => [
      '--import',
      'tsx',
      'scripts/preview-server.ts',
      '--dir',
      dist,
      '--port',
      String(port),
      '--sign-in',
    ],
    { readyPath: '/', timeout: 60_000 },
  );
}
