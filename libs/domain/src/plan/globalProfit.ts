import { assertKobo, kobo, type Kobo } from '../money/kobo';
import { daysInMonth } from './calendar';
import { forfeit, paid } from './entries';
import { percentOfPercentE4, pvValue } from './percent';
import type { PlanSettings, PlannedEntry } from './types';

type PoolSettings = Pick<
  PlanSettings,
  | 'globalProfitValueKobo'
  | 'globalProfitFirstPercentE4'
  | 'globalProfitSecondPercentE4'
  | 'unitPointValueKobo'
>;

/**
 * The global profit pool (docs/plan.md#global-profit-sharing): global_profit_value when above 0, otherwise
 * (PV activated and upgraded in the last 12 months) × U × first % × second %, rounded down once.
 */
export function globalProfitPool(pvLast12Months: number, settings: PoolSettings): Kobo {
  if (settings.globalProfitValueKobo > 0) return assertKobo(settings.globalProfitValueKobo);
  return percentOfPercentE4(
    pvValue(pvLast12Months, settings.unitPointValueKobo),
    settings.globalProfitFirstPercentE4,
    settings.globalProfitSecondPercentE4,
  );
}

export interface GlobalProfitCandidate {
  id: string;
  active: boolean;
  /** Whether the member's rank is_global_profit_eligible. */
  rankEligible: boolean;
}

export interface GlobalProfitInput {
  pvLast12Months: number;
  candidates: readonly GlobalProfitCandidate[];
}

export interface GlobalProfitResult {
  poolKobo: Kobo;
  /** Active members with an eligible rank. */
  sharers: number;
  shareKobo: Kobo;
  /** pool − sharers × share: stays with the company (the whole pool when nobody shares). */
  remainderKobo: Kobo;
  entries: PlannedEntry[];
}

/**
 * The yearly global profit sharing (docs/plan.md#global-profit-sharing): the pool (globalProfitPool) shared
 * equally, rounded down, among active members whose rank is global-profit eligible; the remainder stays with
 * the company. A pool of 0 records a 'setting_zero' line per sharer. Inactive or ineligible
 * candidates are not sharers and get no line.
 */
export function globalProfit(input: GlobalProfitInput, settings: PoolSettings): GlobalProfitResult {
  const poolKobo = globalProfitPool(input.pvLast12Months, settings);
  const sharers = input.candidates.filter((c) => c.active && c.rankEligible);
  const shareKobo = sharers.length === 0 ? kobo(0) : kobo(Math.floor(poolKobo / sharers.length));
  const remainderKobo = kobo(poolKobo - shareKobo * sharers.length);
  const explanation = {
    baseKobo: poolKobo,
    note: `pool shared equally by ${sharers.length} member(s)`,
  };
  const entries = sharers.map((c) => {
    if (poolKobo === 0) return forfeit(c.id, 'global_profit', kobo(0), explanation, 'setting_zero');
    if (shareKobo === 0) return forfeit(c.id, 'global_profit', shareKobo, explanation, 'below_one_kobo');
    return paid(c.id, 'global_profit', shareKobo, explanation);
  });
  return { poolKobo, sharers: sharers.length, shareKobo, remainderKobo, entries };
}

/**
 * The share date of a year: next_global_profit_share_month/_day, a day past the month's end
 * (31 in a 30-day month, 29–31 in February) falling on the month's last day. Returned as a UTC
 * midnight Date carrying the Lagos calendar date.
 */
export function globalProfitShareDate(
  year: number,
  settings: Pick<PlanSettings, 'nextGlobalProfitShareMonth' | 'nextGlobalProfitShareDay'>,
): Date {
  const month = settings.nextGlobalProfitShareMonth;
  const day = Math.min(settings.nextGlobalProfitShareDay, daysInMonth({ year, month }));
  return new Date(Date.UTC(year, month - 1, day));
}
