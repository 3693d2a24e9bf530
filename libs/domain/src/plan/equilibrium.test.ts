import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kobo } from '../money/kobo';
import { totalPaid } from './entries';
import { equilibrium, type EquilibriumInput } from './equilibrium';
import { percentE4 } from './percent';
import { SETTINGS } from './test-fixtures';
import {
  check,
  expectDeterministic,
  expectFloorOfShare,
  expectPaidOnlyToActive,
  expectPercentLinesFloored,
  percentArb,
} from './test-properties';
import type { PlanSettings, PlannedEntry } from './types';

const two = [
  { id: 'l', active: true },
  { id: 'r', active: true },
];

function run(overrides: Partial<EquilibriumInput> = {}, settings = SETTINGS) {
  return equilibrium(
    { member: { id: 'm', active: true }, directChildren: two, newActiveDescendants: 5, ...overrides },
    settings,
  );
}

/** [kind, recipient, amount in kobo, 'paid' or the forfeit reason] */
type Line = [PlannedEntry['kind'], string, number, string];
const lines = (entries: readonly PlannedEntry[]): Line[] =>
  entries.map((e) => [e.kind, e.recipientId, e.amountKobo, e.forfeited?.reason ?? 'paid']);

type Settings = Pick<PlanSettings, 'equilibriumBonusKobo' | 'loyaltyBonusPercentE4'>;

