import type { HandlerMap } from '../../contract/handlers';
import { signedIn } from '../../contract/handlers';
import type { WithdrawalsService } from './withdrawals.service';

const pageOf = (query: { page?: number; per_page?: number }) => ({
  page: query.page ?? 1,
  perPage: query.per_page ?? 20,
});

/** HTTP only: each operation delegates in one call to the withdrawals service. */
export function withdrawalsHandlers(withdrawals: WithdrawalsService): HandlerMap {
  return {
    initiateWithdrawal: async ({ params, body, auth }) =>
      withdrawals.request(signedIn(auth), params.uuid, body.amount),
    listWithdrawals: async ({ query }) => ({
      message: 'Withdrawals',
      data: await withdrawals.list(pageOf(query), query.status),
    }),
    searchWithdrawals: async ({ query }) => ({
      message: 'Withdrawals',
      data: await withdrawals.search(query.search, pageOf(query), query.status),
    }),
    listMemberWithdrawals: async ({ params, query, auth }) => ({
      message: 'Withdrawals',
      data: await withdrawals.memberHistory(signedIn(auth), params.uuid, pageOf(query)),
    }),
    getMemberWithdrawalTotal: async ({ params, auth }) => ({
      message: 'Total withdrawals',
      data: await withdrawals.memberTotal(signedIn(auth), params.uuid),
    }),
    getWithdrawalTotal: async () => ({ message: 'Total withdrawals', data: await withdrawals.total() }),
    getWithdrawal: async ({ params, auth }) => ({
      message: 'Withdrawal',
      data: await withdrawals.details(signedIn(auth), params.id),
    }),
    listPendingWithdrawals: async ({ params, auth }) => ({
      message: 'Pending withdrawals',
      data: await withdrawals.pending(signedIn(auth), params.uuid),
    }),
    approveWithdrawal: async ({ params, auth, req }) =>
      withdrawals.approve(signedIn(auth), params.id, req.ip),
    declineWithdrawal: async ({ params, body, auth, req }) =>
      withdrawals.decline(signedIn(auth), params.id, body?.reason, req.ip),
    payUserByBankTransfer: async ({ params, body, auth, req }) =>
      withdrawals.adminTransfer(signedIn(auth), params.uuid, body.amount, body.reason, req.ip),
  };
}
