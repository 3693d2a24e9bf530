import { koboToNaira } from '@kola/domain';
import type { Auth } from '../../contract/handlers';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { notFound } from '../../lib/errors';
import type { SettingsRepository } from './settings.repository';

type SettingsRow = Awaited<ReturnType<SettingsRepository['get']>>;

/** The contract's Settings: money in naira, percentages as numbers. */
export function toSettings(s: SettingsRow) {
  return {
    id: s.id,
    equillibrum_bonus: koboToNaira(s.equillibrum_bonus_kobo),
    loyalty_bonus_percentage: s.loyalty_bonus_percentage,
    welcome_bonus_percentage: s.welcome_bonus_percentage,
    placement_bonus_percentage: s.placement_bonus_percentage,
    global_profit_value: koboToNaira(s.global_profit_value_kobo),
    global_profit_first_percentage: s.global_profit_first_percentage,
    global_profit_second_percentage: s.global_profit_second_percentage,
    next_global_profit_share_month: s.next_global_profit_share_month,
    next_global_profit_share_day: s.next_global_profit_share_day,
    profit_pool_percentage: s.profit_pool_percentage,
    profit_pool_duration: s.profit_pool_duration,
    profit_pool_days_offset: s.profit_pool_days_offset,
    profit_pool_num_of_downlines: s.profit_pool_num_of_downlines,
    matching_bonus_total_pv: s.matching_bonus_total_pv,
    matching_bonus_percent: s.matching_bonus_percent,
    repurchase_bonus_percentage: s.repurchase_bonus_percentage,
    matching_bonus_frequency: s.matching_bonus_frequency,
    unit_point_value: koboToNaira(s.unit_point_value_kobo),
    minimum_withdrawal: koboToNaira(s.minimum_withdrawal_kobo),
    maximum_withdrawal: koboToNaira(s.maximum_withdrawal_kobo),
    withdrawal_charge_type: s.withdrawal_charge_type,
    charge: s.charge,
    withdrawal_charge_cap: koboToNaira(s.withdrawal_charge_cap_kobo),
    withdrawal_type: s.withdrawal_type,
    withdrawal_period: s.withdrawal_period,
    company_phone: s.company_phone,
    company_email: s.company_email,
    company_address: s.company_address,
    award_winner_sponsor_bonus_percentage: s.award_winner_sponsor_bonus_percentage,
    award_winner_dd_bonus_percentage: s.award_winner_dd_bonus_percentage,
    stockist_referral_bonus_percentage: s.stockist_referral_bonus_percentage,
    show_front_page_message: s.show_front_page_message,
    home_page_message_subject: s.home_page_message_subject,
    home_page_message: s.home_page_message,
    general_message_subject: s.general_message_subject,
    general_message: s.general_message,
    spillover_enabled: s.spillover_enabled,
    updated_at: s.updated_at.toISOString(),
  };
}

export const SETTINGS_MESSAGES = {
  spilloverEnabled: 'Spill-over placement enabled successfully',
  spilloverDisabled: 'Spill-over placement disabled successfully',
} as const;

/**
 * Reading the settings, and the spill-over switch (docs/trees-and-placement.md#spill-over);
 * changing the other settings is the back office's (admin settings screens).
 */
export function createSettingsService(db: Database, repo: SettingsRepository) {
  return {
    /** PUT /settings/spillover (administrators; audited with before and after). */
    async setSpillover(admin: Auth, enabled: boolean, ip: string | null) {
      const after = await inTransaction(db, async (tx) => {
        const before = await repo.lockSpillover(tx);
        const row = await repo.setSpillover(enabled, tx);
        await repo.audit(
          {
            actor_type: 'admin',
            actor_id: admin.id,
            action: 'settings.spillover.set',
            target_type: 'settings',
            target_id: '1',
            before: { spillover_enabled: before.spillover_enabled },
            after: { spillover_enabled: row.spillover_enabled },
            ip,
          },
          tx,
        );
        return row.spillover_enabled;
      });
      return {
        message: after ? SETTINGS_MESSAGES.spilloverEnabled : SETTINGS_MESSAGES.spilloverDisabled,
        data: { enabled: after },
      };
    },
    async get() {
      return toSettings(await repo.get());
    },
    async getById(id: number) {
      if (id !== 1) throw notFound('Settings not found.');
      return toSettings(await repo.get());
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
