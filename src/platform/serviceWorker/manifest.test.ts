import fc from 'fast-check';
import { propertyRun } from '@/test/propertyRuns';
import {
  readManifest,
  rewriteManifest,
  SW_MANIFEST_PLACEHOLDER,
  writeManifest,
  type SwManifest,
} from './manifest';

/** sw.js as the minifier leaves it, either quote around the placeholder. */
const minified = (quote: string) =>
  `(()=>{const e=JSON.parse(${quote}${SW_MANIFEST_PLACEHOLDER}${quote});self.manifest=e})();`;

/** What sw.js parses in the browser: the code run, not read. */
function parsedBy(code: string): unknown {
  const scope: { manifest?: unknown } = {};
  new Function('self', code)(scope);
  return scope.manifest;
}

const FILES = fc.array(
  fc.record({
    file: fc.oneof(fc.constant('js/main.1a2b3c4d.js'), fc.string()),
    integrity: fc.oneof(
      fc.constant('sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='),
      fc.string(),
    ),
  }),
  { maxLength: 5 },
);
const MANIFEST = fc.record({
  version: fc.oneof(fc.stringMatching(/^[0-9a-f]{8}$/), fc.string()),
  shell: fc.string(),
  files: FILES,
  rest: FILES,
});

describe("sw.js's manifest", () => {
  it('is what the worker parses once the build writes it, whatever its text', () => {
    fc.assert(
      fc.property(MANIFEST, fc.constantFrom('"', "'"), (manifest, quote) => {
        const code = writeManifest(minified(quote), manifest);
        expect(parsedBy(code)).toEqual(manifest);
        expect(readManifest(code)).toEqual(manifest);
      }),
      propertyRun(200),
    );
  });

  it('is replaced whole by another, and the rest of the code is kept', () => {
    fc.assert(
      fc.property(MANIFEST, MANIFEST, (first, second) => {
        const code = writeManifest(minified('"'), first);
        const rewritten = rewriteManifest(code, second);
        expect(parsedBy(rewritten)).toEqual(second);
        expect(rewriteManifest(rewritten, first)).toBe(code);
      }),
      propertyRun(200),
    );
  });

  it('fails the build when sw.js has no placeholder, or no manifest to replace', () => {
    const manifest: SwManifest = { version: '0123abcd', shell: '', files: [], rest: [] };
    expect(() => writeManifest('self.manifest={}', manifest)).toThrow('no manifest placeholder');
    expect(() => rewriteManifest(minified('"'), manifest)).toThrow('sw.js has no manifest');
    expect(readManifest(minified('"'))).toBeUndefined();
  });
});
