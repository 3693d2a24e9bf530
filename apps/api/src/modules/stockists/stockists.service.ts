import type { Auth } from '../../contract/handlers';
import type { Database } from '../../db/database';
import { koboToNaira } from '@kola/domain';
import { memberForCaller } from '../../lib/access';
import { notFound } from '../../lib/errors';
import { paginate, type PageQuery } from '../../lib/paging';
import { createStockistsRepository, type StockistViewRow } from './stockists.repository';
import { SM } from './stockists.messages';
import { storeForCaller } from './stockists.access';
import {
  toFullStockist,
  toPublicStockist,
  toStockistPackage,
  toStockistUpgrade,
} from './stockists.serializers';

export { SM };

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

  /** A single store's whole record, with the upgrade awaiting an administrator (or null). */
  const whole = async (row: StockistViewRow) => {
    const upgrade = await repo.processingUpgradeView(row.id);
    return { ...toFullStockist(row), pending_upgrade: upgrade ? toStockistUpgrade(upgrade) : null };
  };

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
      return caller.type === 'admin' || row.user_id === caller.id ? whole(row) : toPublicStockist(row);
    },

    /** A member's own store registration (an administrator: any member's); 404 when none. */
    async ofMember(caller: Auth, uuid: string) {
      const member = await memberForCaller(db, caller, uuid);
      const row = await repo.byUserId(member.id);
      if (!row) throw notFound(caller.type === 'user' ? SM.noStore : SM.notFound);
      return whole(row);
    },

    /** The stockist packages a member picks from, by id. */
    async packages() {
      return (await repo.packages()).map(toStockistPackage);
    },

    async package(id: number) {
      const row = await repo.package(id);
      if (!row) throw notFound(SM.packageNotFound);
      return toStockistPackage(row);
    },

    /**
     * The record's cards: the package, its rebate percentage and the rebate earned so far (the
     * owner's rebate ledger entries, docs/pickups-and-stockists.md#rebates).
     */
    async stats(caller: Auth, id: number) {
      const store = await storeForCaller(repo, caller, id);
      const pkg = await repo.package(store.stockist_package_id);
      return {
        package: store.stockist_package_name,
        rebate: Number(pkg!.sales_bonus_percentage),
        rebate_bonus: koboToNaira(await repo.rebateEarned(store.user_id)),
      };
    },

    /** The rebate earned per Lagos calendar month, newest first (from the ledger). */
    async rebateEarnings(caller: Auth, id: number) {
      const store = await storeForCaller(repo, caller, id);
      const rows = await repo.rebateByMonth(store.user_id);
      return rows.map((row) => ({
        month: row.month,
        value: koboToNaira(Number(row.total)),
        created_at: new Date(`${row.month}-01T00:00:00+01:00`).toISOString(),
      }));
    },
  };
}

export type StockistsService = ReturnType<typeof createStockistsService>;
