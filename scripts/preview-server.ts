/**
 * Serves a production build (dist/) on localhost, compressed, and answers /api/funding from the
 * sandbox handlers: the "local funding stub" of the browser tests and the benchmark.
 *
 *   tsx scripts/preview-server.ts [--dir dist] [--port 4173] [--sign-in] [--api-delay 100]
 *                                 [--api-port 4174 [--api-max-age 7200|none]]
 *                                 [--link 562.5,1474.56,675]
 *
 * With --api-port the stub also answers on a second origin, http://localhost:<api-port>, as the
 * funding service does in production: CORS for the pages of the first origin, preflights
 * answered with `Access-Control-Max-Age` (src/config/apiCors.ts; `none`: no header, the
 * browser's 5 s). A build made with `--env apiOrigin=http://localhost:<api-port>` calls it there
 * (npm run bench's cross-origin topology). `GET /__preflights` on that port tells how many
 * preflights it has answered since it was last asked. --link serves both origins through one
 * emulated phone link (scripts/emulatedLink.ts): latency in ms, then the downlink and uplink in
 * kbps, which every answer pays, the page's, its service worker's and the preflights' alike.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import { getResponse } from 'msw';
import { createLink } from './emulatedLink';
import { sandboxHandlers } from '../src/sandbox/node';
import { DEMO_USER } from '../src/sandbox/demoUser';
import { headersForPath, parseHeadersFile } from '../src/config/securityHeaders';
import { API_ANSWER_HEADERS, API_PREFLIGHT_MAX_AGE_S, apiCorsHeaders } from '../src/config/apiCors';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'dist' },
    port: { type: 'string', default: '4173' },
    // Plays the main site's single sign-on for benchmarks: the page arrives with the xpbUser cookie.
    'sign-in': { type: 'boolean', default: false },
    // Milliseconds the stub waits before each answer, as a real funding service would (bench).
    'api-delay': { type: 'string', default: '0' },
    // The API on a second origin too (see above), and its preflights' Access-Control-Max-Age.
    'api-port': { type: 'string' },
    'api-max-age': { type: 'string', default: String(API_PREFLIGHT_MAX_AGE_S) },
    // The phone's link both origins share: latency ms, downlink kbps, uplink kbps (npm run bench).
    link: { type: 'string' },
  },
});
const root = path.resolve(values.dir);
const port = Number(values.port);
const apiDelayMs = Number(values['api-delay']);
const [latencyMs = 0, downloadKbps = 0, uploadKbps = 0] = (values.link ?? '')
  .split(',')
  .map(Number);
const link = values.link ? createLink({ latencyMs, downloadKbps, uploadKbps }) : undefined;
/** The handler as the link carries it, or as it is without --link. */
const overLink = (handler: (req: IncomingMessage, res: ServerResponse) => void) =>
  link ? link.through(handler) : handler;
if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`preview server: ${root} holds no build (npm run build, or npm run build:sandbox)`);
  process.exit(1);
}

/**
 * The build's _headers (webpack.config.ts): its security headers and each path's Cache-Control,
 * sent as a static host that reads the file sends them.
 */
const headerBlocks = parseHeadersFile(readFileSync(path.join(root, '_headers'), 'utf8'));

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

async function answerApi(req: IncomingMessage, res: ServerResponse, apiPort = port) {
  const url = new URL(req.url ?? '/', `http://localhost:${apiPort}`);
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

const NOT_KEPT = { 'Cache-Control': 'no-store' };

/**
 * Each file gzipped once per version (its path, size and time of change): the browser tests load
 * the same files hundreds of times, and level 9 costs about 11 ms of CPU for the first bundle.
 * A test that writes a new deploy into a copied build changes the size or time, so it is
 * compressed afresh.
 */
const gzipped = new Map<string, Buffer>();

async function gzippedFile(file: string, version: string): Promise<Buffer> {
  const key = `${file}\0${version}`;
  let content = gzipped.get(key);
  if (!content) {
    content = gzipSync(await readFile(file), { level: 9 });
    gzipped.set(key, content);
  }
  return content;
}

async function serveFile(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const relative =
    decodeURIComponent(url.pathname) === '/' ? '/index.html' : decodeURIComponent(url.pathname);
  const file = path.join(root, path.normalize(relative));
  // An error is never kept: _headers' Cache-Control is for the files it names (a 404 for a
  // hashed file kept for a year would outlive the deploy that brings the file back).
  if (!file.startsWith(root)) return void res.writeHead(403, NOT_KEPT).end();
  const found = await stat(file).catch(() => undefined);
  if (!found?.isFile()) {
    return void res.writeHead(404, { ...NOT_KEPT, 'Content-Type': 'text/plain' }).end('Not found');
  }
  const ext = path.extname(file);
  const headers: Record<string, string> = {
    'Content-Type': TYPES[ext] ?? 'application/octet-stream',
  };
  let content: Buffer;
  if (/\bgzip\b/.test(String(req.headers['accept-encoding'])) && ext !== '.ico') {
    content = await gzippedFile(file, `${found.size}:${found.mtimeMs}`);
    headers['Content-Encoding'] = 'gzip';
    headers.Vary = 'Accept-Encoding';
  } else {
    content = await readFile(file);
  }
  if (ext === '.html' && values['sign-in']) {
    headers['Set-Cookie'] =
      `xpbUser=${encodeURIComponent(JSON.stringify(DEMO_USER))}; Path=/; SameSite=Lax`;
  }
  res.writeHead(200, headers).end(content);
}

createServer(
  overLink((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    for (const [name, value] of Object.entries(headersForPath(headerBlocks, pathname))) {
      res.setHeader(name, value);
    }
    const handle = req.url?.startsWith('/api/funding/') ? answerApi : serveFile;
    handle(req, res).catch((error: unknown) => {
      console.error('preview server:', error);
      if (!res.headersSent) res.writeHead(500).end();
    });
  }),
).listen(port, '127.0.0.1', () => console.warn(`Serving ${root} at http://localhost:${port}`));

if (values['api-port']) {
  const apiPort = Number(values['api-port']);
  const pageOrigin = `http://localhost:${port}`;
  const maxAge = values['api-max-age'] === 'none' ? null : Number(values['api-max-age']);
  let preflights = 0;
  createServer(
    overLink((req, res) => {
      if (req.url === '/__preflights') {
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(String(preflights));
        preflights = 0;
        return;
      }
      const preflight = req.method === 'OPTIONS';
      const origin = req.headers.origin;
      for (const [name, value] of Object.entries({
        ...API_ANSWER_HEADERS,
        ...apiCorsHeaders(origin, pageOrigin, preflight, maxAge),
      })) {
        res.setHeader(name, value);
      }
      if (preflight) {
        preflights += 1;
        return void res.writeHead(204).end();
      }
      if (!req.url?.startsWith('/api/funding/')) {
        return void res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      }
      answerApi(req, res, apiPort).catch((error: unknown) => {
        console.error('preview server (API origin):', error);
        if (!res.headersSent) res.writeHead(500).end();
      });
    }),
  ).listen(apiPort, '127.0.0.1', () =>
    console.warn(`Funding stub for ${pageOrigin} at http://localhost:${apiPort}/api/funding`),
  );
}
