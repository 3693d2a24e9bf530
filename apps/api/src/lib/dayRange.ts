import { LAGOS_UTC_OFFSET_MINUTES } from '@kola/domain';
import { invalid } from './errors';

const DAY_MS = 24 * 60 * 60_000;

/** Midnight in Lagos of a YYYY-MM-DD day, as an instant. */
function lagosMidnight(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) - LAGOS_UTC_OFFSET_MINUTES * 60_000);
}

/**
 * The instants of a filter's `from` and `to` days in Lagos time, both days included: `since`
 * inclusive, `until` exclusive (the midnight after `to`). `to` before `from` is refused on `to`.
 */
export function lagosDayRange(from?: string, to?: string): { since?: Date; until?: Date } {
  if (from && to && to < from) throw invalid('to', 'The end date must not be before the start date.');
  return {
    since: from ? lagosMidnight(from) : undefined,
    until: to ? new Date(lagosMidnight(to).getTime() + DAY_MS) : undefined,
  };
}

/** A LIKE pattern matching values that start with `prefix` (its wildcards taken literally). */
export function startsWith(prefix: string): string {
  return `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
