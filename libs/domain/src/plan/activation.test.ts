import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kobo } from '../money/kobo';
import { packageActivation, type PackageActivationInput } from './activation';
import { totalPaid } from './entries';
import { maxGenerationPercentSum } from './generations';
import { parsePercent, percentE4 } from './percent';
import { chainOf, FIVE_PERCENT_TABLE, member, PACKAGES, row, SETTINGS } from './test-fixtures';
import {
  expectDeterministic,
  expectPaidOnlyToActive,
  expectPaidWithin,
  expectPercentLinesFloored,
} from './test-properties';
import { NO_RECIPIENT, type ChainMember, type GenerationTable, type PlannedEntry } from './types';

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

/** [kind, recipient, amount in kobo, 'paid' or the forfeit reason] */
type Line = [PlannedEntry['kind'], string, number, string];
const lines = (entries: readonly PlannedEntry[]): Line[] =>
  entries.map((e) => [e.kind, e.recipientId, e.amountKobo, e.forfeited?.reason ?? 'paid']);

interface Example {
  name: string;
  input: Partial<PackageActivationInput>;
  baseKobo: number;
  pv: number;
  lines: Line[];
  totalPaidKobo: number;
}

// Unless a row says otherwise: Silver (20 PV) under three Diamond ancestors a1, a2, a3, seeded
// settings. base = 20 PV × ₦3,500 = ₦70,000 = 7000000 kobo; the Diamond referral row is 5% for
// 10 generations: 5% × 7000000 = 350000 kobo (₦3,500.00); welcome 2% × 7000000 = 140000 kobo.
const examples: Example[] = [
  {
    name: 'the sponsor is the parent: referral generations and welcome, no placement bonus',
    // 3 × 350000 + 140000 = 1190000 kobo paid.
    input: { sponsor: { id: 'a1', active: true } },
    baseKobo: 7_000_000,
    pv: 20,
    lines: [
      ['referral_bonus', 'a1', 350_000, 'paid'],
      ['referral_bonus', 'a2', 350_000, 'paid'],
      ['referral_bonus', 'a3', 350_000, 'paid'],
      ['welcome_bonus', 'new', 140_000, 'paid'],
    ],
    totalPaidKobo: 1_190_000,
  },
  {
    name: 'a sponsor who is not the parent earns the placement bonus',
    // placement 5% × 7000000 = 350000 kobo to s; paid 3 × 350000 + 350000 + 140000 = 1540000.
    input: { sponsor: { id: 's', active: true } },
    baseKobo: 7_000_000,
    pv: 20,
    lines: [
      ['referral_bonus', 'a1', 350_000, 'paid'],
      ['referral_bonus', 'a2', 350_000, 'paid'],
      ['referral_bonus', 'a3', 350_000, 'paid'],
      ['placement_bonus', 's', 350_000, 'paid'],
      ['welcome_bonus', 'new', 140_000, 'paid'],
    ],
    totalPaidKobo: 1_540_000,
  },
  {
    name: 'an inactive sponsor forfeits the placement bonus with the amount it would have been',
    // The 350000 kobo line is recorded, not paid: 3 × 350000 + 140000 = 1190000 paid.
    input: { sponsor: { id: 's', active: false } },
    baseKobo: 7_000_000,
    pv: 20,
    lines: [
      ['referral_bonus', 'a1', 350_000, 'paid'],
      ['referral_bonus', 'a2', 350_000, 'paid'],
      ['referral_bonus', 'a3', 350_000, 'paid'],
      ['placement_bonus', 's', 350_000, 'recipient_inactive'],
      ['welcome_bonus', 'new', 140_000, 'paid'],
    ],
    totalPaidKobo: 1_190_000,
  },
  {
    name: "the recipient's package row decides: a Starter ancestor earns only 2 generations deep",
    // a3 is generation 3 on Starter (row 5%, 5%, 0…): 0% → 0 kobo, 'setting_zero'.
    // a4 (Diamond, generation 4) still earns 350000. Paid 3 × 350000 + 140000 = 1190000.
    input: { placementChain: [member('a1', 6), member('a2', 6), member('a3', 1), member('a4', 6)] },
    baseKobo: 7_000_000,
    pv: 20,
    lines: [
      ['referral_bonus', 'a1', 350_000, 'paid'],
      ['referral_bonus', 'a2', 350_000, 'paid'],
      ['referral_bonus', 'a3', 0, 'setting_zero'],
      ['referral_bonus', 'a4', 350_000, 'paid'],
      ['welcome_bonus', 'new', 140_000, 'paid'],
    ],
    totalPaidKobo: 1_190_000,
  },
  {
    name: 'an inactive ancestor forfeits its share and the walk goes on',
    // a2's 350000 is forfeited; paid 2 × 350000 + 140000 = 840000.
    input: { placementChain: [member('a1', 6), member('a2', 6, { active: false }), member('a3', 6)] },
    baseKobo: 7_000_000,
    pv: 20,
    lines: [
      ['referral_bonus', 'a1', 350_000, 'paid'],
      ['referral_bonus', 'a2', 350_000, 'recipient_inactive'],
      ['referral_bonus', 'a3', 350_000, 'paid'],
      ['welcome_bonus', 'new', 140_000, 'paid'],
    ],
    totalPaidKobo: 840_000,
  },
  {
    name: 'the walk stops at the root, which is paid like any member',
    // Generation 2 is the root: a3 is never visited. Paid 2 × 350000 + 140000 = 840000.
    input: { placementChain: [member('a1', 6), member('root', 6, { isRoot: true }), member('a3', 6)] },
    baseKobo: 7_000_000,
    pv: 20,
    lines: [
      ['referral_bonus', 'a1', 350_000, 'paid'],
      ['referral_bonus', 'root', 350_000, 'paid'],
      ['welcome_bonus', 'new', 140_000, 'paid'],
    ],
    totalPaidKobo: 840_000,
  },
  {
    name: 'the walk visits at most 10 generations',
    // 15 Diamond ancestors: only a1..a10 are paid. 10 × 350000 + 140000 = 3640000.
    input: { placementChain: chainOf(15, 6) },
    baseKobo: 7_000_000,
    pv: 20,
    lines: [
      ...Array.from({ length: 10 }, (_, i): Line => ['referral_bonus', `a${i + 1}`, 350_000, 'paid']),
      ['welcome_bonus', 'new', 140_000, 'paid'],
    ],
    totalPaidKobo: 3_640_000,
  },
  {
    name: 'zero settings are recorded as forfeited setting_zero lines of 0 kobo',
    // Referral row 0% × 10, welcome 0%, placement 0%: four 0-kobo lines, nothing paid.
    input: {
      placementChain: chainOf(2, 6),
      sponsor: { id: 's', active: true },
      referralTable: { 6: row(0, 10) } satisfies GenerationTable,
      settings: { ...SETTINGS, welcomeBonusPercentE4: percentE4(0), placementBonusPercentE4: percentE4(0) },
    },
    baseKobo: 7_000_000,
    pv: 20,
    lines: [
      ['referral_bonus', 'a1', 0, 'setting_zero'],
      ['referral_bonus', 'a2', 0, 'setting_zero'],
      ['placement_bonus', 's', 0, 'setting_zero'],
      ['welcome_bonus', 'new', 0, 'setting_zero'],
    ],
    totalPaidKobo: 0,
  },
  {
    name: 'a package without a referral row counts as setting_zero',
    // Package 99 has no row → 0% at generation 1; only the welcome 140000 is paid.
    input: { placementChain: [member('a1', 99)] },
    baseKobo: 7_000_000,
    pv: 20,
    lines: [
      ['referral_bonus', 'a1', 0, 'setting_zero'],
      ['welcome_bonus', 'new', 140_000, 'paid'],
    ],
    totalPaidKobo: 140_000,
  },
  {
    name: 'odd kobo are rounded down',
    // U = ₦1.01 = 101 kobo; Starter 5 PV → base 5 × 101 = 505 kobo.
    // a1 Diamond 5% × 505 = 25.25 → 25; a2 on package 7 (row 0%, 0.1%): 0.1% × 505 = 0.505 → 0,
    // forfeited 'below_one_kobo'; welcome 2% × 505 = 10.1 → 10. Paid 25 + 10 = 35.
    input: {
      package: PACKAGES[1]!,
      placementChain: [member('a1', 6), member('a2', 7)],
      referralTable: { ...FIVE_PERCENT_TABLE, 7: [percentE4(0), parsePercent('0.1')] },
      settings: { ...SETTINGS, unitPointValueKobo: kobo(101) },
    },
    baseKobo: 505,
    pv: 5,
    lines: [
      ['referral_bonus', 'a1', 25, 'paid'],
      ['referral_bonus', 'a2', 0, 'below_one_kobo'],
      ['welcome_bonus', 'new', 10, 'paid'],
    ],
    totalPaidKobo: 35,
  },
  {
    name: 'a package of 0 PV plans nothing',
    // base = 0 PV × ₦3,500 = 0: no line at all, not even forfeited ones.
    input: { package: { id: 1, pointValue: 0 }, sponsor: { id: 's', active: true } },
    baseKobo: 0,
    pv: 0,
    lines: [],
    totalPaidKobo: 0,
  },
  {
    name: 'an empty chain (no ancestors) still pays the placement and welcome bonuses',
    // No referral line; placement 350000 to s and welcome 140000: 490000 paid.
    input: { placementChain: [], sponsor: { id: 's', active: true } },
    baseKobo: 7_000_000,
    pv: 20,
    lines: [
      ['placement_bonus', 's', 350_000, 'paid'],
      ['welcome_bonus', 'new', 140_000, 'paid'],
    ],
    totalPaidKobo: 490_000,
  },
];

