import type { Database } from '../../db/database';
import type { Executor } from '../../db/transaction';
import type { BonusKind } from '../../db/types';
import { writeAudit, type AuditEntry } from '../../lib/audit';
import type { GenerationPatch, SettingsPatch } from './settings.validation';

/** The generation row columns with the package's name, in package order. */
function generationRows(ex: Executor) {
  return ex
    .selectFrom('bonus_generation_settings as g')
    .innerJoin('packages as p', 'p.id', 'g.package_id')
    .selectAll('g')
    .select('p.name');
}

export function createSettingsRepository(db: Database) {
  return {
    /** The single settings record (id 1). */
    async get(ex: Executor = db) {
      return ex.selectFrom('settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
    },
    /** The settings record, locked until the transaction ends: every plan change takes it first. */
    async lock(ex: Executor) {
      return ex.selectFrom('settings').selectAll().where('id', '=', 1).forUpdate().executeTakeFirstOrThrow();
    },
    async update(patch: SettingsPatch, ex: Executor) {
      return ex
        .updateTable('settings')
        .set({ ...patch, updated_at: new Date() })
        .where('id', '=', 1)
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    /** The spill-over switch, its row locked until the transaction ends. */
    async lockSpillover(ex: Executor) {
      return ex
        .selectFrom('settings')
        .select('spillover_enabled')
        .where('id', '=', 1)
        .forUpdate()
        .executeTakeFirstOrThrow();
    },
    async setSpillover(enabled: boolean, ex: Executor) {
      return ex
        .updateTable('settings')
        .set({ spillover_enabled: enabled, updated_at: new Date() })
        .where('id', '=', 1)
        .returning('spillover_enabled')
        .executeTakeFirstOrThrow();
    },
    /** One generation table's rows, in package order. */
    async listGeneration(kind: BonusKind, ex: Executor = db) {
      return generationRows(ex).where('g.kind', '=', kind).orderBy('g.package_id').execute();
    },
    /** One row of a generation table, locked until the transaction ends (undefined: not that table's). */
    async lockGeneration(kind: BonusKind, id: number, ex: Executor) {
      return generationRows(ex)
        .where('g.kind', '=', kind)
        .where('g.id', '=', id)
        .forUpdate('g')
        .executeTakeFirst();
    },
    async updateGeneration(id: number, patch: GenerationPatch, ex: Executor) {
      await ex.updateTable('bonus_generation_settings').set(patch).where('id', '=', id).execute();
      return generationRows(ex).where('g.id', '=', id).executeTakeFirstOrThrow();
    },
    /**
     * Who a typical registration joins (docs/plan.md#previewing-a-change): the member activated
     * most recently (not the root), with their sponsor; undefined when nobody has been yet.
     */
    async latestActivated(ex: Executor) {
      return ex
        .selectFrom('users')
        .select(['id', 'sponsor_id', 'package_id', 'status', 'payment_status', 'is_root'])
        .where('is_root', '=', false)
        .where('activated_at', 'is not', null)
        .orderBy('activated_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },
    async member(id: number, ex: Executor) {
      return ex
        .selectFrom('users')
        .select(['id', 'sponsor_id', 'package_id', 'status', 'payment_status', 'is_root'])
        .where('id', '=', id)
        .executeTakeFirst();
    },
    async root(ex: Executor) {
      return ex
        .selectFrom('users')
        .select(['id', 'sponsor_id', 'package_id', 'status', 'payment_status', 'is_root'])
        .where('is_root', '=', true)
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
    },
    audit(entry: AuditEntry, ex: Executor = db) {
      return writeAudit(ex, entry);
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
