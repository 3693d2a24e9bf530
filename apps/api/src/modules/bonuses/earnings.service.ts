import {
  BONUS_KINDS,
  earningsWeeks,
  koboToNaira,
  percentE4ToNumber,
  rankProgress,
  unpaidGroups,
  unpaidTotal,
  type BonusKind,
  type ForfeitReason,
  type Kobo,
  type PercentE4,
} from '@kola/domain';
import type { Auth } from '../../contract/handlers';
import type { Database } from '../../db/database';
import { memberForCaller, memberIdForCaller } from '../../lib/access';
import { loadPlan } from '../plan/plan.repository';
import { createEarningsRepository, type RankRow, type RecentEarningRow } from './earnings.repository';

/** Every text the earnings reads answer. */
export const EM = {
  earnings: 'Earnings by week',
  recent: 'Recent earnings',
  unpaid: 'Unpaid earnings',
  rankProgress: 'Rank progress',
} as const;

const BONUS = new Set<string>(BONUS_KINDS);

const numberOr = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** RecentEarning: the entry and its explanation (docs/money-and-ledger.md#explanations). */
function recentEarning(row: RecentEarningRow) {
  const x = row.explanation;
  const percent = numberOr(x.percentE4);
  const base = numberOr(x.baseKobo);
  return {
    id: row.id,
    kind: row.kind as BonusKind,
    amount: koboToNaira(row.amountKobo),
    created_at: row.createdAt.toISOString(),
    description: row.description,
    from_username: row.fromUsername,
    generation: numberOr(x.generation),
    percentage: percent === null ? null : percentE4ToNumber(percent as PercentE4),
    base: base === null ? null : koboToNaira(base),
    note: typeof x.note === 'string' ? x.note : null,
  };
}

export interface EarningsServiceDeps {
  db: Database;
  now?: () => Date;
}

/**
 * The member dashboard's earnings reads (docs/screens/member.md#dashboard): earnings per week and
 * kind, the latest credits with their explanation, what went unpaid and why, and the progress to
 * the next rank. Kobo inside, naira out. A member reads only their own uuid (403); an
 * administrator any member's (404 when there is none).
 */
export function createEarningsService(deps: EarningsServiceDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const repo = createEarningsRepository(db);

  return {
    async weekly(caller: Auth, uuid: string, weeks: number) {
      const userId = await memberIdForCaller(db, caller, uuid);
      const { weekStarts, since } = earningsWeeks(now(), weeks);
      const rows = await repo.weeklyTotals(userId, since);
      const byWeek = new Map<string, Map<BonusKind, number>>(weekStarts.map((w) => [w, new Map()]));
      for (const row of rows) {
        const kinds = byWeek.get(row.week);
        // A reversal naming no bonus kind corrects nothing the chart shows.
        if (!kinds || !BONUS.has(row.kind)) continue;
        const kind = row.kind as BonusKind;
        kinds.set(kind, (kinds.get(kind) ?? 0) + row.totalKobo);
      }
      let totalKobo = 0;
      const series = weekStarts.map((week) => {
        const kinds = [...byWeek.get(week)!].filter(([, kobo]) => kobo !== 0);
        kinds.sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
        const weekKobo = kinds.reduce((sum, [, kobo]) => sum + kobo, 0);
        totalKobo += weekKobo;
        return {
          week_start: week,
          total: koboToNaira(weekKobo),
          by_kind: kinds.map(([kind, kobo]) => ({ kind, amount: koboToNaira(kobo) })),
        };
      });
      return { total: koboToNaira(totalKobo), weeks: series };
    },

    async recent(caller: Auth, uuid: string, limit: number) {
      const userId = await memberIdForCaller(db, caller, uuid);
      return (await repo.recent(userId, limit)).map(recentEarning);
    },

    async unpaid(caller: Auth, uuid: string) {
      const member = await memberForCaller(db, caller, uuid);
      const [rows, plan] = await Promise.all([repo.forfeits(member.id), loadPlan(db)]);
      const groups = unpaidGroups(
        rows.map((r) => ({
          kind: r.kind as BonusKind,
          reason: r.reason as ForfeitReason,
          generation: r.generation,
          baseKobo: r.baseKobo as Kobo | null,
          amountKobo: r.amountKobo as Kobo,
          count: r.count,
        })),
        { packageId: member.package_id, packages: [...plan.packages.values()], tables: plan.tables },
      );
      const packageName = (id: number | null) => (id === null ? null : (plan.packages.get(id)?.name ?? null));
      return {
        total: koboToNaira(unpaidTotal(groups)),
        package_name: packageName(member.package_id),
        groups: groups.map((g) => ({
          kind: g.kind,
          reason: g.reason,
          count: g.count,
          amount: koboToNaira(g.amountKobo),
          generations: g.generations,
          paid_generations: g.paidGenerations,
          upgrade_package:
            g.upgradePackageId === null
              ? null
              : { id: g.upgradePackageId, name: packageName(g.upgradePackageId)! },
        })),
      };
    },

    async rankProgress(caller: Auth, uuid: string) {
      const member = await memberForCaller(db, caller, uuid);
      const [ranks, cpv] = await Promise.all([repo.ranks(), repo.cpv(member.id)]);
      const progress = rankProgress({
        cpv,
        packageId: member.package_id,
        currentRankId: member.rank_id,
        ranks,
      });
      const step = (r: RankRow | null) =>
        r && { id: r.id, name: r.name, points: r.points, package_name: r.packageName };
      return {
        cpv,
        current: step(progress.current),
        next: step(progress.next),
        cpv_to_go: progress.cpvToGo,
        package_needed: progress.packageNeeded,
      };
    },
  };
}

export type EarningsService = ReturnType<typeof createEarningsService>;
