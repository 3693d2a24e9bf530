import { planSettingsFromRow, type PlanSettings } from '@kola/domain';
import { sql, type Insertable, type Selectable } from 'kysely';
import type { Database } from '../../db/database';
import type { TransferStatus, WithdrawalsTable } from '../../db/types.money';
import type { Executor } from '../ledger/ledger.repository';
import { writeAudit, type AuditEntry } from '../../lib/audit';

export type WithdrawalRow = Selectable<WithdrawalsTable>;
/** A withdrawal with the member who made it (lists and details). */
export type WithdrawalWithMember = WithdrawalRow & {
  uuid: string;
  username: string;
  first_name: string;
  last_name: string;
};

const WITH_MEMBER = [
  'withdrawals.id',
  'withdrawals.user_id',
  'withdrawals.amount_kobo',
  'withdrawals.fee_kobo',
  'withdrawals.payout_kobo',
  'withdrawals.status',
  'withdrawals.txn_status',
  'withdrawals.withdrawal_type',
  'withdrawals.reference',
  'withdrawals.reason',
  'withdrawals.bank_name',
  'withdrawals.bank_code',
  'withdrawals.bank_account_number',
  'withdrawals.bank_account_name',
  'withdrawals.transfer_code',
  'withdrawals.payout_provider',
  'withdrawals.failure_reason',
  'withdrawals.approved_at',
  'withdrawals.approved_by',
  'withdrawals.sent_at',
  'withdrawals.settled_at',
  'withdrawals.created_at',
  'withdrawals.lease_owner',
  'withdrawals.lease_until',
  'withdrawals.send_attempted_at',
  'withdrawals.send_attempts',
  'users.uuid',
  'users.username',
  'users.first_name',
  'users.last_name',
] as const;

/** `%` and `_` typed by a user are literal characters in a LIKE pattern. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The states the back office filters withdrawals by (GET /withdrawals/all?status=…). */
export type WithdrawalListStatus =
  'awaiting_approval' | 'payout_sent' | 'paid' | 'declined' | 'failed' | 'reversed';

export interface PageQuery {
  page: number;
  perPage: number;
}

/** `now()` plus `ms` milliseconds, in SQL (lease ends). */
export const inMs = (ms: number) => sql<Date>`now() + ${ms} * interval '1 millisecond'`;

/** A server's lease on a payout (docs/payments.md#transfers-and-payouts). */
export interface Lease {
  owner: string;
  ms: number;
}

/** The bank account a member registered, as the users row holds it (verified or not). */
export interface MemberBank {
  status: string;
  bank_name: string | null;
  bank_code: string | null;
  bank_account_number: string | null;
  bank_account_name: string | null;
  bank_verified_at: Date | null;
}

/**
 * SQL of withdrawals (and the member's bank details, recipient code and the plan settings they
 * read, and the audit log rows they write). Every method takes an optional transaction.
 */
