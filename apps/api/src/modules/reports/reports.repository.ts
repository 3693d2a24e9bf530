import type { Database } from '../../db/database';
import type { Executor } from '../ledger/ledger.repository';

/** What the bonuses-not-paid report is filtered by (docs/screens/back-office.md#bonuses-not-paid). */
export interface ForfeitedFilter {
  memberId?: number;
  reason?: string;
  since?: Date;
  until?: Date;
}

/** SQL of the back office's reports: the forfeited bonus lines (an append-only table). */
export function createReportsRepository(db: Database) {
  function filtered(filter: ForfeitedFilter, ex: Executor) {
    let query = ex.selectFrom('forfeited_bonuses as f');
    if (filter.memberId !== undefined) query = query.where('f.user_id', '=', filter.memberId);
    if (filter.reason) query = query.where('f.reason', '=', filter.reason);
    if (filter.since) query = query.where('f.created_at', '>=', filter.since);
    if (filter.until) query = query.where('f.created_at', '<', filter.until);
    return query;
  }

  return {
    /** One page of lines, newest first, with the member who was not paid. */
    forfeitedPage(filter: ForfeitedFilter, window: { offset: number; limit: number }, ex: Executor = db) {
      return filtered(filter, ex)
        .leftJoin('users as u', 'u.id', 'f.user_id')
        .select([
          'f.id',
          'u.uuid',
          'u.username',
          'f.kind',
          'f.reason',
          'f.amount_kobo',
          'f.cause_type',
          'f.cause_ref',
          'f.created_at',
        ])
        .orderBy('f.created_at', 'desc')
        .orderBy('f.id', 'desc')
        .limit(window.limit)
        .offset(window.offset)
        .execute();
    },

    /** Every matching line by reason: how many and their sum (kobo). */
    forfeitedTotals(filter: ForfeitedFilter, ex: Executor = db) {
      return filtered(filter, ex)
        .select((eb) => [
          'f.reason',
          eb.fn.countAll<string>().as('n'),
          eb.fn.sum<string>('f.amount_kobo').as('kobo'),
        ])
        .groupBy('f.reason')
        .execute();
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

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
