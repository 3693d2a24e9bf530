import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { notFound } from '../../lib/errors';
import { exclusively, LOCKS } from '../../lib/exclusive';
import { repeatWhileUp } from '../../lib/repeat';
import {
  ProviderError,
  resolveProvider,
  type PaymentProvider,
  type Providers,
  type TransferStatus as ProviderTransferStatus,
} from '../payments/providers';
import { WM } from './withdrawals.messages';
import type { Lease, WithdrawalRow, WithdrawalsRepository } from './withdrawals.repository';
import { settleTransfer, type SettlementStatus } from './withdrawals.settlement';

type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** See `PayoutsDeps.leaseMs`. */
export const DEFAULT_PAYOUT_LEASE_MS = 2 * 60 * 1000;

export type PayoutOutcome =
  | { kind: 'paid' | 'pending' | 'unknown' | 'failed' }
  /** The provider refused before any transfer existed: nothing was sent. */
  | { kind: 'refused'; reason: string };

export interface PayoutsDeps {
  db: Database;
  repo: WithdrawalsRepository;
  /** The payment providers (a getter: the app creates them after the handler map). */
  providers: () => Providers;
  log: Log;
  /**
   * How long a server holds a payout it works on (default 2 minutes). It must outlive the
   * provider calls of one attempt (recipient, transfer, verify), so that when it runs out the
   * server holding it has certainly finished its calls.
   */
  leaseMs?: number;
  /** This server's name in leases (default: host, process and a random suffix). */
  owner?: string;
}

/** A sandbox recipient code is only good with the sandbox, a Paystack one only with Paystack. */
function recipientFits(provider: PaymentProvider, code: string): boolean {
  return (provider.slug === 'sandbox') === code.startsWith('RCP_sbx_');
}

function providerMessage(error: unknown): string {
  return error instanceof ProviderError ? error.message : 'the provider could not be reached';
}

/**
 * Payouts at the provider: sending an approved withdrawal's transfer once, recording what the
 * provider answers, and reconciling transfers whose outcome nobody told us (by their reference).
 */
