// Build time only (scripts/prerender/render.tsx), never in the browser's bundles.
import { createHash } from 'node:crypto';

// The version in sw.js's manifest (webpack.config.ts's ServiceWorkerPlugin), a JSON string there.
const SW_VERSION = /(\\"version\\":\\")([0-9a-f]{8})(\\")/;

/**
 * sw.js's code with its version mixed with the prerendered screens. webpack's version hashed
 * index.html before the templates were in it, so a deploy that changed only the first screens
 * would have kept the old shell in returning visitors' caches.
 */
export function withTemplatesInVersion(swCode: string, templates: string): string {
  const found = SW_VERSION.exec(swCode);
  if (!found) throw new Error('sw.js has no version to mix the prerendered screens into');
  const version = createHash('sha256')
    .update(found[2]!)
    .update(templates)
    .digest('hex')
    .slice(0, 8);
  return swCode.replace(
    SW_VERSION,
    (_, before: string, _old, after: string) => before + version + after,
  );
}
