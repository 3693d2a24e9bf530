import { assertPv } from './percent';

/** A rank as the plan needs it (ranks table). */
export interface PlanRank {
  id: number;
  /** CPV needed. */
  points: number;
  /** When set, the rank needs at least this package (package ids grow with the package). */
  packageId: number | null;
  isGlobalProfitEligible?: boolean;
}

/** Ranks in ascending order: by points, then id. */
export function orderRanks<R extends PlanRank>(ranks: readonly R[]): R[] {
  return [...ranks].sort((a, b) => a.points - b.points || a.id - b.id);
}

export interface RankEvaluationInput {
  cpv: number;
  /** The member's current package id. */
  packageId: number;
  /** The rank the member holds; null when none. */
  currentRankId: number | null;
  ranks: readonly PlanRank[];
}

export interface RankEvaluation {
  /** The rank to hold after this evaluation (null: still no rank). */
  rankId: number | null;
  /** True when rankId differs from currentRankId (always a promotion). */
  changed: boolean;
  /** The highest rank the CPV and package qualify for now, ignoring the current rank. */
  qualifiedRankId: number | null;
}

/**
 * Rank evaluation (docs/plan.md#ranks): the highest rank whose points ≤ CPV and whose package, when set, is
 * at most the member's package. Ranks only go up: a member keeps a higher current rank.
 * Call it whenever CPV (own PV + all placement downline PV) or the package changes.
 */
export function evaluateRank(input: RankEvaluationInput): RankEvaluation {
  assertPv(input.cpv);
  const ordered = orderRanks(input.ranks);
  let qualified: PlanRank | null = null;
  for (const rank of ordered) {
    if (rank.points <= input.cpv && (rank.packageId === null || rank.packageId <= input.packageId)) {
      qualified = rank;
    }
  }
  const position = (id: number | null) => (id === null ? -1 : ordered.findIndex((r) => r.id === id));
  const current = position(input.currentRankId);
  const next = qualified ? position(qualified.id) : -1;
  const rankId = next > current ? qualified!.id : input.currentRankId;
  return { rankId, changed: rankId !== input.currentRankId, qualifiedRankId: qualified?.id ?? null };
}

export type IncentiveClaimRefusal =
  /** The member holds no rank, or not the incentive's rank. */
  | 'rank_not_held'
  /** This incentive was already claimed (approved or processing). */
  | 'already_claimed'
  /** Another claim of the member is still processing. */
  | 'claim_processing';

export interface IncentiveClaimInput {
  memberRankId: number | null;
  /** The rank of the incentive claimed (the current incentive is that of the member's rank). */
  incentiveRankId: number;
  /** Rank ids of incentives the member has claimed, approved or processing (declined excluded). */
  claimedRankIds: readonly number[];
  hasProcessingClaim: boolean;
}

/** Whether a member may claim an incentive now (docs/plan.md#incentives). */
export function canClaimIncentive(
  input: IncentiveClaimInput,
): { ok: true } | { ok: false; reason: IncentiveClaimRefusal } {
  if (input.memberRankId === null || input.memberRankId !== input.incentiveRankId) {
    return { ok: false, reason: 'rank_not_held' };
  }
  if (input.claimedRankIds.includes(input.incentiveRankId)) return { ok: false, reason: 'already_claimed' };
  if (input.hasProcessingClaim) return { ok: false, reason: 'claim_processing' };
  return { ok: true };
}
