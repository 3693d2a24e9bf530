import type { Database } from '../../db/database';
import type { Executor } from '../../db/transaction';
import { writeAudit, type AuditEntry } from '../../lib/audit';

export function createSettingsRepository(db: Database) {
  return {
    /** The single settings record (id 1). */
    async get() {
      return db.selectFrom('settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
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
    audit(entry: AuditEntry, ex: Executor = db) {
      return writeAudit(ex, entry);
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
