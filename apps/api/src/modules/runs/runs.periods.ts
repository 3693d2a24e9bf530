import {
  addDays,
  globalProfitShareDate,
  isAutomatedPayoutDay,
  lagosDate,
  LAGOS_UTC_OFFSET_MINUTES,
  monthIndex,
  monthKey,
  monthOf,
  type CalendarMonth,
  type PlanSettings,
} from '@kola/domain';
import type { RunKind } from '../../db/types.money';

/*
 * The periods of the scheduled runs, on the Lagos calendar: a date (matching, equilibrium,
 * payouts), a month (profit pool) or a year (global profit); which one is current, and whether
 * one may be run now.
 */

/** A period that cannot be run (malformed, not due yet, not a payout day). Nothing was written. */
export class RunPeriodError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RunPeriodError';
  }
}

const DATE_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_KEY = /^(\d{4})-(\d{2})$/;
const YEAR_KEY = /^(\d{4})$/;
const OFFSET_MS = LAGOS_UTC_OFFSET_MINUTES * 60_000;
const DAY_MS = 86_400_000;

/** The Lagos calendar date of an instant, as 'YYYY-MM-DD'. */
export function lagosDateKey(instant: Date): string {
  return lagosDate(instant).toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' to a UTC-midnight Date carrying that calendar date (as lagosDate gives). */
export function parseDateKey(key: string): Date | null {
  const m = DATE_KEY.exec(key);
  if (!m) return null;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === key ? date : null;
}

export function parseMonthKey(key: string): CalendarMonth | null {
  const m = MONTH_KEY.exec(key);
  if (!m) return null;
  const month = { year: Number(m[1]), month: Number(m[2]) };
  return month.month >= 1 && month.month <= 12 ? month : null;
}

/** The instant a Lagos calendar date (UTC-midnight carrier) begins. */
export function lagosStart(localDate: Date): Date {
  return new Date(localDate.getTime() - OFFSET_MS);
}

export function today(now: Date): Date {
  return parseDateKey(lagosDateKey(now))!;
}

export function daysBetween(a: Date, b: Date): number {
  return Math.round((b.getTime() - a.getTime()) / DAY_MS);
}

function previousMonth(month: CalendarMonth): CalendarMonth {
  const index = monthIndex(month) - 1;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The latest year whose global profit share date has come (Lagos calendar). */
function latestShareYear(now: Date, settings: PlanSettings): number {
  const day = today(now);
  const year = day.getUTCFullYear();
  return day >= globalProfitShareDate(year, settings) ? year : year - 1;
}

/**
 * The period a run of `kind` at `now` is for: matching, equilibrium and payouts the Lagos date
 * (matching's key closes the window of matching_bonus_frequency days since the previous run),
 * profit pool the last finished month, global profit the latest year whose share date came.
 */
export function currentPeriod(kind: RunKind, now: Date, settings: PlanSettings): string {
  switch (kind) {
    case 'matching':
    case 'equilibrium':
    case 'payouts':
      return lagosDateKey(now);
    case 'profit_pool':
      return monthKey(previousMonth(monthOf(lagosDate(now))));
    case 'global_profit':
      return String(latestShareYear(now, settings));
  }
}

/** Refuses a malformed period or one that is not due at `now`. */
export function checkPeriod(kind: RunKind, periodKey: string, now: Date, settings: PlanSettings): void {
  const day = today(now);
  switch (kind) {
    case 'matching':
    case 'equilibrium':
    case 'payouts': {
      const date = parseDateKey(periodKey);
      if (!date) throw new RunPeriodError(`The ${kind} period is a date YYYY-MM-DD; got "${periodKey}".`);
      if (date > day) throw new RunPeriodError(`The ${kind} period ${periodKey} is in the future.`);
      if (kind === 'payouts' && !isAutomatedPayoutDay(date, settings)) {
        throw new RunPeriodError(
          `${periodKey} is not an automated payout day (${settings.withdrawalType}, period ${settings.withdrawalPeriod}).`,
        );
      }
      return;
    }
    case 'profit_pool': {
      const month = parseMonthKey(periodKey);
      if (!month) throw new RunPeriodError(`The profit pool period is a month YYYY-MM; got "${periodKey}".`);
      if (monthIndex(month) >= monthIndex(monthOf(day))) {
        throw new RunPeriodError(`The profit pool of ${periodKey} is paid after the month ends.`);
      }
      return;
    }
    case 'global_profit': {
      if (!YEAR_KEY.test(periodKey)) {
        throw new RunPeriodError(`The global profit period is a year YYYY; got "${periodKey}".`);
      }
      const shareDate = globalProfitShareDate(Number(periodKey), settings);
      if (shareDate > day) {
        throw new RunPeriodError(
          `The global profit of ${periodKey} is shared on ${shareDate.toISOString().slice(0, 10)}.`,
        );
      }
      return;
    }
  }
}

/**
 * The instant a period ends (Lagos calendar): the next day's start for a date, the next
 * month's for a month, the day after the share date for a year. A bonus run pays by the
 * settings in force then (docs/plan.md#settings-in-force). `periodKey` is well formed
 * (checkPeriod).
 */
export function periodEnd(kind: RunKind, periodKey: string, settings: PlanSettings): Date {
  switch (kind) {
    case 'matching':
    case 'equilibrium':
    case 'payouts':
      return lagosStart(addDays(parseDateKey(periodKey)!, 1));
    case 'profit_pool': {
      const { year, month } = parseMonthKey(periodKey)!;
      return lagosStart(new Date(Date.UTC(year, month, 1)));
    }
    case 'global_profit':
      return lagosStart(addDays(globalProfitShareDate(Number(periodKey), settings), 1));
  }
}

/** The period after `periodKey`: the next day, month or year. */
export function followingPeriod(kind: RunKind, periodKey: string): string {
  switch (kind) {
    case 'matching':
    case 'equilibrium':
    case 'payouts':
      return lagosDateKey(lagosStart(addDays(parseDateKey(periodKey)!, 1)));
    case 'profit_pool': {
      const { year, month } = parseMonthKey(periodKey)!;
      return monthKey({ year: month === 12 ? year + 1 : year, month: (month % 12) + 1 });
    }
    case 'global_profit':
      return String(Number(periodKey) + 1);
  }
}

/**
 * The first period of `kind` that ends after `now`: the one a change saved now applies to
 * first (today, this month, the year whose share date has not passed).
 */
export function firstPeriodEndingAfter(kind: RunKind, now: Date, settings: PlanSettings): string {
  switch (kind) {
    case 'matching':
    case 'equilibrium':
    case 'payouts':
      return lagosDateKey(now);
    case 'profit_pool':
      return monthKey(monthOf(lagosDate(now)));
    case 'global_profit': {
      const year = today(now).getUTCFullYear();
      return periodEnd(kind, String(year), settings) > now ? String(year) : String(year + 1);
    }
  }
}
