import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kobo, nairaToKobo } from '../money/kobo';
import { awardBonus, type AwardBonusInput } from './award';
import { totalPaid } from './entries';
import { percentE4 } from './percent';
import { SETTINGS } from './test-fixtures';
import {
  check,
  expectDeterministic,
  expectPaidOnlyToActive,
  expectPaidWithin,
  expectPercentLinesFloored,
  koboArb,
  percentArb,
} from './test-properties';
import { NO_RECIPIENT, type PlannedEntry } from './types';

/** [recipient, amount in kobo, 'paid' or the forfeit reason] */
type Line = [string, number, string];
const lines = (entries: readonly PlannedEntry[]): Line[] =>
  entries.map((e) => [e.recipientId, e.amountKobo, e.forfeited?.reason ?? 'paid']);

const active = (id: string) => ({ id, active: true });

// Seeded settings: sponsor 10% (100000 ten-thousandths), each direct downline 2% (20000).
describe('awardBonus', () => {
  it.each<{
    name: string;
    input: Omit<AwardBonusInput, 'claimantId' | 'settings'>;
    settings?: Partial<AwardBonusInput['settings']>;
    baseKobo: number;
    lines: Line[];
    totalPaidKobo: number;
  }>([
    {
      name: 'pays the sponsor and each direct downline; an inactive child is forfeited',
      // Smartphone worth ₦150,000 = 15000000 kobo: sponsor 10% = ₦15,000.00 = 1500000 kobo;
      // each direct downline 2% = ₦3,000.00 = 300000 kobo. Paid 1500000 + 300000 = 1800000.
      input: {
        worthKobo: nairaToKobo(150_000),
        sponsor: active('s'),
        directChildren: [active('l'), { id: 'r', active: false }],
      },
      baseKobo: 15_000_000,
      lines: [
        ['s', 1_500_000, 'paid'],
        ['l', 300_000, 'paid'],
        ['r', 300_000, 'recipient_inactive'],
      ],
      totalPaidKobo: 1_800_000,
    },
    {
      name: 'a missing sponsor is no_recipient; a 0 sponsor setting is 0 kobo',
      // ₦333.33 = 33333 kobo; sponsor 0% → 0 (no sponsor: 'no_recipient' is checked first);
      // DD 2% × 33333 = 666.66 kobo → 666.
      input: { worthKobo: kobo(33_333), sponsor: null, directChildren: [active('l')] },
      settings: { awardWinnerSponsorBonusPercentE4: percentE4(0) },
      baseKobo: 33_333,
      lines: [
        [NO_RECIPIENT, 0, 'no_recipient'],
        ['l', 666, 'paid'],
      ],
      totalPaidKobo: 666,
    },
    {
      name: 'a missing sponsor keeps the amount it would have been',
      // ₦50,000 = 5000000 kobo; sponsor 10% = 500000 recorded for nobody; no children.
      input: { worthKobo: nairaToKobo(50_000), sponsor: null, directChildren: [] },
      baseKobo: 5_000_000,
      lines: [[NO_RECIPIENT, 500_000, 'no_recipient']],
      totalPaidKobo: 0,
    },
    {
      name: 'each share is rounded down on its own',
      // ₦999.99 = 99999 kobo: sponsor 10% = 9999.9 → 9999; each DD 2% = 1999.98 → 1999.
      // Paid 9999 + 2 × 1999 = 13997 (exact 13999.86: 2.86 kobo stay with the company).
      input: { worthKobo: kobo(99_999), sponsor: active('s'), directChildren: [active('l'), active('r')] },
      baseKobo: 99_999,
      lines: [
        ['s', 9_999, 'paid'],
        ['l', 1_999, 'paid'],
        ['r', 1_999, 'paid'],
      ],
      totalPaidKobo: 13_997,
    },
    {
      name: 'an inactive sponsor is forfeited with its share',
      // ₦10,000 = 1000000 kobo: sponsor 10% = 100000 forfeited; one DD 2% = 20000 paid.
      input: {
        worthKobo: nairaToKobo(10_000),
        sponsor: { id: 's', active: false },
        directChildren: [active('l')],
      },
      baseKobo: 1_000_000,
      lines: [
        ['s', 100_000, 'recipient_inactive'],
        ['l', 20_000, 'paid'],
      ],
      totalPaidKobo: 20_000,
    },
    {
      name: 'an incentive worth 0 plans nothing',
      // 10% × 0 = 0: no line at all.
      input: { worthKobo: kobo(0), sponsor: active('s'), directChildren: [] },
      baseKobo: 0,
      lines: [],
      totalPaidKobo: 0,
    },
  ])('$name', ({ input, settings, baseKobo, lines: expected, totalPaidKobo }) => {
    const result = awardBonus({ claimantId: 'c', ...input, settings: { ...SETTINGS, ...settings } });
    expect(result.baseKobo).toBe(baseKobo);
    expect(lines(result.entries)).toEqual(expected);
    expect(totalPaid(result.entries)).toBe(totalPaidKobo);
    expect(result.entries.every((e) => e.kind === 'award_bonus')).toBe(true);
  });

  it('explains the sponsor and downline lines', () => {
    // ₦150,000 × 10% and × 2%, as in the first example.
    const result = awardBonus({
      claimantId: 'c',
      worthKobo: nairaToKobo(150_000),
      sponsor: active('s'),
      directChildren: [active('l')],
      settings: SETTINGS,
    });
    expect(result.entries.map((e) => e.explanation)).toEqual([
      { baseKobo: 15_000_000, percentE4: 100_000, note: 'sponsor: incentive of c' },
      { baseKobo: 15_000_000, percentE4: 20_000, note: 'direct downline: incentive of c' },
    ]);
  });
});

const inputArb = fc.record({
  worth: koboArb,
  sponsor: fc.option(fc.record({ id: fc.constant('s'), active: fc.boolean() })),
  children: fc.array(fc.boolean(), { maxLength: 2 }),
  sponsorPercent: percentArb,
  ddPercent: percentArb,
});

function build(i: typeof inputArb extends fc.Arbitrary<infer T> ? T : never): AwardBonusInput {
  return {
    claimantId: 'c',
    worthKobo: kobo(i.worth),
    sponsor: i.sponsor,
    directChildren: i.children.map((childActive, n) => ({ id: `d${n}`, active: childActive })),
    settings: {
      awardWinnerSponsorBonusPercentE4: i.sponsorPercent,
      awardWinnerDdBonusPercentE4: i.ddPercent,
    },
  };
}

describe('awardBonus properties', () => {
  it('never rounds up, pays no more than sponsor% + DD% × children, only to active members', () => {
    fc.assert(
      fc.property(inputArb, (raw) => {
        const input = build(raw);
        const { baseKobo, entries } = awardBonus(input);
        check(baseKobo === raw.worth, () => `base ${baseKobo}`);
        // One sponsor line then one line per child, each floor(worth × its percentage).
        check(entries.length === (raw.worth === 0 ? 0 : 1 + raw.children.length), () => 'line count');
        expectPercentLinesFloored(entries, baseKobo);
        expectPaidWithin(entries, baseKobo, raw.sponsorPercent + raw.ddPercent * input.directChildren.length);
        const recipients = [...(input.sponsor ? [input.sponsor] : []), ...input.directChildren];
        expectPaidOnlyToActive(entries, (id) => recipients.find((r) => r.id === id)?.active);
      }),
    );
  });

  it('is deterministic', () => {
    fc.assert(fc.property(inputArb, (raw) => void expectDeterministic(awardBonus, build(raw))));
  });
});
