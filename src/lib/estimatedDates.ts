/*
 * Dates the spec's facts imply (decisions section 6), in US Eastern time: checks are processed on
 * Tuesdays and Thursdays; a deposit can be withdrawn six calendar days after its date.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
const TUESDAY = 2;
const THURSDAY = 4;
const WITHDRAWABLE_AFTER_DAYS = 6;

const EASTERN = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});
const WITH_WEEKDAY = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'long',
  month: 'long',
  day: 'numeric',
});
const MONTH_DAY = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  month: 'long',
  day: 'numeric',
});

/** The calendar day of an instant in New York, as midnight UTC of that date. */
function easternDay(ms: number): Date {
  const parts = Object.fromEntries(
    EASTERN.formatToParts(ms).map(({ type, value }) => [type, Number(value)]),
  );
  return new Date(Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day ?? 1));
}

/** 'Thursday, November 26': the next Tuesday or Thursday after `now`'s day in New York. */
export function nextCheckProcessingDay(now: number): string {
  let day = easternDay(now).getTime();
  do day += DAY_MS;
  while (![TUESDAY, THURSDAY].includes(new Date(day).getUTCDay()));
  return WITH_WEEKDAY.format(day);
}

/** 'December 1': six calendar days after the deposit's day in New York. */
export function canBeWithdrawnFrom(deposited: number): string {
  return MONTH_DAY.format(easternDay(deposited).getTime() + WITHDRAWABLE_AFTER_DAYS * DAY_MS);
}

/** The check summary's and receipt's line. */
export const processingDayLine = (now: number) =>
  `Next check processing day: ${nextCheckProcessingDay(now)} (estimated)`;

/** A card or ACH deposit's confirmation line. */
export const withdrawableFromLine = (deposited: number) =>
  `Can be withdrawn from ${canBeWithdrawnFrom(deposited)} (estimated)`;
