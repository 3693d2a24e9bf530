import { describe, expect, it } from 'vitest';
import {
  generationTableFromRows,
  koboFromDb,
  nairaDecimalToKobo,
  planSettingsFromRow,
  type SettingsRow,
} from './settings';
import { SETTINGS } from './test-fixtures';

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

  it('reads a flat charge as naira', () => {
    const settings = planSettingsFromRow({ ...ROW, withdrawal_charge_type: 'flat', charge: '100.5000' });
    expect(settings.withdrawalChargeFlatKobo).toBe(10_050);
    expect(settings.withdrawalChargePercentE4).toBe(0);
  });

  it('refuses unknown enums', () => {
    expect(() => planSettingsFromRow({ ...ROW, withdrawal_charge_type: 'both' })).toThrow(RangeError);
    expect(() => planSettingsFromRow({ ...ROW, withdrawal_type: 'daily' })).toThrow(RangeError);
  });
});

describe('column conversions', () => {
  it.each([
    ['12345', 12_345],
    [12_345, 12_345],
    ['-20', -20],
  ])('koboFromDb(%j)', (value, expected) => {
    expect(koboFromDb(value)).toBe(expected);
  });

  it.each([['1.5'], ['x'], [1.5]])('koboFromDb refuses %j', (value) => {
    expect(() => koboFromDb(value)).toThrow(RangeError);
  });

  it('reads bigint columns', () => {
    expect(koboFromDb(12_345n)).toBe(12_345);
    expect(() => koboFromDb(2n ** 60n)).toThrow(RangeError);
  });

  it.each([
    ['100.5000', 10_050],
    ['0.0100', 1],
    [25, 2_500],
    ['7', 700],
  ])('nairaDecimalToKobo(%j) = %i', (value, expected) => {
    expect(nairaDecimalToKobo(value)).toBe(expected);
  });

  it.each([['0.0050'], ['-1'], ['abc']])('nairaDecimalToKobo refuses %j', (value) => {
    expect(() => nairaDecimalToKobo(value)).toThrow(RangeError);
  });

  it('builds a generation table from rows', () => {
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