// Unless a row says otherwise: member m with two active children l and r, 5 new active
// descendants, seeded settings (₦1,000 = 100000 kobo per pair, loyalty 2%).
describe('equilibrium and loyalty', () => {
  it.each<{
    name: string;
    input: Partial<EquilibriumInput>;
    settings?: Partial<Settings>;
    pairs: number;
    leftover: number;
    paidKobo: number;
    lines: Line[];
    totalPaidKobo: number;
  }>([
    {
      name: 'pays per new pair of active descendants, and loyalty to each direct child',
      // floor(5 / 2) = 2 pairs × ₦1,000 = ₦2,000.00 = 200000 kobo; 5 − 2 × 2 = 1 left over.
      // Loyalty 2% × 200000 = 4000 kobo (₦40.00) to each child. Paid 200000 + 2 × 4000 = 208000.
      input: {},
      pairs: 2,
      leftover: 1,
      paidKobo: 200_000,
      lines: [
        ['equilibrium_bonus', 'm', 200_000, 'paid'],
        ['loyalty_bonus', 'l', 4_000, 'paid'],
        ['loyalty_bonus', 'r', 4_000, 'paid'],
      ],
      totalPaidKobo: 208_000,
    },
    {
      name: 'uses a carried unpaired descendant when given',
      // 1 new + 1 carried = 2 → 1 pair × 100000 = 100000; loyalty 2% = 2000 each; 104000 paid.
      input: { newActiveDescendants: 1, carriedDescendants: 1 },
      pairs: 1,
      leftover: 0,
      paidKobo: 100_000,
      lines: [
        ['equilibrium_bonus', 'm', 100_000, 'paid'],
        ['loyalty_bonus', 'l', 2_000, 'paid'],
        ['loyalty_bonus', 'r', 2_000, 'paid'],
      ],
      totalPaidKobo: 104_000,
    },
    {
      name: 'one new descendant and no carry is no pair and no line',
      // floor(1 / 2) = 0 pairs; the 1 is left over for the caller to carry.
      input: { newActiveDescendants: 1 },
      pairs: 0,
      leftover: 1,
      paidKobo: 0,
      lines: [],
      totalPaidKobo: 0,
    },
    {
      name: 'a member with fewer than 2 direct downlines is not eligible; no loyalty',
      // 2 pairs = 200000 kobo recorded as 'not_eligible'; nothing paid, so no loyalty lines.
      input: { directChildren: [{ id: 'l', active: true }] },
      pairs: 2,
      leftover: 1,
      paidKobo: 0,
      lines: [['equilibrium_bonus', 'm', 200_000, 'not_eligible']],
      totalPaidKobo: 0,
    },
    {
      name: 'an inactive member forfeits; no loyalty is paid on nothing',
      // 200000 recorded as 'recipient_inactive'; loyalty base 0 → no loyalty lines.
      input: { member: { id: 'm', active: false } },
      pairs: 2,
      leftover: 1,
      paidKobo: 0,
      lines: [['equilibrium_bonus', 'm', 200_000, 'recipient_inactive']],
      totalPaidKobo: 0,
    },
    {
      name: 'an inactive child forfeits its loyalty',
      // 200000 to m; 4000 to l; r's 4000 forfeited. Paid 204000.
      input: { directChildren: [two[0]!, { id: 'r', active: false }] },
      pairs: 2,
      leftover: 1,
      paidKobo: 200_000,
      lines: [
        ['equilibrium_bonus', 'm', 200_000, 'paid'],
        ['loyalty_bonus', 'l', 4_000, 'paid'],
        ['loyalty_bonus', 'r', 4_000, 'recipient_inactive'],
      ],
      totalPaidKobo: 204_000,
    },
    {
      name: 'an equilibrium amount of 0 is setting_zero (and pays no loyalty)',
      // 2 pairs × 0 kobo = 0.
      input: {},
      settings: { equilibriumBonusKobo: kobo(0) },
      pairs: 2,
      leftover: 1,
      paidKobo: 0,
      lines: [['equilibrium_bonus', 'm', 0, 'setting_zero']],
      totalPaidKobo: 0,
    },
    {
      name: 'setting_zero wins over not_eligible when the amount is 0',
      // One child and 0 kobo per pair: the line says the setting, not the downline count.
      input: { directChildren: [{ id: 'l', active: true }] },
      settings: { equilibriumBonusKobo: kobo(0) },
      pairs: 2,
      leftover: 1,
      paidKobo: 0,
      lines: [['equilibrium_bonus', 'm', 0, 'setting_zero']],
      totalPaidKobo: 0,
    },
    {
      name: 'a loyalty percentage of 0 is setting_zero for each child',
      // 200000 to m; loyalty 0% → two 0-kobo lines.
      input: {},
      settings: { loyaltyBonusPercentE4: percentE4(0) },
      pairs: 2,
      leftover: 1,
      paidKobo: 200_000,
      lines: [
        ['equilibrium_bonus', 'm', 200_000, 'paid'],
        ['loyalty_bonus', 'l', 0, 'setting_zero'],
        ['loyalty_bonus', 'r', 0, 'setting_zero'],
      ],
      totalPaidKobo: 200_000,
    },
    {
      name: 'rounds loyalty down',
      // 2 new → 1 pair × ₦3.33 = 333 kobo; loyalty 2% × 333 = 6.66 kobo → 6. Paid 333 + 12 = 345.
      input: { newActiveDescendants: 2 },
      settings: { equilibriumBonusKobo: kobo(333) },
      pairs: 1,
      leftover: 0,
      paidKobo: 333,
      lines: [
        ['equilibrium_bonus', 'm', 333, 'paid'],
        ['loyalty_bonus', 'l', 6, 'paid'],
        ['loyalty_bonus', 'r', 6, 'paid'],
      ],
      totalPaidKobo: 345,
    },
  ])('$name', ({ input, settings, pairs, leftover, paidKobo, lines: expected, totalPaidKobo }) => {
    const result = run(input, { ...SETTINGS, ...settings });
    expect(result.pairs).toBe(pairs);
    expect(result.leftoverDescendants).toBe(leftover);
    expect(result.paidKobo).toBe(paidKobo);
    expect(lines(result.entries)).toEqual(expected);
    expect(totalPaid(result.entries)).toBe(totalPaidKobo);
  });

  it('explains the lines: the amount per pair and pairs, the loyalty base and percentage', () => {
    // As the first example: 100000 kobo × 2 pairs; loyalty 2% (20000) of the 200000 paid.
    expect(run().entries).toEqual([
      {
        recipientId: 'm',
        kind: 'equilibrium_bonus',
        amountKobo: 200_000,
        explanation: { baseKobo: 100_000, pairs: 2 },
      },
      {
        recipientId: 'l',
        kind: 'loyalty_bonus',
        amountKobo: 4_000,
        explanation: { baseKobo: 200_000, percentE4: 20_000, note: 'equilibrium bonus of m' },
      },
      {
        recipientId: 'r',
        kind: 'loyalty_bonus',
        amountKobo: 4_000,
        explanation: { baseKobo: 200_000, percentE4: 20_000, note: 'equilibrium bonus of m' },
      },
    ]);
  });
});

