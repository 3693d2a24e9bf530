import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { Executor } from '../../db/transaction';
import { readMemberCounts } from '../admin-members/admin-members.repository';

/** What an approved payment brought in: what was received when it differed (an applied held payment), else its price. */
const PAID_KOBO = sql<string>`coalesce(sum(coalesce(received_amount_kobo, amount_kobo)), 0)`;

/**
 * SQL of the back office's dashboard counts (docs/screens/back-office.md#dashboard). Members
 * come from the counters a trigger keeps (never the company root); money and PV are summed from
 * the records they were made from (approved payments, PV events).
 */
export function createAdminStatsRepository(db: Database) {
  return {
    /** Members, active and paid (the counters of migration 0022). */
    members: (ex: Executor = db) => readMemberCounts(ex),

    /** Approved package payments of these purposes: how many, and their kobo. */
    async approvedPackagePayments(purposes: ('registration' | 'upgrade')[], ex: Executor = db) {
      const row = await ex
        .selectFrom('payments')
        .select([sql<string>`count(*)`.as('n'), PAID_KOBO.as('kobo')])
        .where('txn_source', '=', 'package_payment')
        .where('purpose', 'in', purposes)
        .where('status', '=', 'approved')
        .executeTakeFirstOrThrow();
      return { count: Number(row.n), kobo: Number(row.kobo) };
    },

    /**
     * Products taken: approved product claims and approved (fulfilled) member pickup orders
     * together, their quantity, points and kobo (docs/screens/back-office.md#dashboard).
     */
    async productsTaken(ex: Executor = db) {
      const { rows } = await sql<{ quantity: string; points: string; kobo: string }>`
        select coalesce(sum(quantity), 0) as quantity, coalesce(sum(points), 0) as points,
          coalesce(sum(kobo), 0) as kobo
        from (
          select total_quantity as quantity, total_points as points, total_price_kobo as kobo
            from product_claims where status = 'approved'
          union all
          select total_quantity, total_points, total_price_kobo
            from orders where kind = 'member' and status = 'approved'
        ) taken`.execute(ex);
      const row = rows[0]!;
      return { quantity: Number(row.quantity), points: Number(row.points), kobo: Number(row.kobo) };
    },

    /** Member pickup orders that stand (pending or approved), counted and summed per pickup type. */
    async pickupOrders(ex: Executor = db) {
      const rows = await ex
        .selectFrom('orders')
        .select([
          'pickup_type',
          sql<string>`count(*)`.as('n'),
          sql<string>`coalesce(sum(total_price_kobo), 0)`.as('kobo'),
        ])
        .where('kind', '=', 'member')
        .where('status', 'in', ['pending', 'approved'])
        .groupBy('pickup_type')
        .execute();
      return new Map(rows.map((r) => [r.pickup_type, { count: Number(r.n), kobo: Number(r.kobo) }]));
    },

    /** Repurchase orders whose payment was approved: their kobo and quantity. */
    async paidRepurchases(ex: Executor = db) {
      const row = await ex
        .selectFrom('orders as o')
        .innerJoin('payments as p', 'p.id', 'o.payment_id')
        .select([
          sql<string>`coalesce(sum(o.total_price_kobo), 0)`.as('kobo'),
          sql<string>`coalesce(sum(o.total_quantity), 0)`.as('quantity'),
        ])
        .where('o.kind', '=', 'member')
        .where('o.pickup_type', '=', 'repurchase_pickup')
        .where('p.status', '=', 'approved')
        .executeTakeFirstOrThrow();
      return { kobo: Number(row.kobo), quantity: Number(row.quantity) };
    },

    /**
     * The same repurchase orders per calendar month of their payment's approval (Lagos time,
     * UTC+1: docs/money-and-ledger.md; a payment recorded approved without its moment counts
     * when it was made), newest month first.
     */
    async paidRepurchasesByMonth(ex: Executor = db) {
      const { rows } = await sql<{ year: number; month: number; kobo: string; quantity: string }>`
        select extract(year from coalesce(p.approved_at, p.created_at) at time zone 'Africa/Lagos')::int as year,
          extract(month from coalesce(p.approved_at, p.created_at) at time zone 'Africa/Lagos')::int as month,
          coalesce(sum(o.total_price_kobo), 0) as kobo,
          coalesce(sum(o.total_quantity), 0) as quantity
        from orders o join payments p on p.id = o.payment_id
        where o.kind = 'member' and o.pickup_type = 'repurchase_pickup' and p.status = 'approved'
        group by 1, 2
        order by 1 desc, 2 desc`.execute(ex);
      return rows.map((r) => ({
        year: Number(r.year),
        month: Number(r.month),
        kobo: Number(r.kobo),
        quantity: Number(r.quantity),
      }));
    },

    /** Approved stores; approved stock purchases and fulfilled member orders of every store, kobo. */
    async stockistTotals(ex: Executor = db) {
      const { rows } = await sql<{ stores: string; purchases: string; sales: string }>`
        select (select count(*) from stockists where status = 'approved') as stores,
          (select coalesce(sum(total_price_kobo), 0) from orders
            where kind = 'stockist' and status = 'approved') as purchases,
          (select coalesce(sum(total_price_kobo), 0) from orders
            where kind = 'member' and status = 'approved' and stockist_id is not null) as sales`.execute(ex);
      const row = rows[0]!;
      return { stores: Number(row.stores), purchases: Number(row.purchases), sales: Number(row.sales) };
    },

    /** Every store's package upgrades: processing first (to decide), then newest first. */
    stockistUpgrades(ex: Executor = db) {
      return ex
        .selectFrom('stockist_upgrades as u')
        .innerJoin('stockists as s', 's.id', 'u.stockist_id')
        .innerJoin('users as m', 'm.id', 's.user_id')
        .innerJoin('stockist_packages as prev', 'prev.id', 'u.previous_package_id')
        .innerJoin('stockist_packages as next', 'next.id', 'u.new_package_id')
        .select([
          'u.id',
          'u.payment_id',
          'u.stockist_id',
          'm.uuid',
          'm.username',
          's.store_name',
          'prev.name as previous_package_name',
          'u.new_package_id',
          'next.name as new_package_name',
          'u.amount_kobo',
          'u.payment_receipt',
          'u.status',
          'u.created_at',
        ])
        .where('u.payment_id', 'is not', null)
        .orderBy(sql`u.status = 'processing'`, 'desc')
        .orderBy('u.created_at', 'desc')
        .orderBy('u.id', 'desc');
    },

    /**
     * Approved payments per ISO week of their approval (Lagos time; a payment recorded approved
     * without its moment counts when it was made) from `from` on: the registration package
     * payments counted, and what every payment brought in (docs/screens/back-office.md#dashboard).
     * Weeks without any are absent. The index of migration 0024 finds the range.
     */
    async approvedPaymentsByWeek(from: Date, ex: Executor = db) {
      const { rows } = await sql<{ week_start: string; registrations: string; kobo: string }>`
        select to_char(date_trunc('week', coalesce(approved_at, created_at) at time zone 'Africa/Lagos'), 'YYYY-MM-DD') as week_start,
          count(*) filter (where txn_source = 'package_payment' and purpose = 'registration') as registrations,
          ${PAID_KOBO} as kobo
        from payments
        where status = 'approved' and coalesce(approved_at, created_at) >= ${from}
        group by 1`.execute(ex);
      return rows.map((r) => ({
        weekStart: r.week_start,
        registrations: Number(r.registrations),
        kobo: Number(r.kobo),
      }));
    },

    /**
     * What the members' wallets were credited per bonus kind in [from, to), from the ledger (the
     * company's side of each bonus is its bonus expense account, not counted here).
     */
    async bonusCreditsByKind(kinds: readonly string[], from: Date, to: Date, ex: Executor = db) {
      const rows = await ex
        .selectFrom('ledger_entries')
        .select(['kind', sql<string>`sum(amount_kobo)`.as('kobo'), sql<string>`count(*)`.as('n')])
        .where('kind', 'in', kinds as never)
        .where('created_at', '>=', from)
        .where('created_at', '<', to)
        .where('user_id', 'is not', null)
        .groupBy('kind')
        .execute();
      return rows.map((r) => ({ kind: r.kind, kobo: Number(r.kobo), entries: Number(r.n) }));
    },

    /** PV that entered the tree through activations and upgrades (the pv_events record). */
    async registrationPv(ex: Executor = db): Promise<number> {
      const row = await ex
        .selectFrom('pv_events')
        .select(sql<string>`coalesce(sum(pv), 0)`.as('pv'))
        .where('kind', 'in', ['activation', 'upgrade'])
        .executeTakeFirstOrThrow();
      return Number(row.pv);
    },
  };
}

export type AdminStatsRepository = ReturnType<typeof createAdminStatsRepository>;
