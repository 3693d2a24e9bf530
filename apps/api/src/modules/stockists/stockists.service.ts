import type { Auth } from '../../contract/handlers';
import type { Database } from '../../db/database';
import { memberForCaller } from '../../lib/access';
import { notFound } from '../../lib/errors';
import { paginate, type PageQuery } from '../../lib/paging';
import { createStockistsRepository, type StockistViewRow } from './stockists.repository';
import { toFullStockist, toPublicStockist } from './stockists.serializers';

/** Every text the stockist reads answer. */
export const SM = {
  stockists: 'Stockists',
  stockist: 'Stockist',
  notFound: 'Stockist not found.',
  noStore: 'You have not registered a store.',
} as const;

/**
 * The stores as members see them (docs/pickups-and-stockists.md#orders-and-order-codes): members are
 * offered approved stores only, with their public fields, to choose where to collect; a store's
 * owner and administrators see its whole record.
 */
export function createStockistsService(deps: { db: Database }) {
  const { db } = deps;
  const repo = createStockistsRepository(db);

  const shape = (caller: Auth) => (row: StockistViewRow) =>
    caller.type === 'admin' || row.user_id === caller.id ? toFullStockist(row) : toPublicStockist(row);

  return {
    /** A page of stores, optionally matching `search`. */
    list(caller: Auth, query: PageQuery & { search?: string }) {
      const approvedOnly = caller.type !== 'admin';
      return paginate(repo.listQuery({ approvedOnly, search: query.search }), query, shape(caller));
    },

    /** One store by its id: approved ones for members, their own in any state, any for admins. */
    async get(caller: Auth, id: number) {
      const row = await repo.byId(id);
      if (!row) throw notFound(SM.notFound);
      if (caller.type === 'user' && row.user_id !== caller.id && row.status !== 'approved') {
        throw notFound(SM.notFound);
      }
      return shape(caller)(row);
    },

    /** A member's own store registration (an administrator: any member's); 404 when none. */
    async ofMember(caller: Auth, uuid: string) {
      const member = await memberForCaller(db, caller, uuid);
      const row = await repo.byUserId(member.id);
      if (!row) throw notFound(caller.type === 'user' ? SM.noStore : SM.notFound);
      return toFullStockist(row);
    },
  };
}

export type StockistsService = ReturnType<typeof createStockistsService>;
