import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { Executor } from '../ledger/ledger.repository';

/** SQL of the stockist reads members make (the store list, search and single records). */
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
        's.created_at',
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
  };
}

export type StockistsRepository = ReturnType<typeof createStockistsRepository>;
export type StockistViewRow = NonNullable<Awaited<ReturnType<StockistsRepository['byId']>>>;
