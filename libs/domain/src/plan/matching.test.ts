import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kobo, nairaToKobo } from '../money/kobo';
import { totalForfeited, totalPaid } from './entries';
import { matching, type MatchingMemberInput } from './matching';
import { percentE4 } from './percent';
import { SETTINGS } from './test-fixtures';

const naira = nairaToKobo;

function gold(overrides: Partial<MatchingMemberInput> = {}): MatchingMemberInput {
  return {
    memberId: 'm',
    active: true,
    packageId: 4,
    matchingBonusCapKobo: naira(400_000),
    newLeftPv: 35,
    newRightPv: 20,
    carry: { leftPv: 0, rightPv: 0 },
    ...overrides,
  };
}

describe('matching', () => {
  it('pays pairs × total PV × % × U and carries the rest', () => {
    // L = 35, R = 20; total PV 10 → pairs = floor(20 / 10) = 2; 20 PV matched per leg.
    // 20 PV × ₦3,500 = ₦70,000 base; 10% = ₦7,000.00 = 700000 kobo. Carry L 15, R 0.
    const result = matching(gold(), SETTINGS);
    expect(result.pairs).toBe(2);
    expect(result.matchedPvPerLeg).toBe(20);
    expect(result.carry).toEqual({ leftPv: 15, rightPv: 0 });
    expect(result.entries).toEqual([
      {
        recipientId: 'm',
        kind: 'matching_bonus',
        amountKobo: 700_000,
        explanation: {
          baseKobo: 7_000_000,
          percentE4: 100_000,
          packageId: 4,
          pairs: 2,
          carry: { leftPv: 15, rightPv: 0 },
        },
      },
    ]);
  });

  it('adds the carry to the new volume', () => {
    // L = 5 + 7 = 12, R = 8 + 3 = 11 → 1 pair; carry 2 and 1.
    // 10 PV × ₦3,500 × 10% = ₦3,500.00 = 350000 kobo.
    const result = matching(
      gold({ newLeftPv: 5, newRightPv: 8, carry: { leftPv: 7, rightPv: 3 } }),
      SETTINGS,
    );
    expect(result.pairs).toBe(1);
    expect(result.carry).toEqual({ leftPv: 2, rightPv: 1 });
    expect(totalPaid(result.entries)).toBe(350_000);
  });

  it('pays exactly the cap with no forfeited line when the bonus equals the cap', () => {
    // 2 pairs = ₦7,000.00; cap ₦7,000.00.
    const result = matching(gold({ matchingBonusCapKobo: naira(7_000) }), SETTINGS);
    expect(result.entries).toHaveLength(1);
    expect(result.entries[0]).toMatchObject({ amountKobo: 700_000 });
    expect(result.entries[0]!.forfeited).toBeUndefined();
  });

  it('records the excess over the cap as forfeited cap_reached', () => {
    // ₦7,000.00 with a ₦5,000 cap: ₦5,000 paid, ₦2,000.00 = 200000 kobo forfeited.
    const result = matching(gold({ matchingBonusCapKobo: naira(5_000) }), SETTINGS);
    expect(result.entries.map((e) => [e.amountKobo, e.forfeited?.reason])).toEqual([
      [500_000, undefined],
      [200_000, 'cap_reached'],
    ]);
    // The pairs are consumed even though part of the bonus is capped.
    expect(result.carry).toEqual({ leftPv: 15, rightPv: 0 });
  });

  it('a cap of 0 means no cap', () => {
    // 1000 pairs: 10,000 PV × ₦3,500 × 10% = ₦3,500,000.00, far above any package cap.
    const result = matching(
      gold({ matchingBonusCapKobo: kobo(0), newLeftPv: 10_000, newRightPv: 10_000 }),
      SETTINGS,
    );
    expect(result.pairs).toBe(1_000);
    expect(totalPaid(result.entries)).toBe(naira(3_500_000));
  });

  it('an inactive member is not matched: all volume is carried, no line', () => {
    const result = matching(gold({ active: false, carry: { leftPv: 1, rightPv: 2 } }), SETTINGS);
    expect(result).toEqual({ entries: [], pairs: 0, matchedPvPerLeg: 0, carry: { leftPv: 36, rightPv: 22 } });
  });

  it('no pair, no line', () => {
    const result = matching(gold({ newLeftPv: 9, newRightPv: 100 }), SETTINGS);
    expect(result).toEqual({ entries: [], pairs: 0, matchedPvPerLeg: 0, carry: { leftPv: 9, rightPv: 100 } });
  });

  it('a 0 percentage consumes the pairs and records setting_zero', () => {
    const result = matching(gold(), { ...SETTINGS, matchingBonusPercentE4: percentE4(0) });
    expect(result.entries).toMatchObject([{ amountKobo: 0, forfeited: { reason: 'setting_zero' } }]);
    expect(result.carry).toEqual({ leftPv: 15, rightPv: 0 });
  });

  it('rounds odd kobo down', () => {
    // 1 pair of 10 PV × 101 kobo = 1010 kobo; 3.3333% = 33.66633 kobo → 33.
    const result = matching(gold({ newLeftPv: 10, newRightPv: 10 }), {
      ...SETTINGS,
      unitPointValueKobo: kobo(101),
      matchingBonusPercentE4: percentE4(33_333),
    });
    expect(totalPaid(result.entries)).toBe(33);
  });

  it('conserves volume, respects the cap and never rounds up', () => {
    fc.assert(
      fc.property(
        fc.record({
          newLeftPv: fc.nat(100_000),
          newRightPv: fc.nat(100_000),
          carryLeft: fc.nat(100_000),
          carryRight: fc.nat(100_000),
          cap: fc.nat(10_000_000),
          active: fc.boolean(),
          totalPv: fc.integer({ min: 1, max: 500 }),
          percent: fc.integer({ min: 0, max: 1_000_000 }),
          unit: fc.integer({ min: 100, max: 1_000_000 }),
        }),
        (i) => {
          const settings = {
            matchingBonusTotalPv: i.totalPv,
            matchingBonusPercentE4: percentE4(i.percent),
            unitPointValueKobo: kobo(i.unit),
          };
          const input = gold({
            active: i.active,
            matchingBonusCapKobo: kobo(i.cap),
            newLeftPv: i.newLeftPv,
            newRightPv: i.newRightPv,
            carry: { leftPv: i.carryLeft, rightPv: i.carryRight },
          });
          const result = matching(input, settings);
          // Conservation: matched + carry = input volume on each leg.
          expect(result.matchedPvPerLeg + result.carry.leftPv).toBe(i.newLeftPv + i.carryLeft);
          expect(result.matchedPvPerLeg + result.carry.rightPv).toBe(i.newRightPv + i.carryRight);
          expect(result.matchedPvPerLeg).toBe(result.pairs * i.totalPv);
          if (i.active) expect(Math.min(result.carry.leftPv, result.carry.rightPv)).toBeLessThan(i.totalPv);
          // Paid ≤ cap; paid + capped excess = exact rounded down.
          const paid = totalPaid(result.entries);
          if (i.cap > 0) expect(paid).toBeLessThanOrEqual(i.cap);
          // exact × 1e6 in BigInt: matched PV × U × percentE4 can pass 2^53.
          const exactE6 = BigInt(result.matchedPvPerLeg) * BigInt(i.unit) * BigInt(i.percent);
          const planned = BigInt(paid + totalForfeited(result.entries));
          expect(planned * 1_000_000n <= exactE6).toBe(true);
          expect((planned + 1n) * 1_000_000n > exactE6).toBe(true);
          expect(matching(input, settings)).toEqual(result);
        },
      ),
    );
  });
});
