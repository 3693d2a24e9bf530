import type { Auth } from '../../contract/handlers';
import type { Database } from '../../db/database';
import { memberForCaller } from '../../lib/access';
import { forbidden, notFound } from '../../lib/errors';
import { WM } from './withdrawals.messages';
import type { PageQuery, WithdrawalListStatus, WithdrawalsRepository } from './withdrawals.repository';
import {
  toPage,
  toWithdrawal,
  toWithdrawalDetails,
  toWithdrawalListItem,
  toWithdrawalTotal,
} from './withdrawals.serializers';

/** What the member and admin screens read of withdrawals: lists, totals and one withdrawal's details. */
export function createWithdrawalReads(deps: { db: Database; repo: WithdrawalsRepository }) {
  const { db, repo } = deps;

  /** The withdrawal, when the caller may see it (members: only their own; 403 otherwise, found or not). */
  async function visibleWithdrawal(caller: Auth, id: number) {
    const row = await repo.findWithMember(id);
    if (caller.type === 'user') {
      if (!row || row.user_id !== caller.id) throw forbidden(WM.notYourWithdrawal);
      return row;
    }
    if (!row) throw notFound(WM.withdrawalNotFound);
    return row;
  }

  return {
    /** One withdrawal's details, with no access check (answers of the admin decisions). */
    async detailsOf(id: number) {
      const row = await repo.findWithMember(id);
      if (!row) throw notFound(WM.withdrawalNotFound);
      return toWithdrawalDetails(row);
    },

    async list(query: PageQuery, status?: WithdrawalListStatus) {
      const { rows, total } = await repo.page({ ...(status ? { status } : {}) }, query);
      return toPage(rows.map(toWithdrawalListItem), total, query.page, query.perPage);
    },

    async search(search: string | undefined, query: PageQuery, status?: WithdrawalListStatus) {
      const { rows, total } = await repo.page({ search: search ?? '', ...(status ? { status } : {}) }, query);
      return toPage(rows.map(toWithdrawalListItem), total, query.page, query.perPage);
    },

    async memberHistory(caller: Auth, uuid: string, query: PageQuery) {
      const member = await memberForCaller(db, caller, uuid);
      const { rows, total } = await repo.page({ userId: member.id }, query);
      return toPage(rows.map(toWithdrawalListItem), total, query.page, query.perPage);
    },

    async memberTotal(caller: Auth, uuid: string) {
      const member = await memberForCaller(db, caller, uuid);
      return toWithdrawalTotal(await repo.total(member.id));
    },

    async total() {
      return toWithdrawalTotal(await repo.total());
    },

    async pending(caller: Auth, uuid: string) {
      const member = await memberForCaller(db, caller, uuid);
      return (await repo.pendingOf(member.id)).map(toWithdrawal);
    },

    async details(caller: Auth, id: number) {
      return toWithdrawalDetails(await visibleWithdrawal(caller, id));
    },
  };
}
