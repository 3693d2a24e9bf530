import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canClaimIncentive, evaluateRank, type PlanRank } from './rank';

/** The seeded ranks; Silver Director additionally needs package 4 (Gold) here. */
const RANKS: PlanRank[] = [
  { id: 1, points: 100, packageId: null },
  { id: 2, points: 500, packageId: null },
  { id: 3, points: 2_000, packageId: 4 },
  { id: 4, points: 10_000, packageId: null },
  { id: 5, points: 50_000, packageId: null, isGlobalProfitEligible: true },
];

describe('evaluateRank', () => {
  it.each([
    // cpv, package, current, expected rank, changed
    [99, 1, null, null, false], // below the first rank
    [100, 1, null, 1, true], // points ≤ CPV: exactly 100 qualifies
    [2_500, 3, 1, 2, true], // rank 3 needs package 4; Silver (3) gets rank 2
    [2_500, 4, 1, 3, true], // with Gold, rank 3
    [60_000, 6, 2, 5, true], // jumps several ranks at once
    [600, 6, 4, 4, false], // ranks only go up: keeps rank 4 with less CPV
    [10_000, 6, 4, 4, false], // unchanged
  ])('CPV %i, package %i, current %s → %s', (cpv, pkg, current, expected, changed) => {
    const result = evaluateRank({ cpv, packageId: pkg, currentRankId: current, ranks: RANKS });
    expect(result.rankId).toBe(expected);
    expect(result.changed).toBe(changed);
  });

  it('orders ranks by points, not by id', () => {
    const shuffled: PlanRank[] = [
      { id: 9, points: 100, packageId: null },
      { id: 2, points: 1_000, packageId: null },
    ];
    expect(evaluateRank({ cpv: 5_000, packageId: 1, currentRankId: null, ranks: shuffled }).rankId).toBe(2);
    expect(evaluateRank({ cpv: 5_000, packageId: 1, currentRankId: 2, ranks: shuffled }).changed).toBe(false);
  });

  it('never goes down and only reaches ranks whose points ≤ CPV', () => {
    fc.assert(
      fc.property(
        fc.nat(100_000),
        fc.integer({ min: 1, max: 6 }),
        fc.option(fc.integer({ min: 1, max: 5 })),
        (cpv, pkg, current) => {
          const result = evaluateRank({ cpv, packageId: pkg, currentRankId: current, ranks: RANKS });
          const points = (id: number | null) => RANKS.find((r) => r.id === id)?.points ?? -1;
          expect(points(result.rankId)).toBeGreaterThanOrEqual(points(current));
          if (result.changed) expect(points(result.rankId)).toBeLessThanOrEqual(cpv);
        },
      ),
    );
  });
});

describe('canClaimIncentive', () => {
  const base = { memberRankId: 2, incentiveRankId: 2, claimedRankIds: [1], hasProcessingClaim: false };
  it.each([
    [{}, { ok: true }],
    [{ memberRankId: null }, { ok: false, reason: 'rank_not_held' }],
    [{ incentiveRankId: 3 }, { ok: false, reason: 'rank_not_held' }],
    [{ claimedRankIds: [1, 2] }, { ok: false, reason: 'already_claimed' }],
    [{ hasProcessingClaim: true }, { ok: false, reason: 'claim_processing' }],
  ])('%j → %j', (overrides, expected) => {
    expect(canClaimIncentive({ ...base, ...overrides })).toEqual(expected);
  });
});
