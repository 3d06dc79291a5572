/**
 * The service worker's manifest, with its one owner here: the build's files, each with its
 * integrity, and the version. webpack.config.ts (ServiceWorkerPlugin) writes it into sw.js's code
 * in place of the placeholder; the prerender versions it again with the prerendered shell
 * (src/app/serviceWorkerVersion.ts); sw.js parses it (sw.ts). In the code it is a string literal
 * of its JSON.
 */
export interface SwFile {
  /** Relative to the worker's scope: 'js/main.0a1b2c3d.js'. */
  file: string;
  /** The build's digest of it, as Subresource Integrity writes it: 'sha256-<base64>'. */
  integrity: string;
}

export interface SwManifest {
  version: string;
  /** index.html's integrity, as deployed (prerendered). */
  shell: string;
  /** Kept at install: what a returning visit to the home needs before it can start. */
  files: SwFile[];
  /** The version's other files (every other screen's chunk), kept once a page is idle. */
  rest: SwFile[];
}

/** What sw.ts parses until the build writes the manifest in its place. */
export const SW_MANIFEST_PLACEHOLDER = '__XF_SW_MANIFEST__';

// The placeholder as a literal in the minified code (either quote), and a manifest written there.
// Regular expression literals, which the minifier drops from sw.js, where nothing uses them.
const PLACEHOLDER_LITERAL = /(["'])__XF_SW_MANIFEST__\1/;
const MANIFEST_LITERAL = /"\{\\"version\\":(?:[^"\\]|\\.)*"/;

const literalOf = ({ version, shell, files, rest }: SwManifest) =>
  JSON.stringify(JSON.stringify({ version, shell, files, rest }));

/** sw.js's code with the build's manifest in place of the placeholder. */
export function writeManifest(code: string, manifest: SwManifest): string {
  if (!PLACEHOLDER_LITERAL.test(code)) throw new Error('sw.js has no manifest placeholder');
  return code.replace(PLACEHOLDER_LITERAL, () => literalOf(manifest));
}

/** The manifest written in sw.js's code, if any. */
export function readManifest(code: string): SwManifest | undefined {
  const literal = MANIFEST_LITERAL.exec(code);
  return literal ? (JSON.parse(JSON.parse(literal[0]) as string) as SwManifest) : undefined;
}

/** sw.js's code with the manifest written there replaced. */
export function rewriteManifest(code: string, manifest: SwManifest): string {
  if (!MANIFEST_LITERAL.test(code)) throw new Error('sw.js has no manifest');
  return code.replace(MANIFEST_LITERAL, () => literalOf(manifest));
}
