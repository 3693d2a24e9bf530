import { randomBytes } from 'node:crypto';
import {
  formatKobo,
  nairaToKobo,
  planSettingsFromRow,
  validateWithdrawal,
  type Kobo,
  type PlanSettings,
  type WithdrawalRefusal,
} from '@kola/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Auth } from '../../contract/handlers';
import type { Database } from '../../db/database';
import type { WithdrawalStatus } from '../../db/types.money';
import { memberForCaller } from '../../lib/access';
import { AppError, forbidden, invalid, isUniqueViolation, notFound } from '../../lib/errors';
import {
  InsufficientFundsError,
  lockWallet,
  postTransaction,
  type EntryKind,
  type Executor,
  type LedgerLine,
} from '../ledger/ledger.repository';
import {
  ProviderError,
  resolveProvider,
  type PaymentProvider,
  type Providers,
  type TransferStatus as ProviderTransferStatus,
} from '../payments/providers';
import {
  createWithdrawalsRepository,
  inTransaction,
  type PageQuery,
  type WithdrawalRow,
  type WithdrawalsRepository,
} from './withdrawals.repository';
import {
  toBankTransferResult,
  toPage,
  toWithdrawal,
  toWithdrawalDetails,
  toWithdrawalListItem,
  toWithdrawalTotal,
} from './withdrawals.serializers';

/** Every text the withdrawal operations answer. */
export const WM = {
  requested: 'Withdrawal Request successful',
  approved: 'Withdrawal approved successfully',
  approvedUnconfirmed:
    'Withdrawal approved successfully; the payout provider has not confirmed the transfer yet, it will be checked with the provider.',
  approvedFailed: 'The payout failed at the provider; the amount was credited back to the wallet.',
  declined: 'Withdrawal declined successfully',
  transferSent: 'Transfer successful',
  transferPending: "Transfer sent; waiting for the payout provider's confirmation.",
  transferFailed: 'The payout failed at the provider; the amount was credited back to the wallet.',
  amountInvalid: 'withdrawal amount is invalid',
  pendingExists: 'You already have a pending withdrawal. Please wait until it is processed.',
  noBankDetails: 'Please add your bank details before making a withdrawal.',
  memberNoBankDetails: 'User has not submitted bank details',
  memberInactive: 'This user is Inactive',
  withdrawalNotFound: 'Withdrawal not found.',
  notYourWithdrawal: 'You may only see your own withdrawals.',
  alreadyApproved: 'This withdrawal was already approved.',
  notPending: (status: string) => `This withdrawal is ${status}; only a pending withdrawal can be decided.`,
  approvedCannotDecline:
    'This withdrawal was already approved and sent to the payout provider; it can no longer be declined.',
  refused: (reason: string) =>
    `The payout provider refused the transfer (${reason}). Nothing was sent; the withdrawal is still pending.`,
  refusedReversed: (reason: string) =>
    `The payout provider refused the transfer (${reason}). Nothing was sent; the wallet debit was reversed.`,
} as const;

type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

// ---------------------------------------------------------------------------------------------
// Ledger postings

/** The debit of a withdrawal request: the member's wallet pays the payout and the fee. */
function debitLines(row: WithdrawalRow): LedgerLine[] {
  const explanation = { withdrawal_id: row.id, reference: row.reference };
  if (row.withdrawal_type === 'admin_transfer') {
    return [
      { account: { userId: row.user_id }, amountKobo: -row.amount_kobo, kind: 'admin_transfer', explanation },
      { account: { company: 'payouts' }, amountKobo: row.amount_kobo, kind: 'admin_transfer', explanation },
    ];
  }
  return [
    { account: { userId: row.user_id }, amountKobo: -row.payout_kobo, kind: 'withdrawal', explanation },
    { account: { userId: row.user_id }, amountKobo: -row.fee_kobo, kind: 'withdrawal_fee', explanation },
    { account: { company: 'payouts' }, amountKobo: row.payout_kobo, kind: 'withdrawal', explanation },
    { account: { company: 'fee_income' }, amountKobo: row.fee_kobo, kind: 'withdrawal_fee', explanation },
  ];
}

