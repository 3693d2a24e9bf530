import { sql, type Insertable, type Updateable } from 'kysely';
import type { Database } from '../../db/database';
import type { PaymentsTable, StockistsTable } from '../../db/types.money';
import type { Executor } from '../ledger/ledger.repository';

/**
 * SQL of the stores: the reads members make (list, search, single), the stockist packages, a
 * registration and its upgrades with their receipt payments, and the rebate the ledger holds.
 */
export function createStockistsRepository(db: Database) {
  /** A stockist with its owner, packages, signee and registration payment. */
  function view(ex: Executor = db) {
    return ex
      .selectFrom('stockists as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .innerJoin('stockist_packages as sp', 'sp.id', 's.stockist_package_id')
      .leftJoin('packages as p', 'p.id', 'u.package_id')
      .leftJoin('users as r', 'r.id', 's.referrer_user_id')
      .leftJoin('payments as pay', 'pay.id', 's.payment_id')
      .select([
        's.id',
        's.user_id',
        'u.uuid',
        'u.username',
        'u.first_name',
        'u.last_name',
        'u.email',
        'u.phone',
        'u.is_stockist',
        'u.package_id',
        'p.name as package_name',
        's.store_name',
        's.address as store_address',
        's.state as store_state',
        's.phone as store_phone',
        's.stockist_package_id',
        'sp.name as stockist_package_name',
        'sp.registration_value_kobo as stockist_package_value_kobo',
        'r.username as referrer',
        's.status',
        's.payment_id',
        's.payment_receipt',
        'pay.approved_at as payment_date',
        's.registration_pickup_kobo',
        's.upgrade_pickup_kobo',
        's.created_at',
      ]);
  }

  /** An upgrade with its store, owner and both packages. */
  function upgradeView(ex: Executor = db) {
    return ex
      .selectFrom('stockist_upgrades as g')
      .innerJoin('stockists as s', 's.id', 'g.stockist_id')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .innerJoin('stockist_packages as prev', 'prev.id', 'g.previous_package_id')
      .innerJoin('stockist_packages as next', 'next.id', 'g.new_package_id')
      .select([
        'g.id',
        'g.payment_id',
        'g.stockist_id',
        's.user_id',
        'u.uuid',
        'u.username',
        's.store_name',
        'prev.name as previous_package_name',
        'g.new_package_id',
        'next.name as new_package_name',
        'g.amount_kobo',
        'g.payment_receipt',
        'g.status',
        'g.created_at',
      ]);
  }

  /** Matches the store name, address, state or the owner's username, ignoring case. */
  function matching<Q extends ReturnType<typeof view>>(query: Q, search: string | undefined): Q {
    const term = search?.trim();
    if (!term) return query;
    const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return query.where((eb) =>
      eb.or([
        eb('s.store_name', 'ilike', like),
        eb('s.address', 'ilike', like),
        eb('s.state', 'ilike', like),
        eb('u.username', 'ilike', like),
      ]),
    ) as Q;
  }

  return {
    /**
     * A page query of stores: approved ones by store name for members, every registration
     * newest first for administrators.
     */
    listQuery(options: { approvedOnly: boolean; search?: string }) {
      let query = matching(view(), options.search);
      if (options.approvedOnly) {
        query = query
          .where('s.status', '=', 'approved')
          .orderBy(sql`lower(s.store_name)`)
          .orderBy('s.id');
      } else {
        query = query.orderBy('s.created_at', 'desc').orderBy('s.id', 'desc');
      }
      return query;
    },

    byId(id: number, ex: Executor = db) {
      return view(ex).where('s.id', '=', id).executeTakeFirst();
    },

    byUserId(userId: number, ex: Executor = db) {
      return view(ex).where('s.user_id', '=', userId).executeTakeFirst();
    },

    /** The registration paid by receipt payment `paymentId`. */
    byPaymentId(paymentId: number, ex: Executor = db) {
      return view(ex).where('s.payment_id', '=', paymentId).executeTakeFirst();
    },

    /** The member's store row, locked: registrations and upgrades of one member queue on it. */
    lockOfUser(userId: number, ex: Executor) {
      return ex
        .selectFrom('stockists')
        .select(['id', 'user_id', 'status', 'stockist_package_id', 'payment_receipt'])
        .where('user_id', '=', userId)
        .forUpdate()
        .executeTakeFirst();
    },

    /** The store row, locked (an edit or an upgrade request). */
    lock(id: number, ex: Executor) {
      return ex
        .selectFrom('stockists')
        .select(['id', 'user_id', 'status', 'stockist_package_id'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
    },

    /** The member's row, locked, so two first registrations of one member queue. */
    lockMember(userId: number, ex: Executor) {
      return ex
        .selectFrom('users')
        .select(['id', 'status', 'payment_status'])
        .where('id', '=', userId)
        .forUpdate()
        .executeTakeFirstOrThrow();
    },

    /** A member named as signee, by username or email (case ignored). */
    memberByUsernameOrEmail(name: string, ex: Executor = db) {
      const lower = name.toLowerCase();
      return ex
        .selectFrom('users')
        .select(['id', 'username'])
        .where((eb) =>
          eb.or([eb(eb.fn('lower', ['username']), '=', lower), eb(eb.fn('lower', ['email']), '=', lower)]),
        )
        .orderBy('id')
        .executeTakeFirst();
    },

    /** Every stockist package, by id. */
    packages(ex: Executor = db) {
      return ex.selectFrom('stockist_packages').selectAll().orderBy('id').execute();
    },

    package(id: number, ex: Executor = db) {
      return ex.selectFrom('stockist_packages').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The receipt "payment" of a registration or an upgrade, waiting in review. */
    insertPayment(values: Insertable<PaymentsTable>, ex: Executor) {
      return ex.insertInto('payments').values(values).returning('id').executeTakeFirstOrThrow();
    },

    /** A receipt payment decided: approved (with the date) or failed (disapproved). */
    settleReceiptPayment(paymentId: number, approved: boolean, now: Date, ex: Executor) {
      return ex
        .updateTable('payments')
        .set(
          approved
            ? { status: 'approved', approved_at: now }
            : { status: 'failed', failure_reason: 'Disapproved by an administrator.' },
        )
        .where('id', '=', paymentId)
        .where('channel', '=', 'receipt')
        .where('status', '=', 'review')
        .execute();
    },

    insertStore(values: Insertable<StockistsTable>, ex: Executor) {
      return ex.insertInto('stockists').values(values).returning('id').executeTakeFirstOrThrow();
    },

    updateStore(id: number, values: Updateable<StockistsTable>, ex: Executor) {
      return ex.updateTable('stockists').set(values).where('id', '=', id).execute();
    },

    /** A pending registration disapproved (only while pending). */
    disapprove(id: number, now: Date, ex: Executor) {
      return ex
        .updateTable('stockists')
        .set({ status: 'disapproved', decided_at: now, updated_at: now })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .returning('id')
        .executeTakeFirst();
    },

    insertUpgrade(
      values: {
        stockist_id: number;
        previous_package_id: number;
        new_package_id: number;
        amount_kobo: number;
        payment_id: number;
        payment_receipt: string;
      },
      ex: Executor,
    ) {
      return ex.insertInto('stockist_upgrades').values(values).returning('id').executeTakeFirstOrThrow();
    },

    processingUpgrade(stockistId: number, ex: Executor = db) {
      return ex
        .selectFrom('stockist_upgrades')
        .select('id')
        .where('stockist_id', '=', stockistId)
        .where('status', '=', 'processing')
        .executeTakeFirst();
    },

    /** The store's upgrade awaiting an administrator, with its packages, or undefined. */
    processingUpgradeView(stockistId: number, ex: Executor = db) {
      return upgradeView(ex)
        .where('g.stockist_id', '=', stockistId)
        .where('g.status', '=', 'processing')
        .executeTakeFirst();
    },

    upgrade(id: number, ex: Executor = db) {
      return upgradeView(ex).where('g.id', '=', id).executeTakeFirst();
    },

    upgradeByPaymentId(paymentId: number, ex: Executor = db) {
      return upgradeView(ex).where('g.payment_id', '=', paymentId).executeTakeFirst();
    },

    /** An upgrade in processing disapproved (only while processing). */
    disapproveUpgrade(id: number, now: Date, ex: Executor) {
      return ex
        .updateTable('stockist_upgrades')
        .set({ status: 'disapproved', decided_at: now })
        .where('id', '=', id)
        .where('status', '=', 'processing')
        .returning('id')
        .executeTakeFirst();
    },

    /** The rebate credited to a member's wallet, in kobo (its ledger entries). */
    async rebateEarned(userId: number, ex: Executor = db): Promise<number> {
      const row = await ex
        .selectFrom('ledger_entries')
        .select(sql<string>`coalesce(sum(amount_kobo), 0)`.as('total'))
        .where('user_id', '=', userId)
        .where('kind', '=', 'rebate')
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },

    /** The rebate credited to a member's wallet per Lagos calendar month (UTC+1), newest first. */
    rebateByMonth(userId: number, ex: Executor = db) {
      const month = sql<string>`to_char((created_at at time zone 'UTC') + interval '1 hour', 'YYYY-MM')`;
      return ex
        .selectFrom('ledger_entries')
        .select([month.as('month'), sql<string>`sum(amount_kobo)`.as('total')])
        .where('user_id', '=', userId)
        .where('kind', '=', 'rebate')
        .groupBy(month)
        .orderBy(month, 'desc')
        .execute();
    },
  };
}

export type StockistsRepository = ReturnType<typeof createStockistsRepository>;
export type StockistViewRow = NonNullable<Awaited<ReturnType<StockistsRepository['byId']>>>;
export type StockistUpgradeRow = NonNullable<Awaited<ReturnType<StockistsRepository['upgrade']>>>;
export type StockistPackageRow = NonNullable<Awaited<ReturnType<StockistsRepository['package']>>>;
