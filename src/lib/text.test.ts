import fc from 'fast-check';
import { propertyRun } from '@/test/propertyRuns';
import { capText } from './text';

describe('capText', () => {
  it('keeps a text of at most the cap as it is', () => {
    expect(capText('', 5)).toBe('');
    expect(capText('Declined', 8)).toBe('Declined');
  });

  it('cuts a longer text to the cap, the last character an ellipsis', () => {
    expect(capText('Declined by issuer', 9)).toBe('Declined\u2026');
    expect(capText('abcdef', 5)).toBe('abcd\u2026');
  });

  it('drops the spaces before the ellipsis', () => {
    expect(capText('Card declined by the bank', 6)).toBe('Card\u2026');
  });

  it('counts characters, not UTF-16 units: an emoji is never cut in half', () => {
    expect(capText('\u{1F600}\u{1F600}\u{1F600}', 3)).toBe('\u{1F600}\u{1F600}\u{1F600}');
    expect(capText('\u{1F600}\u{1F600}\u{1F600}\u{1F600}', 3)).toBe('\u{1F600}\u{1F600}\u2026');
  });

  it('reads a megabyte quickly', () => {
    const shown = capText('x'.repeat(1_000_000), 300);
    expect(shown).toHaveLength(300);
    expect(shown.endsWith('\u2026')).toBe(true);
  });

  it('never shows more than the cap, and shows the start of the text as it is', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 400 }),
        fc.integer({ min: 1, max: 320 }),
        (text, max) => {
          const shown = capText(text, max);
          const characters = [...shown];
          expect(characters.length).toBeLessThanOrEqual(max);
          if ([...text].length <= max) {
            expect(shown).toBe(text);
          } else {
            expect(shown.endsWith('\u2026')).toBe(true);
            expect(text.startsWith(shown.slice(0, -1))).toBe(true);
          }
        },
      ),
      propertyRun(200, 1412),
    );
  });
});
