import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kobo } from '../money/kobo';
import { addDays, lagosDate, monthIndex, monthOf, type CalendarMonth } from './calendar';
import { totalPaid } from './entries';
import { percentE4 } from './percent';
import { profitPool, profitPoolWindow, type ProfitPoolInput } from './profitPool';
import { SETTINGS } from './test-fixtures';
import { check, expectDeterministic, expectFloorOfShare, percentArb } from './test-properties';
import type { PlanSettings } from './types';

function diamond(overrides: Partial<ProfitPoolInput> = {}) {
  return profitPool(
    {
      memberId: 'm',
      active: true,
      packageId: 6,
      packagePv: 160,
      activatedAt: new Date('2024-01-15T10:00:00Z'),
      month: { year: 2024, month: 3 },
      downlineActivationsInMonth: 4,
      ...overrides,
    },
    SETTINGS,
  );
}

describe('profitPoolWindow', () => {
  it('starts in the month of activation + offset and lasts duration months', () => {
    // 15 Jan 2024 + 30 days = 14 Feb 2024 → February to July 2024 (6 months).
    expect(profitPoolWindow(new Date('2024-01-15T10:00:00Z'), SETTINGS)).toEqual({
      first: { year: 2024, month: 2 },
      last: { year: 2024, month: 7 },
    });
  });

  it('crosses a year end', () => {
    // 20 Nov 2024 + 30 days = 20 Dec 2024 → December 2024 to May 2025.
    expect(profitPoolWindow(new Date('2024-11-20T12:00:00Z'), SETTINGS)).toEqual({
      first: { year: 2024, month: 12 },
      last: { year: 2025, month: 5 },
    });
  });

  it('reads the Lagos calendar (UTC+1)', () => {
    // 30 Jan 23:30 UTC is 31 Jan 00:30 in Lagos; + 1 day = 1 Feb (UTC alone would say 31 Jan).
    expect(
      profitPoolWindow(new Date('2024-01-30T23:30:00Z'), { profitPoolDaysOffset: 1, profitPoolDuration: 1 }),
    ).toEqual({ first: { year: 2024, month: 2 }, last: { year: 2024, month: 2 } });
  });
});

describe('profitPool', () => {
  it('pays PV × % × U inside the window', () => {
    // Diamond 160 PV × ₦3,500 = ₦560,000 base; 2% = ₦11,200.00 = 1120000 kobo.
    expect(diamond()).toEqual({
      outcome: 'paid',
      entries: [
        {
          recipientId: 'm',
          kind: 'profit_pool',
          amountKobo: 1_120_000,
          explanation: { baseKobo: 56_000_000, percentE4: 20_000, packageId: 6, note: 'month 2024-03' },
        },
      ],
    });
  });

  it.each([
    [{ year: 2024, month: 1 }, 'outside_window'],
    [{ year: 2024, month: 2 }, 'paid'],
    [{ year: 2024, month: 7 }, 'paid'],
    [{ year: 2024, month: 8 }, 'outside_window'],
    [{ year: 2023, month: 12 }, 'outside_window'],
  ] as const)('month %j is %s', (month, outcome) => {
    expect(diamond({ month }).outcome).toBe(outcome);
  });

  it('a package that is not eligible gets no line', () => {
    expect(diamond({ packageId: 5, packagePv: 80 })).toEqual({
      outcome: 'package_not_eligible',
      entries: [],
    });
    expect(diamond({ packageId: 5, eligiblePackageIds: [5, 6] }).outcome).toBe('paid');
  });

  it('too few downline activations: forfeited not_eligible with the amount', () => {
    const result = diamond({ downlineActivationsInMonth: 3 });
    expect(result.outcome).toBe('forfeited');
    expect(result.entries[0]).toMatchObject({
      amountKobo: 1_120_000,
      forfeited: { reason: 'not_eligible' },
      explanation: { note: 'month 2024-03: 3 downline activation(s), 4 needed' },
    });
  });

  it('inactive and 0 settings are forfeited', () => {
    expect(diamond({ active: false }).entries[0]!.forfeited).toEqual({ reason: 'recipient_inactive' });
    const zero = profitPool(
      {
        memberId: 'm',
        active: true,
        packageId: 6,
        packagePv: 160,
        activatedAt: new Date('2024-01-15T10:00:00Z'),
        month: { year: 2024, month: 3 },
        downlineActivationsInMonth: 9,
      },
      { ...SETTINGS, profitPoolPercentE4: percentE4(0) },
    );
    expect(zero.entries[0]).toMatchObject({ amountKobo: 0, forfeited: { reason: 'setting_zero' } });
  });
});

type PoolSettings = Pick<
  PlanSettings,
  | 'unitPointValueKobo'
  | 'profitPoolPercentE4'
  | 'profitPoolDaysOffset'
  | 'profitPoolDuration'
  | 'profitPoolNumOfDownlines'
