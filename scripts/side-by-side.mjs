/**
 * Runs npm scripts side by side: npm test's first steps (the type check, lint and the production
 * build), each mostly one thread, so two cores overlap them. Each one's output is printed whole,
 * with its time, as it ends; the first to fail stops the others and fails the run.
 *
 *   node scripts/side-by-side.mjs typecheck lint build
 */
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('Usage: node scripts/side-by-side.mjs <npm script> [<npm script> ...]');
  process.exit(2);
}

const started = Date.now();
const children = [];
/** Each script's end, by name, until it is reported. */
const pending = new Map(
  names.map((name) => {
    // A process group of its own, so that stopping it stops what npm started under it.
    const child = spawn('npm', ['run', '--silent', name], {
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    children.push(child);
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    const ended = new Promise((resolve) =>
      child.on('close', (code) => resolve({ name, output, code: code ?? 1 })),
    );
    return [name, ended];
  }),
);

/** Stops every script still running, with all it started. */
function stopAll(signal) {
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll(signal);
    process.exit(130);
  });
}

while (pending.size > 0) {
  const { name, output, code } = await Promise.race(pending.values());
  pending.delete(name);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  process.stdout.write(
    `\n> npm run ${name}: ${code === 0 ? 'passed' : 'FAILED'} at ${seconds} s\n`,
  );
  process.stdout.write(Buffer.concat(output));
  if (code !== 0) {
    stopAll('SIGTERM');
    process.exit(code);
  }
}
