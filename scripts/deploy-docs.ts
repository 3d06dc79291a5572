/**
 * The headers docs/deploy.md shows, printed from the code that writes them
 * (src/config/securityHeaders.ts), so the page cannot drift from the build.
 *
 *   tsx scripts/deploy-docs.ts           rewrites the generated blocks of docs/deploy.md
 *   tsx scripts/deploy-docs.ts --check   fails when they differ from the code (npm run lint)
 *
 * A generated block sits between `<!-- generated: <name> -->` and `<!-- end generated -->`.
 * Each build's inline-script hash stands as a placeholder: take it from that build's _headers.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ENVIRONMENTS } from '../src/config/environments';
import {
  cacheControlByPath,
  headersFile,
  PAGE_PATHS,
  pageHeaders,
  securityHeaders,
} from '../src/config/securityHeaders';
import { API_ANSWER_HEADERS, apiCorsHeaders } from '../src/config/apiCors';

const DOC = path.resolve(import.meta.dirname, '../docs/deploy.md');
const INLINE_SCRIPT_HASH = "'sha256-<this build's hash, from its dist/_headers>'";
const SECURITY_SNIPPET = 'snippets/xpressfunding-headers.conf';
const production = ENVIRONMENTS.production;
/** The production build's service worker script (webpack.config.ts). */
const SERVICE_WORKER_SCRIPTS = ['/sw.js'];

/** The production page's host (the nginx server below). */
const PAGE_HOST = new URL(production.mainSite).hostname.replace(/^www\./, 'funding.');

const fenced = (language: string, text: string) => `\`\`\`${language}\n${text.trimEnd()}\n\`\`\``;

function nginxConfig(): string {
  const security = Object.entries(securityHeaders(production, [INLINE_SCRIPT_HASH])).map(
    ([name, value]) => `add_header ${name} "${value}" always;`,
  );
  // nginx drops inherited add_header lines in a location with its own: each includes the snippet.
  const locations = Object.entries(cacheControlByPath(SERVICE_WORKER_SCRIPTS)).map(
    ([address, value]) => {
      const match = address.endsWith('*') ? address.slice(0, -1) : `= ${address}`;
      const page = PAGE_PATHS.includes(address) ? Object.entries(pageHeaders(production)) : [];
      const lines = [['Cache-Control', value], ...page].map(
        ([name, text]) => `\n    add_header ${name} "${text}" always;`,
      );
      return `  location ${match} {\n    include ${SECURITY_SNIPPET};${lines.join('')}\n  }`;
    },
  );
  return [
    `# /etc/nginx/${SECURITY_SNIPPET}`,
    ...security,
    '',
    'server {',
    '  listen 443 ssl http2;',
    `  server_name ${PAGE_HOST};`,
    '  root /srv/xpressfunding/dist;',
    `  include ${SECURITY_SNIPPET};`,
    '',
    '  gzip on;',
    '  gzip_types text/css application/javascript image/svg+xml;',
    '',
    ...locations,
    '}',
  ].join('\n');
}

/** What the funding service answers the production page (src/config/apiCors.ts). */
function corsAnswers(): string {
  const page = `https://${PAGE_HOST}`;
  const block = (title: string, headers: Record<string, string>) => [
    title,
    ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
  ];
  return [
    ...block('a preflight (OPTIONS), answered 204', apiCorsHeaders(page, page, true)),
    ...block('every other answer', { ...apiCorsHeaders(page, page, false), ...API_ANSWER_HEADERS }),
  ].join('\n');
}

const GENERATED: Record<string, () => string> = {
  headers: () =>
    fenced('text', headersFile(production, [INLINE_SCRIPT_HASH], SERVICE_WORKER_SCRIPTS)),
  nginx: () => fenced('nginx', nginxConfig()),
  cors: () => fenced('text', corsAnswers()),
};

const BLOCK = /<!-- generated: (\w+) -->[\s\S]*?<!-- end generated -->/g;

function withGeneratedBlocks(doc: string): string {
  return doc.replace(BLOCK, (_whole, name: string) => {
    const generate = GENERATED[name];
    if (!generate) throw new Error(`docs/deploy.md: no generator named ${name}`);
    // Blank lines around the block, as Prettier writes it.
    return `<!-- generated: ${name} -->\n\n${generate()}\n\n<!-- end generated -->`;
  });
}

const current = readFileSync(DOC, 'utf8');
const generated = withGeneratedBlocks(current);
if (process.argv.includes('--check')) {
  if (generated !== current) {
    console.error('docs/deploy.md differs from src/config/securityHeaders.ts: npm run docs:deploy');
    process.exit(1);
  }
} else {
  writeFileSync(DOC, generated);
}
