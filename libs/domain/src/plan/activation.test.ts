import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kobo } from '../money/kobo';
import { packageActivation, type PackageActivationInput } from './activation';
import { totalPaid } from './entries';
import { maxGenerationPercentSum } from './generations';
import { parsePercent, percentE4 } from './percent';
import { chainOf, FIVE_PERCENT_TABLE, member, PACKAGES, row, SETTINGS } from './test-fixtures';
import { NO_RECIPIENT, type ChainMember, type GenerationTable } from './types';

function activation(overrides: Partial<PackageActivationInput> = {}) {
  return packageActivation({
    memberId: 'new',
    package: PACKAGES[3]!,
    placementChain: chainOf(3, 6),
    sponsor: null,
    referralTable: FIVE_PERCENT_TABLE,
    settings: SETTINGS,
    ...overrides,
  });
}

describe('packageActivation', () => {
  it('pays referral generations, no placement bonus when the sponsor is the parent, and welcome', () => {
    // Silver 20 PV × ₦3,500 = ₦70,000 base = 7000000 kobo.
    // Three Diamond ancestors, each on 5%: 5% × ₦70,000 = ₦3,500.00 = 350000 kobo each.
    // Welcome 2% × ₦70,000 = ₦1,400.00 = 140000 kobo.
    const result = activation({ sponsor: { id: 'a1', active: true } });
    expect(result.baseKobo).toBe(7_000_000);
    expect(result.pv).toBe(20);
    expect(result.entries).toEqual([
      {
        recipientId: 'a1',
        kind: 'referral_bonus',
        amountKobo: 350_000,
        explanation: { baseKobo: 7_000_000, generation: 1, percentE4: 50_000, packageId: 6 },
      },
      {
        recipientId: 'a2',
        kind: 'referral_bonus',
        amountKobo: 350_000,
        explanation: { baseKobo: 7_000_000, generation: 2, percentE4: 50_000, packageId: 6 },
      },
      {
        recipientId: 'a3',
        kind: 'referral_bonus',
        amountKobo: 350_000,
        explanation: { baseKobo: 7_000_000, generation: 3, percentE4: 50_000, packageId: 6 },
      },
      {
        recipientId: 'new',
        kind: 'welcome_bonus',
        amountKobo: 140_000,
        explanation: { baseKobo: 7_000_000, percentE4: 20_000, packageId: 3 },
      },
    ]);
  });

  it('pays the placement bonus to a sponsor who is not the parent', () => {
    // 5% × ₦70,000 = ₦3,500.00 = 350000 kobo to the sponsor.
    const result = activation({ sponsor: { id: 's', active: true } });
    expect(result.entries.filter((e) => e.kind === 'placement_bonus')).toEqual([
      {
        recipientId: 's',
        kind: 'placement_bonus',
        amountKobo: 350_000,
        explanation: { baseKobo: 7_000_000, percentE4: 50_000, packageId: 3 },
      },
    ]);
  });

  it('forfeits the placement bonus of an inactive sponsor with the amount it would have been', () => {
    const result = activation({ sponsor: { id: 's', active: false } });
    const line = result.entries.find((e) => e.kind === 'placement_bonus');
    expect(line).toMatchObject({
      recipientId: 's',
      amountKobo: 350_000,
      forfeited: { reason: 'recipient_inactive' },
    });
  });

  it("uses the recipient's package row: a Starter ancestor earns only 2 generations deep", () => {
    // Chain: a1 Diamond, a2 Diamond, a3 Starter (row: 5%, 5%, 0…), a4 Diamond.
    // a3 is generation 3; the Starter row has 0 at generation 3 → forfeited 'setting_zero', 0 kobo.
    const chain = [member('a1', 6), member('a2', 6), member('a3', 1), member('a4', 6)];
    const result = activation({ placementChain: chain });
    const referral = result.entries.filter((e) => e.kind === 'referral_bonus');
    expect(referral.map((e) => [e.recipientId, e.amountKobo, e.forfeited?.reason])).toEqual([
      ['a1', 350_000, undefined],
      ['a2', 350_000, undefined],
      ['a3', 0, 'setting_zero'],
      ['a4', 350_000, undefined],
    ]);
  });

  it('forfeits the share of an inactive ancestor and keeps walking', () => {
    const chain = [member('a1', 6), member('a2', 6, { active: false }), member('a3', 6)];
    const result = activation({ placementChain: chain });
    expect(result.entries[1]).toEqual({
      recipientId: 'a2',
      kind: 'referral_bonus',
      amountKobo: 350_000,
      explanation: { baseKobo: 7_000_000, generation: 2, percentE4: 50_000, packageId: 6 },
      forfeited: { reason: 'recipient_inactive' },
    });
    expect(result.entries[2]).toMatchObject({ recipientId: 'a3', amountKobo: 350_000 });
    expect(result.entries[2]!.forfeited).toBeUndefined();
  });

  it('stops the walk at the root, which is paid like any member', () => {
    // a2 is the root: a3.. are never visited, and no line exists for generations 3–10.
    const chain = [member('a1', 6), member('root', 6, { isRoot: true }), member('a3', 6)];
    const referral = activation({ placementChain: chain }).entries.filter((e) => e.kind === 'referral_bonus');
    expect(referral.map((e) => e.recipientId)).toEqual(['a1', 'root']);
    expect(referral[1]!.forfeited).toBeUndefined();
  });

  it('walks at most 10 generations', () => {
    const referral = activation({ placementChain: chainOf(15, 6) }).entries.filter(
      (e) => e.kind === 'referral_bonus',
    );
    expect(referral.map((e) => e.explanation.generation)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('records zero settings as forfeited setting_zero lines', () => {
    const zeroTable: GenerationTable = { 6: row(0, 10) };
    const result = activation({
      placementChain: chainOf(2, 6),
      sponsor: { id: 's', active: true },
      referralTable: zeroTable,
      settings: { ...SETTINGS, welcomeBonusPercentE4: percentE4(0), placementBonusPercentE4: percentE4(0) },
    });
    expect(result.entries.map((e) => [e.kind, e.recipientId, e.amountKobo, e.forfeited?.reason])).toEqual([
      ['referral_bonus', 'a1', 0, 'setting_zero'],
      ['referral_bonus', 'a2', 0, 'setting_zero'],
      ['placement_bonus', 's', 0, 'setting_zero'],
      ['welcome_bonus', 'new', 0, 'setting_zero'],
    ]);
    expect(totalPaid(result.entries)).toBe(0);
  });

  it('treats a package without a row as setting_zero', () => {
    const result = activation({ placementChain: [member('a1', 99)] });
    expect(result.entries[0]).toMatchObject({ recipientId: 'a1', forfeited: { reason: 'setting_zero' } });
  });

  it('rounds odd kobo down', () => {
    // U = ₦1.01 = 101 kobo; Starter 5 PV → base 505 kobo.
    // 5% × 505 = 25.25 kobo → 25; welcome 2% × 505 = 10.1 → 10; 0.1% × 505 = 0.505 → 0 (forfeited).
    const result = activation({
      package: PACKAGES[1]!,
      placementChain: [member('a1', 6), member('a2', 7)],
      referralTable: { ...FIVE_PERCENT_TABLE, 7: [percentE4(0), parsePercent('0.1')] },
      settings: { ...SETTINGS, unitPointValueKobo: kobo(101) },
    });
    expect(result.baseKobo).toBe(505);
    expect(result.entries.map((e) => [e.kind, e.amountKobo, e.forfeited?.reason])).toEqual([
      ['referral_bonus', 25, undefined],
      ['referral_bonus', 0, 'below_one_kobo'],
      ['welcome_bonus', 10, undefined],
    ]);
  });

  it('plans nothing for a package of 0 PV', () => {
    const result = activation({ package: { id: 1, pointValue: 0 }, sponsor: { id: 's', active: true } });
    expect(result).toEqual({ baseKobo: 0, entries: [], pv: 0 });
  });

  it('handles an empty chain (no ancestors)', () => {
    const result = activation({ placementChain: [], sponsor: { id: 's', active: true } });
    expect(result.entries.map((e) => e.kind)).toEqual(['placement_bonus', 'welcome_bonus']);
    expect(result.entries.every((e) => e.recipientId !== NO_RECIPIENT)).toBe(true);
  });
});

const percentArb = fc.integer({ min: 0, max: 200_000 }).map(percentE4); // 0–20%
const tableArb = fc.dictionary(
  fc.integer({ min: 1, max: 6 }).map(String),
  fc.array(percentArb, { minLength: 10, maxLength: 10 }),
);
const chainArb = fc
  .array(
    fc.record({ packageId: fc.integer({ min: 1, max: 7 }), active: fc.boolean(), isRoot: fc.boolean() }),
    { maxLength: 14 },
  )
  .map((rows): ChainMember[] => rows.map((r, i) => ({ id: `m${i}`, ...r })));
const inputArb = fc.record({
  pv: fc.integer({ min: 0, max: 100_000 }),
  unit: fc.integer({ min: 100, max: 1_000_000 }),
  chain: chainArb,
  table: tableArb,
  sponsor: fc.option(fc.record({ id: fc.constantFrom('m0', 's'), active: fc.boolean() })),
  welcome: percentArb,
  placement: percentArb,
});

type RawInput = typeof inputArb extends fc.Arbitrary<infer T> ? T : never;

function build(i: RawInput): PackageActivationInput {
  return {
    memberId: 'new',
    package: { id: 3, pointValue: i.pv },
    placementChain: i.chain,
    sponsor: i.sponsor,
    referralTable: Object.fromEntries(
      Object.entries(i.table).map(([k, v]) => [Number(k), v]),
    ) as GenerationTable,
    settings: {
      unitPointValueKobo: kobo(i.unit),
      welcomeBonusPercentE4: i.welcome,
      placementBonusPercentE4: i.placement,
    },
  };
}

describe('packageActivation properties', () => {
  it('never rounds up and never pays more than the settings allow', () => {
    fc.assert(
      fc.property(inputArb, (raw) => {
        const input = build(raw);
        const { baseKobo, entries } = packageActivation(input);
        expect(baseKobo).toBe(raw.pv * raw.unit);
        for (const e of entries) {
          const p = e.explanation.percentE4 ?? 0;
          const exact = (baseKobo * p) / 1_000_000;
          expect(e.amountKobo).toBeLessThanOrEqual(exact);
          expect(e.amountKobo).toBeGreaterThan(exact - 1);
        }
        const referral = entries.filter((e) => e.kind === 'referral_bonus' && !e.forfeited);
        const referralPaid = referral.reduce((s, e) => s + e.amountKobo, 0);
        expect(referralPaid).toBeLessThanOrEqual(
          (baseKobo * maxGenerationPercentSum(input.referralTable)) / 1_000_000,
        );
        const referralLines = entries.filter((e) => e.kind === 'referral_bonus');
        expect(referralLines.length).toBeLessThanOrEqual(10);
        // Nothing after the root is visited.
        const rootAt = input.placementChain.findIndex((m) => m.isRoot);
        if (rootAt >= 0) expect(referralLines.length).toBeLessThanOrEqual(rootAt + 1);
        // Only active recipients are paid.
        for (const e of entries.filter((x) => !x.forfeited)) {
          expect(e.amountKobo).toBeGreaterThan(0);
          const m = input.placementChain.find((c) => c.id === e.recipientId);
          if (m && e.kind === 'referral_bonus') expect(m.active).toBe(true);
        }
      }),
    );
  });

  it('is deterministic', () => {
    fc.assert(
      fc.property(inputArb, (raw) => {
        expect(packageActivation(build(raw))).toEqual(packageActivation(build(raw)));
      }),
    );
  });
});