/** The credit-back of a failed, reversed or declined withdrawal: the whole amount, fee included. */
function creditBackLines(row: WithdrawalRow): LedgerLine[] {
  const kind: EntryKind =
    row.withdrawal_type === 'admin_transfer' ? 'admin_transfer_reversal' : 'withdrawal_reversal';
  const explanation = { withdrawal_id: row.id, reference: row.reference, status: row.status };
  return [
    { account: { userId: row.user_id }, amountKobo: row.amount_kobo, kind, explanation },
    { account: { company: 'payouts' }, amountKobo: -row.payout_kobo, kind, explanation },
    { account: { company: 'fee_income' }, amountKobo: -row.fee_kobo, kind, explanation },
  ];
}

async function postDebit(tx: Executor, row: WithdrawalRow): Promise<void> {
  await postTransaction(tx, {
    idempotencyKey: `withdrawal:${row.id}`,
    kind: row.withdrawal_type === 'admin_transfer' ? 'admin_transfer' : 'withdrawal',
    causeType: 'withdrawal',
    causeRef: row.reference,
    description:
      row.withdrawal_type === 'admin_transfer'
        ? `Bank transfer by an administrator: ${row.reason ?? ''}`.trim()
        : `Withdrawal of ${formatKobo(row.amount_kobo)} (charge ${formatKobo(row.fee_kobo)})`,
    lines: debitLines(row),
  });
}

/** Posts the credit-back once per withdrawal, whoever asks and however often. */
async function postCreditBack(tx: Executor, row: WithdrawalRow): Promise<boolean> {
  const posted = await postTransaction(tx, {
    idempotencyKey: `withdrawal-reversal:${row.id}`,
    kind: row.withdrawal_type === 'admin_transfer' ? 'admin_transfer_reversal' : 'withdrawal_reversal',
    causeType: 'withdrawal',
    causeRef: row.reference,
    description: `Withdrawal ${row.status}: ${formatKobo(row.amount_kobo)} credited back`,
    lines: creditBackLines(row),
  });
  return posted !== null;
}

/** A transfer reference in Paystack's form (^[a-z0-9_-]{16,50}$), persisted before any call. */
export function newTransferReference(prefix: 'wd' | 'at'): string {
  return `${prefix}_${randomBytes(16).toString('hex')}`;
}

/**
 * The payout run's automated withdrawal (04 §3), inside the run's transaction: the run has
 * locked the wallet and checked the rules with the domain's `automatedPayout`. Records a
 * pending withdrawal of type automated with the member's verified bank details and a new
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
  const bank = await tx
    .selectFrom('users')
    .select(['bank_name', 'bank_code', 'bank_account_number', 'bank_account_name', 'bank_verified_at'])
    .where('id', '=', input.userId)
    .executeTakeFirstOrThrow();
  if (
    !bank.bank_verified_at ||
    !bank.bank_name ||
    !bank.bank_code ||
    !bank.bank_account_number ||
    !bank.bank_account_name
  ) {
    throw new Error(`Member ${input.userId} has no verified bank details for an automated payout`);
  }
  const row = await tx
    .insertInto('withdrawals')
    .values({
      user_id: input.userId,
      amount_kobo: input.amountKobo,
      fee_kobo: input.feeKobo,
      payout_kobo: input.netKobo,
      withdrawal_type: 'automated',
      reference: newTransferReference('wd'),
      reason: `Automated payout ${input.periodKey}`,
      bank_name: bank.bank_name,
      bank_code: bank.bank_code,
      bank_account_number: bank.bank_account_number,
      bank_account_name: bank.bank_account_name,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await postDebit(tx, row);
  return { id: row.id, reference: row.reference };
}

// ---------------------------------------------------------------------------------------------
// Settlement (the provider's final word on a transfer)

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

function runIn<T>(db: Database, fn: (tx: Executor) => Promise<T>): Promise<T> {
  return db.isTransaction ? fn(db) : inTransaction(db, fn);
}

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
  const result = await runIn(db, async (tx): Promise<SettleResult> => {
    const found = await tx
      .selectFrom('withdrawals')
      .select('user_id')
      .where('reference', '=', reference)
      .executeTakeFirst();
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

// ---------------------------------------------------------------------------------------------
// The service

export interface WithdrawalsServiceDeps {
  db: Database;
  /** The payment providers (a getter: the app creates them after the handler map). */
  providers: () => Providers;
  log: Log;
  repo?: WithdrawalsRepository;
}

