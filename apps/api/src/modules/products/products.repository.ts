import type { Database } from '../../db/database';
import type { Executor } from '../ledger/ledger.repository';

const PRODUCT_COLUMNS = ['id', 'name', 'description', 'image', 'worth_kobo', 'points', 'is_active'] as const;

/** SQL of the product reads: the catalogue members order from. */
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

    byId(id: number, ex: Executor = db) {
      return ex.selectFrom('products').select(PRODUCT_COLUMNS).where('id', '=', id).executeTakeFirst();
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
  };
}

export type ProductsRepository = ReturnType<typeof createProductsRepository>;
export type ProductRow = NonNullable<Awaited<ReturnType<ProductsRepository['byId']>>>;
