import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kobo } from '../money/kobo';
import { totalPaid } from './entries';
import { maxGenerationPercentSum } from './generations';
import { percentE4 } from './percent';
import { repurchase } from './repurchase';
import { chainOf, member, ONE_PERCENT_TABLE, SETTINGS } from './test-fixtures';

describe('repurchase', () => {
  it('pays the buyer and the sponsor chain', () => {
    // Black Seed Oil, 3 PV × ₦3,500 = ₦10,500 base = 1050000 kobo.
    // Repurchase 5% × ₦10,500 = ₦525.00 = 52500 kobo to the buyer.
    // Unilevel 1% × ₦10,500 = ₦105.00 = 10500 kobo to each Diamond sponsor generation.
    const result = repurchase({
      buyer: { id: 'buyer', active: true },
      orderPv: 3,
      sponsorChain: [member('s1', 6), member('s2', 6)],
      unilevelTable: ONE_PERCENT_TABLE,
      settings: SETTINGS,
    });
    expect(result.baseKobo).toBe(1_050_000);
    expect(result.pv).toBe(3);
    expect(result.entries).toEqual([
      {
        recipientId: 'buyer',
        kind: 'repurchase_bonus',
        amountKobo: 52_500,
        explanation: { baseKobo: 1_050_000, percentE4: 50_000 },
      },
      {
        recipientId: 's1',
        kind: 'unilevel_bonus',
        amountKobo: 10_500,
        explanation: { baseKobo: 1_050_000, generation: 1, percentE4: 10_000, packageId: 6 },
      },
      {
        recipientId: 's2',
        kind: 'unilevel_bonus',
        amountKobo: 10_500,
        explanation: { baseKobo: 1_050_000, generation: 2, percentE4: 10_000, packageId: 6 },
      },
    ]);
  });

  it('rounds odd kobo down and forfeits an inactive buyer', () => {
    // 1 PV × 333 kobo = 333 kobo; repurchase 5% = 16.65 → 16 (forfeited: buyer inactive);
    // unilevel 1% = 3.33 → 3; the Starter sponsor at generation 3 has a 0 row (setting_zero).
    const result = repurchase({
      buyer: { id: 'buyer', active: false },
      orderPv: 1,
      sponsorChain: [member('s1', 6), member('s2', 6), member('s3', 1)],
      unilevelTable: ONE_PERCENT_TABLE,
      settings: { ...SETTINGS, unitPointValueKobo: kobo(333) },
    });
    expect(result.entries.map((e) => [e.kind, e.amountKobo, e.forfeited?.reason])).toEqual([
      ['repurchase_bonus', 16, 'recipient_inactive'],
      ['unilevel_bonus', 3, undefined],
      ['unilevel_bonus', 3, undefined],
      ['unilevel_bonus', 0, 'setting_zero'],
    ]);
  });

  it('plans nothing for an order of 0 PV', () => {
    const result = repurchase({
      buyer: { id: 'b', active: true },
      orderPv: 0,
      sponsorChain: chainOf(3, 6),
      unilevelTable: ONE_PERCENT_TABLE,
      settings: SETTINGS,
    });
    expect(result.entries).toEqual([]);
  });

  it('Σ unilevel ≤ base × Σ max generation percents; deterministic', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.array(fc.integer({ min: 0, max: 300_000 }).map(percentE4), { minLength: 10, maxLength: 10 }),
        fc.array(fc.boolean(), { maxLength: 12 }),
        (pv, percents, actives) => {
          const input = {
            buyer: { id: 'b', active: true },
            orderPv: pv,
            sponsorChain: actives.map((active, i) => member(`s${i}`, 6, { active })),
            unilevelTable: { 6: percents },
            settings: SETTINGS,
          };
          const result = repurchase(input);
          const unilevel = result.entries.filter((e) => e.kind === 'unilevel_bonus');
          expect(totalPaid(unilevel)).toBeLessThanOrEqual(
            (result.baseKobo * maxGenerationPercentSum(input.unilevelTable)) / 1_000_000,
          );
          expect(repurchase(input)).toEqual(result);
        },
      ),
    );
  });
});
