import { randomBytes } from 'node:crypto';
import {
  formatKobo,
  nairaToKobo,
  validateWithdrawal,
  type Kobo,
  type PlanSettings,
  type WithdrawalRefusal,
} from '@kola/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Auth } from '../../contract/handlers';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { memberForCaller } from '../../lib/access';
import { AppError, invalid, isUniqueViolation, notFound } from '../../lib/errors';
import { InsufficientFundsError, lockWallet, type Executor } from '../ledger/ledger.repository';
import type { Providers } from '../payments/providers';
import { postCreditBack, postDebit } from './withdrawals.ledger';
import { WM } from './withdrawals.messages';
import { createPayouts } from './withdrawals.payouts';
import { createWithdrawalReads } from './withdrawals.reads';
import {
  createWithdrawalsRepository,
  type MemberBank,
  type WithdrawalRow,
  type WithdrawalsRepository,
} from './withdrawals.repository';
import { toBankTransferResult, toWithdrawal } from './withdrawals.serializers';

type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** A transfer reference in Paystack's form (^[a-z0-9_-]{16,50}$), persisted before any call. */
export function newTransferReference(prefix: 'wd' | 'at'): string {
  return `${prefix}_${randomBytes(16).toString('hex')}`;
}

/** The bank account a payout may go to: all of it present and verified, or null. */
function verifiedBank(user: MemberBank) {
  if (
    !user.bank_verified_at ||
    !user.bank_name ||
    !user.bank_code ||
    !user.bank_account_number ||
    !user.bank_account_name
  ) {
    return null;
  }
  return {
    bank_name: user.bank_name,
    bank_code: user.bank_code,
    bank_account_number: user.bank_account_number,
    bank_account_name: user.bank_account_name,
  };
}

/**
 * The payout run's automated withdrawal (docs/money-and-ledger.md#automated-payouts), inside the run's
 * transaction: the run has locked the wallet and checked the rules with the domain's `automatedPayout`.
 * Records a pending withdrawal of type automated with the member's verified bank details and a new
 * transfer reference, and debits the wallet exactly as a member's request does. It is
 * approved and paid out like any other withdrawal.
 */
export async function createAutomatedWithdrawal(
  tx: Executor,
  input: { userId: number; amountKobo: number; feeKobo: number; netKobo: number; periodKey: string },
): Promise<{ id: number; reference: string }> {
  if (input.feeKobo + input.netKobo !== input.amountKobo || input.netKobo <= 0) {
    throw new RangeError(
      `An automated withdrawal whose fee and payout do not make its amount: ${input.amountKobo}`,
    );
  }
  const repo = createWithdrawalsRepository(tx);
  const bank = verifiedBank(await repo.memberBank(input.userId, tx));
  if (!bank) {
    throw new Error(`Member ${input.userId} has no verified bank details for an automated payout`);
  }
  const row = await repo.insert(
    {
      user_id: input.userId,
      amount_kobo: input.amountKobo,
      fee_kobo: input.feeKobo,
      payout_kobo: input.netKobo,
      withdrawal_type: 'automated',
      reference: newTransferReference('wd'),
      reason: `Automated payout ${input.periodKey}`,
      ...bank,
    },
    tx,
  );
  await postDebit(tx, row);
  return { id: row.id, reference: row.reference };
}

export interface WithdrawalsServiceDeps {
  db: Database;
  /** The payment providers (a getter: the app creates them after the handler map). */
  providers: () => Providers;
  log: Log;
  repo?: WithdrawalsRepository;
  /** How long a server holds a payout it works on (docs/payments.md#transfers-and-payouts). */
  payoutLeaseMs?: number;
}

function parseAmount(naira: number, field: string, message: string): Kobo {
  try {
    return nairaToKobo(naira);
  } catch {
    throw invalid(field, message);
  }
}

function refusalError(reason: WithdrawalRefusal, settings: PlanSettings, balanceKobo: number): AppError {
  switch (reason) {
    case 'pending_withdrawal':
      return new AppError(409, WM.pendingExists);
    case 'below_minimum':
      return invalid('amount', `The minimum withdrawal is ${formatKobo(settings.minimumWithdrawalKobo)}.`);
    case 'above_maximum':
      return invalid('amount', `The maximum withdrawal is ${formatKobo(settings.maximumWithdrawalKobo)}.`);
    case 'insufficient_balance':
      return invalid('amount', `The amount is more than your wallet balance (${formatKobo(balanceKobo)}).`);
    case 'fee_exceeds_amount':
      return invalid('amount', 'The amount does not cover the withdrawal charge.');
    default:
      return invalid('amount', WM.amountInvalid);
  }
}

