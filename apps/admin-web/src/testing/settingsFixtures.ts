import type { components } from '@kola/api';
import type { StubRoutes } from '@kola/app-shell/testing';
import { admin } from './fixtures';
import { ok } from './renderApp';

type Settings = components['schemas']['Settings'];
type GenerationRow = components['schemas']['BonusGenerationSetting'];
type PlanChangePreview = components['schemas']['PlanChangePreview'];

/** The settings record as GET /settings/all answers it (naira, percentages). */
export function settings(overrides: Partial<Settings> = {}): Settings {
  return {
    id: 1,
    equillibrum_bonus: 1000,
    loyalty_bonus_percentage: 5,
    welcome_bonus_percentage: 2,
    placement_bonus_percentage: 3,
    global_profit_value: 0,
    global_profit_first_percentage: 2,
    global_profit_second_percentage: 1,
    next_global_profit_share_month: 12,
    next_global_profit_share_day: 31,
    profit_pool_percentage: 4,
    profit_pool_duration: 6,
    profit_pool_days_offset: 30,
    profit_pool_num_of_downlines: 2,
    matching_bonus_total_pv: 20,
    matching_bonus_percent: 10,
    repurchase_bonus_percentage: 5,
    matching_bonus_frequency: 7,
    unit_point_value: 500,
    minimum_withdrawal: 1000,
    maximum_withdrawal: 500000,
    withdrawal_charge_type: 'percentage',
    charge: 1.5,
    withdrawal_charge_cap: 2000,
    withdrawal_type: 'monthly',
    withdrawal_period: 15,
    company_phone: '+2348031234567',
    company_email: 'hello@kolaherbal.test',
    company_address: '12 Allen Avenue, Ikeja, Lagos',
    award_winner_sponsor_bonus_percentage: 5,
    award_winner_dd_bonus_percentage: 3,
    stockist_referral_bonus_percentage: 2,
    show_front_page_message: false,
    home_page_message_subject: null,
    home_page_message: null,
    general_message_subject: null,
    general_message: null,
    spillover_enabled: true,
    updated_at: '2026-11-01T09:00:00.000Z',
    ...overrides,
  };
}

const row = (id: number, packageId: number, name: string, percentages: number[]): GenerationRow => ({
  id,
  package_id: packageId,
  name,
  generation_1_percentage: percentages[0] ?? 0,
  generation_2_percentage: percentages[1] ?? 0,
  generation_3_percentage: percentages[2] ?? 0,
  generation_4_percentage: percentages[3] ?? 0,
  generation_5_percentage: percentages[4] ?? 0,
  generation_6_percentage: percentages[5] ?? 0,
  generation_7_percentage: percentages[6] ?? 0,
  generation_8_percentage: percentages[7] ?? 0,
  generation_9_percentage: percentages[8] ?? 0,
  generation_10_percentage: percentages[9] ?? 0,
});

/** One generation table (any of the four): a row per registration package. */
export function generationRows(): GenerationRow[] {
  return [
    row(11, 1, 'Starter', [10, 5, 2]),
    row(12, 2, 'Silver', [12, 6, 3, 1]),
    row(13, 3, 'Gold', [15, 8, 4, 2, 1, 1, 0.5, 0.5, 0.25, 0.25]),
  ];
}

/** POST /settings/preview: the next matching run pays more, a Starter activation pays less. */
export function planPreview(): PlanChangePreview {
  return {
    runs: [
      {
        kind: 'matching',
        period: '2026-11-28',
        current: { members: 12, paid: 150000, forfeited: 20000, forfeited_lines: 3 },
        proposed: { members: 14, paid: 180000, forfeited: 24000, forfeited_lines: 3 },
      },
    ],
    activation: [
      {
        package_id: 1,
        package_name: 'Starter',
        current: { paid: 2500, forfeited: 500, by_kind: [{ kind: 'referral_bonus', amount: 2500 }] },
        proposed: { paid: 2250, forfeited: 500, by_kind: [{ kind: 'referral_bonus', amount: 2250 }] },
      },
    ],
  };
}

/** The reads of every plan settings screen answered. */
export function settingsApi(): StubRoutes {
  return {
    'GET /auth/admin': ok(admin()),
    'GET /settings/all': ok(settings()),
    'POST /settings/preview': ok(planPreview()),
    'PUT /settings/update': ok(settings(), 'Setting updated successfully'),
    'GET /settings/referral-bonus': ok(generationRows()),
    'GET /settings/upgrade-bonus': ok(generationRows()),
    'GET /settings/unilevel-bonus': ok(generationRows()),
    'GET /settings/stockist-upline-bonus': ok(generationRows()),
    'PUT /settings/update-referral-bonus/{id}': ok(generationRows()[0]!, 'Setting updated successfully'),
    'PUT /settings/upgrade-bonus/{id}/update': ok(generationRows()[0]!, 'Setting updated successfully'),
    'PUT /settings/unilevel-bonus/{id}/update': ok(generationRows()[0]!, 'Setting updated successfully'),
    'PUT /settings/stockist-upline-bonus/{id}': ok(generationRows()[0]!, 'Setting updated successfully'),
    'GET /payments/provider-wallet-balance': ok({
      available_balance: 2450000.75,
      currency: 'NGN',
      provider: 'paystack',
    }),
  };
}