>;

const settingsArb: fc.Arbitrary<PoolSettings> = fc.record({
  unitPointValueKobo: fc.integer({ min: 0, max: 10_000_000 }).map(kobo),
  profitPoolPercentE4: percentArb,
  profitPoolDaysOffset: fc.nat(400),
  profitPoolDuration: fc.integer({ min: 1, max: 12 }),
  profitPoolNumOfDownlines: fc.nat(20),
});

// 2020-01-01 .. 2030-12-31 (UTC), as whole milliseconds.
const instantArb = fc
  .integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 11, 31) })
  .map((ms) => new Date(ms));

const memberArb = fc.record({
  active: fc.boolean(),
  // Mostly the eligible Diamond (6), sometimes a package that is not eligible.
  packageId: fc.oneof(
    { weight: 3, arbitrary: fc.constant(6) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 7 }) },
  ),
  packagePv: fc.nat(100_000),
  activatedAt: instantArb,
  downlineActivationsInMonth: fc.nat(30),
});

const monthAt = (index: number): CalendarMonth => ({ year: Math.floor(index / 12), month: (index % 12) + 1 });

describe('profitPool properties', () => {
  it('the window starts in the month of activation + offset (Lagos) and lasts duration months', () => {
    fc.assert(
      fc.property(instantArb, settingsArb, (activatedAt, settings) => {
        const window = expectDeterministic(({ at, s }) => profitPoolWindow(at, s), {
          at: activatedAt,
          s: settings,
        });
        const first = monthOf(addDays(lagosDate(activatedAt), settings.profitPoolDaysOffset));
        check(monthIndex(window.first) === monthIndex(first), () => `first ${JSON.stringify(window.first)}`);
        const months = monthIndex(window.last) - monthIndex(window.first) + 1;
        check(months === settings.profitPoolDuration, () => `${months} months`);
        check(window.last.month >= 1 && window.last.month <= 12, () => `month ${window.last.month}`);
      }),
    );
  });

  it('one floored line a month at most; over any run of months, at most duration × the monthly share', () => {
    fc.assert(
      fc.property(memberArb, settingsArb, (m, settings) => {
        const window = profitPoolWindow(m.activatedAt, settings);
        const share =
          (BigInt(m.packagePv) * BigInt(settings.unitPointValueKobo) * BigInt(settings.profitPoolPercentE4)) /
          1_000_000n;
        let paid = 0;
        let linesInWindow = 0;
        // Every month from 3 before the window to well after it (a window is at most 12 months).
        const from = monthIndex(window.first) - 3;
        for (let index = from; index < from + 30; index++) {
          const month = monthAt(index);
          const input: ProfitPoolInput = { memberId: 'm', ...m, month };
          const result = profitPool(input, settings);
          const inside = index >= monthIndex(window.first) && index <= monthIndex(window.last);
          const eligible = m.packageId === 6;
          if (!eligible || !inside) {
            check(result.entries.length === 0, () => `a line in ${index}`);
            check(
              result.outcome === (eligible ? 'outside_window' : 'package_not_eligible'),
              () => result.outcome,
            );
            continue;
          }
          linesInWindow++;
          check(result.entries.length === 1, () => `${result.entries.length} lines in ${index}`);
          const line = result.entries[0]!;
          check(line.kind === 'profit_pool' && line.recipientId === 'm', () => 'line');
          // PV × U is whole; the line is floor(PV × U × p), exactly.
          check(line.explanation.baseKobo === m.packagePv * settings.unitPointValueKobo, () => 'base');
          expectFloorOfShare(line.amountKobo, line.explanation.baseKobo, settings.profitPoolPercentE4);
          const shouldPay =
            m.active &&
            settings.profitPoolPercentE4 > 0 &&
            line.amountKobo > 0 &&
            m.downlineActivationsInMonth >= settings.profitPoolNumOfDownlines;
          check(result.outcome === (shouldPay ? 'paid' : 'forfeited'), () => `${result.outcome}`);
          check(!line.forfeited === shouldPay, () => 'forfeited flag');
          paid += totalPaid(result.entries);
        }
        // Each eligible window month gets one line; the member is never paid more than duration
        // months of the exact monthly share.
        if (m.packageId === 6) check(linesInWindow === settings.profitPoolDuration, () => `${linesInWindow}`);
        check(
          BigInt(paid) <= BigInt(settings.profitPoolDuration) * share,
          () => `paid ${paid}, share ${share}`,
        );
      }),
    );
  });

  it('is deterministic', () => {
    fc.assert(
      fc.property(memberArb, settingsArb, fc.integer({ min: 24_240, max: 24_372 }), (m, settings, index) => {
        expectDeterministic(({ input, s }) => profitPool(input, s), {
          input: { memberId: 'm', ...m, month: monthAt(index) },
          s: settings,
        });
      }),
    );
  });
});
