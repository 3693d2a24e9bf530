import { describe, expect, it } from 'vitest';
import { formatKobo, formatNaira, kobo, koboToNaira, nairaToKobo, percentOf } from './kobo';

describe('nairaToKobo', () => {
  it.each([
    [0, 0],
    [1, 100],
    [12345.67, 1234567],
    [0.1 + 0.2, 30], // float noise from arithmetic is tolerated
    [3500, 350000],
    [-20.5, -2050],
  ])('%s naira is %s kobo', (naira, expected) => {
    expect(nairaToKobo(naira)).toBe(expected);
  });

  it.each([[0.005], [1.234], [Number.NaN], [Number.POSITIVE_INFINITY]])('rejects %s', (naira) => {
    expect(() => nairaToKobo(naira)).toThrow(RangeError);
  });
});

describe('percentOf', () => {
  it.each([
    [350000, 5, 17500],
    [350000, 2, 7000],
    [333, 5, 16], // 16.65 kobo rounds down; the company keeps the remainder
    [100, 2.5, 2], // 2.5 kobo rounds down
    [1000, 0, 0],
    [99, 100, 99],
  ])('%s kobo × %s%% = %s kobo', (amount, percent, expected) => {
    expect(percentOf(kobo(amount), percent)).toBe(expected);
  });

  it('rejects a negative percentage', () => {
    expect(() => percentOf(kobo(100), -1)).toThrow(RangeError);
  });
});

describe('formatting', () => {
  it.each([
    [12345, '₦12,345.00'],
    [0, '₦0.00'],
    [1234567.8, '₦1,234,567.80'],
    [-2000, '-₦2,000.00'],
  ])('formatNaira(%s) = %s', (naira, text) => {
    expect(formatNaira(naira)).toBe(text);
  });

  it('formats kobo', () => {
    expect(formatKobo(kobo(1234567))).toBe('₦12,345.67');
    expect(koboToNaira(kobo(250))).toBe(2.5);
  });

  it('refuses fractional kobo', () => {
    expect(() => kobo(1.5)).toThrow(RangeError);
  });
});
