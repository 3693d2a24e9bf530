import { nairaToKobo } from '@kola/domain';
import type { Updateable } from 'kysely';
import type { components } from '@kola/api/schema';
import type { BonusGenerationSettingsTable, SettingsTable } from '../../db/types';
import { invalid } from '../../lib/errors';

/*
 * The checks of a plan change, shared by the save (PUT /settings/update and the generation
 * tables) and its preview (POST /settings/preview), so that a preview refuses exactly what the
 * save would (docs/plan.md#changing-the-settings). The contract's schema has already checked
 * types and ranges; these are the rules a JSON schema cannot say: at most two decimals, whole
 * PV, and the rules between fields after merging with the record.
 */

export type SettingsUpdate = components['schemas']['SettingsUpdateRequest'];
export type GenerationUpdate = components['schemas']['BonusGenerationUpdateRequest'];
export type SettingsPatch = Updateable<SettingsTable>;
export type GenerationPatch = Updateable<BonusGenerationSettingsTable>;

/** The settings record as the repository reads it (the columns the rules look at). */
export interface SettingsRecord {
  minimum_withdrawal_kobo: number;
  maximum_withdrawal_kobo: number;
  withdrawal_charge_type: 'percentage' | 'flat';
  charge: number;
  withdrawal_type: 'weekly' | 'monthly';
  withdrawal_period: number;
}

export const VALIDATION_MESSAGES = {
  nothing: 'Send at least one setting to change.',
  twoDecimals: (name: string) => `The ${name} may have at most two decimals.`,
  wholePv: (name: string) => `The ${name} must be a whole number of PV.`,
  percentage: (name: string) => `The ${name} must be a percentage from 0 to 100.`,
  required: (name: string) => `The ${name} field is required.`,
  minAboveMax: 'The minimum withdrawal may not be greater than the maximum withdrawal.',
  maxBelowMin: 'The maximum withdrawal may not be less than the minimum withdrawal.',
  weeklyPeriod: 'A weekly payout period is a day of the week, 1 to 7.',
  chargePercentage: 'A percentage charge may not be greater than 100.',
  tooLarge: (name: string, max: number) =>
    `The ${name} may not be greater than ${max.toLocaleString('en-US')}.`,
} as const;

/** The largest naira amount a setting takes (₦1 trillion: kobo stay exact integers). */
export const MAX_SETTING_NAIRA = 1_000_000_000_000;
/** The largest flat withdrawal charge, in naira (the charge column keeps 10 whole digits). */
export const MAX_FLAT_CHARGE_NAIRA = 1_000_000_000;
/** The largest PV per matching pair. */
export const MAX_MATCHING_PV = 1_000_000;

const label = (field: string) => field.replace(/_/g, ' ');

/** Naira fields of the contract and the kobo columns that keep them. */
const NAIRA = {
  equillibrum_bonus: 'equillibrum_bonus_kobo',
  global_profit_value: 'global_profit_value_kobo',
  unit_point_value: 'unit_point_value_kobo',
  minimum_withdrawal: 'minimum_withdrawal_kobo',
  maximum_withdrawal: 'maximum_withdrawal_kobo',
  withdrawal_charge_cap: 'withdrawal_charge_cap_kobo',
} as const satisfies Partial<Record<keyof SettingsUpdate, keyof SettingsTable>>;

const PERCENTAGES = [
  'loyalty_bonus_percentage',
  'welcome_bonus_percentage',
  'placement_bonus_percentage',
  'global_profit_first_percentage',
  'global_profit_second_percentage',
  'profit_pool_percentage',
  'matching_bonus_percent',
  'repurchase_bonus_percentage',
  'award_winner_sponsor_bonus_percentage',
  'award_winner_dd_bonus_percentage',
  'stockist_referral_bonus_percentage',
] as const satisfies readonly (keyof SettingsUpdate)[];

const TEXTS = [
  'company_phone',
  'company_email',
  'company_address',
  'home_page_message_subject',
  'home_page_message',
  'general_message_subject',
  'general_message',
] as const satisfies readonly (keyof SettingsUpdate)[];

/** Fields copied as they come (the schema checked their type and range). */
const AS_IS = [
  'next_global_profit_share_month',
  'next_global_profit_share_day',
  'profit_pool_duration',
  'profit_pool_days_offset',
  'profit_pool_num_of_downlines',
  'matching_bonus_frequency',
  'withdrawal_charge_type',
  'withdrawal_type',
  'withdrawal_period',
  'show_front_page_message',
] as const satisfies readonly (keyof SettingsUpdate)[];

export const GENERATION_FIELDS = [
  'generation_1_percentage',
  'generation_2_percentage',
  'generation_3_percentage',
  'generation_4_percentage',
  'generation_5_percentage',
  'generation_6_percentage',
  'generation_7_percentage',
  'generation_8_percentage',
  'generation_9_percentage',
  'generation_10_percentage',
] as const satisfies readonly (keyof GenerationUpdate)[];

function hasTwoDecimalsAtMost(value: number): boolean {
  const scaled = Math.round(value * 100);
  return Math.abs(scaled - value * 100) <= 1e-6 * Math.max(1, Math.abs(value));
}

