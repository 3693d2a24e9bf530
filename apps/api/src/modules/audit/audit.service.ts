import type { Database } from '../../db/database';
import { lagosDayRange } from '../../lib/dayRange';
import { pageWindow, toPage, type PageQuery } from '../../lib/paging';
import { createAuditRepository, type AuditFilter } from './audit.repository';

export interface AuditQuery extends PageQuery {
  admin?: string;
  action?: string;
  member?: string;
  from?: string;
  to?: string;
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

type Row = Awaited<ReturnType<ReturnType<typeof createAuditRepository>['page']>>[number];

/** The contract's AuditEntry. */
function toEntry(row: Row) {
  return {
    id: Number(row.id),
    actor_type: row.actor_type as 'admin' | 'user' | 'system',
    actor_id: row.actor_id === null ? null : Number(row.actor_id),
    actor_name: row.admin_email ?? row.actor_username ?? null,
    action: row.action,
    target_type: row.target_type,
    target_id: row.target_id,
    target_name: row.target_username ?? null,
    before: row.before ?? null,
    after: row.after ?? null,
    ip: row.ip,
    created_at: iso(row.created_at),
  };
}

/**
 * The audit log's reads (docs/screens/back-office.md#audit-log), administrators only (the route's
 * x-access). Filters resolve to ids first: an unknown administrator or member matches nothing.
 */
export function createAuditService(deps: { db: Database }) {
  const repo = createAuditRepository(deps.db);

  return {
    /** GET /audit-log: one page, newest first, with the total of the filter. */
    async list(query: AuditQuery) {
      const { perPage, current, offset } = pageWindow(query);
      const { since, until } = lagosDayRange(query.from, query.to);
      const filter: AuditFilter = { since, until, action: query.action?.trim() || undefined };
      if (query.admin?.trim()) {
        const id = await repo.adminIdByEmail(query.admin);
        if (id === undefined) return toPage([], 0, current, perPage);
        filter.adminId = id;
      }
      if (query.member?.trim()) {
        const id = await repo.memberIdByUsername(query.member);
        if (id === undefined) return toPage([], 0, current, perPage);
        filter.memberId = id;
      }
      const [rows, total] = await Promise.all([
        repo.page(filter, { offset, limit: perPage }),
        repo.count(filter),
      ]);
      return toPage(rows.map(toEntry), total, current, perPage);
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
