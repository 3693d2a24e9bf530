import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPercentE4, MAX_PERCENT_E4, percentE4, percentOfE4, pvValue } from './percent';
import {
  generationTableFromRows,
  koboFromDb,
  nairaDecimalToKobo,
  planSettingsFromRow,
  type SettingsRow,
} from './settings';
import { SETTINGS } from './test-fixtures';
import { check } from './test-properties';
import type { PlanSettings } from './types';

/** The seeded settings row as node-postgres returns it: bigint and numeric as strings. */
const ROW: SettingsRow = {
  equillibrum_bonus_kobo: '100000',
  loyalty_bonus_percentage: '2.0000',
  welcome_bonus_percentage: '2.0000',
  placement_bonus_percentage: '5.0000',
  global_profit_value_kobo: '0',
  global_profit_first_percentage: '5.0000',
  global_profit_second_percentage: '10.0000',
  next_global_profit_share_month: 12,
  next_global_profit_share_day: 31,
  profit_pool_percentage: '2.0000',
  profit_pool_duration: 6,
  profit_pool_days_offset: 30,
  profit_pool_num_of_downlines: 4,
  matching_bonus_total_pv: 10,
  matching_bonus_percent: '10.0000',
  repurchase_bonus_percentage: '5.0000',
  matching_bonus_frequency: 7,
  unit_point_value_kobo: '350000',
  minimum_withdrawal_kobo: '200000',
  maximum_withdrawal_kobo: 20_000_000,
  withdrawal_charge_type: 'percentage',
  charge: '1.5000',
  withdrawal_charge_cap_kobo: '100000',
  withdrawal_type: 'weekly',
  withdrawal_period: 6,
  award_winner_sponsor_bonus_percentage: '10.0000',
  award_winner_dd_bonus_percentage: '2.0000',
  stockist_referral_bonus_percentage: '5.0000',
};

describe('planSettingsFromRow', () => {
  it('maps the seeded row to the seeded settings', () => {
    expect(planSettingsFromRow(ROW)).toEqual(SETTINGS);
  });

  it.each<[string, Partial<SettingsRow>, keyof PlanSettings, number]>([
    // bigint kobo columns are taken as they are: '350000' kobo = ₦3,500.00 per PV.
    ['unit_point_value_kobo', { unit_point_value_kobo: '350000' }, 'unitPointValueKobo', 350_000],
    // ₦1,000 a pair = 1000 × 100 = 100000 kobo, here as a JS bigint from the driver.
    ['equillibrum_bonus_kobo', { equillibrum_bonus_kobo: 100_000n }, 'equilibriumBonusKobo', 100_000],
    // ₦200,000 maximum = 200000 × 100 = 20000000 kobo, as a plain number.
    ['maximum_withdrawal_kobo', { maximum_withdrawal_kobo: 20_000_000 }, 'maximumWithdrawalKobo', 20_000_000],
    // numeric(7,4) percentages in ten-thousandths of a percent: 2.5% = 2.5 × 10000 = 25000.
    ['loyalty_bonus_percentage', { loyalty_bonus_percentage: '2.5000' }, 'loyaltyBonusPercentE4', 25_000],
    // 10% = 10 × 10000 = 100000.
    ['matching_bonus_percent', { matching_bonus_percent: '10.0000' }, 'matchingBonusPercentE4', 100_000],
    // The smallest stored percentage: 0.0001% = 0.0001 × 10000 = 1.
    ['a 0.0001% percentage', { global_profit_second_percentage: '0.0001' }, 'globalProfitSecondPercentE4', 1],
    // 3.3333% = 33333 ten-thousandths, exactly (no float on the way: it is read as text).
    ['a 3.3333% percentage', { welcome_bonus_percentage: '3.3333' }, 'welcomeBonusPercentE4', 33_333],
    // A percentage the driver returns as a number: 5 → 50000.
    ['a numeric percentage', { placement_bonus_percentage: 5 }, 'placementBonusPercentE4', 50_000],
    // charge '1.5000' with type percentage: 1.5% = 15000 ten-thousandths, and no flat fee.
    ['a percentage charge', { charge: '1.5000' }, 'withdrawalChargePercentE4', 15_000],
    ['a percentage charge has no flat part', { charge: '1.5000' }, 'withdrawalChargeFlatKobo', 0],
  ])('reads %s', (_, change, field, expected) => {
    expect(planSettingsFromRow({ ...ROW, ...change })[field]).toBe(expected);
  });

  it('reads a flat charge as naira', () => {
    // charge '100.5000' with type flat: ₦100.50 = 100 × 100 + 50 = 10050 kobo; no percentage.
    const settings = planSettingsFromRow({ ...ROW, withdrawal_charge_type: 'flat', charge: '100.5000' });
    expect(settings.withdrawalChargeFlatKobo).toBe(10_050);
    expect(settings.withdrawalChargePercentE4).toBe(0);
  });

  it('drives the rules with exact values: the seeded row prices a Silver activation', () => {
    // U '350000' kobo; Silver 20 PV → base 20 × 350000 = 7000000 kobo (₦70,000).
    // welcome '2.0000' = 20000 → 7000000 × 20000 / 1000000 = 140000 kobo (₦1,400.00);
    // placement '5.0000' = 50000 → 350000 kobo (₦3,500.00).
    const settings = planSettingsFromRow(ROW);
    const base = pvValue(20, settings.unitPointValueKobo);
    expect(base).toBe(7_000_000);
    expect(percentOfE4(base, settings.welcomeBonusPercentE4)).toBe(140_000);
    expect(percentOfE4(base, settings.placementBonusPercentE4)).toBe(350_000);
  });

  it('refuses a percentage with a fifth decimal instead of rounding it', () => {
    // '2.00005' would be 20000.5 ten-thousandths: not storable, so refused.
    expect(() => planSettingsFromRow({ ...ROW, loyalty_bonus_percentage: '2.00005' })).toThrow(RangeError);
  });

  it('refuses unknown enums', () => {
    expect(() => planSettingsFromRow({ ...ROW, withdrawal_charge_type: 'both' })).toThrow(RangeError);
    expect(() => planSettingsFromRow({ ...ROW, withdrawal_type: 'daily' })).toThrow(RangeError);
  });
});

