/**
 * How much server text a screen shows. A message (an errorMessage, the
 * texts of a save's answer) gets a few lines: the catalogue's longest is under 100 characters
 * and a server's reason is a sentence or two. A field (a name, an address line, a city, an
 * account number) gets one or two lines: postal address lines stop well under 64 characters.
 * Beyond that the text is a fault or an attack, and a megabyte would freeze the page.
 */
export const TEXT_CAPS = { message: 300, field: 120 } as const;

const ELLIPSIS = '\u2026';

/**
 * `text` as shown: whole when it has at most `max` characters, else its first `max - 1` and an
 * ellipsis. Counts code points, so an emoji or an astral character is never cut in half; only
 * the first `max + 1` are read, however long the text.
 */
export function capText(text: string, max: number): string {
  if (text.length <= max) return text;
  const head: string[] = [];
  for (const character of text) {
    head.push(character);
    if (head.length > max) break;
  }
  if (head.length <= max) return text;
  return `${head
    .slice(0, max - 1)
    .join('')
    .trimEnd()}${ELLIPSIS}`;
}