type PayoutOutcome =
  | { kind: 'paid' | 'pending' | 'unknown' | 'failed' }
  /** The provider refused before any transfer existed: nothing was sent. */
  | { kind: 'refused'; reason: string };

/** A sandbox recipient code is only good with the sandbox, a Paystack one only with Paystack. */
function recipientFits(provider: PaymentProvider, code: string): boolean {
  return (provider.slug === 'sandbox') === code.startsWith('RCP_sbx_');
}

function providerMessage(error: unknown): string {
  return error instanceof ProviderError ? error.message : 'the provider could not be reached';
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

export function createWithdrawalsService(deps: WithdrawalsServiceDeps) {
  const { db, log } = deps;
  const repo = deps.repo ?? createWithdrawalsRepository(db);

  const payoutProvider = () => resolveProvider(db, deps.providers(), 'payout');

  async function settings(ex: Executor): Promise<PlanSettings> {
    return planSettingsFromRow(
      await ex.selectFrom('settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow(),
    );
  }

  async function details(id: number) {
    const row = await repo.findWithMember(id);
    if (!row) throw notFound(WM.withdrawalNotFound);
    return toWithdrawalDetails(row);
  }

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
    const user = await db
      .selectFrom('users')
      .select(['bank_code', 'bank_account_number', 'transfer_recipient_code'])
      .where('id', '=', row.user_id)
      .executeTakeFirstOrThrow();
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
      await db
        .updateTable('users')
        .set({ transfer_recipient_code: recipientCode })
        .where('id', '=', row.user_id)
        .where('bank_code', '=', row.bank_code)
        .where('bank_account_number', '=', row.bank_account_number)
        .execute();
    }
    return recipientCode;
  }

  /** Nothing was sent: a member's withdrawal goes back to pending, an admin transfer is credited back. */
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
   * Sends a claimed withdrawal's payout once, with its persisted reference. Never inside a
   * database transaction. A timeout or provider error leaves txn_status unknown (reconciled
   * later by the same reference); an outright refusal means nothing was sent.
   */
  async function sendPayout(row: WithdrawalRow): Promise<PayoutOutcome> {
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
      return refuse(row, providerMessage(error));
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
      if (error instanceof ProviderError && !error.retryable) return refuse(row, error.message);
      // The transfer may or may not exist: keep `unknown` and ask the provider later.
      log.error(
        { withdrawalId: row.id, reference: row.reference, err: providerMessage(error) },
        'payout outcome unknown; it will be reconciled by its reference',
      );
      return { kind: 'unknown' };
    }
    return applyTransferStatus(row, result.status, result.transferCode);
  }

  /**
   * Asks the provider about an approved withdrawal whose payout has no final status yet (by its
   * reference) and applies the answer. Only when the provider has no transfer with that
   * reference is it sent again, with the same reference.
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
    try {
      const answer = await provider.verifyTransfer(row.reference);
      if (answer.reference !== row.reference || answer.amountKobo !== row.payout_kobo) {
        log.error(
          { withdrawalId: row.id, reference: row.reference },
          'the provider answered another transfer',
        );
        return { kind: 'unknown' };
      }
      return await applyTransferStatus(row, answer.status, answer.transferCode);
    } catch (error) {
      if (error instanceof ProviderError && !error.retryable && error.httpStatus === 404) {
        return sendPayout(row);
      }
      log.warn(
        { withdrawalId: row.id, reference: row.reference, err: providerMessage(error) },
        'reconcile failed',
      );
      return { kind: 'unknown' };
    }
  }

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
    /** POST /withdrawals/{uuid}/initiate: one transaction (wallet locked) that debits the wallet. */
    async request(caller: Auth, uuid: string, amountNaira: number) {
      const member = await memberForCaller(db, caller, uuid);
      const amountKobo = parseAmount(amountNaira, 'amount', WM.amountInvalid);
      let row: WithdrawalRow;
      try {
        row = await inTransaction(db, async (tx) => {
          const balanceKobo = await lockWallet(tx, member.id);
          const plan = await settings(tx);
          const verdict = validateWithdrawal({
            amountKobo,
            balanceKobo: balanceKobo as Kobo,
            hasPendingWithdrawal: await repo.hasPending(member.id, tx),
            settings: plan,
          });
          if (!verdict.ok) throw refusalError(verdict.reason, plan, balanceKobo);
          const bank = await tx
            .selectFrom('users')
            .select([
              'bank_name',
              'bank_code',
              'bank_account_number',
              'bank_account_name',
              'bank_verified_at',
            ])
            .where('id', '=', member.id)
            .executeTakeFirstOrThrow();
          if (
            !bank.bank_verified_at ||
            !bank.bank_name ||
            !bank.bank_code ||
            !bank.bank_account_number ||
            !bank.bank_account_name
          ) {
            throw invalid('bank_details', WM.noBankDetails);
          }
          const inserted = await repo.insert(
            {
              user_id: member.id,
              amount_kobo: verdict.amountKobo,
              fee_kobo: verdict.feeKobo,
              payout_kobo: verdict.netKobo,
              withdrawal_type: 'manual',
              reference: newTransferReference('wd'),
              bank_name: bank.bank_name,
              bank_code: bank.bank_code,
              bank_account_number: bank.bank_account_number,
              bank_account_name: bank.bank_account_name,
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
        const row = await repo.claimForPayout(id, admin.id, tx);
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
      const outcome = await sendPayout(claimed);
      if (outcome.kind === 'refused') throw new AppError(502, WM.refused(outcome.reason));
      const data = await details(id);
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
      return { message: WM.declined, data: await details(id) };
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
      const user = await db
        .selectFrom('users')
        .select([
          'status',
          'bank_name',
          'bank_code',
          'bank_account_number',
          'bank_account_name',
          'bank_verified_at',
        ])
        .where('id', '=', member.id)
        .executeTakeFirstOrThrow();
      if (user.status !== 'active') throw new AppError(409, WM.memberInactive);
      if (
        !user.bank_verified_at ||
        !user.bank_name ||
        !user.bank_code ||
        !user.bank_account_number ||
        !user.bank_account_name
      ) {
        throw new AppError(409, WM.memberNoBankDetails);
      }
      const bank = {
        bank_name: user.bank_name,
        bank_code: user.bank_code,
        bank_account_number: user.bank_account_number,
        bank_account_name: user.bank_account_name,
      };
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
          return inserted;
        });
      } catch (error) {
        if (error instanceof InsufficientFundsError) {
          throw invalid('amount', "The amount is more than the member's wallet balance.");
        }
        throw error;
      }
      const outcome = await sendPayout(row);
      if (outcome.kind === 'refused') throw new AppError(502, WM.refusedReversed(outcome.reason));
      const data = toBankTransferResult((await repo.findById(row.id))!);
      if (outcome.kind === 'failed') return { success: false, message: WM.transferFailed, data };
      return { message: outcome.kind === 'paid' ? WM.transferSent : WM.transferPending, data };
    },

    /** Reconciles one withdrawal's payout with the provider (see `reconcile`). */
    async reconcileWithdrawal(id: number) {
      const row = await repo.findById(id);
      if (!row) throw notFound(WM.withdrawalNotFound);
      return reconcile(row);
    },

    /** Reconciles every payout claimed more than `minAgeMs` ago that has no final status yet. */
    async reconcileUnsettled(minAgeMs = 10 * 60 * 1000): Promise<number> {
      const rows = await repo.unsettledPayouts(new Date(Date.now() - minAgeMs));
      for (const row of rows) await reconcile(row);
      return rows.length;
    },

    async list(query: PageQuery) {
      const { rows, total } = await repo.page({}, query);
      return toPage(rows.map(toWithdrawalListItem), total, query.page, query.perPage);
    },

    async search(search: string | undefined, query: PageQuery) {
      const { rows, total } = await repo.page({ search: search ?? '' }, query);
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

    /** settleTransfer with this service's logger (for the webhook). */
    settle(reference: string, status: SettlementStatus, reason?: string) {
      return settleTransfer(db, reference, status, reason, { log });
    },
  };
}

export type WithdrawalsService = ReturnType<typeof createWithdrawalsService>;