describe('column conversions', () => {
  it.each([
    // node-postgres returns bigint as text: '12345' kobo = ₦123.45.
    ['12345', 12_345],
    // PGlite may return a number: the same 12345 kobo.
    [12_345, 12_345],
    // A ledger debit of 20 kobo: negative amounts are kept as they are.
    ['-20', -20],
  ])('koboFromDb(%j)', (value, expected) => {
    expect(koboFromDb(value)).toBe(expected);
  });

  // Half a kobo is not an amount; 'x' is not a number at all.
  it.each([['1.5'], ['x'], [1.5]])('koboFromDb refuses %j', (value) => {
    expect(() => koboFromDb(value)).toThrow(RangeError);
  });

  it('reads bigint columns', () => {
    // 12345n kobo = 12345; 2^60 kobo (≈ ₦1.15 × 10^16) is above 2^53 and would lose precision.
    expect(koboFromDb(12_345n)).toBe(12_345);
    expect(() => koboFromDb(2n ** 60n)).toThrow(RangeError);
  });

  it.each([
    // ₦100.50 = 100 × 100 + 50 = 10050 kobo; the two trailing zeros add nothing.
    ['100.5000', 10_050],
    // ₦0.01 = 1 kobo, the smallest amount.
    ['0.0100', 1],
    // ₦25 = 25 × 100 = 2500 kobo.
    [25, 2_500],
    // ₦7 = 700 kobo.
    ['7', 700],
    // ₦1,234.56 = 1234 × 100 + 56 = 123456 kobo.
    ['1234.5600', 123_456],
  ])('nairaDecimalToKobo(%j) = %i', (value, expected) => {
    expect(nairaDecimalToKobo(value)).toBe(expected);
  });

  // ₦0.005 is half a kobo (refused, not rounded); a charge is never negative; 'abc' is no amount.
  it.each([['0.0050'], ['-1'], ['abc']])('nairaDecimalToKobo refuses %j', (value) => {
    expect(() => nairaDecimalToKobo(value)).toThrow(RangeError);
  });

  it('builds a generation table from rows', () => {
    // 5% = 50000, 2.5% = 25000, 0% = 0, 0.0001% = 1 ten-thousandths of a percent.
    const table = generationTableFromRows([
      {
        package_id: 3,
        generation_1_percentage: '5.0000',
        generation_2_percentage: '2.5000',
        generation_3_percentage: '0.0000',
        generation_4_percentage: '0.0000',
        generation_5_percentage: '0.0000',
        generation_6_percentage: '0.0000',
        generation_7_percentage: '0.0000',
        generation_8_percentage: '0.0000',
        generation_9_percentage: '0.0000',
        generation_10_percentage: '0.0001',
      },
    ]);
    expect(table).toEqual({ 3: [50_000, 25_000, 0, 0, 0, 0, 0, 0, 0, 1] });
  });
});

describe('settings properties', () => {
  it('a percentage the database stores reads back exactly, in a row or a generation table', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_PERCENT_E4 }), (value) => {
        const p = percentE4(value);
        const text = formatPercentE4(p); // numeric(7,4) text, e.g. 25000 → '2.5000'
        check(
          planSettingsFromRow({ ...ROW, loyalty_bonus_percentage: text }).loyaltyBonusPercentE4 === p,
          () => text,
        );
        const row = Object.fromEntries(
          Array.from({ length: 10 }, (_, i) => [`generation_${i + 1}_percentage`, text]),
        ) as Record<`generation_${number}_percentage`, string>;
        const table = generationTableFromRows([{ package_id: 1, ...row }]);
        check(
          table[1]!.every((g) => g === p),
          () => `table ${table[1]}`,
        );
      }),
    );
  });

  it('kobo columns read the same whichever type the driver returns', () => {
    fc.assert(
      fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (value) => {
        const fromNumber = koboFromDb(value);
        check(
          koboFromDb(String(value)) === fromNumber && koboFromDb(BigInt(value)) === fromNumber,
          () => `${value}`,
        );
      }),
    );
  });
});
