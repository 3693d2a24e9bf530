/* The property checks themselves: each must fail on the mistake it is there to catch. */
import { describe, expect, it } from 'vitest';
import { kobo } from '../money/kobo';
import { percentE4 } from './percent';
import {
  expectDeterministic,
  expectFloorOfShare,
  expectPaidOnlyToActive,
  expectPaidWithin,
  expectPercentLinesFloored,
} from './test-properties';
import type { PlannedEntry } from './types';

const line = (
  amountKobo: number,
  baseKobo: number,
  p: number,
  extra: Partial<PlannedEntry> = {},
): PlannedEntry => ({
  recipientId: 'a',
  kind: 'referral_bonus',
  amountKobo: kobo(amountKobo),
  explanation: { baseKobo: kobo(baseKobo), percentE4: percentE4(p) },
  ...extra,
});

describe('property checks', () => {
  it.each([
    // 5% of 505 kobo = 25.25 → 25 is the floor.
    [25, 505, 50_000, true],
    // 26 rounds 25.25 up.
    [26, 505, 50_000, false],
    // 24 keeps more than the fraction (1.25 kobo) back.
    [24, 505, 50_000, false],
    // 2% of 333 = 6.66 → 6; 7 would be rounding to nearest.
    [6, 333, 20_000, true],
    [7, 333, 20_000, false],
    // Exact shares: 10% of 1000 = 100, nothing to round.
    [100, 1_000, 100_000, true],
    // Half a kobo is not an amount.
    [0.5, 10, 100_000, false],
  ])('floor of the share: %d kobo for %d kobo × %d', (amount, base, p, ok) => {
    const run = () => expectFloorOfShare(amount, base, p);
    if (ok) expect(run).not.toThrow();
    else expect(run).toThrow();
  });

  it('checks percentage lines against the event base', () => {
    expect(() => expectPercentLinesFloored([line(25, 505, 50_000)], 505)).not.toThrow();
    // Right arithmetic, wrong base.
    expect(() => expectPercentLinesFloored([line(25, 505, 50_000)], 506)).toThrow();
  });

  it('bounds the paid total and ignores forfeited lines', () => {
    // 10% of 1000 kobo = 100 allowed.
    expect(() => expectPaidWithin([line(60, 1_000, 0), line(40, 1_000, 0)], 1_000, 100_000)).not.toThrow();
    expect(() => expectPaidWithin([line(60, 1_000, 0), line(41, 1_000, 0)], 1_000, 100_000)).toThrow();
    const forfeited = line(500, 1_000, 0, { forfeited: { reason: 'recipient_inactive' } });
    expect(() => expectPaidWithin([line(100, 1_000, 0), forfeited], 1_000, 100_000)).not.toThrow();
  });

  it('refuses paid lines to inactive members and paid lines of 0 kobo', () => {
    expect(() => expectPaidOnlyToActive([line(1, 10, 0)], () => true)).not.toThrow();
    expect(() => expectPaidOnlyToActive([line(1, 10, 0)], () => false)).toThrow();
    expect(() => expectPaidOnlyToActive([line(0, 10, 0)], () => true)).toThrow();
  });

  it('catches a rule that is not deterministic or changes its input', () => {
    let calls = 0;
    expect(() => expectDeterministic(() => ++calls, {})).toThrow();
    expect(() =>
      expectDeterministic((input: { list: number[] }) => input.list.push(1), { list: [] as number[] }),
    ).toThrow();
    expect(expectDeterministic((input: { a: number }) => input.a * 2, { a: 21 })).toBe(42);
  });
});
