import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { Executor } from '../../db/transaction';
import { writeAudit, type AuditEntry } from '../../lib/audit';

/** A rank's editable columns. */
export interface RankValues {
  name: string;
  points: number;
  is_global_profit_eligible: boolean;
  description: string | null;
  package_id: number;
}

/** A rank with the name of its package, lowest (points, id) first as ranks are ordered. */
function rankView(ex: Executor) {
  return ex
    .selectFrom('ranks as r')
    .leftJoin('packages as p', 'p.id', 'r.package_id')
    .select([
      'r.id',
      'r.name',
      'r.points',
      'r.is_global_profit_eligible',
      'r.description',
      'r.package_id',
      'p.name as package_name',
    ]);
}

export type RankViewRow = Awaited<ReturnType<ReturnType<typeof rankView>['execute']>>[number];

/** SQL of the ranks (docs/catalogue.md#ranks). */
export function createRanksRepository(db: Database) {
  return {
    all(ex: Executor = db) {
      return rankView(ex).orderBy('r.points').orderBy('r.id').execute();
    },
    view(id: number, ex: Executor = db) {
      return rankView(ex).where('r.id', '=', id).executeTakeFirst();
    },
    /**
     * Every rank, locked until the transaction ends, so that two edits check their names one after
     * the other (no key update: members' rows that point at a rank are not held up).
     */
    lockAll(ex: Executor) {
      return ex.selectFrom('ranks').selectAll().orderBy('id').forNoKeyUpdate().execute();
    },
    /** Another rank with this name, whatever its case. */
    nameTaken(name: string, exceptId: number | null, ex: Executor = db) {
      let query = ex
        .selectFrom('ranks')
        .select('id')
        .where(sql<boolean>`lower(name) = lower(${name})`);
      if (exceptId !== null) query = query.where('id', '<>', exceptId);
      return query.executeTakeFirst().then(Boolean);
    },
    packageExists(id: number, ex: Executor = db) {
      return ex.selectFrom('packages').select('id').where('id', '=', id).executeTakeFirst().then(Boolean);
    },
    async insert(values: RankValues, ex: Executor) {
      const row = await ex.insertInto('ranks').values(values).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },
    async update(id: number, values: RankValues, ex: Executor) {
      await ex
        .updateTable('ranks')
        .set({ ...values, updated_at: new Date() })
        .where('id', '=', id)
        .execute();
    },
    audit(entry: AuditEntry, ex: Executor) {
      return writeAudit(ex, entry);
    },
  };
}

export type RanksRepository = ReturnType<typeof createRanksRepository>;