/** A percentage of the contract: 0 to 100, at most two decimals. */
function percentage(value: number, field: string, prefix: string): number {
  if (!Number.isFinite(value) || value < 0 || value > 100) {
    throw invalid(prefix + field, VALIDATION_MESSAGES.percentage(label(field)));
  }
  if (!hasTwoDecimalsAtMost(value))
    throw invalid(prefix + field, VALIDATION_MESSAGES.twoDecimals(label(field)));
  return Math.round(value * 100) / 100;
}

function kobo(value: number, field: string, prefix: string): number {
  if (value > MAX_SETTING_NAIRA) {
    throw invalid(prefix + field, VALIDATION_MESSAGES.tooLarge(label(field), MAX_SETTING_NAIRA));
  }
  try {
    return nairaToKobo(value);
  } catch {
    throw invalid(prefix + field, VALIDATION_MESSAGES.twoDecimals(label(field)));
  }
}

/**
 * A settings update (contract units) checked against the record it would change, as the
 * columns to write. `prefix` names the fields as the request does ('settings.' in a preview).
 */
export function settingsPatch(body: SettingsUpdate, current: SettingsRecord, prefix = ''): SettingsPatch {
  const sent = Object.entries(body).filter(([, v]) => v !== undefined);
  if (sent.length === 0)
    throw invalid(prefix ? prefix.slice(0, -1) : 'settings', VALIDATION_MESSAGES.nothing);
  const patch: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(NAIRA)) {
    const value = body[field as keyof typeof NAIRA];
    if (value !== undefined) patch[column] = kobo(value, field, prefix);
  }
  for (const field of PERCENTAGES) {
    const value = body[field];
    if (value !== undefined) patch[field] = percentage(value, field, prefix);
  }
  for (const field of TEXTS) {
    const value = body[field];
    if (value === undefined) continue;
    const text = value.trim();
    if (text === '') throw invalid(prefix + field, VALIDATION_MESSAGES.required(label(field)));
    patch[field] = text;
  }
  for (const field of AS_IS) {
    if (body[field] !== undefined) patch[field] = body[field];
  }
  if (body.matching_bonus_total_pv !== undefined) {
    if (body.matching_bonus_total_pv > MAX_MATCHING_PV) {
      throw invalid(
        `${prefix}matching_bonus_total_pv`,
        VALIDATION_MESSAGES.tooLarge(label('matching_bonus_total_pv'), MAX_MATCHING_PV),
      );
    }
    if (!Number.isInteger(body.matching_bonus_total_pv)) {
      throw invalid(
        `${prefix}matching_bonus_total_pv`,
        VALIDATION_MESSAGES.wholePv(label('matching_bonus_total_pv')),
      );
    }
    patch.matching_bonus_total_pv = body.matching_bonus_total_pv;
  }

  if (body.charge !== undefined) {
    if (body.charge > MAX_FLAT_CHARGE_NAIRA) {
      throw invalid(`${prefix}charge`, VALIDATION_MESSAGES.tooLarge(label('charge'), MAX_FLAT_CHARGE_NAIRA));
    }
    if (!hasTwoDecimalsAtMost(body.charge)) {
      throw invalid(`${prefix}charge`, VALIDATION_MESSAGES.twoDecimals(label('charge')));
    }
    patch.charge = Math.round(body.charge * 100) / 100;
  }

  // The rules between fields, on the record as it would be after the change.
  const after = { ...current, ...(patch as Partial<SettingsRecord>) };
  if (
    (body.charge !== undefined || body.withdrawal_charge_type !== undefined) &&
    after.withdrawal_charge_type === 'percentage' &&
    after.charge > 100
  ) {
    const field = body.charge !== undefined ? 'charge' : 'withdrawal_charge_type';
    throw invalid(prefix + field, VALIDATION_MESSAGES.chargePercentage);
  }
  if (after.minimum_withdrawal_kobo > after.maximum_withdrawal_kobo) {
    throw body.maximum_withdrawal !== undefined
      ? invalid(`${prefix}maximum_withdrawal`, VALIDATION_MESSAGES.maxBelowMin)
      : invalid(`${prefix}minimum_withdrawal`, VALIDATION_MESSAGES.minAboveMax);
  }
  if (
    (body.withdrawal_period !== undefined || body.withdrawal_type !== undefined) &&
    after.withdrawal_type === 'weekly' &&
    after.withdrawal_period > 7
  ) {
    throw invalid(
      prefix + (body.withdrawal_period !== undefined ? 'withdrawal_period' : 'withdrawal_type'),
      VALIDATION_MESSAGES.weeklyPeriod,
    );
  }
  return patch as SettingsPatch;
}

/** A generation row's update (any of the ten percentages) as the columns to write. */
export function generationPatch(body: GenerationUpdate, prefix = ''): GenerationPatch {
  const patch: Record<string, number> = {};
  for (const field of GENERATION_FIELDS) {
    const value = body[field];
    if (value !== undefined) patch[field] = percentage(value, field, prefix);
  }
  if (Object.keys(patch).length === 0) {
    throw invalid(prefix ? prefix.slice(0, -1) : 'generation_1_percentage', VALIDATION_MESSAGES.nothing);
  }
  return patch as GenerationPatch;
}
