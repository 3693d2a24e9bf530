import type { FastifyInstance } from 'fastify';
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
      data: await withdrawals.list(pageOf(query)),
    }),
    searchWithdrawals: async ({ query }) => ({
      message: 'Withdrawals',
      data: await withdrawals.search(query.search, pageOf(query)),
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

/**
 * Payouts whose outcome the provider did not tell (timeout, crash after the call, no webhook)
 * are reconciled with the provider by their reference, every 15 minutes (only payouts claimed at
 * least 10 minutes earlier, so a payout being sent right now is left alone).
 */
export function schedulePayoutReconciliation(
  app: FastifyInstance,
  withdrawals: WithdrawalsService,
  everyMs = 15 * 60 * 1000,
): void {
  const run = async () => {
    try {
      const count = await withdrawals.reconcileUnsettled();
      if (count > 0) app.log.info({ count }, 'reconciled unsettled payouts');
    } catch (error) {
      app.log.error({ err: error }, 'payout reconciliation failed');
    }
  };
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    timer = setInterval(() => void run(), everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
