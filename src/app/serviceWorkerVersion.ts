// Build time only (webpack.config.ts, scripts/prerender/render.tsx), never in the browser's bundles.
// Relative imports: webpack.config.ts loads it without the '@/' alias.
import { createHash } from 'node:crypto';
import { readManifest, rewriteManifest } from '../platform/serviceWorker/manifest';

/** A file's digest as the worker checks it (platform/serviceWorker/integrity.ts). */
export const buildIntegrity = (content: string | Buffer) =>
  `sha256-${createHash('sha256').update(content).digest('base64')}`;

/**
 * sw.js's code once the first screens are prerendered into index.html: the shell's integrity is
 * the page as deployed, and the version is mixed with it. webpack's version hashed index.html
 * before the templates were in it, so a deploy that changed only the first screens would have
 * kept the old shell in returning visitors' caches.
 */
export function withPrerenderedShell(swCode: string, shell: string): string {
  const manifest = readManifest(swCode);
  if (!manifest) throw new Error('sw.js has no version to mix the prerendered screens into');
  const version = createHash('sha256')
    .update(manifest.version)
    .update(shell)
    .digest('hex')
    .slice(0, 8);
  return rewriteManifest(swCode, { ...manifest, version, shell: buildIntegrity(shell) });
}
