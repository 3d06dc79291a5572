import fc from 'fast-check';
import { propertyRun } from '@/test/propertyRuns';
import { canBeWithdrawnFrom, nextCheckProcessingDay } from './estimatedDates';

/**
 * Decisions, dates the spec's facts imply, in US Eastern time: checks go out on
 * the next Tuesday or Thursday after today; a deposit can be withdrawn six calendar days after
 * its date.
 */
const at = (iso: string) => Date.parse(iso);

describe('nextCheckProcessingDay', () => {
  it.each([
    ['Wednesday 25 November', '2026-11-25T15:00:00Z', 'Thursday, November 26'],
    ['a Tuesday (strictly after today)', '2026-11-24T15:00:00Z', 'Thursday, November 26'],
    ['a Thursday', '2026-11-26T15:00:00Z', 'Tuesday, December 1'],
    ['a Friday', '2026-11-27T15:00:00Z', 'Tuesday, December 1'],
    ['a Monday', '2026-11-30T15:00:00Z', 'Tuesday, December 1'],
    // 01:00 UTC on Wednesday is still Tuesday evening in New York.
    ['Tuesday evening in New York', '2026-11-25T01:00:00Z', 'Thursday, November 26'],
    ['Monday evening in New York, Tuesday in UTC', '2026-12-01T03:30:00Z', 'Tuesday, December 1'],
    ['across the year', '2026-12-31T15:00:00Z', 'Tuesday, January 5'],
  ])('on %s', (_, now, expected) => {
    expect(nextCheckProcessingDay(at(now))).toBe(expected);
  });

  it('is always a Tuesday or Thursday, one to five days after today in New York', () => {
    const day = 24 * 60 * 60 * 1000;
    fc.assert(
      fc.property(
        fc.integer({ min: at('2024-01-01T00:00:00Z'), max: at('2030-12-31T00:00:00Z') }),
        (now) => {
          const text = nextCheckProcessingDay(now);
          expect(text).toMatch(/^(Tuesday|Thursday), [A-Z][a-z]+ \d{1,2}$/);
          const days = [1, 2, 3, 4, 5].map((ahead) => longDay(now + ahead * day));
          // Strictly after today, and the first Tuesday or Thursday.
          expect(days.find((one) => /^(Tuesday|Thursday)/.test(one))).toBe(text);
        },
      ),
      propertyRun(80, 289),
    );
  });
});

const longDay = (ms: number) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  }).format(ms);

describe('canBeWithdrawnFrom', () => {
  it.each([
    ['25 November', '2026-11-25T15:00:00Z', 'December 1'],
    ['a late-evening deposit in New York', '2026-11-26T03:00:00Z', 'December 1'],
    ['across a month', '2026-01-28T15:00:00Z', 'February 3'],
    ['across the end of daylight saving', '2026-10-30T15:00:00Z', 'November 5'],
  ])('%s', (_, deposited, expected) => {
    expect(canBeWithdrawnFrom(at(deposited))).toBe(expected);
  });
});
