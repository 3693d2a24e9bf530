import { koboFromDb, koboToNaira } from '@kola/domain';
import type { Auth } from '../../contract/handlers';
import type { Database } from '../../db/database';
import { notFound } from '../../lib/errors';
import { createProductsRepository, type ProductRow } from './products.repository';

/** Every text the product reads answer. */
export const PM = {
  active: 'Active products',
  product: 'Product',
  notFound: 'Product not found.',
} as const;

/**
 * The contract's Product. The company store's stock is not recorded yet (no stock column): the
 * member screens do not use it, and until it exists every product answers 0 units, not in stock.
 */
export function toProduct(row: ProductRow) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    image: row.image,
    worth: koboToNaira(koboFromDb(row.worth_kobo)),
    points: row.points,
    is_active: row.is_active,
    in_stock: false,
    stock_qty: 0,
  };
}

/** The product catalogue as members and stockists see it (docs/pickups-and-stockists.md#products). */
export function createProductsService(deps: { db: Database }) {
  const repo = createProductsRepository(deps.db);
  return {
    async listActive() {
      return (await repo.active()).map(toProduct);
    },

    /** One product: a disabled one only for an administrator (404 for everyone else). */
    async get(caller: Auth, id: number) {
      const row = await repo.byId(id);
      if (!row || (!row.is_active && caller.type !== 'admin')) throw notFound(PM.notFound);
      return toProduct(row);
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
