import { sql } from 'kysely';
import type { Database } from '../src/db/database';
import type { TestServer } from './helper';
import { member, store, type Member } from './orders.fixtures';

/*
 * Fixtures of the stock tests (docs/pickups-and-stockists.md#stock): a member with an approved store
 * whose registration pickup balance is what the store's approval sets (written as SQL, as the store
 * is: the stockist registration has its own operations and tests), the store's stock, and its
 * previous month's sales.
 */

export interface Stockist extends Member {
  storeId: number;
}

/** A paid member running an approved Mobile store with `registrationKobo` of pickup balance. */
export async function stockist(
  server: TestServer,
  referrer: string,
  options: { pkg?: number; registrationKobo?: number; upgradeKobo?: number; name?: string } = {},
): Promise<Stockist> {
  const m = await member(server, options.pkg ?? 2, referrer);
  const db = server.app.database.db;
  const storeId = await store(db, m.id, { store_name: options.name ?? `Store of ${m.username}` });
  await db
    .updateTable('stockists')
    .set({
      registration_pickup_kobo: options.registrationKobo ?? 35_000_000,
      upgrade_pickup_kobo: options.upgradeKobo ?? 0,
    })
    .where('id', '=', storeId)
    .execute();
  return { ...m, storeId };
}

/** A store's two pickup balances, kobo. */
export async function storeBalances(db: Database, storeId: number) {
  const row = await db
    .selectFrom('stockists')
    .select(['registration_pickup_kobo', 'upgrade_pickup_kobo'])
    .where('id', '=', storeId)
    .executeTakeFirstOrThrow();
  return { registration: Number(row.registration_pickup_kobo), upgrade: Number(row.upgrade_pickup_kobo) };
}

/** The units of each product a store holds (products it never held are absent). */
export async function stockOf(db: Database, storeId: number): Promise<Record<number, number>> {
  const rows = await db
    .selectFrom('stockist_stock')
    .select(['product_id', 'quantity'])
    .where('stockist_id', '=', storeId)
    .execute();
  return Object.fromEntries(rows.map((r) => [r.product_id, r.quantity]));
}

/** Sets a store's stock of one product directly (a test's starting point). */
export async function setStock(db: Database, storeId: number, productId: number, quantity: number) {
  await sql`insert into stockist_stock (stockist_id, product_id, quantity, cost_price_kobo)
    values (${storeId}, ${productId}, ${quantity}, 0)
    on conflict (stockist_id, product_id) do update set quantity = excluded.quantity`.execute(db);
}

/** A fulfilled member order of `kobo` at the store, approved in the previous calendar month. */
export async function lastMonthSale(db: Database, storeId: number, buyerId: number, kobo: number) {
  await sql`insert into orders (code, user_id, stockist_id, kind, pickup_type, total_price_kobo,
      total_quantity, total_points, status, approved_at, created_at)
    values (${`LASTMONTH${storeId}${kobo}`}, ${buyerId}, ${storeId}, 'member', 'registration_pickup', ${kobo},
      1, 0, 'approved', date_trunc('month', now()) - interval '10 days',
      date_trunc('month', now()) - interval '11 days')`.execute(db);
}

/** The code of a member's latest order (the member would reveal it with their password). */
export async function latestOrder(db: Database, userId: number) {
  const row = await db
    .selectFrom('orders')
    .select(['id', 'code'])
    .where('user_id', '=', userId)
    .where('kind', '=', 'member')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), code: row.code };
}

/** Rebate entries credited to a member's wallet, kobo each. */
export async function rebates(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('ledger_entries')
    .select('amount_kobo')
    .where('user_id', '=', userId)
    .where('kind', '=', 'rebate')
    .orderBy('id')
    .execute();
  return rows.map((r) => Number(r.amount_kobo));
}
