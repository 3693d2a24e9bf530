import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { writeAudit, type AuditEntry } from '../../lib/audit';
import type { Executor } from '../ledger/ledger.repository';

const PRODUCT_COLUMNS = [
  'id',
  'name',
  'description',
  'image',
  'worth_kobo',
  'points',
  'is_active',
  'stock_qty',
] as const;

/** What an administrator's product form writes (docs/pickups-and-stockists.md#products). */
export interface ProductValues {
  name: string;
  description: string;
  image: string | null;
  worth_kobo: number;
  points: number;
  stock_qty: number;
}

/** SQL of the product catalogue: the members' reads and the back office's edits. */
export function createProductsRepository(db: Database) {
  return {
    /** The enabled products, by name. */
    active(ex: Executor = db) {
      return ex
        .selectFrom('products')
        .select(PRODUCT_COLUMNS)
        .where('is_active', '=', true)
        .orderBy('name')
        .orderBy('id')
        .execute();
    },

    /** Every product, enabled or not, newest first (the back office's list). */
    all(ex: Executor = db) {
      return ex.selectFrom('products').select(PRODUCT_COLUMNS).orderBy('id', 'desc').execute();
    },

    byId(id: number, ex: Executor = db) {
      return ex.selectFrom('products').select(PRODUCT_COLUMNS).where('id', '=', id).executeTakeFirst();
    },

    /** One product locked until the transaction ends (an edit reads its before here). */
    lock(id: number, ex: Executor) {
      return ex
        .selectFrom('products')
        .select(PRODUCT_COLUMNS)
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
    },

    /** The products of a cart, enabled or not (the caller refuses the disabled ones). */
    byIds(ids: readonly number[], ex: Executor = db) {
      if (ids.length === 0) return Promise.resolve([]);
      return ex
        .selectFrom('products')
        .select(['id', 'name', 'worth_kobo', 'points', 'is_active'])
        .where('id', 'in', ids)
        .execute();
    },

    insert(values: ProductValues, ex: Executor = db) {
      return ex.insertInto('products').values(values).returning(PRODUCT_COLUMNS).executeTakeFirstOrThrow();
    },

    update(id: number, values: Partial<ProductValues>, ex: Executor = db) {
      return ex
        .updateTable('products')
        .set({ ...values, updated_at: sql<Date>`now()` })
        .where('id', '=', id)
        .returning(PRODUCT_COLUMNS)
        .executeTakeFirstOrThrow();
    },

    setActive(id: number, active: boolean, ex: Executor = db) {
      return ex
        .updateTable('products')
        .set({ is_active: active, updated_at: sql<Date>`now()` })
        .where('id', '=', id)
        .returning(PRODUCT_COLUMNS)
        .executeTakeFirstOrThrow();
    },

    audit(entry: AuditEntry, ex: Executor = db) {
      return writeAudit(ex, entry);
    },
  };
}

export type ProductsRepository = ReturnType<typeof createProductsRepository>;
export type ProductRow = NonNullable<Awaited<ReturnType<ProductsRepository['byId']>>>;
