import {
  cvvError,
  expiredIn,
  expiryError,
  expiryToWire,
  fullYear,
  joinExpiry,
  monthNumber,
  parseJoinedExpiry,
  splitExpiryDate,
} from './rules';

describe('CVV', () => {
  it('is required and exactly 3 digits', () => {
    expect(cvvError('')).toBe('CVV required');
    expect(cvvError('12')).toBe('Invalid CVV');
    expect(cvvError('1234')).toBe('Invalid CVV');
    expect(cvvError('12a')).toBe('Invalid CVV');
    expect(cvvError('012')).toBeNull();
  });
});

describe('expiry', () => {
  const june2026 = monthNumber(new Date(2026, 5, 15));

  it('is required', () => {
    expect(expiryError({ month: '', year: '' }, june2026)).toBe('Expiry Date Required');
    expect(expiryError({ month: '04', year: '' }, june2026)).toBe('Expiry Date Required');
    expect(expiryError({ month: '', year: '2028' }, june2026)).toBe('Expiry Date Required');
    // Half an expiry whose half is wrong already is invalid, not missing.
    expect(expiryError({ month: 'ab', year: '' }, june2026)).toBe('Invalid Expiry Date');
    expect(expiryError({ month: '13', year: '' }, june2026)).toBe('Invalid Expiry Date');
    // Only digits: a month with a space or a sign is no month, though Number() would read it.
    for (const month of [' 4', '4 ', '+4', '4.', '0x4']) {
      expect(expiryError({ month, year: '2031' }, june2026)).toBe('Invalid Expiry Date');
    }
    expect(expiryError({ month: '', year: '20x8' }, june2026)).toBe('Invalid Expiry Date');
    expect(expiryError({ month: '', year: '28' }, june2026)).toBe('Invalid Expiry Date');
  });

  it('takes months 1 to 12 and 4-digit years', () => {
    expect(expiryError({ month: '4', year: '2028' }, june2026)).toBeNull();
    expect(expiryError({ month: '12', year: '2028' }, june2026)).toBeNull();
    expect(expiryError({ month: '00', year: '2028' }, june2026)).toBe('Invalid Expiry Date');
    expect(expiryError({ month: '13', year: '2028' }, june2026)).toBe('Invalid Expiry Date');
    expect(expiryError({ month: '04', year: '28' }, june2026)).toBe('Invalid Expiry Date');
  });

  it('refuses an earlier year and a month of this year gone by, but not this month', () => {
    expect(expiryError({ month: '12', year: '2025' }, june2026)).toBe('Invalid Expiry Date');
    expect(expiryError({ month: '05', year: '2026' }, june2026)).toBe('Invalid Expiry Date');
    expect(expiryError({ month: '06', year: '2026' }, june2026)).toBeNull();
    expect(expiryError({ month: '01', year: '2027' }, june2026)).toBeNull();
  });

  it('reads and writes the wire date YYYY-MM-01', () => {
    expect(splitExpiryDate('2028-04-01')).toEqual({ month: '04', year: '2028' });
    // A malformed saved date has no month, which the expiry rule then asks for.
    expect(splitExpiryDate('2028')).toEqual({ month: '', year: '2028' });
    expect(expiryToWire({ month: '4', year: '2028' })).toBe('2028-04-01');
    expect(expiryToWire({ month: '11', year: '2027' })).toBe('2027-11-01');
  });

  it('reads the mobile MM/YYYY field with or without the slash', () => {
    expect(parseJoinedExpiry('04/2028')).toEqual({ month: '04', year: '2028' });
    expect(parseJoinedExpiry('042028')).toEqual({ month: '04', year: '2028' });
    expect(parseJoinedExpiry('4/2028')).toEqual({ month: '4', year: '2028' });
    expect(parseJoinedExpiry(' 04 / 2028 ')).toEqual({ month: '04', year: '2028' });
    expect(parseJoinedExpiry('0')).toEqual({ month: '0', year: '' });
    expect(parseJoinedExpiry('123')).toEqual({ month: '12', year: '3' });
    expect(joinExpiry({ month: '04', year: '2028' })).toBe('04/2028');
    expect(joinExpiry({ month: '04', year: '' })).toBe('04');
  });

  it('takes a single month digit closed by a slash as that month', () => {
    expect(parseJoinedExpiry('4/')).toEqual({ month: '04', year: '' });
    expect(parseJoinedExpiry('1/')).toEqual({ month: '01', year: '' });
    expect(parseJoinedExpiry('0/')).toEqual({ month: '0', year: '' });
    expect(parseJoinedExpiry('12/')).toEqual({ month: '12', year: '' });
  });

  it('keeps anything else as it is, for the rules to refuse', () => {
    expect(parseJoinedExpiry('ab04/20x28')).toEqual({ month: 'ab04', year: '20x28' });
    expect(parseJoinedExpiry('04-2028')).toEqual({ month: '04-2028', year: '' });
    expect(parseJoinedExpiry('04/2028/')).toEqual({ month: '04', year: '2028/' });
  });

  it('reads a two-digit year as 20YY and leaves any other year as it is', () => {
    expect(fullYear('29')).toBe('2029');
    expect(fullYear('05')).toBe('2005');
    for (const year of ['', '2', '202', '2029', '2x', ' 29']) expect(fullYear(year)).toBe(year);
  });

  it('says when a refused expiry went by only when its month and year are each well formed', () => {
    expect(expiredIn({ month: '3', year: '2020' })).toBe('03/2020');
    expect(expiredIn({ month: '12', year: '2025' })).toBe('12/2025');
    expect(expiredIn({ month: '13', year: '2020' })).toBeNull();
    expect(expiredIn({ month: '03', year: '20' })).toBeNull();
    expect(expiredIn({ month: '', year: '2020' })).toBeNull();
  });
});
