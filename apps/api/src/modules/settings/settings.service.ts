import { koboToNaira } from '@kola/domain';
import type { Auth } from '../../contract/handlers';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import type { BonusKind } from '../../db/types';
import { notFound } from '../../lib/errors';
import { ensurePlanBaseline, recordPlanVersion } from '../plan/plan.repository';
import { previewPlanChange, type PlanChangeRequest } from './settings.preview';
import type { SettingsRepository } from './settings.repository';
import {
  generationPatch,
  settingsPatch,
  type GenerationUpdate,
  type SettingsUpdate,
} from './settings.validation';

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

type GenerationRowOut = Awaited<ReturnType<SettingsRepository['listGeneration']>>[number];

/** The contract's BonusGenerationSetting. */
export function toGenerationSetting(r: GenerationRowOut) {
  return {
    id: r.id,
    package_id: r.package_id,
    name: r.name,
    generation_1_percentage: r.generation_1_percentage,
    generation_2_percentage: r.generation_2_percentage,
    generation_3_percentage: r.generation_3_percentage,
    generation_4_percentage: r.generation_4_percentage,
    generation_5_percentage: r.generation_5_percentage,
    generation_6_percentage: r.generation_6_percentage,
    generation_7_percentage: r.generation_7_percentage,
    generation_8_percentage: r.generation_8_percentage,
    generation_9_percentage: r.generation_9_percentage,
    generation_10_percentage: r.generation_10_percentage,
  };
}

export const SETTINGS_MESSAGES = {
  spilloverEnabled: 'Spill-over placement enabled successfully',
  spilloverDisabled: 'Spill-over placement disabled successfully',
  updated: 'Setting updated successfully',
  frontPageEnabled: 'Front Page Notification Enabled',
  frontPageDisabled: 'Front Page Notification Disabled',
  settings: 'Settings',
  generation: 'Bonus settings',
  preview: 'Plan change preview',
  rowNotFound: 'Setting not found.',
} as const;

/** The fields whose value differs, before and after (the audit keeps only those). */
function changes<T extends Record<string, unknown>>(before: T, after: T, ignore: readonly string[] = []) {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (ignore.includes(key) || before[key] === after[key]) continue;
    b[key] = before[key];
    a[key] = after[key];
  }
  return { before: b, after: a, changed: Object.keys(a).length > 0 };
}

export interface SettingsServiceOptions {
  now?: () => Date;
}

/**
 * Reading and changing the settings and the generation tables (docs/plan.md#changing-the-settings),
 * the preview of a change, and the spill-over switch (docs/trees-and-placement.md#spill-over).
 * Every plan change is audited and appends the plan version it starts
 * (docs/plan.md#settings-in-force), all in the change's transaction.
 */
export function createSettingsService(
  db: Database,
  repo: SettingsRepository,
  options: SettingsServiceOptions = {},
) {
  const now = options.now ?? (() => new Date());
  return {
    /** PUT /settings/update: the fields sent change, checked together with the record. */
    async update(admin: Auth, body: SettingsUpdate, ip: string | null) {
      const row = await inTransaction(db, async (tx) => {
        const before = await repo.lock(tx);
        const patch = settingsPatch(body, before);
        await ensurePlanBaseline(tx);
        const after = await repo.update(patch, tx);
        const diff = changes(toSettings(before), toSettings(after), ['updated_at']);
        if (diff.changed) {
          await recordPlanVersion(tx);
          await repo.audit(
            {
              actor_type: 'admin',
              actor_id: admin.id,
              action: 'settings.update',
              target_type: 'settings',
              target_id: '1',
              before: diff.before,
              after: diff.after,
              ip,
            },
            tx,
          );
        }
        return after;
      });
      const onlyFrontPage = Object.keys(body).length === 1 && body.show_front_page_message !== undefined;
      const message = !onlyFrontPage
        ? SETTINGS_MESSAGES.updated
        : row.show_front_page_message
          ? SETTINGS_MESSAGES.frontPageEnabled
          : SETTINGS_MESSAGES.frontPageDisabled;
      return { message, data: toSettings(row) };
    },
    /** GET of one generation table (referral, upgrade, unilevel, stockist upline). */
    async listGeneration(kind: BonusKind) {
      return (await repo.listGeneration(kind)).map(toGenerationSetting);
    },
    /** PUT of one package row of a generation table: the percentages sent change. */
    async updateGeneration(
      admin: Auth,
      kind: BonusKind,
      id: number,
      body: GenerationUpdate,
      ip: string | null,
    ) {
      const row = await inTransaction(db, async (tx) => {
        // The settings lock first, as every plan change: versions follow the order of changes.
        await repo.lock(tx);
        const before = await repo.lockGeneration(kind, id, tx);
        if (!before) throw notFound(SETTINGS_MESSAGES.rowNotFound);
        const patch = generationPatch(body);
        await ensurePlanBaseline(tx);
        const after = await repo.updateGeneration(id, patch, tx);
        const diff = changes(toGenerationSetting(before), toGenerationSetting(after));
        if (diff.changed) {
          await recordPlanVersion(tx);
          await repo.audit(
            {
              actor_type: 'admin',
              actor_id: admin.id,
              action: `settings.${kind}_bonus.update`,
              target_type: 'bonus_generation_settings',
              target_id: String(id),
              before: diff.before,
              after: diff.after,
              ip,
            },
            tx,
          );
        }
        return after;
      });
      return { message: SETTINGS_MESSAGES.updated, data: toGenerationSetting(row) };
    },
    /** POST /settings/preview: nothing is written (a read-only transaction). */
    async preview(request: PlanChangeRequest) {
      const at = now();
      const data = await inTransaction(db, (tx) => previewPlanChange(tx, repo, request, at), {
        isolation: 'repeatable read',
        readOnly: true,
      });
      return { message: SETTINGS_MESSAGES.preview, data };
    },
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
