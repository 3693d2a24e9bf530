import { sql } from 'kysely';
import { BONUS_KINDS } from '@kola/domain';
import type { Database } from '../../db/database';
import type { Executor } from '../ledger/ledger.repository';

/** The bonus kinds plus the reversals that correct one of them. */
const EARNING_ENTRY_KINDS = [...BONUS_KINDS, 'reversal'] as const;

/** The entry's bucket: its kind, or for a reversal the kind it corrects (as bucketSums). */
const bucketOf = sql<string>`case when kind = 'reversal' and explanation->>'reversed_kind' is not null
  then explanation->>'reversed_kind' else kind end`;

/** One (week, kind) total: week is the Lagos date of the week's Monday, YYYY-MM-DD. */
export interface WeekKindRow {
  week: string;
  kind: string;
  totalKobo: number;
}

export interface RecentEarningRow {
  id: number;
  kind: string;
  amountKobo: number;
  createdAt: Date;
  description: string;
  fromUsername: string | null;
  explanation: Record<string, unknown>;
}

/** Forfeited lines summed per kind, reason, generation and base (see unpaidGroups). */
export interface ForfeitRow {
  kind: string;
  reason: string;
  generation: number | null;
  baseKobo: number | null;
  amountKobo: number;
  count: number;
}

/** A rank with the name of the package it needs (null: any package). */
export interface RankRow {
  id: number;
  name: string;
  points: number;
  packageId: number | null;
  packageName: string | null;
}

/**
 * SQL of the earnings reads (docs/screens/member.md#dashboard): one member's wallet entries by
 * week and kind, the latest ones with their cause, and the member's forfeited lines. Every
 * query is bounded by the member (ledger_entries_user_created_idx, forfeited_bonuses_user_idx).
 */
export function createEarningsRepository(db: Database) {
  return {
    /** The member's bonus entries since `since`, summed per Lagos week (Monday) and bucket. */
    async weeklyTotals(userId: number, since: Date, ex: Executor = db): Promise<WeekKindRow[]> {
      // Lagos is UTC+1 all year (docs/money-and-ledger.md#scheduled-runs).
      const week = sql<string>`to_char(date_trunc('week', (created_at at time zone 'UTC') + interval '1 hour'), 'YYYY-MM-DD')`;
      const rows = await ex
        .selectFrom('ledger_entries')
        .select([week.as('week'), bucketOf.as('kind'), sql<number>`sum(amount_kobo)`.as('total')])
        .where('user_id', '=', userId)
        .where('created_at', '>=', since)
        .where('kind', 'in', EARNING_ENTRY_KINDS)
        .groupBy([week, bucketOf])
        .execute();
      return rows.map((r) => ({ week: r.week, kind: r.kind, totalKobo: Number(r.total) }));
    },

    /**
     * The member's latest bonus credits, newest first, with their transaction's description
     * and, when a member's payment caused them (cause 'payment' or 'order', whose reference is
     * the payment's), that member's username.
     */
    async recent(userId: number, limit: number, ex: Executor = db): Promise<RecentEarningRow[]> {
      const rows = await ex
        .selectFrom('ledger_entries as e')
        .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
        .leftJoin('payments as p', (join) =>
          join
            .on(sql<boolean>`e.cause_type in ('payment', 'order')`)
            .onRef('p.reference', '=', 'e.cause_ref'),
        )
        .leftJoin('users as u', 'u.id', 'p.user_id')
        .select([
          'e.id',
          'e.kind',
          'e.amount_kobo',
          'e.created_at',
          'e.explanation',
          't.description',
          'u.username',
        ])
        .where('e.user_id', '=', userId)
        .where('e.kind', 'in', BONUS_KINDS)
        .where('e.amount_kobo', '>', 0)
        .orderBy('e.created_at', 'desc')
        .orderBy('e.id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        id: Number(r.id),
        kind: r.kind,
        amountKobo: Number(r.amount_kobo),
        createdAt: r.created_at instanceof Date ? r.created_at : new Date(r.created_at),
        description: r.description,
        fromUsername: r.username ?? null,
        explanation: (r.explanation ?? {}) as Record<string, unknown>,
      }));
    },

    /** The member's forfeited lines, summed per kind, reason, generation and base. */
    async forfeits(userId: number, ex: Executor = db): Promise<ForfeitRow[]> {
      const generation = sql<number | null>`(explanation->>'generation')::int`;
      const base = sql<number | null>`(explanation->>'baseKobo')::bigint`;
      const rows = await ex
        .selectFrom('forfeited_bonuses')
        .select([
          'kind',
          'reason',
          generation.as('generation'),
          base.as('base'),
          sql<number>`sum(amount_kobo)`.as('total'),
          sql<number>`count(*)`.as('n'),
        ])
        .where('user_id', '=', userId)
        .groupBy(['kind', 'reason', generation, base])
        .execute();
      return rows.map((r) => ({
        kind: r.kind,
        reason: r.reason,
        generation: r.generation === null ? null : Number(r.generation),
        baseKobo: r.base === null ? null : Number(r.base),
        amountKobo: Number(r.total),
        count: Number(r.n),
      }));
    },

    /** Every rank, with its package's name. */
    async ranks(ex: Executor = db): Promise<RankRow[]> {
      const rows = await ex
        .selectFrom('ranks as r')
        .leftJoin('packages as p', 'p.id', 'r.package_id')
        .select(['r.id', 'r.name', 'r.points', 'r.package_id', 'p.name as package_name'])
        .execute();
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        points: Number(r.points),
        packageId: r.package_id,
        packageName: r.package_name ?? null,
      }));
    },

    /** The member's CPV (0 before any volume). */
    async cpv(userId: number, ex: Executor = db): Promise<number> {
      const row = await ex
        .selectFrom('member_volumes')
        .select('cpv')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(row?.cpv ?? 0);
    },
  };
}

export type EarningsRepository = ReturnType<typeof createEarningsRepository>;
