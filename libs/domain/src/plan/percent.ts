import { assertKobo, type Kobo } from '../money/kobo';

/**
 * A percentage as an integer number of ten-thousandths of a percent: 5% = 50000,
 * 2.5% = 25000, 0.0001% = 1. The database stores percentages as numeric(7,4), so every stored
 * value is exactly representable.
 */
export type PercentE4 = number & { readonly __brand: 'PercentE4' };

/** Ten-thousandths of a percent in one percent. */
export const PERCENT_E4_PER_PERCENT = 10_000;
/** The largest value a numeric(7,4) column holds: 999.9999%. */
export const MAX_PERCENT_E4 = 9_999_999 as PercentE4;

/** Brands an integer number of ten-thousandths of a percent, checking its range. */
export function percentE4(value: number): PercentE4 {
  if (!Number.isSafeInteger(value) || value < 0 || value > MAX_PERCENT_E4) {
    throw new RangeError(`Not a percentage in ten-thousandths: ${value}`);
  }
  return (value === 0 ? 0 : value) as PercentE4; // normalises -0
}

const DECIMAL = /^(\d*)(?:\.(\d*))?$/;

/**
 * A percentage as the database or a form gives it ("2.5000", "5", 2.5) to PercentE4.
 * Rejects negatives, more than four decimals (trailing zeros beyond the fourth are tolerated:
 * they add no precision), values above 999.9999 and anything that is not a plain number.
 */
export function parsePercent(value: string | number): PercentE4 {
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) throw new RangeError(`Not a percentage: ${value}`);
    const scaled = Math.round(value * PERCENT_E4_PER_PERCENT);
    // Float noise (0.1 + 0.2) is tolerated; a fifth decimal is not.
    if (Math.abs(scaled - value * PERCENT_E4_PER_PERCENT) > 1e-6 * Math.max(1, value)) {
      throw new RangeError(`More than four decimals: ${value}`);
    }
    return percentE4(scaled);
  }
  const text = value.trim();
  const match = DECIMAL.exec(text);
  if (!match || text === '' || text === '.' || (match[1] === '' && (match[2] ?? '') === '')) {
    throw new RangeError(`Not a percentage: "${value}"`);
  }
  const whole = match[1] ?? '';
  const fraction = match[2] ?? '';
  if (/[1-9]/.test(fraction.slice(4))) throw new RangeError(`More than four decimals: "${value}"`);
  const digits = `${whole === '' ? '0' : whole}${fraction.slice(0, 4).padEnd(4, '0')}`;
  const scaled = Number(digits);
  if (!Number.isSafeInteger(scaled) || scaled > MAX_PERCENT_E4) {
    throw new RangeError(`Percentage out of range: "${value}"`);
  }
  return percentE4(scaled);
}

/** PercentE4 back to the numeric(7,4) text the database stores: 25000 -> "2.5000". */
export function formatPercentE4(p: PercentE4): string {
  percentE4(p);
  const whole = Math.floor(p / PERCENT_E4_PER_PERCENT);
  const fraction = String(p % PERCENT_E4_PER_PERCENT).padStart(4, '0');
  return `${whole}.${fraction}`;
}

/** PercentE4 as a plain JSON number of percent (25000 -> 2.5), as the API speaks it. */
export function percentE4ToNumber(p: PercentE4): number {
  percentE4(p);
  return p / PERCENT_E4_PER_PERCENT;
}

const E6 = 1_000_000n; // 100 (percent) × 10_000 (ten-thousandths)

function toBigKobo(amount: Kobo): bigint {
  assertKobo(amount);
  if (amount < 0) throw new RangeError(`A percentage base cannot be negative: ${amount}`);
  return BigInt(amount);
}

function fromBig(value: bigint): Kobo {
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`Amount too large: ${value}`);
  return assertKobo(Number(value));
}

/**
 * p of an amount, rounded down to the kobo (the remainder stays with the company). Computed
 * with BigInt, so amount × p never loses precision however large the amount.
 */
export function percentOfE4(amount: Kobo, p: PercentE4): Kobo {
  percentE4(p);
  return fromBig((toBigKobo(amount) * BigInt(p)) / E6);
}

/**
 * p1 of p2 of an amount, rounded down once at the end (global profit: pool × first% ×
 * second%). Rounding once pays at least as much as rounding twice and never more than exact.
 */
export function percentOfPercentE4(amount: Kobo, p1: PercentE4, p2: PercentE4): Kobo {
  percentE4(p1);
  percentE4(p2);
  return fromBig((toBigKobo(amount) * BigInt(p1) * BigInt(p2)) / (E6 * E6));
}

/** PV × U as kobo, checked to be a safe integer. PV is a whole number of points. */
export function pvValue(pv: number, unitPointValueKobo: Kobo): Kobo {
  assertPv(pv);
  assertKobo(unitPointValueKobo);
  return fromBig(BigInt(pv) * BigInt(unitPointValueKobo));
}

/** PV (point value) is a whole, non-negative number of points. */
export function assertPv(pv: number): number {
  if (!Number.isSafeInteger(pv) || pv < 0) throw new RangeError(`Not a point value: ${pv}`);
  return pv;
}
