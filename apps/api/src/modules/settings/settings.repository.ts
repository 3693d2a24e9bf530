import type { Database } from '../../db/database';

export function createSettingsRepository(db: Database) {
  return {
    /** The single settings record (id 1). */
    async get() {
      return db.selectFrom('settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
