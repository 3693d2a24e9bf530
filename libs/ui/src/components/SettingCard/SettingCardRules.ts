import * as z from 'zod/mini';

/**
 * Number rules of the settings screens (docs/screens/back-office.md#validation). Kept apart from the card so
 * the bonus tables and the admin modals use the same parsing.
 */
export const VALID_NUMBER_MESSAGE = 'please enter a valid number';

/** Digits with an optional decimal part; no sign, exponent, spaces or thousands separators. */
const NUMBER_PATTERN = /^\d+(\.\d+)?$/;

/** The number typed in `raw`, or null when it is not a plain non-negative number. */
export function parseNumber(raw: string | number | null | undefined): number | null {
  if (raw === null || raw === undefined) return null;
  const text = String(raw).trim();
  if (!NUMBER_PATTERN.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

export interface NumberRule {
  /**
   * Message for anything that is not a number (docs/screens/back-office.md#validation names one per field).
   */
  invalidMessage?: string;
  min?: number;
  max?: number;
  integer?: boolean;
  /** At most this many decimals (2 for naira and percentages). */
  decimals?: number;
}

/** The message for `raw` under `rule`, or null when it passes. */
export function checkNumber(raw: string, rule: NumberRule = {}): string | null {
  const { invalidMessage = VALID_NUMBER_MESSAGE, min, max, integer = false, decimals } = rule;
  const value = parseNumber(raw);
  if (value === null) return invalidMessage;
  const fraction = raw.trim().split('.')[1] ?? '';
  if (integer && fraction.replace(/0+$/, '') !== '') return 'Enter a whole number';
  if (decimals !== undefined && fraction.length > decimals) {
    return `Use at most ${decimals} decimal places`;
  }
  if (min !== undefined && max !== undefined && (value < min || value > max)) {
    return `Enter a number from ${min} to ${max}`;
  }
  if (min !== undefined && value < min) return `Enter a number of at least ${min}`;
  if (max !== undefined && value > max) return `Enter a number of at most ${max}`;
  return null;
}

/**
 * A zod rule for a number typed into a text input (kept as a string in the form): `checkNumber`
 * with `rule`; with `optional` an empty input passes.
 */
export function numberText(rule: NumberRule & { optional?: boolean } = {}) {
  const { optional = false, ...numberRule } = rule;
  return z.string().check(
    z.superRefine((raw, ctx) => {
      if (optional && raw.trim() === '') return;
      const problem = checkNumber(raw, numberRule);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  );
}
