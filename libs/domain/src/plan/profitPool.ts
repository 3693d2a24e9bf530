import { kobo } from '../money/kobo';
import { addDays, lagosDate, monthIndex, monthKey, monthOf, type CalendarMonth } from './calendar';
import { decide } from './entries';
import { percentOfE4, pvValue } from './percent';
import type { PlanSettings, PlannedEntry } from './types';

/** Packages whose members share the profit pool (seeded: package 6, docs/plan.md#profit-pool). */
export const DEFAULT_PROFIT_POOL_PACKAGE_IDS: readonly number[] = [6];

export interface ProfitPoolWindow {
  /** The first calendar month (Lagos time) of the window. */
  first: CalendarMonth;
  /** The last calendar month of the window (first + duration − 1). */
  last: CalendarMonth;
}

/**
 * The months a member may earn the profit pool: from the month in which
 * activation + profit_pool_days_offset days falls (Lagos calendar), for profit_pool_duration
 * months. A month counts towards the duration whether or not it paid.
 */
export function profitPoolWindow(
  activatedAt: Date,
  settings: Pick<PlanSettings, 'profitPoolDaysOffset' | 'profitPoolDuration'>,
): ProfitPoolWindow {
  const start = monthOf(addDays(lagosDate(activatedAt), settings.profitPoolDaysOffset));
  const lastIndex = monthIndex(start) + Math.max(1, settings.profitPoolDuration) - 1;
  return { first: start, last: { year: Math.floor(lastIndex / 12), month: (lastIndex % 12) + 1 } };
}

export interface ProfitPoolInput {
  memberId: string;
  active: boolean;
  packageId: number;
  /** PV of the member's own package. */
  packagePv: number;
  /** When the registration package was activated (payment approved). */
  activatedAt: Date;
  /** The month the run pays. */
  month: CalendarMonth;
  /** New members activated anywhere in the member's placement downline during that month. */
  downlineActivationsInMonth: number;
  /** Profit-pool eligible packages; DEFAULT_PROFIT_POOL_PACKAGE_IDS when omitted. */
  eligiblePackageIds?: readonly number[];
}

export type ProfitPoolOutcome =
  | 'paid'
  /** Forfeited: inactive, setting 0, too few downline activations, rounds to 0. */
  | 'forfeited'
  /** No line: the package is not profit-pool eligible. */
  | 'package_not_eligible'
  /** No line: the month is outside the member's window. */
  | 'outside_window';

export interface ProfitPoolResult {
  outcome: ProfitPoolOutcome;
  entries: PlannedEntry[];
}

/**
 * The monthly profit pool of one member (docs/plan.md#profit-pool): PV(own package) × profit_pool_percentage
 * % × U for a profit-pool eligible package, inside the window (profitPoolWindow), in a month with at
 * least profit_pool_num_of_downlines new activations in the downline (else forfeited
 * 'not_eligible'). The period key is monthKey(month).
 */
export function profitPool(
  input: ProfitPoolInput,
  settings: Pick<
    PlanSettings,
    | 'unitPointValueKobo'
    | 'profitPoolPercentE4'
    | 'profitPoolDaysOffset'
    | 'profitPoolDuration'
    | 'profitPoolNumOfDownlines'
  >,
): ProfitPoolResult {
  const eligible = input.eligiblePackageIds ?? DEFAULT_PROFIT_POOL_PACKAGE_IDS;
  if (!eligible.includes(input.packageId)) return { outcome: 'package_not_eligible', entries: [] };
  const window = profitPoolWindow(input.activatedAt, settings);
  const month = monthIndex(input.month);
  if (month < monthIndex(window.first) || month > monthIndex(window.last)) {
    return { outcome: 'outside_window', entries: [] };
  }
  const baseKobo = pvValue(input.packagePv, settings.unitPointValueKobo);
  const p = settings.profitPoolPercentE4;
  const amount = p === 0 ? kobo(0) : percentOfE4(baseKobo, p);
  const explanation = {
    baseKobo,
    percentE4: p,
    packageId: input.packageId,
    note: `month ${monthKey(input.month)}`,
  };
  const recipient = { id: input.memberId, active: input.active };
  let line = decide(recipient, 'profit_pool', amount, explanation, p === 0);
  if (!line.forfeited && input.downlineActivationsInMonth < settings.profitPoolNumOfDownlines) {
    line = {
      ...line,
      explanation: {
        ...explanation,
        note: `month ${monthKey(input.month)}: ${input.downlineActivationsInMonth} downline activation(s), ${settings.profitPoolNumOfDownlines} needed`,
      },
      forfeited: { reason: 'not_eligible' },
    };
  }
  return { outcome: line.forfeited ? 'forfeited' : 'paid', entries: [line] };
}