export function createPayouts(deps: PayoutsDeps) {
  const { db, repo, log } = deps;
  const lease: Lease = {
    owner: deps.owner ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
    ms: deps.leaseMs ?? DEFAULT_PAYOUT_LEASE_MS,
  };

  const payoutProvider = () => resolveProvider(db, deps.providers(), 'payout');

  /**
   * The provider a transfer was sent through: it alone knows the reference. Not available here
   * (e.g. its key removed) is an error to fix, never a reason to ask or pay through another one.
   */
  function recordedProvider(row: WithdrawalRow): PaymentProvider {
    const provider = deps.providers().bySlug(row.payout_provider ?? '');
    if (!provider) {
      throw new ProviderError(
        `The transfer of withdrawal ${row.id} went through ${row.payout_provider}, which is not configured here.`,
        false,
      );
    }
    return provider;
  }

  /** The member's recipient at the provider for the account recorded with this withdrawal. */
  async function recipientFor(provider: PaymentProvider, row: WithdrawalRow): Promise<string> {
    const user = await repo.recipientOf(row.user_id);
    const sameAccount =
      user.bank_code === row.bank_code && user.bank_account_number === row.bank_account_number;
    if (
      sameAccount &&
      user.transfer_recipient_code &&
      recipientFits(provider, user.transfer_recipient_code)
    ) {
      return user.transfer_recipient_code;
    }
    const { recipientCode } = await provider.createTransferRecipient({
      name: row.bank_account_name,
      accountNumber: row.bank_account_number,
      bankCode: row.bank_code,
    });
    if (sameAccount) {
      await repo.saveRecipientCode(
        row.user_id,
        { bankCode: row.bank_code, accountNumber: row.bank_account_number },
        recipientCode,
      );
    }
    return recipientCode;
  }

  /**
   * The provider has no transfer with this reference (nothing was sent): a member's withdrawal
   * goes back to pending (an administrator may approve it again or decline it), an admin
   * transfer is credited back.
   */
  async function refuse(row: WithdrawalRow, reason: string): Promise<PayoutOutcome> {
    log.warn({ withdrawalId: row.id, reference: row.reference, reason }, 'payout refused by the provider');
    if (row.withdrawal_type === 'admin_transfer') {
      await settleTransfer(db, row.reference, 'failed', `Refused by the provider: ${reason}`, { log });
    } else {
      await repo.releaseClaim(row.id, `Refused by the provider: ${reason}`);
    }
    return { kind: 'refused', reason };
  }

  /** Records what the provider says about a sent transfer and settles a final status. */
  async function applyTransferStatus(
    row: WithdrawalRow,
    status: ProviderTransferStatus,
    transferCode: string | null,
  ): Promise<PayoutOutcome> {
    switch (status) {
      case 'success':
        await repo.recordSent(row.id, { txnStatus: 'pending', transferCode });
        await settleTransfer(db, row.reference, 'success', undefined, { log });
        return { kind: 'paid' };
      case 'reversed':
        await repo.recordSent(row.id, { txnStatus: 'pending', transferCode });
        await settleTransfer(db, row.reference, 'reversed', undefined, { log });
        return { kind: 'failed' };
      case 'failed':
      case 'abandoned':
      case 'blocked':
      case 'rejected':
        await repo.recordSent(row.id, { txnStatus: 'pending', transferCode });
        await settleTransfer(db, row.reference, 'failed', `The provider reported the transfer ${status}.`, {
          log,
        });
        return { kind: 'failed' };
      case 'unknown':
        await repo.recordSent(row.id, { txnStatus: 'unknown', transferCode });
        return { kind: 'unknown' };
      default:
        // pending, otp, received: not conclusive; the webhook or a reconciliation settles it.
        await repo.recordSent(row.id, { txnStatus: 'pending', transferCode });
        return { kind: 'pending' };
    }
  }

  /**
   * Asks the provider about the reference. `absent` only on its definite "no such transfer"
   * (HTTP 404); anything else it cannot tell is `null` (ask again later).
   */
  async function ask(
    provider: PaymentProvider,
    row: WithdrawalRow,
  ): Promise<{ absent: true } | { absent: false; outcome: PayoutOutcome } | null> {
    try {
      const answer = await provider.verifyTransfer(row.reference);
      if (answer.reference !== row.reference || answer.amountKobo !== row.payout_kobo) {
        log.error(
          { withdrawalId: row.id, reference: row.reference },
          'the provider answered another transfer',
        );
        return null;
      }
      return { absent: false, outcome: await applyTransferStatus(row, answer.status, answer.transferCode) };
    } catch (error) {
      if (error instanceof ProviderError && !error.retryable && error.httpStatus === 404)
        return { absent: true };
      log.warn(
        { withdrawalId: row.id, reference: row.reference, err: providerMessage(error) },
        'the provider could not tell about the transfer; asked again later',
      );
      return null;
    }
  }

  /**
   * Sends the payout of a withdrawal this server holds the lease on, with its persisted
   * reference. Never inside a database transaction. The attempt is recorded (committed) before
   * the call: from then on the approval is never given back unless the provider says it has no
   * transfer with this reference. A timeout or 5xx leaves txn_status unknown (asked again later
   * by the same reference, never sent again blindly).
   */
  async function attempt(row: WithdrawalRow): Promise<PayoutOutcome> {
    let provider: PaymentProvider;
    let recipientCode: string;
    try {
      provider = row.payout_provider ? recordedProvider(row) : await payoutProvider();
      if (!row.payout_provider) {
        await repo.recordProvider(row.id, provider.slug);
        row = { ...row, payout_provider: provider.slug };
      }
      recipientCode = await recipientFor(provider, row);
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      // Before any transfer call nothing can exist; after an earlier attempt, it may.
      if (row.send_attempted_at === null) return refuse(row, providerMessage(error));
      await repo.noteRefusal(row.id, providerMessage(error));
      return { kind: 'unknown' };
    }
    const marked = await repo.markSendAttempt(row.id, lease);
    if (!marked) {
      log.warn({ withdrawalId: row.id, reference: row.reference }, 'payout lease lost; not sent');
      return { kind: 'unknown' };
    }
    let result;
    try {
      result = await provider.transfer({
        reference: row.reference,
        amountKobo: row.payout_kobo,
        recipientCode,
        reason:
          row.withdrawal_type === 'admin_transfer' ? (row.reason ?? 'Bank transfer') : `Withdrawal ${row.id}`,
      });
    } catch (error) {
      if (error instanceof ProviderError && !error.retryable) {
        // A refusal: settled only when the provider confirms it holds no such transfer.
        const answer = await ask(provider, marked);
        if (answer?.absent) return refuse(marked, error.message);
        if (answer) return answer.outcome;
        await repo.noteRefusal(row.id, `Refused by the provider: ${error.message}`);
        return { kind: 'unknown' };
      }
      // The transfer may or may not exist: keep `unknown` and ask the provider later.
      log.error(
        { withdrawalId: row.id, reference: row.reference, err: providerMessage(error) },
        'payout outcome unknown; it will be reconciled by its reference',
      );
      return { kind: 'unknown' };
    }
    return applyTransferStatus(marked, result.status, result.transferCode);
  }

  /**
   * Asks the provider about an approved withdrawal (held under this server's lease) whose
   * payout has no final status yet, by its reference, and applies the answer. Only when the
   * provider has no transfer with that reference is it sent again, with the same reference
   * (our earlier call has ended: its lease outlives the provider timeout).
   */
  async function reconcile(row: WithdrawalRow): Promise<PayoutOutcome | null> {
    if (row.status !== 'pending' || row.approved_at === null) return null;
    let provider: PaymentProvider;
    try {
      provider = row.payout_provider ? recordedProvider(row) : await payoutProvider();
    } catch (error) {
      log.error(
        { withdrawalId: row.id, reference: row.reference, err: providerMessage(error) },
        'reconcile impossible: the provider of this transfer is not available here',
      );
      return { kind: 'unknown' };
    }
    const answer = await ask(provider, row);
    if (answer === null) return { kind: 'unknown' };
    if (!answer.absent) return answer.outcome;
    return attempt(row);
  }

  /** Runs `work` on a leased withdrawal, then gives the lease up (whatever happened). */
  async function leased<T>(row: WithdrawalRow, work: (row: WithdrawalRow) => Promise<T>): Promise<T> {
    try {
      return await work(row);
    } finally {
      await repo.releaseLease(row.id, lease.owner);
    }
  }

  return {
    /** This server's lease (the approval and an admin transfer take it with the row). */
    lease,

    /** Sends a withdrawal whose lease this server took with the approval (see `attempt`). */
    send: (row: WithdrawalRow) => leased(row, attempt),

    /**
     * Reconciles one withdrawal's payout with the provider (see `reconcile`); `busy` when
     * another server is working on it right now.
     */
    async reconcileWithdrawal(id: number): Promise<PayoutOutcome | { kind: 'busy' } | null> {
      const row = await repo.findById(id);
      if (!row) throw notFound(WM.withdrawalNotFound);
      if (row.status !== 'pending' || row.approved_at === null) return null;
      const held = await repo.takeLease(id, lease);
      if (!held) return { kind: 'busy' };
      return leased(held, reconcile);
    },

    /**
     * Reconciles every payout claimed more than `minAgeMs` ago that has no final status yet and
     * that no other server is working on (each server can run this; a row is leased by one).
     */
    async reconcileUnsettled(minAgeMs = 10 * 60 * 1000): Promise<number> {
      const rows = await repo.leaseUnsettled(lease, new Date(Date.now() - minAgeMs));
      for (const row of rows) {
        try {
          await leased(row, reconcile);
        } catch (error) {
          log.error({ withdrawalId: row.id, err: error }, 'payout reconciliation of one withdrawal failed');
        }
      }
      return rows.length;
    },

    /** settleTransfer with this service's logger (for the webhook). */
    settle(reference: string, status: SettlementStatus, reason?: string) {
      return settleTransfer(db, reference, status, reason, { log });
    },
  };
}

export type Payouts = ReturnType<typeof createPayouts>;

/**
 * Payouts whose outcome the provider did not tell (timeout, crash after the call, no webhook)
 * are reconciled with the provider by their reference, every 15 minutes (only payouts claimed at
 * least 10 minutes earlier, so a payout being sent right now is left alone).
 */
export function schedulePayoutReconciliation(
  app: FastifyInstance,
  payouts: Pick<Payouts, 'reconcileUnsettled'>,
  everyMs = 15 * 60 * 1000,
): void {
  // One server at a time runs the round (each payout is also leased, should two ever overlap).
  repeatWhileUp(app, { everyMs, failure: 'payout reconciliation failed' }, async () => {
    await exclusively(app.database, LOCKS.payoutReconciliation, async () => {
      const count = await payouts.reconcileUnsettled();
      if (count > 0) app.log.info({ count }, 'reconciled unsettled payouts');
    });
  });
}
