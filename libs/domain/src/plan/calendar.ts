/** West Africa Time: UTC+1 all year (no daylight saving). */
export const LAGOS_UTC_OFFSET_MINUTES = 60;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * The local calendar date and time of an instant, as a Date whose UTC fields are the local
 * fields (getUTCFullYear/Month/Date/Day read the Lagos calendar).
 */
export function lagosDate(instant: Date, utcOffsetMinutes = LAGOS_UTC_OFFSET_MINUTES): Date {
  return new Date(instant.getTime() + utcOffsetMinutes * MINUTE_MS);
}

/** A calendar month: month is 1..12. */
export interface CalendarMonth {
  year: number;
  month: number;
}

/** Months since year 0 for ordering and distances: Jan 2024 → 24288. */
export function monthIndex({ year, month }: CalendarMonth): number {
  return year * 12 + (month - 1);
}

/** The calendar month a (local, see lagosDate) date falls in. */
export function monthOf(date: Date): CalendarMonth {
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 };
}

/** "2024-03": the period key of a monthly run. */
export function monthKey({ year, month }: CalendarMonth): string {
  if (!Number.isInteger(month) || month < 1 || month > 12) throw new RangeError(`Not a month: ${month}`);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

/** Days in a calendar month (Feb of a leap year is 29). */
export function daysInMonth({ year, month }: CalendarMonth): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A (local) date plus whole days. */
export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}
