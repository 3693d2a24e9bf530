import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kobo, nairaToKobo } from '../money/kobo';
import { totalPaid } from './entries';
import { maxGenerationPercentSum } from './generations';
import { percentE4 } from './percent';
import { chainOf, FIVE_PERCENT_TABLE, member, PACKAGES, SETTINGS } from './test-fixtures';
import {
  chainArb,
  check,
  expectDeterministic,
  expectPaidOnlyToActive,
  expectPaidWithin,
  expectPercentLinesFloored,
  tableArb,
} from './test-properties';
import type { PlanPackage } from './types';
import { packageDifference, packageUpgrade, type PackageUpgradeInput } from './upgrade';

describe('packageDifference', () => {
  it.each([
    // Starter → Bronze: ₦35,000 − ₦17,500 = ₦17,500; 10 − 5 = 5 PV; pickup ₦17,500
    [1, 2, 17_500, 5, 17_500],
    // Silver → Diamond: ₦560,000 − ₦70,000 = ₦490,000; 160 − 20 = 140 PV
    [3, 6, 490_000, 140, 490_000],
  ])('package %i → %i costs ₦%i and brings %i PV', (from, to, price, pv, pickup) => {
    expect(packageDifference(PACKAGES[from]!, PACKAGES[to]!)).toEqual({
      ok: true,
      priceKobo: nairaToKobo(price),
      pvDelta: pv,
      pickupDeltaKobo: nairaToKobo(pickup),
    });
  });

  it.each([
    [3, 3],
    [4, 2],
  ])('package %i → %i is not an upgrade', (from, to) => {
    expect(packageDifference(PACKAGES[from]!, PACKAGES[to]!)).toEqual({
      ok: false,
      reason: 'not_higher_package',
    });
  });

  it('floors differences at 0 when a higher package is configured smaller', () => {
    const odd = {
      ...PACKAGES[6]!,
      id: 7,
      pointValue: 1,
      registrationValueKobo: kobo(1),
      pickupAmountKobo: kobo(0),
    };
    expect(packageDifference(PACKAGES[6]!, odd)).toEqual({
      ok: true,
      priceKobo: 0,
      pvDelta: 0,
      pickupDeltaKobo: 0,
    });
  });
});

describe('packageUpgrade', () => {
  it('pays the upgrade bonus on ΔPV × U by recipient package', () => {
    // Bronze (10 PV) → Gold (40 PV): ΔPV 30 × ₦3,500 = ₦105,000 base = 10500000 kobo.
    // Gen 1 Diamond 5% = ₦5,250.00 = 525000; gen 2 Starter 5% = 525000;
    // gen 3 Starter: the Starter row stops at generation 2 → setting_zero.
    const result = packageUpgrade({
      memberId: 'me',
      from: PACKAGES[2]!,
      to: PACKAGES[4]!,
      placementChain: [member('a1', 6), member('a2', 1), member('a3', 1)],
      upgradeTable: FIVE_PERCENT_TABLE,
      settings: SETTINGS,
    });
    expect(result.baseKobo).toBe(10_500_000);
    expect(result.priceKobo).toBe(nairaToKobo(105_000));
    expect(result.pvDelta).toBe(30);
    expect(result.pickupDeltaKobo).toBe(nairaToKobo(105_000));
    expect(result.entries.map((e) => [e.kind, e.recipientId, e.amountKobo, e.forfeited?.reason])).toEqual([
      ['upgrade_bonus', 'a1', 525_000, undefined],
      ['upgrade_bonus', 'a2', 525_000, undefined],
      ['upgrade_bonus', 'a3', 0, 'setting_zero'],
    ]);
    expect(result.entries[0]!.explanation).toEqual({
      baseKobo: 10_500_000,
      generation: 1,
      percentE4: 50_000,
      packageId: 6,
    });
  });

  it('throws for a package that is not higher', () => {
    expect(() =>
      packageUpgrade({
        memberId: 'me',
        from: PACKAGES[4]!,
        to: PACKAGES[2]!,
        placementChain: [],
        upgradeTable: FIVE_PERCENT_TABLE,
        settings: SETTINGS,
      }),
    ).toThrow(RangeError);
  });

  it('plans no lines when ΔPV is 0', () => {
    const same = { ...PACKAGES[5]!, id: 9 };
    const result = packageUpgrade({
      memberId: 'me',
      from: PACKAGES[5]!,
      to: same,
      placementChain: chainOf(3, 6),
      upgradeTable: FIVE_PERCENT_TABLE,
      settings: SETTINGS,
    });
    expect(result.entries).toEqual([]);
  });

  it('never pays more than ΔPV × U × Σ max generation percents, and never rounds up', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 100, max: 999_999 }),
        fc.array(fc.boolean(), { maxLength: 12 }),
        fc.array(fc.integer({ min: 0, max: 99_999 }).map(percentE4), { minLength: 10, maxLength: 10 }),
        (fromId, step, unit, actives, percents) => {
          const toId = Math.min(6, fromId + step);
          if (toId === fromId) return;
          const table = { 6: percents };
          const chain = actives.map((active, i) => member(`m${i}`, 6, { active }));
          const result = packageUpgrade({
            memberId: 'me',
            from: PACKAGES[fromId]!,
            to: PACKAGES[toId]!,
            placementChain: chain,
            upgradeTable: table,
            settings: { unitPointValueKobo: kobo(unit) },
          });
          expect(totalPaid(result.entries)).toBeLessThanOrEqual(
            (result.baseKobo * maxGenerationPercentSum(table)) / 1_000_000,
          );
          for (const e of result.entries) {
            const exact = (result.baseKobo * (e.explanation.percentE4 ?? 0)) / 1_000_000;
            expect(e.amountKobo).toBeLessThanOrEqual(exact);
            expect(e.amountKobo).toBeGreaterThan(exact - 1);
          }
        },
      ),
    );
  });
});

