import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { Executor } from '../../db/transaction';
import { writeAudit, type AuditEntry } from '../../lib/audit';

/** A stockist package's editable columns, money in kobo; `value` is the card's naira figure as text. */
export interface StockistPackageValues {
  name: string;
  registration_value_kobo: number;
  point_value: number;
  pickup_amount_kobo: number;
  sales_bonus_percentage: number;
  value: string;
}

/** SQL of the administrators' stockist package edits (the reads are in stockists.repository.ts). */
export function createStockistPackagesRepository(db: Database) {
  return {
    /** Every stockist package, locked until the transaction ends (no key update: members' rows that point at it are not held up) (edits check their neighbours). */
    lockAll(ex: Executor) {
      return ex.selectFrom('stockist_packages').selectAll().orderBy('id').forNoKeyUpdate().execute();
    },
    /** Another stockist package with this name, whatever its case. */
    nameTaken(name: string, exceptId: number | null, ex: Executor = db) {
      let query = ex
        .selectFrom('stockist_packages')
        .select('id')
        .where(sql<boolean>`lower(name) = lower(${name})`);
      if (exceptId !== null) query = query.where('id', '<>', exceptId);
      return query.executeTakeFirst().then(Boolean);
    },
    insert(values: StockistPackageValues, ex: Executor) {
      return ex.insertInto('stockist_packages').values(values).returningAll().executeTakeFirstOrThrow();
    },
    update(id: number, values: StockistPackageValues, ex: Executor) {
      return ex
        .updateTable('stockist_packages')
        .set({ ...values, updated_at: new Date() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    audit(entry: AuditEntry, ex: Executor) {
      return writeAudit(ex, entry);
    },
  };
}

export type StockistPackagesRepository = ReturnType<typeof createStockistPackagesRepository>;
