import { confirmationSentence, otherTabSentence, TRANSACTION_MESSAGES } from './messages';

describe('what this tab says when another tab was sending money (decisions section 6, two tabs)', () => {
  it.each([
    ['deposit', 'succeeded', 'Another tab just made a deposit of $100.00.'],
    ['withdraw', 'succeeded', 'Another tab just made a withdrawal of $100.00.'],
    ['deposit', 'failed', "Another tab's deposit of $100.00 did not go through."],
    ['withdraw', 'failed', "Another tab's withdrawal of $100.00 did not go through."],
    ['deposit', 'leftForProvider', 'Another tab just started a PayPal deposit of $100.00.'],
  ] as const)('a %s that %s: %s', (direction, outcome, sentence) => {
    expect(otherTabSentence({ direction, cents: 100_00, outcome })).toBe(sentence);
  });

  it('an outcome that tab did not know, or nothing heard, is the unknown outcome: never "try again"', () => {
    expect(otherTabSentence({ direction: 'deposit', cents: 100_00, outcome: 'unknown' })).toBe(
      TRANSACTION_MESSAGES.unconfirmed,
    );
    expect(otherTabSentence(null)).toBe(TRANSACTION_MESSAGES.unconfirmed);
    expect(TRANSACTION_MESSAGES.unconfirmed).toBe(
      'We could not confirm this transaction. Please check your balance before trying again.',
    );
  });
});

describe('the confirmation sentence (spec section 2)', () => {
  it.each([
    ['deposit', 'The amount of $25.50 has been deposited to your account.'],
    ['withdraw', 'The amount of $25.50 has been withdrawn from your account.'],
  ] as const)('of a %s: %s', (direction, sentence) => {
    expect(confirmationSentence(direction, '$25.50')).toBe(sentence);
  });
});
