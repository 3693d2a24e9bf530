import type { Database } from '../../db/database';
import type { Executor } from '../../db/transaction';
import { writeAudit, type AuditEntry } from '../../lib/audit';

/** An incentive's editable columns, money in kobo. */
export interface IncentiveValues {
  rank_id: number;
  incentive: string;
  worth_kobo: number;
  file_path: string | null;
}

/** An incentive with its rank's name and points. */
function incentiveView(ex: Executor) {
  return ex
    .selectFrom('incentives as i')
    .innerJoin('ranks as r', 'r.id', 'i.rank_id')
    .select(['i.id', 'i.rank_id', 'i.incentive', 'i.worth_kobo', 'i.file_path', 'r.name', 'r.points']);
}

export type IncentiveViewRow = Awaited<ReturnType<ReturnType<typeof incentiveView>['execute']>>[number];

/** SQL of the incentives, the reward of each rank (docs/catalogue.md#incentives). */
export function createIncentivesRepository(db: Database) {
  return {
    /** Lowest rank first, as ranks are ordered (points, id). */
    all(ex: Executor = db) {
      return incentiveView(ex).orderBy('r.points').orderBy('r.id').execute();
    },
    view(id: number, ex: Executor = db) {
      return incentiveView(ex).where('i.id', '=', id).executeTakeFirst();
    },
    /** The incentive's row, locked until the transaction ends (no key update: members' rows that point at it are not held up). */
    lock(id: number, ex: Executor) {
      return ex.selectFrom('incentives').selectAll().where('id', '=', id).forNoKeyUpdate().executeTakeFirst();
    },
    rankExists(id: number, ex: Executor = db) {
      return ex.selectFrom('ranks').select('id').where('id', '=', id).executeTakeFirst().then(Boolean);
    },
    /** The incentive a rank already has, other than `exceptId`. */
    ofRank(rankId: number, exceptId: number | null, ex: Executor = db) {
      let query = ex.selectFrom('incentives').select('id').where('rank_id', '=', rankId);
      if (exceptId !== null) query = query.where('id', '<>', exceptId);
      return query.executeTakeFirst().then(Boolean);
    },
    async insert(values: IncentiveValues, ex: Executor) {
      const row = await ex.insertInto('incentives').values(values).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },
    async update(id: number, values: IncentiveValues, ex: Executor) {
      await ex
        .updateTable('incentives')
        .set({ ...values, updated_at: new Date() })
        .where('id', '=', id)
        .execute();
    },
    audit(entry: AuditEntry, ex: Executor) {
      return writeAudit(ex, entry);
    },
  };
}

export type IncentivesRepository = ReturnType<typeof createIncentivesRepository>;
