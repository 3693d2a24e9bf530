import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kobo, percentOf } from '../money/kobo';
import {
  formatPercentE4,
  MAX_PERCENT_E4,
  parsePercent,
  percentE4,
  percentE4ToNumber,
  percentOfE4,
  percentOfPercentE4,
  pvValue,
} from './percent';

describe('parsePercent', () => {
  it.each([
    ['2.5000', 25_000], // numeric(7,4) as the driver returns it
    ['5', 50_000],
    ['0', 0],
    ['0.0001', 1],
    ['.5', 5_000],
    ['5.', 50_000],
    [' 10.25 ', 102_500],
    ['999.9999', 9_999_999],
    ['2.50000', 25_000], // a zero past the 4th decimal adds no precision
    [2.5, 25_000],
    [0.1 + 0.2, 3_000], // float noise is tolerated
    [1.2345, 12_345],
    [100, 1_000_000],
    [-0, 0],
  ])('%j is %i ten-thousandths', (input, expected) => {
    expect(parsePercent(input)).toBe(expected);
  });

  it.each([
    ['2.50001'], // 5th decimal
    [1.23456],
    ['-1'],
    [-0.5],
    [''],
    ['.'],
    ['abc'],
    ['1e2'],
    ['1,5'],
    ['1000'], // does not fit numeric(7,4)
    [1000],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
  ])('rejects %j', (input) => {
    expect(() => parsePercent(input)).toThrow(RangeError);
  });

  it('round-trips through the database text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_PERCENT_E4 }), (value) => {
        const p = percentE4(value);
        expect(parsePercent(formatPercentE4(p))).toBe(p);
        expect(parsePercent(percentE4ToNumber(p))).toBe(p);
      }),
    );
  });

  it('formats as numeric(7,4)', () => {
    expect(formatPercentE4(parsePercent('2.5'))).toBe('2.5000');
    expect(formatPercentE4(parsePercent(0))).toBe('0.0000');
    expect(percentE4ToNumber(parsePercent('12.0625'))).toBe(12.0625);
  });
});

describe('percentOfE4', () => {
  it.each([
    // Gold 40 PV × ₦3,500 = ₦140,000 base; 5% = ₦7,000.00 = 700000 kobo
    [14_000_000, '5', 700_000],
    // 2.5% of ₦1.00: 2.5 kobo rounds down to 2
    [100, '2.5', 2],
    // 333 kobo × 5% = 16.65 kobo → 16
    [333, '5', 16],
    // 0.0001% of ₦99,999.99 = 9,999,999 kobo / 1,000,000 = 9.999999 kobo → 9
    [9_999_999, '0.0001', 9],
    // 0.0001% of ₦9,999.99 = 0.999999 kobo → 0
    [999_999, '0.0001', 0],
    // 0.0001% of ₦10,000 = 1 kobo exactly
    [1_000_000, '0.0001', 1],
    // 100% is the amount itself
    [12_345, '100', 12_345],
    [0, '50', 0],
  ])('%i kobo at %s percent is %i kobo', (amount, p, expected) => {
    expect(percentOfE4(kobo(amount), parsePercent(p))).toBe(expected);
  });

  it('keeps precision for amounts where amount × p exceeds 2^53', () => {
    // ₦90 trillion × 12.3456%: 9e15 kobo × 123456 = 1.1e21, far above 2^53.
    // Exact: 9_000_000_000_000_000 × 0.123456 = 1_111_104_000_000_000 kobo.
    expect(percentOfE4(kobo(9_000_000_000_000_000), parsePercent('12.3456'))).toBe(1_111_104_000_000_000);
    // Largest safe amount × 0.0003%: 9007199254740991 × 3 / 1e6 = 27021597764.222973 → 27021597764
    expect(percentOfE4(kobo(Number.MAX_SAFE_INTEGER), parsePercent('0.0003'))).toBe(27_021_597_764);
  });

  it('refuses a negative base', () => {
    expect(() => percentOfE4(kobo(-100), parsePercent(5))).toThrow(RangeError);
  });

  it('never rounds up: exact − 1 kobo < result ≤ exact', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (amount, p) => {
          const result = BigInt(percentOfE4(kobo(amount), percentE4(p)));
          // result ≤ amount × p / 1e6 < result + 1, multiplied out to stay in integers
          const exactTimes1e6 = BigInt(amount) * BigInt(p);
          expect(result * 1_000_000n <= exactTimes1e6).toBe(true);
          expect((result + 1n) * 1_000_000n > exactTimes1e6).toBe(true);
        },
      ),
    );
  });

  it('agrees with the existing percentOf on two-decimal percentages', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (a, bp) => {
          expect(percentOfE4(kobo(a), percentE4(bp * 100))).toBe(percentOf(kobo(a), bp / 100));
        },
      ),
    );
  });
});

describe('percentOfPercentE4', () => {
  it('rounds once at the end', () => {
    // 1,000 PV × ₦3,500 = ₦3,500,000; × 5% × 10% = ₦17,500.00 = 1750000 kobo
    expect(percentOfPercentE4(kobo(350_000_000), parsePercent(5), parsePercent(10))).toBe(1_750_000);
    // 999 kobo × 33.3333% × 33.3333% = 110.99989 kobo → 110
    expect(percentOfPercentE4(kobo(999), parsePercent('33.3333'), parsePercent('33.3333'))).toBe(110);
  });

  it('never rounds up', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (amount, p1, p2) => {
          const result = BigInt(percentOfPercentE4(kobo(amount), percentE4(p1), percentE4(p2)));
          const exactTimes1e12 = BigInt(amount) * BigInt(p1) * BigInt(p2);
          expect(result * 10n ** 12n <= exactTimes1e12).toBe(true);
          expect((result + 1n) * 10n ** 12n > exactTimes1e12).toBe(true);
        },
      ),
    );
  });
});

describe('pvValue', () => {
  it('is PV × U', () => {
    // Silver 20 PV × ₦3,500 = ₦70,000 = 7000000 kobo
    expect(pvValue(20, kobo(350_000))).toBe(7_000_000);
  });
  it.each([[-1], [1.5], [Number.NaN]])('rejects PV %s', (pv) => {
    expect(() => pvValue(pv, kobo(350_000))).toThrow(RangeError);
  });
});
