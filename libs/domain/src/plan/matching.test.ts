import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kobo, nairaToKobo } from '../money/kobo';
import { totalForfeited, totalPaid } from './entries';
import { matching, type MatchingMemberInput } from './matching';
import { percentE4 } from './percent';
import { SETTINGS } from './test-fixtures';
import { expectDeterministic, expectPaidOnlyToActive } from './test-properties';
import type { CarryPv, PlanSettings, PlannedEntry } from './types';

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

/** [amount in kobo, 'paid' or the forfeit reason] */
type Line = [number, string];
const lines = (entries: readonly PlannedEntry[]): Line[] =>
  entries.map((e) => [e.amountKobo, e.forfeited?.reason ?? 'paid']);

type Settings = Pick<PlanSettings, 'matchingBonusTotalPv' | 'matchingBonusPercentE4' | 'unitPointValueKobo'>;

// Unless a row says otherwise: an active Gold member (cap ₦400,000) with 35 PV new on the left
// and 20 PV on the right, no carry; seeded settings: 10 PV a pair, 10%, U = ₦3,500.
describe('matching', () => {
  it.each<{
    name: string;
    input: Partial<MatchingMemberInput>;
    settings?: Partial<Settings>;
    pairs: number;
    matchedPvPerLeg: number;
    carry: CarryPv;
    lines: Line[];
    totalPaidKobo: number;
  }>([
    {
      name: 'pays pairs × total PV × % × U and carries the rest',
      // L = 35, R = 20 → pairs = floor(20 / 10) = 2; 2 × 10 = 20 PV matched per leg.
      // 20 PV × ₦3,500 = ₦70,000 base; 10% = ₦7,000.00 = 700000 kobo. Carry L 35 − 20 = 15, R 0.
      input: {},
      pairs: 2,
      matchedPvPerLeg: 20,
      carry: { leftPv: 15, rightPv: 0 },
      lines: [[700_000, 'paid']],
      totalPaidKobo: 700_000,
    },
    {
      name: 'adds the carry to the new volume',
      // L = 5 + 7 = 12, R = 8 + 3 = 11 → 1 pair; carry 12 − 10 = 2 and 11 − 10 = 1.
      // 10 PV × ₦3,500 × 10% = ₦3,500.00 = 350000 kobo.
      input: { newLeftPv: 5, newRightPv: 8, carry: { leftPv: 7, rightPv: 3 } },
      pairs: 1,
      matchedPvPerLeg: 10,
      carry: { leftPv: 2, rightPv: 1 },
      lines: [[350_000, 'paid']],
      totalPaidKobo: 350_000,
    },
    {
      name: 'pays exactly the cap with no forfeited line when the bonus equals the cap',
      // 2 pairs = ₦7,000.00 = 700000 kobo; cap ₦7,000.00: nothing above it.
      input: { matchingBonusCapKobo: naira(7_000) },
      pairs: 2,
      matchedPvPerLeg: 20,
      carry: { leftPv: 15, rightPv: 0 },
      lines: [[700_000, 'paid']],
      totalPaidKobo: 700_000,
    },
    {
      name: 'records the excess over the cap as forfeited cap_reached',
      // ₦7,000.00 with a ₦5,000 cap: 500000 paid, 700000 − 500000 = 200000 forfeited.
      // The pairs are consumed even though part of the bonus is capped: carry 15, 0.
      input: { matchingBonusCapKobo: naira(5_000) },
      pairs: 2,
      matchedPvPerLeg: 20,
      carry: { leftPv: 15, rightPv: 0 },
      lines: [
        [500_000, 'paid'],
        [200_000, 'cap_reached'],
      ],
      totalPaidKobo: 500_000,
    },
    {
      name: 'a cap of 0 means no cap',
      // 10000 / 10 = 1000 pairs: 10,000 PV × ₦3,500 × 10% = ₦3,500,000.00 = 350000000 kobo,
      // far above any package cap.
      input: { matchingBonusCapKobo: kobo(0), newLeftPv: 10_000, newRightPv: 10_000 },
      pairs: 1_000,
      matchedPvPerLeg: 10_000,
      carry: { leftPv: 0, rightPv: 0 },
      lines: [[naira(3_500_000), 'paid']],
      totalPaidKobo: 350_000_000,
    },
    {
      name: 'an inactive member is not matched: all volume is carried, no line',
      // L = 35 + 1 = 36, R = 20 + 2 = 22 are kept whole for when the member is active again.
      input: { active: false, carry: { leftPv: 1, rightPv: 2 } },
      pairs: 0,
      matchedPvPerLeg: 0,
      carry: { leftPv: 36, rightPv: 22 },
      lines: [],
      totalPaidKobo: 0,
    },
    {
      name: 'no pair, no line',
      // min(9, 100) = 9 < 10 PV: 0 pairs, both legs carried.
      input: { newLeftPv: 9, newRightPv: 100 },
      pairs: 0,
      matchedPvPerLeg: 0,
      carry: { leftPv: 9, rightPv: 100 },
      lines: [],
      totalPaidKobo: 0,
    },
    {
      name: 'a 0 percentage consumes the pairs and records setting_zero',
      // 2 pairs matched (carry 15, 0) but 0% × ₦70,000 = 0 kobo.
      input: {},
      settings: { matchingBonusPercentE4: percentE4(0) },
      pairs: 2,
      matchedPvPerLeg: 20,
      carry: { leftPv: 15, rightPv: 0 },
      lines: [[0, 'setting_zero']],
      totalPaidKobo: 0,
    },
    {
      name: 'rounds odd kobo down',
      // 1 pair of 10 PV × 101 kobo = 1010 kobo; 3.3333% × 1010 = 33.66633 kobo → 33.
      input: { newLeftPv: 10, newRightPv: 10 },
      settings: { unitPointValueKobo: kobo(101), matchingBonusPercentE4: percentE4(33_333) },
      pairs: 1,
      matchedPvPerLeg: 10,
      carry: { leftPv: 0, rightPv: 0 },
      lines: [[33, 'paid']],
      totalPaidKobo: 33,
    },
    {
      name: 'a bonus under one kobo is forfeited below_one_kobo, the pair still consumed',
      // 1 pair of 10 PV × 1 kobo = 10 kobo; 1% × 10 = 0.1 kobo → 0.
      input: { newLeftPv: 10, newRightPv: 13 },
      settings: { unitPointValueKobo: kobo(1), matchingBonusPercentE4: percentE4(10_000) },
      pairs: 1,
      matchedPvPerLeg: 10,
      carry: { leftPv: 0, rightPv: 3 },
      lines: [[0, 'below_one_kobo']],
      totalPaidKobo: 0,
    },
  ])('$name', ({ input, settings, pairs, matchedPvPerLeg, carry, lines: expected, totalPaidKobo }) => {
    const result = matching(gold(input), { ...SETTINGS, ...settings });
    expect(result.pairs).toBe(pairs);
    expect(result.matchedPvPerLeg).toBe(matchedPvPerLeg);
    expect(result.carry).toEqual(carry);
    expect(lines(result.entries)).toEqual(expected);
    expect(totalPaid(result.entries)).toBe(totalPaidKobo);
    expect(result.entries.every((e) => e.kind === 'matching_bonus' && e.recipientId === 'm')).toBe(true);
  });

  it('explains the line: base, percentage, package, pairs and the carry left', () => {
    // First example: 20 PV × 350000 kobo = 7000000 kobo base, 10% = 100000 ten-thousandths.
    expect(matching(gold(), SETTINGS).entries).toEqual([
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
          expectDeterministic((x) => matching(x.input, x.settings), { input, settings });
          // At most one paid line, to the member, only when active.
          expect(result.entries.filter((e) => !e.forfeited).length).toBeLessThanOrEqual(1);
          expectPaidOnlyToActive(result.entries, () => i.active);
        },
      ),
    );
  });
});
