import type { KeyboardEvent } from 'react';

/**
 * Lets only the digits 0-9 (and the `also` characters) be typed. Editing and navigation keys
 * and shortcuts (paste included) pass: a pasted text is not filtered but validated as it is
 * (decisions section 6, pasted values; see wholePaste.ts).
 */
export function keepDigitKeys(event: KeyboardEvent<HTMLInputElement>, also = '') {
  // One character, counted in code points: an emoji's key is two UTF-16 units long.
  const printable = [...event.key].length === 1;
  if (!printable || event.ctrlKey || event.metaKey || event.altKey) return;
  if (!/\d/.test(event.key) && !also.includes(event.key)) event.preventDefault();
}
