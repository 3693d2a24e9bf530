import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/types';

/** One row of the append-only audit log (a database trigger refuses changes to written rows). */
export interface AuditEntry {
  actor_type: 'admin' | 'user' | 'system';
  actor_id: number | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
}

/** Writes an audit row, inside the caller's transaction when it passes one. */
export function writeAudit(ex: Kysely<DB> | Transaction<DB>, entry: AuditEntry) {
  return ex
    .insertInto('audit_log')
    .values({
      ...entry,
      before: JSON.stringify(entry.before ?? null),
      after: JSON.stringify(entry.after ?? null),
    })
    .execute();
}
