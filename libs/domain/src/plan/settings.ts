import { assertKobo, type Kobo } from '../money/kobo';
import { parsePercent, type PercentE4 } from './percent';
import { GENERATIONS, type GenerationTable, type PlanSettings, type WithdrawalChargeType } from './types';

/** A bigint kobo column as the driver returns it (string, number or bigint) to Kobo. */
export function koboFromDb(value: string | number | bigint): Kobo {
  if (typeof value === 'bigint') {
    if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) {
      throw new RangeError(`Amount too large: ${value}`);
    }
    return assertKobo(Number(value));
  }
  if (typeof value === 'string') {
    if (!/^-?\d+$/.test(value.trim())) throw new RangeError(`Not a whole number of kobo: "${value}"`);
    return assertKobo(Number(value.trim()));
  }
  return assertKobo(value);
}

/**
 * A naira amount with up to four stored decimals (numeric(14,4) `charge`) to kobo. Refuses a
 * fraction of a kobo instead of rounding it away.
 */
export function nairaDecimalToKobo(value: string | number): Kobo {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = /^(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) throw new RangeError(`Not a naira amount: "${value}"`);
  const fraction = match[2] ?? '';
  if (/[1-9]/.test(fraction.slice(2))) throw new RangeError(`A fraction of a kobo: "${value}"`);
  return assertKobo(Number(`${match[1]}${fraction.slice(0, 2).padEnd(2, '0')}`));
}

type Numeric = string | number;
type BigintColumn = string | number | bigint;

/** The settings row (apps/api migration 0001) as a database driver returns it. */
export interface SettingsRow {
  equillibrum_bonus_kobo: BigintColumn;
  loyalty_bonus_percentage: Numeric;
  welcome_bonus_percentage: Numeric;
  placement_bonus_percentage: Numeric;
  global_profit_value_kobo: BigintColumn;
  global_profit_first_percentage: Numeric;
  global_profit_second_percentage: Numeric;
  next_global_profit_share_month: number;
  next_global_profit_share_day: number;
  profit_pool_percentage: Numeric;
  profit_pool_duration: number;
  profit_pool_days_offset: number;
  profit_pool_num_of_downlines: number;
  matching_bonus_total_pv: number;
  matching_bonus_percent: Numeric;
  repurchase_bonus_percentage: Numeric;
  matching_bonus_frequency: number;
  unit_point_value_kobo: BigintColumn;
  minimum_withdrawal_kobo: BigintColumn;
  maximum_withdrawal_kobo: BigintColumn;
  withdrawal_charge_type: string;
  charge: Numeric;
  withdrawal_charge_cap_kobo: BigintColumn;
  withdrawal_type: string;
  withdrawal_period: number;
  award_winner_sponsor_bonus_percentage: Numeric;
  award_winner_dd_bonus_percentage: Numeric;
  stockist_referral_bonus_percentage: Numeric;
}

function chargeType(value: string): WithdrawalChargeType {
  if (value === 'percentage' || value === 'flat') return value;
  throw new RangeError(`Not a withdrawal charge type: ${value}`);
}

/**
 * The settings row to PlanSettings. `charge` is naira when the type is flat and a percentage
 * when it is percentage; the other of the two fields is 0.
 */
export function planSettingsFromRow(row: SettingsRow): PlanSettings {
  const type = chargeType(row.withdrawal_charge_type);
  const withdrawalType = row.withdrawal_type;
  if (withdrawalType !== 'weekly' && withdrawalType !== 'monthly') {
    throw new RangeError(`Not a withdrawal type: ${withdrawalType}`);
  }
  return {
    unitPointValueKobo: koboFromDb(row.unit_point_value_kobo),
    welcomeBonusPercentE4: parsePercent(row.welcome_bonus_percentage),
    placementBonusPercentE4: parsePercent(row.placement_bonus_percentage),
    repurchaseBonusPercentE4: parsePercent(row.repurchase_bonus_percentage),
    awardWinnerSponsorBonusPercentE4: parsePercent(row.award_winner_sponsor_bonus_percentage),
    awardWinnerDdBonusPercentE4: parsePercent(row.award_winner_dd_bonus_percentage),
    stockistReferralBonusPercentE4: parsePercent(row.stockist_referral_bonus_percentage),
    matchingBonusTotalPv: row.matching_bonus_total_pv,
    matchingBonusPercentE4: parsePercent(row.matching_bonus_percent),
    matchingBonusFrequency: row.matching_bonus_frequency,
    equilibriumBonusKobo: koboFromDb(row.equillibrum_bonus_kobo),
    loyaltyBonusPercentE4: parsePercent(row.loyalty_bonus_percentage),
    profitPoolPercentE4: parsePercent(row.profit_pool_percentage),
    profitPoolDuration: row.profit_pool_duration,
    profitPoolDaysOffset: row.profit_pool_days_offset,
    profitPoolNumOfDownlines: row.profit_pool_num_of_downlines,
    globalProfitValueKobo: koboFromDb(row.global_profit_value_kobo),
    globalProfitFirstPercentE4: parsePercent(row.global_profit_first_percentage),
    globalProfitSecondPercentE4: parsePercent(row.global_profit_second_percentage),
    nextGlobalProfitShareMonth: row.next_global_profit_share_month,
    nextGlobalProfitShareDay: row.next_global_profit_share_day,
    minimumWithdrawalKobo: koboFromDb(row.minimum_withdrawal_kobo),
    maximumWithdrawalKobo: koboFromDb(row.maximum_withdrawal_kobo),
    withdrawalChargeType: type,
    withdrawalChargeFlatKobo: type === 'flat' ? nairaDecimalToKobo(row.charge) : assertKobo(0),
    withdrawalChargePercentE4: type === 'percentage' ? parsePercent(row.charge) : parsePercent(0),
    withdrawalChargeCapKobo: koboFromDb(row.withdrawal_charge_cap_kobo),
    withdrawalType,
    withdrawalPeriod: row.withdrawal_period,
  };
}

/** A bonus_generation_settings row (generation_1_percentage … generation_10_percentage). */
export type GenerationRow = { package_id: number } & Record<`generation_${number}_percentage`, Numeric>;

/** The rows of one kind of bonus_generation_settings to a GenerationTable. */
export function generationTableFromRows(rows: readonly GenerationRow[]): GenerationTable {
  const table: Record<number, PercentE4[]> = {};
  for (const row of rows) {
    const percents: PercentE4[] = [];
    for (let g = 1; g <= GENERATIONS; g++) {
      percents.push(parsePercent(row[`generation_${g}_percentage`] ?? 0));
    }
    table[row.package_id] = percents;
  }
  return table;
}