const inputArb = fc.record({
  memberActive: fc.boolean(),
  children: fc.array(fc.boolean(), { maxLength: 2 }),
  newActive: fc.nat(1_000_000),
  carried: fc.option(fc.nat(1), { nil: undefined }),
  unit: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 100_000_000 })),
  loyalty: percentArb,
});
type Raw = typeof inputArb extends fc.Arbitrary<infer T> ? T : never;

function build(raw: Raw): { input: EquilibriumInput; settings: Settings } {
  return {
    input: {
      member: { id: 'm', active: raw.memberActive },
      directChildren: raw.children.map((active, i) => ({ id: `c${i}`, active })),
      newActiveDescendants: raw.newActive,
      ...(raw.carried === undefined ? {} : { carriedDescendants: raw.carried }),
    },
    settings: { equilibriumBonusKobo: kobo(raw.unit), loyaltyBonusPercentE4: raw.loyalty },
  };
}

describe('equilibrium properties', () => {
  it('pairs conserve descendants; pays at most pairs × amount and floored loyalty', () => {
    fc.assert(
      fc.property(inputArb, (raw) => {
        const { input, settings } = build(raw);
        const result = equilibrium(input, settings);
        const count = raw.newActive + (raw.carried ?? 0);
        // Every descendant is either in a pair or left over: 2 × pairs + leftover = count.
        check(result.pairs === Math.floor(count / 2), () => `pairs ${result.pairs} of ${count}`);
        check(2 * result.pairs + result.leftoverDescendants === count, () => 'descendants not conserved');
        const [line, ...loyalty] = result.entries;
        if (result.pairs === 0) {
          check(result.entries.length === 0 && result.paidKobo === 0, () => 'a line without a pair');
          return;
        }
        // The equilibrium line is exactly pairs × the amount (whole kobo, nothing rounded).
        check(line!.kind === 'equilibrium_bonus' && line!.recipientId === 'm', () => 'first line');
        check(line!.amountKobo === result.pairs * raw.unit, () => `amount ${line!.amountKobo}`);
        check(result.paidKobo === (line!.forfeited ? 0 : line!.amountKobo), () => 'paidKobo');
        // Paid only with ≥ 2 direct downlines and an active member.
        if (raw.children.length < 2 || !raw.memberActive)
          check(result.paidKobo === 0, () => 'ineligible paid');
        // Loyalty: one line per child only when something was paid, each floor(paid × %).
        check(loyalty.length === (result.paidKobo > 0 ? raw.children.length : 0), () => 'loyalty lines');
        for (const l of loyalty) {
          check(
            l.kind === 'loyalty_bonus' && l.explanation.baseKobo === result.paidKobo,
            () => 'loyalty base',
          );
          expectFloorOfShare(l.amountKobo, result.paidKobo, raw.loyalty);
        }
        expectPercentLinesFloored(loyalty, result.paidKobo);
        // The run pays at most pairs × amount × (1 + children × loyalty%), exactly (BigInt).
        const allowedE6 =
          BigInt(result.pairs * raw.unit) * (1_000_000n + BigInt(raw.children.length) * BigInt(raw.loyalty));
        check(BigInt(totalPaid(result.entries)) * 1_000_000n <= allowedE6, () => 'paid more than allowed');
        expectPaidOnlyToActive(result.entries, (id) =>
          id === 'm' ? raw.memberActive : input.directChildren.find((c) => c.id === id)?.active,
        );
      }),
    );
  });

  it('is deterministic', () => {
    fc.assert(
      fc.property(inputArb, (raw) => {
        expectDeterministic(({ input, settings }) => equilibrium(input, settings), build(raw));
      }),
    );
  });
});
