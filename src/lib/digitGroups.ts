/**
 * Card, account and routing numbers as people write and copy them: spaces and dashes group the
 * digits ('4242 4242-4242 4242') and are dropped. Nothing else is (decisions section 6, pasted
 * values): what is left is validated as it is.
 */
export const withoutDigitGroupMarks = (text: string) => text.replace(/[\s-]/g, '');
