import {
  addDays,
  equilibrium,
  globalProfit,
  globalProfitShareDate,
  matching,
  NO_RECIPIENT,
  profitPool,
  totalForfeited,
  totalPaid,
  type PlannedEntry,
} from '@kola/domain';
import type { RunKind } from '../../db/types.money';
import type { Executor } from '../ledger/ledger.repository';
import { planPackage, type Plan } from '../plan/plan.repository';
import {
  activationAndUpgradePv,
  directDownlines,
  downlineActivations,
  equilibriumCandidates,
  globalProfitCandidates,
  matchingCandidates,
  profitPoolCandidates,
  saveEquilibriumBases,
  saveMatchingState,
} from './runs.repository';
import { lagosStart, parseMonthKey } from './runs.periods';
import type { RunLine, RunPlan, RunPosting, RunTotals } from './runs.types';

/*
 * What each bonus run pays (docs/plan.md#events): the candidates read from the database, the domain's rule
 * applied to each, and the lines assembled into the plan that preview shows and commit posts.
 */

/** A computed run: what to post, what to store on the members, and its public view. */
export interface Computed {
  plan: RunPlan;
  postings: { memberId: number; entries: PlannedEntry[] }[];
  /** The members' new state, written in the run's transaction. */
  apply?: (tx: Executor) => Promise<void>;
  /**
   * The members' new state as run `runId`'s result, in force only once that run commits: it may be
   * written on another connection, in a transaction of its own (ADR 0025).
   */
  applyBeside?: (db: Executor, runId: number) => Promise<void>;
}

function toLine(entry: PlannedEntry): RunLine {
  return {
    recipientId: entry.recipientId === NO_RECIPIENT ? null : Number(entry.recipientId),
    kind: entry.kind,
    amountKobo: entry.amountKobo,
    explanation: { ...entry.explanation } as Record<string, unknown>,
    ...(entry.forfeited ? { forfeitReason: entry.forfeited.reason } : {}),
  };
}

interface Group {
  memberId: number;
  username: string;
  entries: PlannedEntry[];
}

export function assemble(
  kind: RunKind,
  periodKey: string,
  groups: Group[],
  summary: Record<string, unknown>,
): Pick<Computed, 'plan' | 'postings'> {
  const kept = groups.filter((g) => g.entries.length > 0);
  const byKind: RunTotals['byKind'] = {};
  let paidLines = 0;
  let forfeitedLines = 0;
  for (const g of kept) {
    for (const e of g.entries) {
      const k = (byKind[e.kind] ??= { paidKobo: 0, forfeitedKobo: 0 });
      if (e.forfeited) {
        k.forfeitedKobo += e.amountKobo;
        forfeitedLines += 1;
      } else {
        k.paidKobo += e.amountKobo;
        paidLines += 1;
      }
    }
  }
  const postings: RunPosting[] = kept.map((g) => ({
    memberId: g.memberId,
    username: g.username,
    lines: g.entries.map(toLine),
    paidKobo: totalPaid(g.entries),
    forfeitedKobo: totalForfeited(g.entries),
  }));
  return {
    plan: {
      kind,
      periodKey,
      postings,
      totals: {
        members: postings.length,
        paidKobo: postings.reduce((s, p) => s + p.paidKobo, 0),
        paidLines,
        forfeitedKobo: postings.reduce((s, p) => s + p.forfeitedKobo, 0),
        forfeitedLines,
        byKind,
      },
      summary,
    },
    postings: kept.map((g) => ({ memberId: g.memberId, entries: g.entries })),
  };
}

/**
 * Matching (docs/plan.md#matching-bonus, domain `matching`): L/R = leg volume since the member's base +
 * carry. After the run the base becomes the leg totals just counted and the carry is the rule's new carry.
 * A member whose package the plan in force does not hold (created after the period) is left for the
 * next run, base and carry untouched, so none of their volume is lost (docs/plan.md#settings-in-force).
 */
async function planMatching(tx: Executor, periodKey: string, plan: Plan): Promise<Computed> {
  const all = await matchingCandidates(tx);
  const rows = all.filter((r) => plan.packages.has(r.package_id));
  const groups: Group[] = [];
  const state: Parameters<typeof saveMatchingState>[2][number][] = [];
  for (const r of rows) {
    const result = matching(
      {
        memberId: String(r.user_id),
        active: r.active,
        packageId: r.package_id,
        matchingBonusCapKobo: planPackage(plan, r.package_id).matchingBonusCapKobo,
        newLeftPv: r.left_pv - r.matching_left_base,
        newRightPv: r.right_pv - r.matching_right_base,
        carry: { leftPv: r.matching_left_carry, rightPv: r.matching_right_carry },
      },
      plan.settings,
    );
    groups.push({ memberId: r.user_id, username: r.username, entries: result.entries });
    state.push({
      userId: r.user_id,
      leftBase: r.left_pv,
      rightBase: r.right_pv,
      leftCarry: result.carry.leftPv,
      rightCarry: result.carry.rightPv,
    });
  }
  const s = plan.settings;
  return {
    ...assemble('matching', periodKey, groups, {
      membersCounted: rows.length,
      membersDeferred: all.length - rows.length,
      totalPv: s.matchingBonusTotalPv,
      percentE4: s.matchingBonusPercentE4,
      unitPointValueKobo: s.unitPointValueKobo,
      frequencyDays: s.matchingBonusFrequency,
    }),
    applyBeside: (t, runId) => saveMatchingState(t, runId, state),
  };
}

