/**
 * A body's digest as Subresource Integrity writes it ('sha256-<base64>'), which the build writes
 * for each file of the service worker's manifest (src/app/serviceWorkerVersion.ts): the worker
 * keeps a file only when its body gives the build's digest.
 */
export async function integrityOf(body: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', body));
  let binary = '';
  for (const byte of digest) binary += String.fromCharCode(byte);
  return `sha256-${btoa(binary)}`;
}
