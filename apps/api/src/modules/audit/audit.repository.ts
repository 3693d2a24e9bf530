import type { Database } from '../../db/database';
import { startsWith } from '../../lib/dayRange';
import type { Executor } from '../ledger/ledger.repository';

/** What the audit log is filtered by, resolved to ids (docs/screens/back-office.md#audit-log). */
export interface AuditFilter {
  adminId?: number;
  memberId?: number;
  action?: string;
  since?: Date;
  until?: Date;
}

/** SQL of the audit log's reads (the writes are lib/audit.ts; the table is append-only). */
export function createAuditRepository(db: Database) {
  function filtered(filter: AuditFilter, ex: Executor) {
    let query = ex.selectFrom('audit_log as a');
    if (filter.adminId !== undefined)
      query = query.where('a.actor_type', '=', 'admin').where('a.actor_id', '=', filter.adminId);
    if (filter.memberId !== undefined)
      query = query.where('a.target_type', '=', 'user').where('a.target_id', '=', String(filter.memberId));
    if (filter.action) query = query.where('a.action', 'like', startsWith(filter.action));
    if (filter.since) query = query.where('a.created_at', '>=', filter.since);
    if (filter.until) query = query.where('a.created_at', '<', filter.until);
    return query;
  }

  return {
    /** One page, newest first, with the actor's and the member target's names. */
    page(filter: AuditFilter, window: { offset: number; limit: number }, ex: Executor = db) {
      return filtered(filter, ex)
        .leftJoin('admins as ad', (j) => j.onRef('ad.id', '=', 'a.actor_id').on('a.actor_type', '=', 'admin'))
        .leftJoin('users as au', (j) => j.onRef('au.id', '=', 'a.actor_id').on('a.actor_type', '=', 'user'))
        .leftJoin('users as tu', (j) =>
          j
            .on('a.target_type', '=', 'user')
            .on((eb) => eb(eb.cast('tu.id', 'text'), '=', eb.ref('a.target_id'))),
        )
        .select([
          'a.id',
          'a.actor_type',
          'a.actor_id',
          'ad.email as admin_email',
          'au.username as actor_username',
          'a.action',
          'a.target_type',
          'a.target_id',
          'tu.username as target_username',
          'a.before',
          'a.after',
          'a.ip',
          'a.created_at',
        ])
        .orderBy('a.created_at', 'desc')
        .orderBy('a.id', 'desc')
        .limit(window.limit)
        .offset(window.offset)
        .execute();
    },

    async count(filter: AuditFilter, ex: Executor = db) {
      const row = await filtered(filter, ex)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** An administrator's id by email (any case). */
    async adminIdByEmail(email: string, ex: Executor = db) {
      const row = await ex
        .selectFrom('admins')
        .select('id')
        .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
        .executeTakeFirst();
      return row?.id;
    },

    /** A member's id by username (any case). */
    async memberIdByUsername(username: string, ex: Executor = db) {
      const row = await ex
        .selectFrom('users')
        .select('id')
        .where((eb) => eb(eb.fn('lower', ['username']), '=', username.trim().toLowerCase()))
        .executeTakeFirst();
      return row?.id;
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
