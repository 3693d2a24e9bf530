import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kobo } from '../money/kobo';
import { totalPaid } from './entries';
import { maxGenerationPercentSum } from './generations';
import { percentE4 } from './percent';
import { repurchase, type RepurchaseInput } from './repurchase';
import { chainOf, member, ONE_PERCENT_TABLE, SETTINGS } from './test-fixtures';
import {
  chainArb,
  check,
  expectDeterministic,
  expectFloorOfShare,
  expectPaidOnlyToActive,
  expectPaidWithin,
  expectPercentLinesFloored,
  percentArb,
  tableArb,
} from './test-properties';
import type { PlannedEntry } from './types';

/** [kind, recipient, amount in kobo, 'paid' or the forfeit reason] */
type Line = [PlannedEntry['kind'], string, number, string];
const lines = (entries: readonly PlannedEntry[]): Line[] =>
  entries.map((e) => [e.kind, e.recipientId, e.amountKobo, e.forfeited?.reason ?? 'paid']);

// Seeded settings: U = ₦3,500, repurchase 5%; the seeded unilevel table is 1% (Diamond: 10
// generations, Starter: 2).
describe('repurchase', () => {
  it.each<{
    name: string;
    input: Omit<RepurchaseInput, 'unilevelTable' | 'settings'>;
    unitPointValueKobo?: number;
    baseKobo: number;
    lines: Line[];
    totalPaidKobo: number;
  }>([
    {
      name: 'pays the buyer and the sponsor chain',
      // Black Seed Oil, 3 PV × ₦3,500 = ₦10,500 base = 1050000 kobo.
      // Repurchase 5% × 1050000 = 52500 kobo (₦525.00) to the buyer; unilevel 1% × 1050000 =
      // 10500 kobo (₦105.00) to each Diamond sponsor generation. Paid 52500 + 2 × 10500 = 73500.
      input: {
        buyer: { id: 'buyer', active: true },
        orderPv: 3,
        sponsorChain: [member('s1', 6), member('s2', 6)],
      },
      baseKobo: 1_050_000,
      lines: [
        ['repurchase_bonus', 'buyer', 52_500, 'paid'],
        ['unilevel_bonus', 's1', 10_500, 'paid'],
        ['unilevel_bonus', 's2', 10_500, 'paid'],
      ],
      totalPaidKobo: 73_500,
    },
    {
      name: 'rounds odd kobo down and forfeits an inactive buyer',
      // 1 PV × 333 kobo = 333 kobo; repurchase 5% = 16.65 → 16 (forfeited: buyer inactive);
      // unilevel 1% = 3.33 → 3; the Starter sponsor at generation 3 has a 0 row (setting_zero).
      // Paid 3 + 3 = 6.
      input: {
        buyer: { id: 'buyer', active: false },
        orderPv: 1,
        sponsorChain: [member('s1', 6), member('s2', 6), member('s3', 1)],
      },
      unitPointValueKobo: 333,
      baseKobo: 333,
      lines: [
        ['repurchase_bonus', 'buyer', 16, 'recipient_inactive'],
        ['unilevel_bonus', 's1', 3, 'paid'],
        ['unilevel_bonus', 's2', 3, 'paid'],
        ['unilevel_bonus', 's3', 0, 'setting_zero'],
      ],
      totalPaidKobo: 6,
    },
    {
      name: 'plans nothing for an order of 0 PV',
      // 0 PV × ₦3,500 = 0: no line at all.
      input: { buyer: { id: 'b', active: true }, orderPv: 0, sponsorChain: chainOf(3, 6) },
      baseKobo: 0,
      lines: [],
      totalPaidKobo: 0,
    },
    {
      name: 'a buyer without a sponsor (the root) earns only the repurchase bonus',
      // 2 PV × ₦3,500 = ₦7,000 = 700000 kobo; 5% = 35000 kobo.
      input: { buyer: { id: 'root', active: true }, orderPv: 2, sponsorChain: [] },
      baseKobo: 700_000,
      lines: [['repurchase_bonus', 'root', 35_000, 'paid']],
      totalPaidKobo: 35_000,
    },
    {
      name: 'the sponsor walk stops at the root',
      // 10 PV × ₦3,500 = 3500000 kobo; repurchase 5% = 175000; unilevel 1% = 35000 to a1 and
      // to the root a2; a3..a5 are never visited. Paid 175000 + 2 × 35000 = 245000.
      input: { buyer: { id: 'b', active: true }, orderPv: 10, sponsorChain: chainOf(5, 6, 2) },
      baseKobo: 3_500_000,
      lines: [
        ['repurchase_bonus', 'b', 175_000, 'paid'],
        ['unilevel_bonus', 'a1', 35_000, 'paid'],
        ['unilevel_bonus', 'a2', 35_000, 'paid'],
      ],
      totalPaidKobo: 245_000,
    },
  ])('$name', ({ input, unitPointValueKobo, baseKobo, lines: expected, totalPaidKobo }) => {
    const settings =
      unitPointValueKobo === undefined
        ? SETTINGS
        : { ...SETTINGS, unitPointValueKobo: kobo(unitPointValueKobo) };
    const result = repurchase({ ...input, unilevelTable: ONE_PERCENT_TABLE, settings });
    expect(result.baseKobo).toBe(baseKobo);
    expect(result.pv).toBe(input.orderPv);
    expect(lines(result.entries)).toEqual(expected);
    expect(totalPaid(result.entries)).toBe(totalPaidKobo);
  });

  it('explains every line', () => {
    // First example: base 1050000 kobo, repurchase 5% = 50000, unilevel 1% = 10000 (Diamond).
    const result = repurchase({
      buyer: { id: 'buyer', active: true },
      orderPv: 3,
      sponsorChain: [member('s1', 6), member('s2', 6)],
      unilevelTable: ONE_PERCENT_TABLE,
      settings: SETTINGS,
    });
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

const inputArb = fc.record({
  buyerActive: fc.boolean(),
  pv: fc.nat(100_000),
  unit: fc.integer({ min: 1, max: 1_000_000 }),
  repurchasePercent: percentArb,
  chain: chainArb,
  table: tableArb,
});

function build(raw: typeof inputArb extends fc.Arbitrary<infer T> ? T : never): RepurchaseInput {
  return {
    buyer: { id: 'buyer', active: raw.buyerActive },
    orderPv: raw.pv,
    sponsorChain: raw.chain,
    unilevelTable: raw.table,
    settings: { unitPointValueKobo: kobo(raw.unit), repurchaseBonusPercentE4: raw.repurchasePercent },
  };
}

describe('repurchase properties', () => {
  it('the repurchase bonus and every unilevel line round down; the order pays no more than allowed', () => {
    fc.assert(
      fc.property(inputArb, (raw) => {
        const input = build(raw);
        const { baseKobo, entries, pv } = repurchase(input);
        check(baseKobo === raw.pv * raw.unit && pv === raw.pv, () => `base ${baseKobo}, pv ${pv}`);
        if (baseKobo === 0) {
          check(entries.length === 0, () => 'lines on a 0 base');
          return;
        }
        // The buyer's line first: floor(base × repurchase%), exactly (BigInt).
        const [bonus, ...unilevel] = entries;
        check(bonus!.kind === 'repurchase_bonus' && bonus!.recipientId === 'buyer', () => 'first line');
        expectFloorOfShare(bonus!.amountKobo, baseKobo, raw.repurchasePercent);
        check(
          unilevel.every((e) => e.kind === 'unilevel_bonus') && unilevel.length <= 10,
          () => 'unilevel lines',
        );
        expectPercentLinesFloored(entries, baseKobo);
        // Unilevel alone, and the whole order: repurchase% + Σ largest unilevel % per generation.
        const maxUnilevel = maxGenerationPercentSum(input.unilevelTable);
        expectPaidWithin(unilevel, baseKobo, maxUnilevel);
        expectPaidWithin(entries, baseKobo, raw.repurchasePercent + maxUnilevel);
        expectPaidOnlyToActive(entries, (id) =>
          id === 'buyer' ? raw.buyerActive : raw.chain.find((m) => m.id === id)?.active,
        );
      }),
    );
  });

  it('is deterministic', () => {
    fc.assert(fc.property(inputArb, (raw) => void expectDeterministic(repurchase, build(raw))));
  });
});
