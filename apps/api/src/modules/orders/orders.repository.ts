import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { Executor } from '../ledger/ledger.repository';

/** Which pickup allowance balance an order or claim takes from (docs/pickups-and-stockists.md#pickup-allowance). */
export type AllowanceKind = 'registration_pickup' | 'upgrade_pickup';

const ALLOWANCE_COLUMN = {
  registration_pickup: 'registration_pickup_kobo',
  upgrade_pickup: 'upgrade_pickup_kobo',
} as const;

/**
 * Takes `kobo` off a member's pickup allowance balance in one statement, only when the member is
 * active and the balance covers it. Concurrent orders queue on the row lock and each re-checks the
 * balance it finds, so together they never spend more than it (and the column's check keeps it
 * at or above 0 whatever happens). Answers the balance left, or undefined when refused.
 */
export async function takeAllowance(
  tx: Executor,
  userId: number,
  kind: AllowanceKind,
  kobo: number,
): Promise<number | undefined> {
  const column = ALLOWANCE_COLUMN[kind];
  const row = await tx
    .updateTable('users')
    .set((eb) => ({ [column]: eb(eb.ref(column), '-', kobo) }))
    .where('id', '=', userId)
    .where('status', '=', 'active')
    .where('payment_status', '=', 'approved')
    .where(column, '>=', kobo)
    .returning(column)
    .executeTakeFirst();
  return row ? Number((row as Record<string, number>)[column]) : undefined;
}

/** Gives a declined order's or claim's total back to the allowance it was taken from. */
export async function returnAllowance(
  tx: Executor,
  userId: number,
  kind: AllowanceKind,
  kobo: number,
): Promise<void> {
  const column = ALLOWANCE_COLUMN[kind];
  await tx
    .updateTable('users')
    .set((eb) => ({ [column]: eb(eb.ref(column), '+', kobo) }))
    .where('id', '=', userId)
    .execute();
}

/** Orders with their store and the channel of their payment (none: an allowance pickup). */
function memberOrders(ex: Executor) {
  return ex
    .selectFrom('orders as o')
    .leftJoin('stockists as s', 's.id', 'o.stockist_id')
    .leftJoin('payments as p', 'p.id', 'o.payment_id')
    .select([
      'o.id',
      'o.pickup_type',
      'o.stockist_id',
      's.store_name',
      's.address as store_address',
      's.state as store_state',
      's.phone as store_phone',
      'o.total_quantity',
      'o.total_price_kobo',
      'o.total_points',
      'p.channel',
      'o.status',
      'o.created_at',
    ]);
}

/** SQL of member orders: the approved store to collect at, the history, the lines and the code. */
export function createOrdersRepository(db: Database) {
  return {
    /**
     * The two allowance balances and what live orders (and, for the registration allowance, live
     * product claims) took from them; declined or cancelled ones gave theirs back.
     */
    async allowances(userId: number) {
      const row = await db
        .selectFrom('users as u')
        .select((eb) => [
          'u.registration_pickup_kobo',
          'u.upgrade_pickup_kobo',
          eb
            .selectFrom('orders as o')
            .select(sql<string>`coalesce(sum(o.total_price_kobo), 0)`.as('n'))
            .whereRef('o.user_id', '=', 'u.id')
            .where('o.kind', '=', 'member')
            .where('o.pickup_type', '=', 'registration_pickup')
            .where('o.status', 'not in', ['disapproved', 'cancelled'])
            .as('registration_orders_kobo'),
          eb
            .selectFrom('product_claims as c')
            .select(sql<string>`coalesce(sum(c.total_price_kobo), 0)`.as('n'))
            .whereRef('c.user_id', '=', 'u.id')
            .where('c.status', '!=', 'declined')
            .as('claims_kobo'),
          eb
            .selectFrom('orders as o')
            .select(sql<string>`coalesce(sum(o.total_price_kobo), 0)`.as('n'))
            .whereRef('o.user_id', '=', 'u.id')
            .where('o.kind', '=', 'member')
            .where('o.pickup_type', '=', 'upgrade_pickup')
            .where('o.status', 'not in', ['disapproved', 'cancelled'])
            .as('upgrade_orders_kobo'),
        ])
        .where('u.id', '=', userId)
        .executeTakeFirstOrThrow();
      return {
        registration: {
          remaining: Number(row.registration_pickup_kobo),
          used: Number(row.registration_orders_kobo ?? 0) + Number(row.claims_kobo ?? 0),
        },
        upgrade: { remaining: Number(row.upgrade_pickup_kobo), used: Number(row.upgrade_orders_kobo ?? 0) },
      };
    },

    /** The store, when approved, held (FOR SHARE) until the ordering transaction ends. */
    approvedStockist(tx: Executor, id: number) {
      return tx
        .selectFrom('stockists')
        .select(['id', 'user_id'])
        .where('id', '=', id)
        .where('status', '=', 'approved')
        .forShare()
        .executeTakeFirst();
    },

    /** A member's orders with their store and how they were paid, newest first. */
    memberOrdersQuery(userId: number) {
      return memberOrders(db)
        .where('o.user_id', '=', userId)
        .where('o.kind', '=', 'member')
        .where('o.status', '<>', 'awaiting_payment')
        .orderBy('o.created_at', 'desc')
        .orderBy('o.id', 'desc');
    },

    /** One order as memberOrdersQuery shapes it. */
    memberOrder(orderId: number, ex: Executor = db) {
      return memberOrders(ex).where('o.id', '=', orderId).executeTakeFirst();
    },

    /** Who may read an order: its member and the user who owns its store. */
    orderParties(orderId: number) {
      return db
        .selectFrom('orders as o')
        .leftJoin('stockists as s', 's.id', 'o.stockist_id')
        .select(['o.id', 'o.user_id', 'o.kind', 's.user_id as stockist_user_id', 'o.code', 'o.status'])
        .where('o.id', '=', orderId)
        .executeTakeFirst();
    },

    /** An order's lines with their products, at the prices of the order. */
    orderLines(orderId: number) {
      return db
        .selectFrom('order_lines as l')
        .innerJoin('products as p', 'p.id', 'l.product_id')
        .select(['l.product_id', 'p.name', 'p.image', 'l.quantity', 'l.unit_price_kobo', 'l.unit_points'])
        .where('l.order_id', '=', orderId)
        .orderBy('l.id')
        .execute();
    },

    passwordHash(userId: number) {
      return db
        .selectFrom('users')
        .select('password_hash')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
    },

    /** Whether a code is already taken (a fresh one is drawn again before inserting). */
    async codeTaken(code: string, ex: Executor = db): Promise<boolean> {
      const { rows } = await sql<{ n: number }>`select 1 as n from orders where code = ${code}`.execute(ex);
      return rows.length > 0;
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
export type MemberOrderRow = NonNullable<Awaited<ReturnType<OrdersRepository['memberOrder']>>>;
