import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import type { WithdrawalStatus } from '../../db/types.money';
import { lockWallet } from '../ledger/ledger.repository';
import { postCreditBack } from './withdrawals.ledger';
import { createWithdrawalsRepository, type WithdrawalRow } from './withdrawals.repository';

type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export type SettlementStatus = 'success' | 'failed' | 'reversed';

export type SettleResult =
  /** The withdrawal changed (and was credited back when the transfer failed or was reversed). */
  | { outcome: 'applied'; withdrawal: WithdrawalRow; creditedBack: boolean }
  /** It already had this outcome: nothing changed. */
  | { outcome: 'replay'; withdrawal: WithdrawalRow }
  /** The transition is not allowed (e.g. success after reversed): nothing changed. */
  | { outcome: 'illegal'; withdrawal: WithdrawalRow }
  | { outcome: 'unknown_reference' };

const TARGET: Record<SettlementStatus, WithdrawalStatus> = {
  success: 'paid',
  failed: 'failed',
  reversed: 'reversed',
};

/** From which withdrawal statuses each settlement may move (a payout is pending once sent). */
const ALLOWED_FROM: Record<SettlementStatus, readonly WithdrawalStatus[]> = {
  success: ['pending'],
  failed: ['pending'],
  // A bank can send back a transfer the provider had reported successful.
  reversed: ['pending', 'paid'],
};

/**
 * Applies the provider's final status of the transfer with this reference (webhook
 * transfer.success / transfer.failed / transfer.reversed, or a reconciliation):
 * success → paid; failed or reversed → failed or reversed and ONE credit-back of the whole
 * amount to the wallet (ledger key `withdrawal-reversal:<id>`). A replay changes nothing; an
 * illegal transition (success after reversed, failed after paid, anything after declined)
 * changes nothing and is logged. Runs in its own transaction unless `db` is one already.
 */
export async function settleTransfer(
  db: Database,
  reference: string,
  status: SettlementStatus,
  reason?: string,
  options: { log?: Log } = {},
): Promise<SettleResult> {
  const repo = createWithdrawalsRepository(db);
  const result = await inTransaction(db, async (tx): Promise<SettleResult> => {
    const found = await repo.ownerOfReference(reference, tx);
    if (!found) return { outcome: 'unknown_reference' };
    // One lock order everywhere: the wallet, then the withdrawal.
    await lockWallet(tx, found.user_id);
    const row = (await repo.lockByReference(reference, tx))!;
    const target = TARGET[status];
    if (row.status === target) return { outcome: 'replay', withdrawal: row };
    if (!ALLOWED_FROM[status].includes(row.status) || row.approved_at === null) {
      return { outcome: 'illegal', withdrawal: row };
    }
    const updated = (await repo.transition(
      row.id,
      [row.status],
      {
        status: target,
        txnStatus: status,
        settled: true,
        ...(status === 'success'
          ? {}
          : { failureReason: reason ?? `The transfer was ${status} by the provider.` }),
      },
      tx,
    ))!;
    const creditedBack = status === 'success' ? false : await postCreditBack(tx, updated);
    return { outcome: 'applied', withdrawal: updated, creditedBack };
  });
  if (result.outcome === 'illegal') {
    options.log?.warn(
      { withdrawalId: result.withdrawal.id, reference, from: result.withdrawal.status, to: status },
      'illegal withdrawal transition refused',
    );
  } else if (result.outcome === 'unknown_reference') {
    options.log?.warn({ reference, status }, 'transfer outcome for an unknown reference');
  } else if (result.outcome === 'applied') {
    options.log?.info({ withdrawalId: result.withdrawal.id, reference, status }, 'withdrawal settled');
  }
  return result;
}