/** Packages 1..6 with random PV, prices and pickups (not always increasing with the id). */
const packagesArb = fc.array(
  fc.record({
    pointValue: fc.nat(10_000),
    registrationValueKobo: fc.nat(1_000_000_000).map(kobo),
    pickupAmountKobo: fc.nat(1_000_000_000).map(kobo),
    matchingBonusCapKobo: fc.constant(kobo(0)),
  }),
  { minLength: 6, maxLength: 6 },
);
const upgradeArb = fc.record({
  packages: packagesArb,
  from: fc.integer({ min: 1, max: 5 }),
  step: fc.integer({ min: 1, max: 5 }),
  unit: fc.integer({ min: 1, max: 1_000_000 }),
  chain: chainArb,
  table: tableArb,
});

function buildUpgrade(raw: typeof upgradeArb extends fc.Arbitrary<infer T> ? T : never): PackageUpgradeInput {
  const pkgs: PlanPackage[] = raw.packages.map((p, i) => ({ id: i + 1, ...p }));
  const to = Math.min(6, raw.from + raw.step);
  return {
    memberId: 'me',
    from: pkgs[raw.from - 1]!,
    to: pkgs[to - 1]!,
    placementChain: raw.chain,
    upgradeTable: raw.table,
    settings: { unitPointValueKobo: kobo(raw.unit) },
  };
}

describe('packageUpgrade properties', () => {
  it('differences never go below 0; lines floor exactly; the event stays within the table', () => {
    fc.assert(
      fc.property(upgradeArb, (raw) => {
        const input = buildUpgrade(raw);
        const result = packageUpgrade(input);
        const { from, to } = input;
        check(result.pvDelta === Math.max(0, to.pointValue - from.pointValue), () => 'pvDelta');
        check(
          result.priceKobo === Math.max(0, to.registrationValueKobo - from.registrationValueKobo),
          () => 'price',
        );
        check(
          result.pickupDeltaKobo === Math.max(0, to.pickupAmountKobo - from.pickupAmountKobo),
          () => 'pickup',
        );
        check(result.baseKobo === result.pvDelta * raw.unit, () => `base ${result.baseKobo}`);
        check(result.entries.length <= 10, () => 'more than 10 generations');
        expectPercentLinesFloored(result.entries, result.baseKobo);
        expectPaidWithin(result.entries, result.baseKobo, maxGenerationPercentSum(input.upgradeTable));
        expectPaidOnlyToActive(result.entries, (id) => raw.chain.find((m) => m.id === id)?.active);
      }),
    );
  });

  it('is deterministic', () => {
    fc.assert(fc.property(upgradeArb, (raw) => void expectDeterministic(packageUpgrade, buildUpgrade(raw))));
  });

  it('packageDifference is deterministic and refuses exactly the packages that are not higher', () => {
    fc.assert(
      fc.property(
        packagesArb,
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 6 }),
        (raw, a, b) => {
          const pkgs: PlanPackage[] = raw.map((p, i) => ({ id: i + 1, ...p }));
          const result = expectDeterministic(({ current, target }) => packageDifference(current, target), {
            current: pkgs[a - 1]!,
            target: pkgs[b - 1]!,
          });
          check(result.ok === b > a, () => `${a} → ${b}: ${JSON.stringify(result)}`);
        },
      ),
    );
  });
});
