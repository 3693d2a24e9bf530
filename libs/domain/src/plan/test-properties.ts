/*
 * Shared checks and generators for the plan's property tests (fast-check). Exact arithmetic is
 * done in BigInt: base × percentE4 passes 2^53 long before any amount does.
 */
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { expect } from 'vitest';
import { MAX_PERCENT_E4, percentE4, type PercentE4 } from './percent';
import type { ChainMember, GenerationTable, PlannedEntry } from './types';

/** 100% in PercentE4 × 100: base × percentE4 / E6 is the exact share in kobo. */
const E6 = 1_000_000n;

/**
 * Throws (fast-check then shrinks the case) unless `ok`. Plain checks instead of expect() keep
 * a hundred runs with a dozen lines each fast; the message is only built on failure.
 */
export function check(ok: boolean, message: () => string): asserts ok {
  if (!ok) throw new Error(message());
}

const isWholeKobo = (value: number) => Number.isSafeInteger(value) && value >= 0;

/**
 * amountKobo is whole kobo and exactly floor(base × p): never above the exact (unrounded) share,
 * so nothing rounds up, and less than one kobo below it, so nothing more than the fraction of a
 * kobo stays with the company.
 */
export function expectFloorOfShare(amountKobo: number, baseKobo: number, p: number): void {
  check(isWholeKobo(amountKobo), () => `${amountKobo} is not whole kobo`);
  const exactE6 = BigInt(baseKobo) * BigInt(p);
  const amount = BigInt(amountKobo);
  check(amount * E6 <= exactE6, () => `${amountKobo} rounds ${baseKobo} × ${p} / 10^6 up`);
  check(
    (amount + 1n) * E6 > exactE6,
    () => `${amountKobo} is a kobo or more below ${baseKobo} × ${p} / 10^6`,
  );
}

/**
 * Every line that carries a percentage is floor(its base × its percentage); with `baseKobo`,
 * every such line was computed on that base.
 */
export function expectPercentLinesFloored(entries: readonly PlannedEntry[], baseKobo?: number): void {
  for (const entry of entries) {
    const p = entry.explanation.percentE4;
    if (p === undefined) continue;
    const base = entry.explanation.baseKobo;
    check(baseKobo === undefined || base === baseKobo, () => `line on ${base}, event base ${baseKobo}`);
    expectFloorOfShare(entry.amountKobo, base, p);
  }
}

/** Σ paid lines × 10^6 ≤ base × allowedPercentE4: the event pays no more than the settings allow. */
export function expectPaidWithin(
  entries: readonly PlannedEntry[],
  baseKobo: number,
  allowedPercentE4: number | bigint,
): void {
  const paid = entries.filter((e) => !e.forfeited).reduce((sum, e) => sum + BigInt(e.amountKobo), 0n);
  const allowedE6 = BigInt(baseKobo) * BigInt(allowedPercentE4);
  check(paid * E6 <= allowedE6, () => `paid ${paid} > ${baseKobo} × ${allowedPercentE4} / 10^6`);
}

/** Every paid line is whole, positive kobo to an active recipient; forfeited lines are whole, ≥ 0. */
export function expectPaidOnlyToActive(
  entries: readonly PlannedEntry[],
  isActive: (recipientId: string) => boolean | undefined,
): void {
  for (const entry of entries) {
    check(isWholeKobo(entry.amountKobo), () => `${entry.amountKobo} is not whole kobo`);
    if (entry.forfeited) continue;
    check(entry.amountKobo > 0, () => `a paid line of 0 kobo to ${entry.recipientId}`);
    check(isActive(entry.recipientId) === true, () => `${entry.recipientId} is paid but not active`);
  }
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}

/**
 * The same input gives the same output: two calls on separate deep copies of the input (frozen,
 * so a rule that mutates its input throws) are deep-equal. Returns the first output.
 */
export function expectDeterministic<I, O>(rule: (input: I) => O, input: I): O {
  const first = rule(deepFreeze(structuredClone(input)));
  const second = rule(deepFreeze(structuredClone(input)));
  // isDeepStrictEqual is the fast check; expect() only runs to print the difference.
  if (!isDeepStrictEqual(second, first)) expect(second).toStrictEqual(first);
  return first;
}

/** A percentage setting: often 0, mostly 0–100%, sometimes up to the 999.9999% a column holds. */
export const percentArb: fc.Arbitrary<PercentE4> = fc
  .oneof(
    { weight: 1, arbitrary: fc.constant(0) },
    { weight: 6, arbitrary: fc.integer({ min: 0, max: 1_000_000 }) },
    { weight: 1, arbitrary: fc.integer({ min: 0, max: MAX_PERCENT_E4 }) },
  )
  .map(percentE4);

/** An amount of kobo up to ₦10bn, biased towards small and odd values by fast-check. */
export const koboArb = fc.integer({ min: 0, max: 1_000_000_000_000 });

/** A generation table for packages 1..6, some packages without a row. */
export const tableArb: fc.Arbitrary<GenerationTable> = fc
  .array(fc.option(fc.array(percentArb, { minLength: 10, maxLength: 10 })), { minLength: 6, maxLength: 6 })
  .map((rows) => {
    const table: Record<number, PercentE4[]> = {};
    rows.forEach((row, i) => {
      if (row) table[i + 1] = row;
    });
    return table;
  });

/** A chain of up to 14 members m0, m1… on packages 1..7 (7 has no row), some inactive, maybe a root. */
export const chainArb: fc.Arbitrary<ChainMember[]> = fc
  .array(
    fc.record({
      packageId: fc.integer({ min: 1, max: 7 }),
      active: fc.boolean(),
      isRoot: fc.oneof(
        { weight: 4, arbitrary: fc.constant(false) },
        { weight: 1, arbitrary: fc.constant(true) },
      ),
    }),
    { maxLength: 14 },
  )
  .map((rows) => rows.map((r, i) => ({ id: `m${i}`, ...r })));
