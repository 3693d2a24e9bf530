import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kobo, nairaToKobo } from '../money/kobo';
import { totalPaid } from './entries';
import { globalProfit, globalProfitPool, globalProfitShareDate } from './globalProfit';
import { percentE4 } from './percent';
import { SETTINGS } from './test-fixtures';

const candidates = [
  { id: 'a', active: true, rankEligible: true },
  { id: 'b', active: true, rankEligible: true },
  { id: 'c', active: true, rankEligible: true },
  { id: 'd', active: false, rankEligible: true },
  { id: 'e', active: true, rankEligible: false },
];

describe('globalProfitPool', () => {
  it('computes from 12-month PV when no fixed value is set', () => {
    // 10,000 PV × ₦3,500 = ₦35,000,000; × 5% × 10% = ₦175,000.00 = 17500000 kobo.
    expect(globalProfitPool(10_000, SETTINGS)).toBe(17_500_000);
  });

  it('uses the fixed value when above 0', () => {
    expect(globalProfitPool(10_000, { ...SETTINGS, globalProfitValueKobo: nairaToKobo(100_000) })).toBe(
      10_000_000,
    );
  });

  it('rounds down once', () => {
    // 1 PV × 333 kobo × 5% × 10% = 1.665 kobo → 1.
    expect(globalProfitPool(1, { ...SETTINGS, unitPointValueKobo: kobo(333) })).toBe(1);
  });
});

describe('globalProfit', () => {
  it('shares equally among active eligible members; the remainder stays with the company', () => {
    // Pool 17500000 kobo / 3 sharers = 5833333 each, remainder 1 kobo.
    const result = globalProfit({ pvLast12Months: 10_000, candidates }, SETTINGS);
    expect(result.poolKobo).toBe(17_500_000);
    expect(result.sharers).toBe(3);
    expect(result.shareKobo).toBe(5_833_333);
    expect(result.remainderKobo).toBe(1);
    expect(result.entries.map((e) => e.recipientId)).toEqual(['a', 'b', 'c']);
    expect(result.entries[0]).toEqual({
      recipientId: 'a',
      kind: 'global_profit',
      amountKobo: 5_833_333,
      explanation: { baseKobo: 17_500_000, note: 'pool shared equally by 3 member(s)' },
    });
  });

  it('nobody eligible: the whole pool stays with the company', () => {
    const result = globalProfit({ pvLast12Months: 10_000, candidates: [candidates[3]!] }, SETTINGS);
    expect(result).toMatchObject({ sharers: 0, shareKobo: 0, remainderKobo: 17_500_000, entries: [] });
  });

  it('a pool of 0 is recorded as setting_zero for each sharer', () => {
    const result = globalProfit(
      { pvLast12Months: 10_000, candidates },
      { ...SETTINGS, globalProfitFirstPercentE4: percentE4(0) },
    );
    expect(result.entries).toHaveLength(3);
    expect(result.entries.every((e) => e.forfeited?.reason === 'setting_zero')).toBe(true);
  });

  it('a pool smaller than the sharers: below_one_kobo, all of it stays', () => {
    const result = globalProfit(
      { pvLast12Months: 0, candidates },
      { ...SETTINGS, globalProfitValueKobo: kobo(2) },
    );
    expect(result.shareKobo).toBe(0);
    expect(result.remainderKobo).toBe(2);
    expect(result.entries.every((e) => e.forfeited?.reason === 'below_one_kobo')).toBe(true);
  });

  it('shares sum to at most the pool and the remainder is below one kobo per sharer', () => {
    fc.assert(
      fc.property(
        fc.nat(10_000_000),
        fc.nat(10 ** 12),
        fc.array(fc.record({ active: fc.boolean(), rankEligible: fc.boolean() }), { maxLength: 50 }),
        (pv, fixed, flags) => {
          const input = { pvLast12Months: pv, candidates: flags.map((f, i) => ({ id: `m${i}`, ...f })) };
          const settings = { ...SETTINGS, globalProfitValueKobo: kobo(fixed % 3 === 0 ? 0 : fixed) };
          const result = globalProfit(input, settings);
          const paid = totalPaid(result.entries);
          expect(paid + result.remainderKobo).toBe(result.poolKobo);
          expect(paid).toBeLessThanOrEqual(result.poolKobo);
          if (result.sharers > 0) expect(result.remainderKobo).toBeLessThan(result.sharers);
          expect(globalProfit(input, settings)).toEqual(result);
        },
      ),
    );
  });
});

describe('globalProfitShareDate', () => {
  it.each([
    [2024, 12, 31, '2024-12-31'],
    [2024, 2, 31, '2024-02-29'], // leap year
    [2025, 2, 30, '2025-02-28'],
    [2025, 4, 31, '2025-04-30'],
  ])('%i month %i day %i → %s', (year, month, day, expected) => {
    const date = globalProfitShareDate(year, {
      nextGlobalProfitShareMonth: month,
      nextGlobalProfitShareDay: day,
    });
    expect(date.toISOString().slice(0, 10)).toBe(expected);
  });
});
