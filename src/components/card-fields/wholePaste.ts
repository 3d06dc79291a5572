import type { ClipboardEvent } from 'react';

/**
 * Takes a paste whole into a field whose maxLength caps typing. The browser would cut the paste
 * to maxLength, which can turn a wrong value into another, valid one (17 card digits cut to 16):
 * here the text the paste makes (the pasted text in place of the selection) goes to onText, to
 * be validated as it is. Pastes that fit, and pastes into read-only fields, are left to the
 * browser.
 */
export function takeWholePaste(
  event: ClipboardEvent<HTMLInputElement>,
  onText: (text: string) => void,
) {
  const input = event.currentTarget;
  const start = input.selectionStart ?? input.value.length;
  const end = input.selectionEnd ?? start;
  const text = `${input.value.slice(0, start)}${event.clipboardData.getData('text/plain')}${input.value.slice(end)}`;
  if (input.readOnly || input.maxLength < 0 || text.length <= input.maxLength) return;
  event.preventDefault();
  onText(text);
}
