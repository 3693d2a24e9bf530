import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kobo, nairaToKobo } from '../money/kobo';
import { parsePercent, percentE4 } from './percent';
import { SETTINGS } from './test-fixtures';
import { automatedPayout, isAutomatedPayoutDay, validateWithdrawal, withdrawalFee } from './withdrawal';

const naira = nairaToKobo;
const flat = { ...SETTINGS, withdrawalChargeType: 'flat' as const, withdrawalChargeFlatKobo: naira(100) };

describe('withdrawalFee', () => {
  it.each([
    // 1.5% of ₦10,000 = ₦150.00
    [10_000, 150],
    // 1.5% of ₦50,000 = ₦750.00 (under the ₦1,000 cap)
    [50_000, 750],
    // 1.5% of ₦66,666.67 = ₦1,000.00005 → capped at ₦1,000
    [66_666.67, 1_000],
    // 1.5% of ₦66,666.66 = ₦999.9999 → 99999.99 kobo rounds down to ₦999.99
    [66_666.66, 999.99],
    // 1.5% of ₦200,000 = ₦3,000 → capped at ₦1,000
    [200_000, 1_000],
    // 1.5% of ₦0.99 = 1.485 kobo → 1 kobo
    [0.99, 0.01],
  ])('percentage: ₦%s pays a ₦%s fee', (amount, fee) => {
    expect(withdrawalFee(naira(amount), SETTINGS)).toBe(naira(fee));
  });

  it('a cap of 0 means no cap', () => {
    // 1.5% of ₦200,000 = ₦3,000
    expect(withdrawalFee(naira(200_000), { ...SETTINGS, withdrawalChargeCapKobo: kobo(0) })).toBe(
      naira(3_000),
    );
  });

  it('flat: the charge whatever the amount', () => {
    expect(withdrawalFee(naira(2_000), flat)).toBe(naira(100));
    expect(withdrawalFee(naira(200_000), flat)).toBe(naira(100));
  });

  it('a 0 charge is free', () => {
    expect(withdrawalFee(naira(5_000), { ...SETTINGS, withdrawalChargePercentE4: percentE4(0) })).toBe(0);
  });

  it('never exceeds the cap nor amount × charge%', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 12 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 10 ** 7 }),
        (amount, p, cap) => {
          const fee = withdrawalFee(kobo(amount), {
            ...SETTINGS,
            withdrawalChargePercentE4: percentE4(p),
            withdrawalChargeCapKobo: kobo(cap),
          });
          expect(fee).toBeLessThanOrEqual((amount * p) / 1_000_000);
          if (cap > 0) expect(fee).toBeLessThanOrEqual(cap);
        },
      ),
    );
  });
});

describe('validateWithdrawal', () => {
  const base = { balanceKobo: naira(100_000), hasPendingWithdrawal: false, settings: SETTINGS };

  it('accepts an amount in range and returns fee and net', () => {
    // ₦10,000 − 1.5% (₦150) = ₦9,850 to the bank
    expect(validateWithdrawal({ ...base, amountKobo: naira(10_000) })).toEqual({
      ok: true,
      amountKobo: naira(10_000),
      feeKobo: naira(150),
      netKobo: naira(9_850),
    });
  });

  it.each([
    ['invalid_amount', { amountKobo: kobo(0) }],
    ['invalid_amount', { amountKobo: -5 as never }],
    ['invalid_amount', { amountKobo: 1.5 as never }],
    ['pending_withdrawal', { amountKobo: naira(10_000), hasPendingWithdrawal: true }],
    ['below_minimum', { amountKobo: naira(1_999.99) }],
    ['above_maximum', { amountKobo: naira(200_000.01), balanceKobo: naira(500_000) }],
    ['insufficient_balance', { amountKobo: naira(100_000.01) }],
    ['fee_exceeds_amount', { amountKobo: naira(100), settings: { ...flat, minimumWithdrawalKobo: kobo(0) } }],
  ] as const)('refuses with %s', (reason, overrides) => {
    expect(validateWithdrawal({ ...base, ...overrides })).toEqual({ ok: false, reason });
  });

  it('accepts exactly the minimum, the maximum and the whole balance', () => {
    expect(validateWithdrawal({ ...base, amountKobo: naira(2_000) }).ok).toBe(true);
    expect(validateWithdrawal({ ...base, amountKobo: naira(200_000), balanceKobo: naira(200_000) }).ok).toBe(
      true,
    );
  });

  it('a maximum of 0 means no maximum', () => {
    const settings = { ...SETTINGS, maximumWithdrawalKobo: kobo(0) };
    expect(
      validateWithdrawal({ ...base, settings, amountKobo: naira(1_000_000), balanceKobo: naira(1_000_000) })
        .ok,
    ).toBe(true);
  });

  it('net + fee = amount and the fee is below the amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 ** 9 }),
        fc.integer({ min: 0, max: 10 ** 9 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (amount, balance, p) => {
          const result = validateWithdrawal({
            amountKobo: kobo(amount),
            balanceKobo: kobo(balance),
            hasPendingWithdrawal: false,
            settings: {
              ...SETTINGS,
              maximumWithdrawalKobo: kobo(0),
              withdrawalChargePercentE4: percentE4(p),
            },
          });
          if (result.ok) {
            expect(result.netKobo + result.feeKobo).toBe(amount);
            expect(result.netKobo).toBeGreaterThan(0);
            expect(amount).toBeLessThanOrEqual(balance);
          }
        },
      ),
    );
  });
});

describe('automated payouts', () => {
  it.each([
    // withdrawal_period 6 = Friday; 2024-03-01 was a Friday
    ['weekly', 6, '2024-03-01', true],
    ['weekly', 6, '2024-03-02', false],
    ['weekly', 1, '2024-03-03', true], // Sunday
    ['monthly', 15, '2024-03-15', true],
    ['monthly', 15, '2024-03-16', false],
  ] as const)('%s period %i on %s: %s', (type, period, day, expected) => {
    expect(
      isAutomatedPayoutDay(new Date(`${day}T00:00:00Z`), { withdrawalType: type, withdrawalPeriod: period }),
    ).toBe(expected);
  });

  const payout = {
    standingAmountKobo: naira(5_000),
    balanceKobo: naira(6_000),
    bankVerified: true,
    hasPendingWithdrawal: false,
    settings: SETTINGS,
  };

  it('pays the standing amount when the balance covers it', () => {
    // ₦5,000 − 1.5% (₦75) = ₦4,925
    expect(automatedPayout(payout)).toEqual({
      ok: true,
      amountKobo: naira(5_000),
      feeKobo: naira(75),
      netKobo: naira(4_925),
    });
  });

  it.each([
    ['no_standing_amount', { standingAmountKobo: kobo(0) }],
    ['bank_not_verified', { bankVerified: false }],
    ['insufficient_balance', { balanceKobo: naira(4_999.99) }],
  ] as const)('skips with %s', (reason, overrides) => {
    expect(automatedPayout({ ...payout, ...overrides })).toEqual({ ok: false, reason });
  });

  it('uses the charge percentage with four decimals', () => {
    // 1.2345% of ₦10,000 = ₦123.45
    expect(
      withdrawalFee(naira(10_000), { ...SETTINGS, withdrawalChargePercentE4: parsePercent('1.2345') }),
    ).toBe(naira(123.45));
  });
});
