import fc from 'fast-check';
import { acceptedPrefix, withCheckDigit } from './cardNumbers.testutil';
import { cardBrand, cardNumberError, groupCardNumber } from './cardNumberRules';

const digits = (length: number) => fc.stringMatching(new RegExp(`^\\d{${length}}$`));

describe('card number', () => {
  it('tells the brand from the leading digits: Visa 4, Mastercard 51-55 and 2221-2720', () => {
    expect(cardBrand('4')).toBe('Visa');
    expect(cardBrand('4011780000000000')).toBe('Visa');
    for (const head of ['51', '55', '2221', '2500', '2720']) {
      expect(cardBrand(`${head}00`)).toBe('Mastercard');
    }
    for (const head of ['50', '56', '2220', '2721', '34', '6011']) {
      expect(cardBrand(`${head}00`)).toBeNull();
    }
    // Not told yet.
    expect(cardBrand('')).toBeNull();
    expect(cardBrand('5')).toBeNull();
    expect(cardBrand('22')).toBeNull();
  });

  it('accepts exactly 16 Luhn-valid digits of either brand', () => {
    expect(cardNumberError('4242424242424242')).toBeNull();
    expect(cardNumberError('5555555555554444')).toBeNull();
    expect(cardNumberError('2221000000000009')).toBeNull();
    expect(cardNumberError('')).toBe('Card Number required');
    expect(cardNumberError('4242424242424241')).toBe('Invalid Card Number');
    expect(cardNumberError('424242424242424')).toBe('Invalid Card Number');
    expect(cardNumberError('4111111111111111111')).toBe('Invalid Card Number');
    // Luhn-valid, but American Express and Discover are not taken.
    expect(cardNumberError('378282246310005')).toBe('Invalid Card Number');
    expect(cardNumberError('6011111111111117')).toBe('Invalid Card Number');
  });

  it('agrees with the rule for any 16-digit number', () => {
    fc.assert(
      fc.property(acceptedPrefix, digits(15), (head, rest) => {
        const number = withCheckDigit(`${head}${rest}`.slice(0, 15));
        expect(cardNumberError(number)).toBeNull();
        const wrong = `${number.slice(0, 15)}${(Number(number[15]) + 1) % 10}`;
        expect(cardNumberError(wrong)).toBe('Invalid Card Number');
      }),
    );
  });

  it('groups the digits by four as typed', () => {
    expect(groupCardNumber('4242')).toBe('4242');
    expect(groupCardNumber('42424')).toBe('4242 4');
    expect(groupCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(groupCardNumber('4242x4242')).toBe('4242x4242');
  });
});
