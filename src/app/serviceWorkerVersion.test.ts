import { SW_MANIFEST_PLACEHOLDER, writeManifest } from '@/platform/serviceWorker/manifest';
import { withTemplatesInVersion } from './serviceWorkerVersion';

/** sw.js as webpack.config.ts's ServiceWorkerPlugin writes it. */
function swCode(version: string) {
  return writeManifest(
    `(()=>{const e=JSON.parse("${SW_MANIFEST_PLACEHOLDER}");self.addEventListener("install",()=>e)})();`,
    { version, files: ['js/main.1a2b3c4d.js'] },
  );
}

/** The manifest sw.js will read, as the browser parses the code's string. */
function manifestOf(code: string): { version: string; files: string[] } {
  const literal = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(code);
  if (!literal) throw new Error('no manifest in the code');
  return JSON.parse(JSON.parse(literal[1]!) as string) as { version: string; files: string[] };
}

const HOME = '<template id="prerendered-m/"><h1>Deposit</h1></template>';
const HOME_CHANGED = '<template id="prerendered-m/"><h1>Deposit funds</h1></template>';

describe("the service worker's version covers the prerendered screens", () => {
  it('changes when only a prerendered screen changes, so a returning visitor gets the new one', () => {
    const code = swCode('0123abcd');
    const before = manifestOf(withTemplatesInVersion(code, HOME)).version;
    const after = manifestOf(withTemplatesInVersion(code, HOME_CHANGED)).version;
    expect(after).not.toBe(before);
    expect([before, after]).not.toContain('0123abcd');
  });

  it('is the same for the same build, so an unchanged deploy keeps the caches', () => {
    expect(withTemplatesInVersion(swCode('0123abcd'), HOME)).toBe(
      withTemplatesInVersion(swCode('0123abcd'), HOME),
    );
    expect(manifestOf(withTemplatesInVersion(swCode('0123abcd'), HOME)).version).not.toBe(
      manifestOf(withTemplatesInVersion(swCode('4567ef01'), HOME)).version,
    );
  });

  it('leaves the rest of the manifest and the code as they were', () => {
    const code = swCode('0123abcd');
    const mixed = withTemplatesInVersion(code, HOME);
    const { version, files } = manifestOf(mixed);
    expect(version).toMatch(/^[0-9a-f]{8}$/);
    expect(files).toEqual(['js/main.1a2b3c4d.js']);
    expect(mixed.replace(version, '0123abcd')).toBe(code);
  });

  it('fails the build when sw.js has no version to mix into', () => {
    expect(() => withTemplatesInVersion('self.addEventListener("install",()=>{})', HOME)).toThrow(
      'sw.js has no version',
    );
  });
});
