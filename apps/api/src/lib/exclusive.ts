import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/database';

/**
 * Advisory lock keys of the work one server at a time does (db/migrate.ts holds 7243001 while it
 * migrates). docs/security.md#several-servers
 */
export const LOCKS = {
  paymentSweep: 7243002,
  payoutReconciliation: 7243003,
  registrationExpiry: 7243004,
} as const;

/**
 * Runs `task` only if no other server is running the work of this key right now: on PostgreSQL
 * a session advisory lock taken without waiting on one pinned connection (the task's own queries
 * use the pool), released when the task ends or when that connection dies. A server that finds
 * the lock taken skips this round (`false`); its next round tries again. PGlite is one process's
 * database, so there the task simply runs.
 */
export async function exclusively(
  database: Pick<DatabaseHandle, 'db' | 'driver'>,
  key: number,
  task: () => Promise<void>,
): Promise<boolean> {
  if (database.driver !== 'postgres') {
    await task();
    return true;
  }
  return database.db.connection().execute(async (conn) => {
    const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${key}) as locked`.execute(
      conn,
    );
    if (!rows[0]?.locked) return false;
    try {
      await task();
      return true;
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(conn);
    }
  });
}
