import type { KeyboardEvent } from 'react';

/**
 * Lets only digits be typed. Editing and navigation keys and shortcuts (paste included) pass;
 * pasted text is cleaned where the value is stored.
 */
export function keepDigitKeys(event: KeyboardEvent<HTMLInputElement>, also = '') {
  const printable = event.key.length === 1;
  if (!printable || event.ctrlKey || event.metaKey || event.altKey) return;
  if (!/\d/.test(event.key) && !also.includes(event.key)) event.preventDefault();
}
