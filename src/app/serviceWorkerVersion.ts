// Build time only (scripts/prerender/render.tsx), never in the browser's bundles.
import { createHash } from 'node:crypto';
import { readManifest, rewriteManifest } from '@/platform/serviceWorker/manifest';

/**
 * sw.js's code with its version mixed with the prerendered screens. webpack's version hashed
 * index.html before the templates were in it, so a deploy that changed only the first screens
 * would have kept the old shell in returning visitors' caches.
 */
export function withTemplatesInVersion(swCode: string, templates: string): string {
  const manifest = readManifest(swCode);
  if (!manifest) throw new Error('sw.js has no version to mix the prerendered screens into');
  const version = createHash('sha256')
    .update(manifest.version)
    .update(templates)
    .digest('hex')
    .slice(0, 8);
  return rewriteManifest(swCode, { ...manifest, version });
}