export function createWithdrawalsRepository(db: Database) {
  return {
    /** The plan settings (limits and charges) as the domain reads them. */
    async planSettings(ex: Executor = db): Promise<PlanSettings> {
      return planSettingsFromRow(
        await ex.selectFrom('settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow(),
      );
    },

    /** The member's status and bank details. */
    memberBank(userId: number, ex: Executor = db): Promise<MemberBank> {
      return ex
        .selectFrom('users')
        .select([
          'status',
          'bank_name',
          'bank_code',
          'bank_account_number',
          'bank_account_name',
          'bank_verified_at',
        ])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
    },

    /** The member's current bank account and the provider recipient code saved for it. */
    recipientOf(userId: number, ex: Executor = db) {
      return ex
        .selectFrom('users')
        .select(['bank_code', 'bank_account_number', 'transfer_recipient_code'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
    },

    /** Saves a recipient code, only while the member still holds that bank account. */
    saveRecipientCode(
      userId: number,
      account: { bankCode: string; accountNumber: string },
      recipientCode: string,
      ex: Executor = db,
    ) {
      return ex
        .updateTable('users')
        .set({ transfer_recipient_code: recipientCode })
        .where('id', '=', userId)
        .where('bank_code', '=', account.bankCode)
        .where('bank_account_number', '=', account.accountNumber)
        .execute();
    },

    /** A member's withdrawal that still holds the one-pending slot (admin transfers do not). */
    async hasPending(userId: number, ex: Executor = db): Promise<boolean> {
      const row = await ex
        .selectFrom('withdrawals')
        .select('id')
        .where('user_id', '=', userId)
        .where('status', '=', 'pending')
        .where('withdrawal_type', '<>', 'admin_transfer')
        .executeTakeFirst();
      return row !== undefined;
    },

    insert(values: Insertable<WithdrawalsTable>, ex: Executor = db): Promise<WithdrawalRow> {
      return ex.insertInto('withdrawals').values(values).returningAll().executeTakeFirstOrThrow();
    },

    findById(id: number, ex: Executor = db): Promise<WithdrawalRow | undefined> {
      return ex.selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirst();
    },

    findWithMember(id: number, ex: Executor = db): Promise<WithdrawalWithMember | undefined> {
      return ex
        .selectFrom('withdrawals')
        .innerJoin('users', 'users.id', 'withdrawals.user_id')
        .select(WITH_MEMBER)
        .where('withdrawals.id', '=', id)
        .executeTakeFirst();
    },

    /** Whose withdrawal has this transfer reference (no lock: the wallet is locked first). */
    ownerOfReference(reference: string, ex: Executor = db) {
      return ex
        .selectFrom('withdrawals')
        .select('user_id')
        .where('reference', '=', reference)
        .executeTakeFirst();
    },

    /** The withdrawal with this transfer reference, its row locked until the transaction ends. */
    lockByReference(reference: string, ex: Executor): Promise<WithdrawalRow | undefined> {
      return ex
        .selectFrom('withdrawals')
        .selectAll()
        .where('reference', '=', reference)
        .forUpdate()
        .executeTakeFirst();
    },

    /**
     * Claims a pending, not yet approved withdrawal for its payout: of any number of concurrent
     * claims exactly one gets the row. `txn_status` becomes unknown until the provider answers.
     */
    claimForPayout(
      id: number,
      adminId: number,
      lease: Lease,
      ex: Executor = db,
    ): Promise<WithdrawalRow | undefined> {
      return ex
        .updateTable('withdrawals')
        .set({
          approved_at: sql<Date>`now()`,
          approved_by: adminId,
          txn_status: 'unknown',
          failure_reason: null,
          lease_owner: lease.owner,
          lease_until: inMs(lease.ms),
        })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .where('approved_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
    },

    /**
     * Gives a claim back when nothing was sent: the provider refused before any transfer call,
     * or refused the call and then confirmed it holds no transfer with the reference. Never on a
     * timeout or 5xx (a transfer may exist then; the payouts code only calls this on those two).
     */
    releaseClaim(id: number, reason: string, ex: Executor = db) {
      return ex
        .updateTable('withdrawals')
        .set({
          approved_at: null,
          approved_by: null,
          txn_status: null,
          failure_reason: reason,
          lease_owner: null,
          lease_until: null,
          send_attempted_at: null,
        })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .where('sent_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
    },

    /**
     * Takes the lease on one approved, unsettled payout: only when nobody holds it (or its lease
     * ran out, or this server already holds it). Of any number of servers, one gets the row.
     */
    takeLease(id: number, lease: Lease, ex: Executor = db): Promise<WithdrawalRow | undefined> {
      return ex
        .updateTable('withdrawals')
        .set({ lease_owner: lease.owner, lease_until: inMs(lease.ms) })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .where('approved_at', 'is not', null)
        .where((eb) =>
          eb.or([
            eb('lease_until', 'is', null),
            eb('lease_until', '<', sql<Date>`now()`),
            eb('lease_owner', '=', lease.owner),
          ]),
        )
        .returningAll()
        .executeTakeFirst();
    },

    /**
     * Leases up to `limit` sent payouts whose outcome is not known yet, claimed before
     * `olderThan`, that no other server holds (rows another server is leasing right now are
     * skipped, not waited for).
     */
    leaseUnsettled(lease: Lease, olderThan: Date, limit = 100, ex: Executor = db): Promise<WithdrawalRow[]> {
      return ex
        .updateTable('withdrawals')
        .set({ lease_owner: lease.owner, lease_until: inMs(lease.ms) })
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('withdrawals')
            .select('id')
            .where('status', '=', 'pending')
            .where('approved_at', 'is not', null)
            .where('approved_at', '<', olderThan)
            .where('txn_status', 'in', ['unknown', 'pending'])
            .where((w) => w.or([w('lease_until', 'is', null), w('lease_until', '<', sql<Date>`now()`)]))
            .orderBy('id')
            .limit(limit)
            .forUpdate()
            .skipLocked(),
        )
        .returningAll()
        .execute();
    },

    /**
     * Records, committed before the transfer call, that a send is being attempted, and renews the
     * lease. Nothing when this server no longer holds a live lease (then it must not send).
     */
    markSendAttempt(id: number, lease: Lease, ex: Executor = db): Promise<WithdrawalRow | undefined> {
      return ex
        .updateTable('withdrawals')
        .set({
          send_attempted_at: sql<Date>`coalesce(send_attempted_at, now())`,
          send_attempts: sql<number>`send_attempts + 1`,
          lease_until: inMs(lease.ms),
        })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .where('lease_owner', '=', lease.owner)
        .where('lease_until', '>', sql<Date>`now()`)
        .returningAll()
        .executeTakeFirst();
    },

    /** Ends this server's lease (the approval and everything recorded stay). */
    releaseLease(id: number, owner: string, ex: Executor = db) {
      return ex
        .updateTable('withdrawals')
        .set({ lease_owner: null, lease_until: null })
        .where('id', '=', id)
        .where('lease_owner', '=', owner)
        .execute();
    },

    /** Remembers the provider's refusal of a send attempt (the outcome stays unknown). */
    noteRefusal(id: number, reason: string, ex: Executor = db) {
      return ex
        .updateTable('withdrawals')
        .set({ failure_reason: reason })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .execute();
    },

    /** The provider the transfer goes through, recorded before the call (first record wins). */
    recordProvider(id: number, slug: string, ex: Executor = db) {
      return ex
        .updateTable('withdrawals')
        .set({ payout_provider: slug })
        .where('id', '=', id)
        .where('payout_provider', 'is', null)
        .execute();
    },

    /** What the provider answered to the transfer (only while the withdrawal is pending). */
    recordSent(
      id: number,
      result: { txnStatus: TransferStatus; transferCode: string | null },
      ex: Executor = db,
    ) {
      return ex
        .updateTable('withdrawals')
        .set({
          txn_status: result.txnStatus,
          transfer_code: result.transferCode,
          sent_at: sql<Date>`coalesce(sent_at, now())`,
        })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .execute();
    },

    /** Moves a withdrawal out of `from` (guarded: a concurrent change makes this return nothing). */
    transition(
      id: number,
      from: readonly WithdrawalRow['status'][],
      to: {
        status: WithdrawalRow['status'];
        txnStatus?: TransferStatus | null;
        failureReason?: string | null;
        settled: boolean;
        /** Only when no administrator approved it yet. */
        notApproved?: boolean;
      },
      ex: Executor,
    ): Promise<WithdrawalRow | undefined> {
      let query = ex
        .updateTable('withdrawals')
        .set({
          status: to.status,
          ...(to.txnStatus !== undefined ? { txn_status: to.txnStatus } : {}),
          ...(to.failureReason !== undefined ? { failure_reason: to.failureReason } : {}),
          ...(to.settled ? { settled_at: sql<Date>`now()` } : {}),
        })
        .where('id', '=', id)
        .where('status', 'in', [...from]);
      if (to.notApproved) query = query.where('approved_at', 'is', null);
      return query.returningAll().executeTakeFirst();
    },

    /**
     * One page, newest first: all withdrawals, one member's, or those matching a name; `status`
     * keeps one state (migration 0029's index serves it).
     */
    async page(
      filter: { userId?: number; search?: string; status?: WithdrawalListStatus },
      { page, perPage }: PageQuery,
      ex: Executor = db,
    ): Promise<{ rows: WithdrawalWithMember[]; total: number }> {
      let query = ex.selectFrom('withdrawals').innerJoin('users', 'users.id', 'withdrawals.user_id');
      if (filter.userId !== undefined) query = query.where('withdrawals.user_id', '=', filter.userId);
      if (filter.status === 'awaiting_approval' || filter.status === 'payout_sent') {
        // Both are stored as pending: an administrator's approval is what tells them apart.
        query = query
          .where('withdrawals.status', '=', 'pending')
          .where('withdrawals.approved_at', filter.status === 'awaiting_approval' ? 'is' : 'is not', null);
      } else if (filter.status !== undefined) {
        query = query.where('withdrawals.status', '=', filter.status);
      }
      const search = filter.search?.trim();
      if (search) {
        const pattern = likePattern(search);
        query = query.where((eb) =>
          eb.or([
            eb('users.username', 'ilike', pattern),
            eb('users.first_name', 'ilike', pattern),
            eb('users.last_name', 'ilike', pattern),
            eb(sql<string>`users.first_name || ' ' || users.last_name`, 'ilike', pattern),
          ]),
        );
      }
      const [rows, count] = await Promise.all([
        query
          .select(WITH_MEMBER)
          .orderBy('withdrawals.created_at', 'desc')
          .orderBy('withdrawals.id', 'desc')
          .limit(perPage)
          .offset((page - 1) * perPage)
          .execute(),
        query.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    pendingOf(userId: number, ex: Executor = db): Promise<WithdrawalWithMember[]> {
      return ex
        .selectFrom('withdrawals')
        .innerJoin('users', 'users.id', 'withdrawals.user_id')
        .select(WITH_MEMBER)
        .where('withdrawals.user_id', '=', userId)
        .where('withdrawals.status', '=', 'pending')
        .orderBy('withdrawals.created_at', 'desc')
        .orderBy('withdrawals.id', 'desc')
        .execute();
    },

    /** Withdrawals not credited back (pending and paid): their kobo and how many. */
    async total(userId?: number, ex: Executor = db): Promise<{ totalKobo: number; count: number }> {
      let query = ex
        .selectFrom('withdrawals')
        .select([sql<number>`coalesce(sum(amount_kobo), 0)`.as('total'), sql<number>`count(*)`.as('n')])
        .where('status', 'in', ['pending', 'paid']);
      if (userId !== undefined) query = query.where('user_id', '=', userId);
      const row = await query.executeTakeFirstOrThrow();
      return { totalKobo: Number(row.total), count: Number(row.n) };
    },

    audit(entry: AuditEntry, ex: Executor = db) {
      return writeAudit(ex, entry);
    },
  };
}

export type WithdrawalsRepository = ReturnType<typeof createWithdrawalsRepository>;