/**
 * Equilibrium and loyalty (docs/plan.md#equilibrium-bonus, domain `equilibrium`): new active descendants =
 * the count now − the member's equilibrium base. The base then moves by the descendants paired (2 per
 * pair, paid or forfeited), so an odd descendant waits for the next one instead of being lost.
 */
async function planEquilibrium(tx: Executor, periodKey: string, plan: Plan): Promise<Computed> {
  const rows = await equilibriumCandidates(tx);
  const children = await directDownlines(
    tx,
    rows.map((r) => r.user_id),
  );
  const groups: Group[] = [];
  const bases: { userId: number; base: number }[] = [];
  for (const r of rows) {
    const result = equilibrium(
      {
        member: { id: String(r.user_id), active: r.active },
        directChildren: children
          .filter((c) => c.parent_id === r.user_id)
          .map((c) => ({ id: String(c.id), active: c.active })),
        newActiveDescendants: r.active_descendants - r.equilibrium_base,
      },
      plan.settings,
    );
    groups.push({ memberId: r.user_id, username: r.username, entries: result.entries });
    bases.push({ userId: r.user_id, base: r.equilibrium_base + 2 * result.pairs });
  }
  return {
    ...assemble('equilibrium', periodKey, groups, {
      membersCounted: rows.length,
      equilibriumBonusKobo: plan.settings.equilibriumBonusKobo,
      loyaltyPercentE4: plan.settings.loyaltyBonusPercentE4,
    }),
    apply: (t) => saveEquilibriumBases(t, bases),
  };
}

/**
 * Profit pool of a month (docs/plan.md#profit-pool, domain `profitPool`): members of a profit-pool eligible
 * package, counted against the members activated in their placement downline during that
 * month (Lagos time). Eligible as the plan in force says: a package created after the month is not.
 */
async function planProfitPool(tx: Executor, periodKey: string, plan: Plan): Promise<Computed> {
  const month = parseMonthKey(periodKey)!;
  const from = lagosStart(new Date(Date.UTC(month.year, month.month - 1, 1)));
  const to = lagosStart(new Date(Date.UTC(month.year, month.month, 1)));
  const eligiblePackageIds = [...plan.packages.values()]
    .filter((p) => p.isProfitPoolEligible)
    .map((p) => p.id);
  const rows = await profitPoolCandidates(tx, eligiblePackageIds);
  const counts = await downlineActivations(
    tx,
    rows.map((r) => r.user_id),
    from,
    to,
  );
  const groups = rows.map((r) => {
    const result = profitPool(
      {
        memberId: String(r.user_id),
        active: r.active,
        packageId: r.package_id,
        packagePv: planPackage(plan, r.package_id).pointValue,
        activatedAt: r.activated_at,
        month,
        downlineActivationsInMonth: counts.get(r.user_id) ?? 0,
        eligiblePackageIds,
      },
      plan.settings,
    );
    return { memberId: r.user_id, username: r.username, entries: result.entries };
  });
  const s = plan.settings;
  return assemble('profit_pool', periodKey, groups, {
    month: periodKey,
    from: from.toISOString(),
    to: to.toISOString(),
    eligiblePackageIds,
    percentE4: s.profitPoolPercentE4,
    durationMonths: s.profitPoolDuration,
    daysOffset: s.profitPoolDaysOffset,
    downlinesNeeded: s.profitPoolNumOfDownlines,
  });
}

/**
 * Global profit sharing of a year (docs/plan.md#global-profit-sharing, domain `globalProfit`): the pool from
 * the PV activated and upgraded in the 12 months up to the end of the share date, shared equally by
 * the active members whose rank is global-profit eligible.
 */
async function planGlobalProfit(tx: Executor, periodKey: string, plan: Plan): Promise<Computed> {
  const year = Number(periodKey);
  const shareDate = globalProfitShareDate(year, plan.settings);
  const endLocal = addDays(shareDate, 1);
  const startLocal = new Date(
    Date.UTC(endLocal.getUTCFullYear() - 1, endLocal.getUTCMonth(), endLocal.getUTCDate()),
  );
  const from = lagosStart(startLocal);
  const to = lagosStart(endLocal);
  const pv = await activationAndUpgradePv(tx, from, to);
  const rows = await globalProfitCandidates(tx);
  const result = globalProfit(
    {
      pvLast12Months: pv,
      candidates: rows.map((r) => ({
        id: String(r.user_id),
        active: r.active,
        rankEligible: r.rank_eligible,
      })),
    },
    plan.settings,
  );
  const names = new Map(rows.map((r) => [String(r.user_id), r.username]));
  const groups = result.entries.map((e) => ({
    memberId: Number(e.recipientId),
    username: names.get(e.recipientId) ?? '',
    entries: [e],
  }));
  return assemble('global_profit', periodKey, groups, {
    shareDate: shareDate.toISOString().slice(0, 10),
    pvFrom: from.toISOString(),
    pvTo: to.toISOString(),
    pvLast12Months: pv,
    poolKobo: result.poolKobo,
    sharers: result.sharers,
    shareKobo: result.shareKobo,
    remainderKobo: result.remainderKobo,
  });
}

export async function planBonusRun(
  tx: Executor,
  kind: Exclude<RunKind, 'payouts'>,
  periodKey: string,
  plan: Plan,
): Promise<Computed> {
  switch (kind) {
    case 'matching':
      return planMatching(tx, periodKey, plan);
    case 'equilibrium':
      return planEquilibrium(tx, periodKey, plan);
    case 'profit_pool':
      return planProfitPool(tx, periodKey, plan);
    case 'global_profit':
      return planGlobalProfit(tx, periodKey, plan);
  }
}
