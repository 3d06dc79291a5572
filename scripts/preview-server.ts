/**
 * Serves a production build (dist/) on localhost, compressed, and answers /api/funding from the
 * sandbox handlers: the "local funding stub" of the browser tests and the benchmark.
 *
 *   tsx scripts/preview-server.ts [--dir dist] [--port 4173] [--sign-in] [--api-delay 100]
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import { getResponse } from 'msw';
import { sandboxHandlers } from '../src/sandbox/node';
import { DEMO_USER } from '../src/sandbox/demoUser';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'dist' },
    port: { type: 'string', default: '4173' },
    // Plays the main site's single sign-on for benchmarks: the page arrives with the xpbUser cookie.
    'sign-in': { type: 'boolean', default: false },
    // Milliseconds the stub waits before each answer, as a real funding service would (bench).
    'api-delay': { type: 'string', default: '0' },
  },
});
const root = path.resolve(values.dir);
const port = Number(values.port);
const apiDelayMs = Number(values['api-delay']);

/**
 * The build's dist/_headers: sections of an address (`/*` for every one, or an exact path such
 * as `/sw.js`) followed by indented `Name: value` lines, as a static host reads them.
 */
function readHeadersFile(): { address: string; headers: Record<string, string> }[] {
  let text: string;
  try {
    text = readFileSync(path.join(root, '_headers'), 'utf8');
  } catch {
    return [];
  }
  const sections: { address: string; headers: Record<string, string> }[] = [];
  for (const line of text.split('\n')) {
    if (/^\S/.test(line)) sections.push({ address: line.trim(), headers: {} });
    else if (/^\s+\S/.test(line) && sections.length > 0) {
      const at = line.indexOf(':');
      sections[sections.length - 1]!.headers[line.slice(0, at).trim()] = line.slice(at + 1).trim();
    }
  }
  return sections;
}
const headerSections = readHeadersFile();

/** The headers _headers gives this address, later sections over earlier ones. */
function deploymentHeaders(pathname: string): Record<string, string> {
  const applies = (address: string) =>
    address.endsWith('*') ? pathname.startsWith(address.slice(0, -1)) : pathname === address;
  return Object.assign(
    {},
    ...headerSections.filter(({ address }) => applies(address)).map(({ headers }) => headers),
  );
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
};

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function answerApi(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', `http://localhost:${port}`);
  const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readBody(req);
  const request = new Request(url, {
    method: req.method,
    headers: req.headers as Record<string, string>,
    body: body ? new Uint8Array(body) : undefined,
  });
  if (apiDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, apiDelayMs));
  const response = await getResponse(sandboxHandlers, request);
  if (!response) {
    res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"message":"Not found"}');
    return;
  }
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}

async function serveFile(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const relative =
    decodeURIComponent(url.pathname) === '/' ? '/index.html' : decodeURIComponent(url.pathname);
  const file = path.join(root, path.normalize(relative));
  if (!file.startsWith(root)) return void res.writeHead(403).end();
  try {
    if (!(await stat(file)).isFile()) throw new Error('not a file');
  } catch {
    return void res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
  }
  const ext = path.extname(file);
  let content = await readFile(file);
  const headers: Record<string, string> = {
    'Content-Type': TYPES[ext] ?? 'application/octet-stream',
    'Cache-Control': ext === '.html' ? 'no-cache' : 'public, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
    // What _headers says of this address wins (sw.js: no-cache).
    ...deploymentHeaders(url.pathname),
  };
  if (/\bgzip\b/.test(String(req.headers['accept-encoding'])) && ext !== '.ico') {
    content = gzipSync(content, { level: 9 });
    headers['Content-Encoding'] = 'gzip';
    headers.Vary = 'Accept-Encoding';
  }
  if (ext === '.html' && values['sign-in']) {
    headers['Set-Cookie'] =
      `xpbUser=${encodeURIComponent(JSON.stringify(DEMO_USER))}; Path=/; SameSite=Lax`;
  }
  res.writeHead(200, headers).end(content);
}

createServer((req, res) => {
  const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
  for (const [name, value] of Object.entries(deploymentHeaders(pathname))) {
    res.setHeader(name, value);
  }
  const handle = req.url?.startsWith('/api/funding/') ? answerApi : serveFile;
  handle(req, res).catch((error: unknown) => {
    console.error('preview server:', error);
    if (!res.headersSent) res.writeHead(500).end();
  });
}).listen(port, '127.0.0.1', () => console.warn(`Serving ${root} at http://localhost:${port}`));