/**
 * Withdrawals: a member's request and an administrator's decision (approve, decline, or a bank
 * transfer of their own), each debiting or crediting the wallet in one transaction. Sending and
 * reconciling payouts is withdrawals.payouts, the provider's final word withdrawals.settlement,
 * and the screens' reads withdrawals.reads; this service answers for all of them.
 */
export function createWithdrawalsService(deps: WithdrawalsServiceDeps) {
  const { db, log } = deps;
  const repo = deps.repo ?? createWithdrawalsRepository(db);
  const payouts = createPayouts({ db, repo, providers: deps.providers, log, leaseMs: deps.payoutLeaseMs });
  const reads = createWithdrawalReads({ db, repo });

  return {
    /** POST /withdrawals/{uuid}/initiate: one transaction (wallet locked) that debits the wallet. */
    async request(caller: Auth, uuid: string, amountNaira: number) {
      const member = await memberForCaller(db, caller, uuid);
      const amountKobo = parseAmount(amountNaira, 'amount', WM.amountInvalid);
      let row: WithdrawalRow;
      try {
        row = await inTransaction(db, async (tx) => {
          const balanceKobo = await lockWallet(tx, member.id);
          const plan = await repo.planSettings(tx);
          const verdict = validateWithdrawal({
            amountKobo,
            balanceKobo: balanceKobo as Kobo,
            hasPendingWithdrawal: await repo.hasPending(member.id, tx),
            settings: plan,
          });
          if (!verdict.ok) throw refusalError(verdict.reason, plan, balanceKobo);
          const bank = verifiedBank(await repo.memberBank(member.id, tx));
          if (!bank) throw invalid('bank_details', WM.noBankDetails);
          const inserted = await repo.insert(
            {
              user_id: member.id,
              amount_kobo: verdict.amountKobo,
              fee_kobo: verdict.feeKobo,
              payout_kobo: verdict.netKobo,
              withdrawal_type: 'manual',
              reference: newTransferReference('wd'),
              ...bank,
            },
            tx,
          );
          await postDebit(tx, inserted);
          return inserted;
        });
      } catch (error) {
        // The database's backstops: the one-pending index and the wallet's check constraint.
        if (isUniqueViolation(error, 'withdrawals_one_pending')) throw new AppError(409, WM.pendingExists);
        if (
          error instanceof InsufficientFundsError ||
          (error as { code?: string } | null)?.code === '23514'
        ) {
          throw invalid('amount', 'The amount is more than your wallet balance.');
        }
        throw error;
      }
      log.info({ withdrawalId: row.id, reference: row.reference }, 'withdrawal requested');
      return { message: WM.requested, data: toWithdrawal(row) };
    },

    /** PATCH /withdrawals/{id}/approve: claim, commit, then send the payout once. */
    async approve(admin: Auth, id: number, ip: string | null) {
      const claimed = await inTransaction(db, async (tx) => {
        const row = await repo.claimForPayout(id, admin.id, payouts.lease, tx);
        if (row) {
          await repo.audit(
            {
              actor_type: 'admin',
              actor_id: admin.id,
              action: 'withdrawal.approve',
              target_type: 'withdrawal',
              target_id: String(id),
              before: { status: 'pending', approved: false },
              after: { status: 'pending', approved: true, reference: row.reference },
              ip,
            },
            tx,
          );
        }
        return row;
      });
      if (!claimed) {
        const existing = await repo.findById(id);
        if (!existing) throw notFound(WM.withdrawalNotFound);
        throw new AppError(
          409,
          existing.status === 'pending' ? WM.alreadyApproved : WM.notPending(existing.status),
        );
      }
      const outcome = await payouts.send(claimed);
      if (outcome.kind === 'refused') throw new AppError(502, WM.refused(outcome.reason));
      const data = await reads.detailsOf(id);
      if (outcome.kind === 'failed') return { success: false, message: WM.approvedFailed, data };
      return { message: outcome.kind === 'unknown' ? WM.approvedUnconfirmed : WM.approved, data };
    },

    /** PATCH /withdrawals/{id}/decline: only pending and not approved; credited back once. */
    async decline(admin: Auth, id: number, reason: string | undefined, ip: string | null) {
      const existing = await repo.findById(id);
      if (!existing) throw notFound(WM.withdrawalNotFound);
      const declined = await inTransaction(db, async (tx) => {
        await lockWallet(tx, existing.user_id);
        const row = await repo.transition(
          id,
          ['pending'],
          {
            status: 'declined',
            failureReason: reason ?? 'Declined by an administrator',
            settled: true,
            notApproved: true,
          },
          tx,
        );
        if (!row) return null;
        await postCreditBack(tx, row);
        await repo.audit(
          {
            actor_type: 'admin',
            actor_id: admin.id,
            action: 'withdrawal.decline',
            target_type: 'withdrawal',
            target_id: String(id),
            before: { status: 'pending' },
            after: { status: 'declined', reason: reason ?? null },
            ip,
          },
          tx,
        );
        return row;
      });
      if (!declined) {
        const now = (await repo.findById(id))!;
        throw new AppError(
          409,
          now.status === 'pending' ? WM.approvedCannotDecline : WM.notPending(now.status),
        );
      }
      return { message: WM.declined, data: await reads.detailsOf(id) };
    },

    /** POST /payments/{uuid}/bank-transfer: debit (no fee), then one payout; refused → credited back. */
    async adminTransfer(admin: Auth, uuid: string, amountNaira: number, reason: string, ip: string | null) {
      const member = await memberForCaller(db, admin, uuid);
      const amountKobo = parseAmount(
        amountNaira,
        'amount',
        'The amount must be naira with at most two decimals.',
      );
      if (amountKobo <= 0) throw invalid('amount', 'The amount must be more than 0.');
      const user = await repo.memberBank(member.id);
      if (user.status !== 'active') throw new AppError(409, WM.memberInactive);
      const bank = verifiedBank(user);
      if (!bank) throw new AppError(409, WM.memberNoBankDetails);
      let row: WithdrawalRow;
      try {
        row = await inTransaction(db, async (tx) => {
          const balanceKobo = await lockWallet(tx, member.id);
          if (amountKobo > balanceKobo) {
            throw invalid(
              'amount',
              `The amount is more than the member's wallet balance (${formatKobo(balanceKobo)}).`,
            );
          }
          const inserted = await repo.insert(
            {
              user_id: member.id,
              amount_kobo: amountKobo,
              fee_kobo: 0,
              payout_kobo: amountKobo,
              withdrawal_type: 'admin_transfer',
              reference: newTransferReference('at'),
              reason,
              ...bank,
              approved_at: new Date(),
              approved_by: admin.id,
              txn_status: 'unknown',
            },
            tx,
          );
          await postDebit(tx, inserted);
          await repo.audit(
            {
              actor_type: 'admin',
              actor_id: admin.id,
              action: 'member.bank_transfer',
              target_type: 'user',
              target_id: uuid,
              before: null,
              after: {
                withdrawal_id: inserted.id,
                reference: inserted.reference,
                amount_kobo: amountKobo,
                reason,
              },
              ip,
            },
            tx,
          );
          // This server sends it right after the commit (docs/payments.md#transfers-and-payouts).
          return (await repo.takeLease(inserted.id, payouts.lease, tx))!;
        });
      } catch (error) {
        if (error instanceof InsufficientFundsError) {
          throw invalid('amount', "The amount is more than the member's wallet balance.");
        }
        throw error;
      }
      const outcome = await payouts.send(row);
      if (outcome.kind === 'refused') throw new AppError(502, WM.refusedReversed(outcome.reason));
      const data = toBankTransferResult((await repo.findById(row.id))!);
      if (outcome.kind === 'failed') return { success: false, message: WM.transferFailed, data };
      return { message: outcome.kind === 'paid' ? WM.transferSent : WM.transferPending, data };
    },

    reconcileWithdrawal: payouts.reconcileWithdrawal,
    reconcileUnsettled: payouts.reconcileUnsettled,
    settle: payouts.settle,
    list: reads.list,
    search: reads.search,
    memberHistory: reads.memberHistory,
    memberTotal: reads.memberTotal,
    total: reads.total,
    pending: reads.pending,
    details: reads.details,
  };
}

export type WithdrawalsService = ReturnType<typeof createWithdrawalsService>;
