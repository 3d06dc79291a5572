import fc from 'fast-check';
import { propertyRun } from '@/test/propertyRuns';
import { accountTypeLabel, maskAccount, maskCard } from './masking';

describe('card masking', () => {
  it('shows the brand in capitals and only the last four digits', () => {
    expect(maskCard('Visa', '4111111111114242')).toBe('VISA **** **** **** 4242');
    expect(maskCard('Mastercard', '************5454')).toBe('MASTERCARD **** **** **** 5454');
  });

  it('never shows more than the last four digits of any number', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{16}$/), (number) => {
        const masked = maskCard('Visa', number);
        expect(masked.endsWith(number.slice(-4))).toBe(true);
        expect(masked.replace(/\D/g, '')).toBe(number.slice(-4));
      }),
      propertyRun(100, 1404),
    );
  });
});

describe('account masking', () => {
  it('shows the account type in capitals and hides all but the last five characters', () => {
    expect(maskAccount('chk', '123456789')).toBe('CHECKING ****56789');
    expect(maskAccount('sav', '00012345678901234')).toBe('SAVING ************01234');
  });

  it('leaves a number of five characters or fewer as it is', () => {
    expect(maskAccount('chk', '56789')).toBe('CHECKING 56789');
    expect(maskAccount('sav', '123')).toBe('SAVING 123');
  });

  it('keeps the length and the last five characters', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{3,17}$/), (number) => {
        const masked = maskAccount('chk', number).slice('CHECKING '.length);
        expect(masked).toHaveLength(number.length);
        expect(masked.slice(-5)).toBe(number.slice(-5));
        expect(masked.slice(0, -5)).toMatch(/^\**$/);
      }),
      propertyRun(100, 1404),
    );
  });

  it('labels the account types as the screens do', () => {
    expect(accountTypeLabel('chk')).toBe('Checking');
    expect(accountTypeLabel('sav')).toBe('Saving');
  });
});

describe('numbers padded with spaces by the server', () => {
  it('still show their last digits, not the padding', () => {
    expect(maskCard('Visa', ' 4111111111114242  ')).toBe('VISA **** **** **** 4242');
    expect(maskAccount('chk', '  123456789 ')).toBe('CHECKING ****56789');
  });
});
