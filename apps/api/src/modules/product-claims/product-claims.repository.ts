import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { writeAudit, type AuditEntry } from '../../lib/audit';
import type { Executor } from '../ledger/ledger.repository';
import type { PricedCart } from '../orders/orders.cart';

/** SQL of product claims (docs/pickups-and-stockists.md#product-claims). */
export function createProductClaimsRepository(db: Database) {
  return {
    /** A claim and its lines, processing. */
    async insert(tx: Executor, userId: number, cart: PricedCart, now: Date) {
      const claim = await tx
        .insertInto('product_claims')
        .values({
          user_id: userId,
          total_price_kobo: cart.totalKobo,
          total_quantity: cart.totalQuantity,
          total_points: cart.totalPoints,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await tx
        .insertInto('product_claim_lines')
        .values(cart.lines.map((l) => ({ ...l, claim_id: claim.id })))
        .execute();
      return claim.id;
    },

    /** Claims with their claimant, newest first: one member's, or one claim. */
    claims(filter: { userId?: number; id?: number; processingOnly?: boolean }, ex: Executor = db) {
      let query = ex
        .selectFrom('product_claims as c')
        .innerJoin('users as u', 'u.id', 'c.user_id')
        .select([
          'c.id',
          'u.uuid',
          'u.username',
          'u.first_name',
          'u.last_name',
          'c.total_quantity',
          'c.total_price_kobo',
          'c.total_points',
          'c.status',
          'c.created_at',
        ])
        .orderBy('c.created_at', 'desc')
        .orderBy('c.id', 'desc');
      if (filter.userId !== undefined) query = query.where('c.user_id', '=', filter.userId);
      if (filter.id !== undefined) query = query.where('c.id', '=', filter.id);
      if (filter.processingOnly) query = query.where('c.status', '=', 'processing');
      return query.execute();
    },

    /** One page of every claim for the back office: processing first, then newest first. */
    page(window: { offset: number; limit: number }, ex: Executor = db) {
      return ex
        .selectFrom('product_claims as c')
        .innerJoin('users as u', 'u.id', 'c.user_id')
        .select([
          'c.id',
          'u.uuid',
          'u.username',
          'u.first_name',
          'u.last_name',
          'c.total_quantity',
          'c.total_price_kobo',
          'c.total_points',
          'c.status',
          'c.created_at',
        ])
        .orderBy(sql`(c.status = 'processing')`, 'desc')
        .orderBy('c.created_at', 'desc')
        .orderBy('c.id', 'desc')
        .limit(window.limit)
        .offset(window.offset)
        .execute();
    },

    async count(ex: Executor = db) {
      const row = await ex
        .selectFrom('product_claims')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** A claim's status and claimant (404 versus 409 after a refused decision). */
    find(id: number, ex: Executor = db) {
      return ex
        .selectFrom('product_claims')
        .select(['id', 'user_id', 'status', 'total_price_kobo'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /**
     * Decides a claim only while it is processing, atomically: of two concurrent decisions one
     * gets the row and the other nothing (undefined).
     */
    decide(id: number, status: 'approved' | 'declined', adminId: number, at: Date, ex: Executor = db) {
      return ex
        .updateTable('product_claims')
        .set({ status, decided_by: adminId, decided_at: at })
        .where('id', '=', id)
        .where('status', '=', 'processing')
        .returning(['id', 'user_id', 'total_price_kobo', 'total_quantity'])
        .executeTakeFirst();
    },

    audit(entry: AuditEntry, ex: Executor = db) {
      return writeAudit(ex, entry);
    },

    /** The lines of these claims with their products. */
    lines(claimIds: readonly number[], ex: Executor = db) {
      if (claimIds.length === 0) return Promise.resolve([]);
      return ex
        .selectFrom('product_claim_lines as l')
        .innerJoin('products as p', 'p.id', 'l.product_id')
        .select([
          'l.claim_id',
          'l.product_id',
          'p.name',
          'p.image',
          'l.quantity',
          'l.unit_price_kobo',
          'l.unit_points',
        ])
        .where('l.claim_id', 'in', claimIds)
        .orderBy('l.id')
        .execute();
    },
  };
}

export type ProductClaimsRepository = ReturnType<typeof createProductClaimsRepository>;