describe('packageActivation', () => {
  it.each(examples)('$name', (example) => {
    const result = activation(example.input);
    expect(result.baseKobo).toBe(example.baseKobo);
    expect(result.pv).toBe(example.pv);
    expect(lines(result.entries)).toEqual(example.lines);
    expect(totalPaid(result.entries)).toBe(example.totalPaidKobo);
    // Referral lines are generations 1, 2, 3… in order, and every line names a recipient.
    const referral = result.entries.filter((e) => e.kind === 'referral_bonus');
    expect(referral.map((e) => e.explanation.generation)).toEqual(referral.map((_, i) => i + 1));
    expect(result.entries.every((e) => e.recipientId !== NO_RECIPIENT)).toBe(true);
  });

  it('explains every line: base, generation, percentage and package', () => {
    // First example: 5% = 50000 ten-thousandths of a percent on 7000000 kobo; welcome 2% = 20000.
    const result = activation({ sponsor: { id: 'a1', active: true } });
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
    // The placement bonus names the new member's package (Silver, 3).
    expect(
      activation({ sponsor: { id: 's', active: true } }).entries.filter((e) => e.kind === 'placement_bonus'),
    ).toEqual([
      {
        recipientId: 's',
        kind: 'placement_bonus',
        amountKobo: 350_000,
        explanation: { baseKobo: 7_000_000, percentE4: 50_000, packageId: 3 },
      },
    ]);
    // A forfeited line keeps its whole explanation and the amount it would have been.
    const inactive = activation({
      placementChain: [member('a1', 6), member('a2', 6, { active: false }), member('a3', 6)],
    });
    expect(inactive.entries[1]).toEqual({
      recipientId: 'a2',
      kind: 'referral_bonus',
      amountKobo: 350_000,
      explanation: { baseKobo: 7_000_000, generation: 2, percentE4: 50_000, packageId: 6 },
      forfeited: { reason: 'recipient_inactive' },
    });
    expect(inactive.entries[2]).toMatchObject({ recipientId: 'a3', amountKobo: 350_000 });
    expect(inactive.entries[2]!.forfeited).toBeUndefined();
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
        // Exact arithmetic (BigInt): every line is floor(base × its percentage).
        expectPercentLinesFloored(entries, baseKobo);
        // The whole event: referral (Σ of the largest percentage per generation) + welcome +
        // placement when the sponsor is not the parent.
        const placementDue = input.sponsor !== null && input.sponsor.id !== input.placementChain[0]?.id;
        const allowed =
          maxGenerationPercentSum(input.referralTable) +
          input.settings.welcomeBonusPercentE4 +
          (placementDue ? input.settings.placementBonusPercentE4 : 0);
        expectPaidWithin(entries, baseKobo, allowed);
        // Chain members by their flag, the sponsor 's' by its own, the new member is active.
        expectPaidOnlyToActive(
          entries,
          (id) => id === 'new' || (input.placementChain.find((c) => c.id === id) ?? input.sponsor)?.active,
        );
      }),
    );
  });

  it('is deterministic', () => {
    fc.assert(
      fc.property(inputArb, (raw) => {
        expect(packageActivation(build(raw))).toEqual(packageActivation(build(raw)));
        expectDeterministic(packageActivation, build(raw));
      }),
    );
  });
});
