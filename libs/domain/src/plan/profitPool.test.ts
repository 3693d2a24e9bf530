import { describe, expect, it } from 'vitest';
import { percentE4 } from './percent';
import { profitPool, profitPoolWindow, type ProfitPoolInput } from './profitPool';
import { SETTINGS } from './test-fixtures';

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
