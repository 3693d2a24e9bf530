import { describe, expect, it } from 'vitest';
import { kobo } from '../money/kobo';
import { earningsWeeks, rankProgress, unpaidGroups, unpaidTotal } from './earnings';
import { parsePercent, percentE4 } from './percent';
import type { GenerationTables } from './types';

const five = parsePercent(5);
const depth = (n: number) => Array.from({ length: 10 }, (_, i) => (i < n ? five : percentE4(0)));
const referral = { 1: depth(2), 2: depth(4), 3: depth(8) };
const tables: GenerationTables = { referral, upgrade: referral, unilevel: {}, stockistUpline: {} };
const packages = [
  { id: 1, registrationValueKobo: kobo(1_750_000) },
  { id: 2, registrationValueKobo: kobo(3_500_000) },
  { id: 3, registrationValueKobo: kobo(14_000_000) },
];

describe('earningsWeeks', () => {
  it('lists Lagos Mondays, oldest first, starting at the oldest Monday 00:00 in Lagos', () => {
    // Sunday 2026-03-01 23:30 UTC is Monday 00:30 in Lagos.
    const { weekStarts, since } = earningsWeeks(new Date('2026-03-01T23:30:00Z'), 3);
    expect(weekStarts).toEqual(['2026-02-16', '2026-02-23', '2026-03-02']);
    expect(since.toISOString()).toBe('2026-02-15T23:00:00.000Z');
  });
});

describe('unpaidGroups', () => {
  it('prices generations the package does not pay at the cheapest package that pays the deepest one', () => {
    const groups = unpaidGroups(
      [
        {
          kind: 'referral_bonus',
          reason: 'setting_zero',
          generation: 3,
          baseKobo: kobo(3_500_000),
          amountKobo: kobo(0),
          count: 1,
        },
        {
          kind: 'referral_bonus',
          reason: 'setting_zero',
          generation: 5,
          baseKobo: kobo(1_750_001),
          amountKobo: kobo(0),
          count: 2,
        },
        {
          kind: 'matching_bonus',
          reason: 'cap_reached',
          generation: null,
          baseKobo: kobo(100),
          amountKobo: kobo(40_000),
          count: 3,
        },
      ],
      { packageId: 1, packages, tables },
    );
    expect(groups).toEqual([
      {
        kind: 'referral_bonus',
        reason: 'setting_zero',
        count: 3,
        // Package 3 pays generation 5: 175,000 + 2 × floor(1,750,001 × 5%) = 175,000 + 2 × 87,500.
        amountKobo: 350_000,
        generations: [3, 5],
        paidGenerations: 2,
        upgradePackageId: 3,
      },
      {
        kind: 'matching_bonus',
        reason: 'cap_reached',
        count: 3,
        amountKobo: 40_000,
        generations: [],
        paidGenerations: null,
        upgradePackageId: null,
      },
    ]);
    expect(unpaidTotal(groups)).toBe(390_000);
  });

  it('names no upgrade when no package pays the generation, or the member already has one that does', () => {
    const line = {
      kind: 'referral_bonus' as const,
      reason: 'setting_zero' as const,
      baseKobo: kobo(1_000_000),
      amountKobo: kobo(0),
      count: 1,
    };
    expect(unpaidGroups([{ ...line, generation: 9 }], { packageId: 1, packages, tables })[0]).toMatchObject({
      amountKobo: 0,
      upgradePackageId: null,
    });
    expect(unpaidGroups([{ ...line, generation: 3 }], { packageId: 2, packages, tables })[0]).toMatchObject({
      amountKobo: 50_000,
      paidGenerations: 4,
      upgradePackageId: null,
    });
  });
});

describe('rankProgress', () => {
  const ranks = [
    { id: 2, points: 500, packageId: 3 },
    { id: 1, points: 100, packageId: null },
  ];
  it('gives the next rank by points and the CPV to go', () => {
    expect(rankProgress({ cpv: 30, packageId: 1, currentRankId: null, ranks })).toEqual({
      current: null,
      next: ranks[1],
      cpvToGo: 70,
      packageNeeded: false,
    });
    expect(rankProgress({ cpv: 700, packageId: 1, currentRankId: 1, ranks })).toEqual({
      current: ranks[1],
      next: ranks[0],
      cpvToGo: 0,
      packageNeeded: true,
    });
    expect(rankProgress({ cpv: 700, packageId: 3, currentRankId: 2, ranks }).next).toBeNull();
  });
});
