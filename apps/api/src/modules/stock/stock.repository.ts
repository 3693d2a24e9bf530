import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { Executor } from '../ledger/ledger.repository';

/** Which of a store's pickup balances a stock purchase takes from (docs/pickups-and-stockists.md#stock). */
export type StorePickup = 'registration_pickup' | 'upgrade_pickup';

const BALANCE_COLUMN = {
  registration_pickup: 'registration_pickup_kobo',
  upgrade_pickup: 'upgrade_pickup_kobo',
} as const;

/** Stock purchases with their store, its owner and the channel of their payment. */
function stockPurchases(ex: Executor) {
  return ex
    .selectFrom('orders as o')
    .innerJoin('stockists as s', 's.id', 'o.stockist_id')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('payments as p', 'p.id', 'o.payment_id')
    .select([
      'o.id',
      'o.stockist_id',
      's.store_name',
      'u.username',
      'o.pickup_type',
      'o.total_quantity',
      'o.total_price_kobo',
      'o.total_points',
      'p.channel',
      'o.payment_receipt',
      'o.status',
      'o.created_at',
    ])
    .where('o.kind', '=', 'stockist');
}

/** SQL of stock, stock purchases, and the orders a store serves. */
export function createStockRepository(db: Database) {
  return {
    /** A member's store (any state), or the store of that id. */
    storeOfUser(userId: number, ex: Executor = db) {
      return ex
        .selectFrom('stockists')
        .select(['id', 'user_id', 'status'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    store(id: number, ex: Executor = db) {
      return ex
        .selectFrom('stockists')
        .select(['id', 'user_id', 'status'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** The approved store, locked until the transaction ends (purchases of one store queue on it). */
    lockApprovedStore(tx: Executor, id: number) {
      return tx
        .selectFrom('stockists')
        .select(['id', 'user_id'])
        .where('id', '=', id)
        .where('status', '=', 'approved')
        .forUpdate()
        .executeTakeFirst();
    },

    /**
     * Takes `kobo` off a store's pickup balance in the statement that checks it covers it (the
     * column's check keeps it at or above 0 whatever happens). Answers whether it was taken.
     */
    async takeStoreBalance(tx: Executor, storeId: number, kind: StorePickup, kobo: number) {
      const column = BALANCE_COLUMN[kind];
      const row = await tx
        .updateTable('stockists')
        .set((eb) => ({ [column]: eb(eb.ref(column), '-', kobo) }))
        .where('id', '=', storeId)
        .where('status', '=', 'approved')
        .where(column, '>=', kobo)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Gives a disapproved purchase's total back to the balance it was taken from. */
    async returnStoreBalance(tx: Executor, storeId: number, kind: StorePickup, kobo: number) {
      const column = BALANCE_COLUMN[kind];
      await tx
        .updateTable('stockists')
        .set((eb) => ({ [column]: eb(eb.ref(column), '+', kobo) }))
        .where('id', '=', storeId)
        .execute();
    },

    /**
     * docs/pickups-and-stockists.md#re-stock: a store's fulfilled member sales of the previous calendar
     * month, and its re-stock purchases (processing or approved) of this month.
     */
    async restockFigures(stockistId: number, ex: Executor = db) {
      const { rows } = await sql<{ sales: string; used: string; month: string }>`
        select
          (select coalesce(sum(total_price_kobo), 0) from orders
            where stockist_id = ${stockistId} and kind = 'member' and status = 'approved'
              and approved_at >= date_trunc('month', now()) - interval '1 month'
              and approved_at < date_trunc('month', now())) as sales,
          (select coalesce(sum(total_price_kobo), 0) from orders
            where stockist_id = ${stockistId} and kind = 'stockist' and pickup_type = 're-stock'
              and status in ('pending', 'approved')
              and created_at >= date_trunc('month', now())) as used,
          to_char(date_trunc('month', now()) - interval '1 month', 'YYYY-MM') as month`.execute(ex);
      const row = rows[0]!;
      return { sales: Number(row.sales), used: Number(row.used), month: row.month };
    },

    /** A stock purchase locked for a decision (status, store, owner, total, how it was paid). */
    lockPurchase(tx: Executor, id: number) {
      return tx
        .selectFrom('orders as o')
        .leftJoin('payments as p', 'p.id', 'o.payment_id')
        .select([
          'o.id',
          'o.user_id',
          'o.stockist_id',
          'o.pickup_type',
          'o.status',
          'o.total_price_kobo',
          'o.payment_id',
          'p.reference as payment_reference',
          'p.channel',
        ])
        .where('o.id', '=', id)
        .where('o.kind', '=', 'stockist')
        .forUpdate('o')
        .executeTakeFirst();
    },

    setPurchaseStatus(tx: Executor, id: number, status: 'disapproved') {
      return tx
        .updateTable('orders')
        .set({ status })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .returning('id')
        .executeTakeFirst();
    },

    /** Raises a store's stock by an approved purchase's lines, each at the price it was bought. */
    async addStock(tx: Executor, stockistId: number, orderId: number, at: Date) {
      await sql`
        insert into stockist_stock (stockist_id, product_id, quantity, cost_price_kobo, updated_at)
        select ${stockistId}, product_id, sum(quantity), max(unit_price_kobo), ${at}
        from order_lines where order_id = ${orderId} group by product_id
        order by product_id
        on conflict (stockist_id, product_id) do update
          set quantity = stockist_stock.quantity + excluded.quantity,
              cost_price_kobo = excluded.cost_price_kobo,
              updated_at = excluded.updated_at`.execute(tx);
    },

    /**
     * Lowers a store's stock of one product by `quantity` only when it holds that many, in one
     * statement (concurrent orders queue on the row and each re-checks). Answers whether it did.
     */
    async takeStock(tx: Executor, stockistId: number, productId: number, quantity: number, at: Date) {
      const row = await tx
        .updateTable('stockist_stock')
        .set((eb) => ({ quantity: eb('quantity', '-', quantity), updated_at: at }))
        .where('stockist_id', '=', stockistId)
        .where('product_id', '=', productId)
        .where('quantity', '>=', quantity)
        .returning('quantity')
        .executeTakeFirst();
      return row !== undefined;
    },

    purchasesQuery(stockistId: number) {
      return stockPurchases(db)
        .where('o.stockist_id', '=', stockistId)
        .where('o.status', '<>', 'awaiting_payment')
        .orderBy('o.created_at', 'desc')
        .orderBy('o.id', 'desc');
    },

    /** Every store's stock purchases: processing first (to decide), then newest first. */
    allPurchasesQuery() {
      return stockPurchases(db)
        .where('o.status', '<>', 'awaiting_payment')
        .orderBy(sql`o.status = 'pending'`, 'desc')
        .orderBy('o.created_at', 'desc')
        .orderBy('o.id', 'desc');
    },

    purchase(id: number, ex: Executor = db) {
      return stockPurchases(ex).where('o.id', '=', id).executeTakeFirst();
    },

    /** A stock purchase's owner (the store's user), for the access check of its details. */
    purchaseParties(id: number) {
      return db
        .selectFrom('orders as o')
        .innerJoin('stockists as s', 's.id', 'o.stockist_id')
        .select(['o.id', 's.user_id as store_user_id', 'o.status', 'o.created_at'])
        .where('o.id', '=', id)
        .where('o.kind', '=', 'stockist')
        .executeTakeFirst();
    },

    /** An order's lines with their products, and the store's stock of each. */
    linesWithStock(orderId: number, stockistId: number, ex: Executor = db) {
      return ex
        .selectFrom('order_lines as l')
        .innerJoin('products as p', 'p.id', 'l.product_id')
        .leftJoin('stockist_stock as st', (join) =>
          join.onRef('st.product_id', '=', 'l.product_id').on('st.stockist_id', '=', stockistId),
        )
        .select([
          'l.product_id',
          'p.name',
          'p.image',
          'l.quantity',
          'l.unit_price_kobo',
          'l.unit_points',
          'st.quantity as stock_qty',
        ])
        .where('l.order_id', '=', orderId)
        .orderBy('l.id')
        .execute();
    },

    /** A member order by its code, with its store and the member's contact details. */
    memberOrderByCode(code: string) {
      return db
        .selectFrom('orders as o')
        .innerJoin('users as u', 'u.id', 'o.user_id')
        .select([
          'o.id',
          'o.stockist_id',
          'o.pickup_type',
          'o.status',
          'o.total_quantity',
          'o.total_price_kobo',
          'o.created_at',
          'u.username',
          'u.first_name',
          'u.last_name',
          'u.phone',
          'u.email',
          'u.photo_path',
        ])
        .where('o.code', '=', code)
        .where('o.kind', '=', 'member')
        .executeTakeFirst();
    },

    /** A member order locked for its stockist's approval. */
    lockMemberOrder(tx: Executor, id: number) {
      return tx
        .selectFrom('orders')
        .select(['id', 'code', 'stockist_id', 'status'])
        .where('id', '=', id)
        .where('kind', '=', 'member')
        .forUpdate()
        .executeTakeFirst();
    },

    processedOrdersQuery(stockistId: number) {
      return db
        .selectFrom('orders as o')
        .innerJoin('users as u', 'u.id', 'o.user_id')
        .select([
          'o.id',
          'u.username',
          'u.first_name',
          'u.last_name',
          'u.phone',
          'u.email',
          'o.pickup_type',
          'o.created_at',
          'o.approved_at',
        ])
        .where('o.stockist_id', '=', stockistId)
        .where('o.kind', '=', 'member')
        .where('o.status', '=', 'approved')
        .orderBy('o.approved_at', 'desc')
        .orderBy('o.id', 'desc');
    },

    stock(stockistId: number) {
      return db
        .selectFrom('stockist_stock as st')
        .innerJoin('products as p', 'p.id', 'st.product_id')
        .select(['st.product_id', 'p.name', 'p.image', 'st.quantity', 'st.cost_price_kobo'])
        .where('st.stockist_id', '=', stockistId)
        .orderBy('p.name')
        .execute();
    },

    /** Approved stock purchases and fulfilled member orders of a store, kobo. */
    async salesTotals(stockistId: number) {
      const { rows } = await sql<{ purchases: string; sales: string }>`
        select
          (select coalesce(sum(total_price_kobo), 0) from orders
            where stockist_id = ${stockistId} and kind = 'stockist' and status = 'approved') as purchases,
          (select coalesce(sum(total_price_kobo), 0) from orders
            where stockist_id = ${stockistId} and kind = 'member' and status = 'approved') as sales`.execute(
        db,
      );
      return { purchases: Number(rows[0]!.purchases), sales: Number(rows[0]!.sales) };
    },
  };
}

export type StockRepository = ReturnType<typeof createStockRepository>;
export type StockPurchaseRow = NonNullable<Awaited<ReturnType<StockRepository['purchase']>>>;
