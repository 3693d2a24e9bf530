import { koboFromDb, koboToNaira } from '@kola/domain';
import type { operations } from '@kola/api/schema';
import type { Database } from '../../db/database';
import { lagosDayRange } from '../../lib/dayRange';
import { pageWindow, toPage, type PageQuery } from '../../lib/paging';
import { createReportsRepository, type ForfeitedFilter } from './reports.repository';

type Forfeited =
  operations['listForfeitedBonuses']['responses']['200']['content']['application/json']['data'];
type Reason = Forfeited['totals'][number]['reason'];
type Kind = Forfeited['data'][number]['kind'];

export interface ForfeitedQuery extends PageQuery {
  member?: string;
  reason?: string;
  from?: string;
  to?: string;
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/**
 * The back office's reports (docs/screens/back-office.md#bonuses-not-paid), administrators only (the
 * route's x-access): the bonuses the rules did not pay, read from the forfeited lines.
 */
export function createReportsService(deps: { db: Database }) {
  const repo = createReportsRepository(deps.db);

  return {
    /** GET /reports/bonuses-not-paid: one page, newest first, and the filter's totals by reason. */
    async forfeited(query: ForfeitedQuery): Promise<Forfeited> {
      const { perPage, current, offset } = pageWindow(query);
      const { since, until } = lagosDayRange(query.from, query.to);
      const filter: ForfeitedFilter = { since, until, reason: query.reason };
      if (query.member?.trim()) {
        const id = await repo.memberIdByUsername(query.member);
        if (id === undefined) return { ...toPage([], 0, current, perPage), totals: [], total_amount: 0 };
        filter.memberId = id;
      }
      const [rows, groups] = await Promise.all([
        repo.forfeitedPage(filter, { offset, limit: perPage }),
        repo.forfeitedTotals(filter),
      ]);
      const totals = groups
        .map((g) => ({ reason: g.reason as Reason, count: Number(g.n), kobo: koboFromDb(g.kobo ?? 0) }))
        .sort((a, b) => b.kobo - a.kobo || b.count - a.count || a.reason.localeCompare(b.reason));
      const count = totals.reduce((sum, t) => sum + t.count, 0);
      const totalKobo = totals.reduce((sum, t) => sum + t.kobo, 0);
      const data = rows.map((row) => ({
        id: Number(row.id),
        uuid: row.uuid ?? null,
        username: row.username ?? null,
        kind: row.kind as Kind,
        reason: row.reason as Reason,
        amount: koboToNaira(koboFromDb(row.amount_kobo)),
        cause_type: row.cause_type,
        cause_ref: row.cause_ref,
        created_at: iso(row.created_at),
      }));
      return {
        ...toPage(data, count, current, perPage),
        totals: totals.map((t) => ({ reason: t.reason, count: t.count, amount: koboToNaira(t.kobo) })),
        total_amount: koboToNaira(totalKobo),
      };
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
