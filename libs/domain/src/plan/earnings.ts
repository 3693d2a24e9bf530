import { assertKobo, kobo, type Kobo } from '../money/kobo';
import { lagosDate, LAGOS_UTC_OFFSET_MINUTES } from './calendar';
import { generationPercent } from './generations';
import { percentOfE4 } from './percent';
import { orderRanks, type PlanRank } from './rank';
import { GENERATIONS, type BonusKind, type ForfeitReason, type GenerationTables } from './types';

const DAY_MS = 24 * 60 * 60_000;

/**
 * The Lagos Mondays of the last `weeks` weeks, the current week included, oldest first, as
 * YYYY-MM-DD, and the instant the oldest one starts (docs/screens/member.md#dashboard).
 */
export function earningsWeeks(now: Date, weeks: number): { weekStarts: string[]; since: Date } {
  const local = lagosDate(now);
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  const monday = midnight - ((local.getUTCDay() + 6) % 7) * DAY_MS;
  const first = monday - (weeks - 1) * 7 * DAY_MS;
  const weekStarts = Array.from({ length: weeks }, (_, i) =>
    new Date(first + i * 7 * DAY_MS).toISOString().slice(0, 10),
  );
  return { weekStarts, since: new Date(first - LAGOS_UTC_OFFSET_MINUTES * 60_000) };
}

/** The generation table a generation bonus is paid by (docs/plan.md#generation-bonuses). */
export const GENERATION_TABLE_OF: Partial<Record<BonusKind, keyof GenerationTables>> = {
  referral_bonus: 'referral',
  upgrade_bonus: 'upgrade',
  unilevel_bonus: 'unilevel',
  stockist_upline_bonus: 'stockistUpline',
};

/** How many generations (1..10) of a table a package pays: those with a percentage above 0. */
export function paidGenerationCount(
  table: GenerationTables[keyof GenerationTables],
  packageId: number,
): number {
  let count = 0;
  for (let g = 1; g <= GENERATIONS; g++) if (generationPercent(table, packageId, g) > 0) count++;
  return count;
}

/** Forfeited lines of one member with the same kind, reason, generation and base, summed. */
export interface ForfeitSum {
  kind: BonusKind;
  reason: ForfeitReason;
  generation: number | null;
  baseKobo: Kobo | null;
  /** The stored amounts: what would have been paid (0 for a setting at 0). */
  amountKobo: Kobo;
  count: number;
}

export interface UnpaidGroup {
  kind: BonusKind;
  reason: ForfeitReason;
  count: number;
  /** What the lines would have paid; for a generation the package does not pay, at the upgrade package's percentage. */
  amountKobo: Kobo;
  generations: number[];
  /** Generations of this kind the member's package pays; null for a bonus without generations. */
  paidGenerations: number | null;
  /** The cheapest package (at least the member's) that pays every generation of the group; null when none does or it is the member's own. */
  upgradePackageId: number | null;
}

export interface UnpaidContext {
  /** The member's current package; null when they have none. */
  packageId: number | null;
  /** Every package, with what orders them (the registration value). */
  packages: readonly { id: number; registrationValueKobo: Kobo }[];
  tables: GenerationTables;
}

/**
 * What a member was not paid, and why (docs/money-and-ledger.md#forfeited-lines): the forfeited
 * lines grouped by kind and reason, largest amount first. A generation bonus forfeited because
 * the recipient's package pays 0% at that generation is priced at the cheapest package, at
 * least the member's, that pays the group's deepest generation, so the member sees what an
 * upgrade would have earned; every other line keeps the amount the rule recorded.
 */
export function unpaidGroups(rows: readonly ForfeitSum[], context: UnpaidContext): UnpaidGroup[] {
  const ordered = [...context.packages].sort(
    (a, b) => a.registrationValueKobo - b.registrationValueKobo || a.id - b.id,
  );
  const own = ordered.find((p) => p.id === context.packageId);
  const candidates = own
    ? ordered.filter((p) => p.registrationValueKobo >= own.registrationValueKobo)
    : ordered;

  const groups = new Map<string, ForfeitSum[]>();
  for (const row of rows) {
    const key = `${row.kind}:${row.reason}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }

  const result: UnpaidGroup[] = [];
  for (const lines of groups.values()) {
    const { kind, reason } = lines[0]!;
    const tableName = GENERATION_TABLE_OF[kind];
    const table = tableName ? context.tables[tableName] : undefined;
    const generations = [
      ...new Set(lines.map((l) => l.generation).filter((g): g is number => g !== null)),
    ].sort((a, b) => a - b);
    const count = lines.reduce((sum, l) => sum + l.count, 0);
    let amountKobo = assertKobo(lines.reduce((sum, l) => sum + l.amountKobo, 0));
    let upgradePackageId: number | null = null;
    if (reason === 'setting_zero' && table && generations.length > 0) {
      const deepest = generations[generations.length - 1]!;
      const target = candidates.find((p) => generationPercent(table, p.id, deepest) > 0);
      if (target) {
        amountKobo = assertKobo(
          lines.reduce(
            (sum, l) =>
              sum +
              l.count *
                (l.generation === null || l.baseKobo === null
                  ? 0
                  : percentOfE4(l.baseKobo, generationPercent(table, target.id, l.generation))),
            0,
          ),
        );
        upgradePackageId = target.id === context.packageId ? null : target.id;
      }
    }
    result.push({
      kind,
      reason,
      count,
      amountKobo,
      generations,
      paidGenerations:
        table && context.packageId !== null ? paidGenerationCount(table, context.packageId) : null,
      upgradePackageId,
    });
  }
  return result.sort(
    (a, b) => b.amountKobo - a.amountKobo || a.kind.localeCompare(b.kind) || a.reason.localeCompare(b.reason),
  );
}

/** Σ of the groups' amounts. */
export function unpaidTotal(groups: readonly UnpaidGroup[]): Kobo {
  return groups.reduce((sum, g) => assertKobo(sum + g.amountKobo), kobo(0));
}

export interface RankProgress<R extends PlanRank> {
  current: R | null;
  /** The rank after the member's (by points); null at the top. */
  next: R | null;
  /** CPV still needed for the next rank (0 when only the package is missing). */
  cpvToGo: number;
  /** The next rank names a package above the member's. */
  packageNeeded: boolean;
}

/** How far a member is from the next rank (docs/plan.md#ranks). */
export function rankProgress<R extends PlanRank>(input: {
  cpv: number;
  packageId: number | null;
  currentRankId: number | null;
  ranks: readonly R[];
}): RankProgress<R> {
  const ordered = orderRanks(input.ranks);
  const at = input.currentRankId === null ? -1 : ordered.findIndex((r) => r.id === input.currentRankId);
  const current = at >= 0 ? ordered[at]! : null;
  const next = ordered[at + 1] ?? null;
  return {
    current,
    next,
    cpvToGo: next ? Math.max(0, next.points - input.cpv) : 0,
    packageNeeded:
      next !== null &&
      next.packageId !== null &&
      (input.packageId === null || next.packageId > input.packageId),
  };
}
