import fc from 'fast-check';
import { propertyRun } from '@/test/propertyRuns';
import { integrityOf } from '@/platform/serviceWorker/integrity';
import {
  readManifest,
  SW_MANIFEST_PLACEHOLDER,
  writeManifest,
} from '@/platform/serviceWorker/manifest';
import { buildIntegrity, withPrerenderedShell } from './serviceWorkerVersion';

const FILES = [{ file: 'js/main.1a2b3c4d.js', integrity: 'sha256-main' }];
const REST = [{ file: 'js/card.5e6f7a8b.js', integrity: 'sha256-card' }];

/** sw.js as webpack.config.ts's ServiceWorkerPlugin writes it. */
function swCode(version: string) {
  return writeManifest(
    `(()=>{const e=JSON.parse("${SW_MANIFEST_PLACEHOLDER}");self.addEventListener("install",()=>e)})();`,
    { version, shell: 'sha256-webpack', files: FILES, rest: REST },
  );
}

/** The manifest sw.js will read, as the browser parses the code's string. */
function manifestOf(code: string) {
  const literal = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(code);
  if (!literal) throw new Error('no manifest in the code');
  return JSON.parse(JSON.parse(literal[1]!) as string) as ReturnType<typeof readManifest>;
}

const HOME = '<head><template id="prerendered-m/"><h1>Deposit</h1></template></head>';
const HOME_CHANGED = '<head><template id="prerendered-m/"><h1>Deposit funds</h1></template></head>';

describe("the service worker's manifest after the prerender", () => {
  it('changes version when only a prerendered screen changes, so a returning visitor gets the new one', () => {
    const code = swCode('0123abcd');
    const before = manifestOf(withPrerenderedShell(code, HOME))?.version;
    const after = manifestOf(withPrerenderedShell(code, HOME_CHANGED))?.version;
    expect(after).not.toBe(before);
    expect([before, after]).not.toContain('0123abcd');
  });

  it('is the same for the same build, so an unchanged deploy keeps the caches', () => {
    expect(withPrerenderedShell(swCode('0123abcd'), HOME)).toBe(
      withPrerenderedShell(swCode('0123abcd'), HOME),
    );
    expect(manifestOf(withPrerenderedShell(swCode('0123abcd'), HOME))?.version).not.toBe(
      manifestOf(withPrerenderedShell(swCode('4567ef01'), HOME))?.version,
    );
  });

  it("names the prerendered page's integrity as the shell's, and leaves the files and the code as they were", () => {
    const code = swCode('0123abcd');
    const prerendered = withPrerenderedShell(code, HOME);
    const manifest = manifestOf(prerendered);
    expect(manifest).toEqual({
      version: expect.stringMatching(/^[0-9a-f]{8}$/),
      shell: buildIntegrity(HOME),
      files: FILES,
      rest: REST,
    });
    expect(readManifest(prerendered)).toEqual(manifest);
    expect(prerendered.replace(/JSON\.parse\("(?:[^"\\]|\\.)*"\)/, '')).toBe(
      code.replace(/JSON\.parse\("(?:[^"\\]|\\.)*"\)/, ''),
    );
  });

  it('fails the build when sw.js has no version to mix into', () => {
    expect(() => withPrerenderedShell('self.addEventListener("install",()=>{})', HOME)).toThrow(
      'sw.js has no version',
    );
  });
});

describe("the worker's check of a file against the build's integrity", () => {
  const bytes = (text: string) => new TextEncoder().encode(text).buffer;

  it('gives the digest the build writes for the same bytes, and another for other bytes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 2048 }),
        fc.uint8Array({ minLength: 1, maxLength: 8 }),
        async (body, more) => {
          expect(await integrityOf(body.slice().buffer)).toBe(buildIntegrity(Buffer.from(body)));
          expect(await integrityOf(new Uint8Array([...body, ...more]).buffer)).not.toBe(
            buildIntegrity(Buffer.from(body)),
          );
        },
      ),
      propertyRun(100),
    );
  });

  it('tells an error page answered in place of a script from the script', async () => {
    const script = 'self.webpackChunk=[];';
    const page = '<!doctype html><title>502 Bad Gateway</title>';
    expect(await integrityOf(bytes(script))).toBe(buildIntegrity(script));
    expect(await integrityOf(bytes(page))).not.toBe(buildIntegrity(script));
  });
});
