import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { Executor } from '../../db/transaction';
import { writeAudit, type AuditEntry } from '../../lib/audit';

/** A package's editable columns, money in kobo. */
export interface PackageValues {
  name: string;
  point_value: number;
  registration_value_kobo: number;
  pickup_amount_kobo: number;
  matching_bonus_cap_kobo: number;
}

/** The generation tables every package has one row in (docs/catalogue.md#registration-packages). */
const GENERATION_KINDS = ['referral', 'upgrade', 'unilevel', 'stockist_upline'] as const;

const ZERO_GENERATIONS = Object.fromEntries(
  Array.from({ length: 10 }, (_, i) => [`generation_${i + 1}_percentage`, 0]),
) as Record<`generation_${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10}_percentage`, number>;

/** SQL of the registration packages. */
export function createPackagesRepository(db: Database) {
  return {
    all() {
      return db.selectFrom('packages').selectAll().orderBy('id').execute();
    },
    byId(id: number) {
      return db.selectFrom('packages').selectAll().where('id', '=', id).executeTakeFirst();
    },
    /** Every package, locked until the transaction ends (no key update: members' rows that point at it are not held up) (edits check their neighbours' values). */
    lockAll(ex: Executor) {
      return ex.selectFrom('packages').selectAll().orderBy('id').forNoKeyUpdate().execute();
    },
    /** Another package with this name, whatever its case. */
    nameTaken(name: string, exceptId: number | null, ex: Executor = db) {
      let query = ex
        .selectFrom('packages')
        .select('id')
        .where(sql<boolean>`lower(name) = lower(${name})`);
      if (exceptId !== null) query = query.where('id', '<>', exceptId);
      return query.executeTakeFirst().then(Boolean);
    },
    insert(values: PackageValues, ex: Executor) {
      return ex.insertInto('packages').values(values).returningAll().executeTakeFirstOrThrow();
    },
    update(id: number, values: PackageValues, ex: Executor) {
      return ex
        .updateTable('packages')
        .set({ ...values, updated_at: new Date() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    /** The new package's zero rows in the four generation tables. */
    async insertGenerationRows(packageId: number, ex: Executor) {
      await ex
        .insertInto('bonus_generation_settings')
        .values(GENERATION_KINDS.map((kind) => ({ kind, package_id: packageId, ...ZERO_GENERATIONS })))
        .execute();
    },
    audit(entry: AuditEntry, ex: Executor) {
      return writeAudit(ex, entry);
    },
  };
}

export type PackagesRepository = ReturnType<typeof createPackagesRepository>;
