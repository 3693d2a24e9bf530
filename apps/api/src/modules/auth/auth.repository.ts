import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { inTransaction, type Executor } from '../../db/transaction';
import type { AccountType, CodePurpose } from '../../db/types';
import { accountTag, noteLocalWrite } from '../../lib/readCache';
import { writeAudit, type AuditEntry } from '../../lib/audit';

export const USER_COLUMNS = [
  'users.id',
  'users.uuid',
  'users.first_name',
  'users.last_name',
  'users.username',
  'users.email',
  'users.phone',
  'users.package_id',
  'users.reg_package_id',
  'users.rank_id',
  'users.created_at',
  'users.is_stockist',
  'users.photo_path',
  'users.withdrawal_amount_kobo',
  'users.status',
  'users.payment_status',
  'users.email_verified_at',
  'users.enable_2fa',
  'users.placement_parent_id',
] as const;

/** SQL of accounts, sessions, codes and challenges. Every method takes an optional transaction. */
export function createAuthRepository(db: Database) {
  return {
    findUserByUsername(username: string, ex: Executor = db) {
      return ex
        .selectFrom('users')
        .leftJoin('packages', 'packages.id', 'users.package_id')
        .select([...USER_COLUMNS, 'users.password_hash', 'packages.name as package_name'])
        .where(sql<string>`lower(users.username)`, '=', username.toLowerCase())
        .executeTakeFirst();
    },
    findUserByEmail(email: string, ex: Executor = db) {
      return ex
        .selectFrom('users')
        .leftJoin('packages', 'packages.id', 'users.package_id')
        .select([...USER_COLUMNS, 'users.password_hash', 'packages.name as package_name'])
        .where(sql<string>`lower(users.email)`, '=', email.toLowerCase())
        .executeTakeFirst();
    },
    findUserById(id: number, ex: Executor = db) {
      return ex
        .selectFrom('users')
        .leftJoin('packages', 'packages.id', 'users.package_id')
        .select([...USER_COLUMNS, 'users.password_hash', 'packages.name as package_name'])
        .where('users.id', '=', id)
        .executeTakeFirst();
    },
    findUserByUuid(uuid: string, ex: Executor = db) {
      return ex
        .selectFrom('users')
        .leftJoin('packages', 'packages.id', 'users.package_id')
        .select([...USER_COLUMNS, 'users.password_hash', 'packages.name as package_name'])
        .where('users.uuid', '=', uuid)
        .executeTakeFirst();
    },
    findAdminByEmail(email: string, ex: Executor = db) {
      return ex
        .selectFrom('admins')
        .selectAll()
        .where(sql<string>`lower(email)`, '=', email.toLowerCase())
        .executeTakeFirst();
    },
    findAdminById(id: number, ex: Executor = db) {
      return ex.selectFrom('admins').selectAll().where('id', '=', id).executeTakeFirst();
    },
    revokeSessionsOfUsers(ids: number[], ex: Executor = db) {
      if (ids.length === 0) return Promise.resolve([]);
      noteLocalWrite(ids.map((id) => accountTag('user', id)));
      return ex
        .updateTable('sessions')
        .set({ revoked_at: new Date() })
        .where('account_type', '=', 'user')
        .where('account_id', 'in', ids)
        .where('revoked_at', 'is', null)
        .execute();
    },
    /**
     * Expires an unpaid registration. Its slot goes back to its parent, whose row (the taken-slot
     * count) changes too: the parent is locked first, as a registration under it does.
     */
    expireUser(id: number, ex: Executor = db) {
      noteLocalWrite([accountTag('user', id)]);
      return inTransaction(ex, async (tx) => {
        await sql`select p.id from users p where p.id = (select placement_parent_id from users where id = ${id})
          for update`.execute(tx);
        return tx
          .updateTable('users')
          .set({ status: 'expired', placement_position: null, updated_at: new Date() })
          .where('id', '=', id)
          .where('payment_status', '=', 'pending')
          .execute();
      });
    },
    markEmailVerified(id: number, ex: Executor = db) {
      return ex
        .updateTable('users')
        .set({ email_verified_at: new Date(), updated_at: new Date() })
        .where('id', '=', id)
        .execute();
    },
    /** An administrator's own new password also ends the first-sign-in obligation to choose one. */
    setPassword(type: AccountType, id: number, passwordHash: string, ex: Executor = db) {
      if (type === 'admin')
        return ex
          .updateTable('admins')
          .set({ password_hash: passwordHash, password_change_required: false, updated_at: new Date() })
          .where('id', '=', id)
          .execute();
      return ex
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: new Date() })
        .where('id', '=', id)
        .execute();
    },
    setTwoFactor(type: AccountType, id: number, enabled: boolean, ex: Executor = db) {
      const table = type === 'user' ? 'users' : 'admins';
      return ex
        .updateTable(table)
        .set({ enable_2fa: enabled, updated_at: new Date() })
        .where('id', '=', id)
        .execute();
    },

    // Sessions
    insertSession(
      values: { token_hash: string; account_type: AccountType; account_id: number; expires_at: Date },
      ex: Executor = db,
    ) {
      return ex
        .insertInto('sessions')
        .values(values)
        .returning(['id', 'expires_at'])
        .executeTakeFirstOrThrow();
    },
    /**
     * A live session with, for a member's, what a request needs of the member (one query on
     * every signed-in request).
     */
    findLiveSessionWithUser(tokenHash: string, ex: Executor = db) {
      return ex
        .selectFrom('sessions')
        .leftJoin('users', (join) =>
          join.onRef('users.id', '=', 'sessions.account_id').on('sessions.account_type', '=', 'user'),
        )
        .leftJoin('admins', (join) =>
          join.onRef('admins.id', '=', 'sessions.account_id').on('sessions.account_type', '=', 'admin'),
        )
        .select([
          'sessions.id',
          'sessions.account_type',
          'sessions.account_id',
          'sessions.expires_at',
          'users.id as user_id',
          'users.uuid as user_uuid',
          'users.status as user_status',
          'users.payment_status as user_payment_status',
          'users.created_at as user_created_at',
          'admins.password_change_required as admin_password_change_required',
        ])
        .where('sessions.token_hash', '=', tokenHash)
        .where('sessions.revoked_at', 'is', null)
        .where('sessions.expires_at', '>', sql<Date>`now()`)
        .executeTakeFirst();
    },
    findLiveSession(tokenHash: string, ex: Executor = db) {
      return ex
        .selectFrom('sessions')
        .select(['id', 'account_type', 'account_id'])
        .where('token_hash', '=', tokenHash)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .executeTakeFirst();
    },
    revokeSession(id: number, account: { type: AccountType; id: number }, ex: Executor = db) {
      noteLocalWrite([accountTag(account.type, account.id)]);
      return ex
        .updateTable('sessions')
        .set({ revoked_at: new Date() })
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .execute();
    },
    revokeSessionsOf(
      type: AccountType,
      accountId: number,
      exceptSessionId: number | null,
      ex: Executor = db,
    ) {
      noteLocalWrite([accountTag(type, accountId)]);
      let q = ex
        .updateTable('sessions')
        .set({ revoked_at: new Date() })
        .where('account_type', '=', type)
        .where('account_id', '=', accountId)
        .where('revoked_at', 'is', null);
      if (exceptSessionId !== null) q = q.where('id', '!=', exceptSessionId);
      return q.execute();
    },

    // Login challenges (2FA)
    insertChallenge(
      values: { token_hash: string; account_type: AccountType; account_id: number; expires_at: Date },
      ex: Executor = db,
    ) {
      return ex.insertInto('login_challenges').values(values).returning('id').executeTakeFirstOrThrow();
    },
    findOpenChallenge(tokenHash: string, ex: Executor = db) {
      return ex
        .selectFrom('login_challenges')
        .select(['id', 'account_type', 'account_id'])
        .where('token_hash', '=', tokenHash)
        .where('consumed_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .executeTakeFirst();
    },
    consumeChallenge(id: number, ex: Executor) {
      return ex
        .updateTable('login_challenges')
        .set({ consumed_at: new Date() })
        .where('id', '=', id)
        .where('consumed_at', 'is', null)
        .executeTakeFirst();
    },

    // One-time codes
    insertCode(
      values: {
        account_type: AccountType;
        account_id: number;
        purpose: CodePurpose;
        challenge_id: number | null;
        code_hash: string;
        expires_at: Date;
      },
      ex: Executor = db,
    ) {
      return ex.insertInto('one_time_codes').values(values).returning('id').executeTakeFirstOrThrow();
    },
    /** Retires every unused code of this purpose (a new one replaces them). */
    retireCodes(type: AccountType, accountId: number, purpose: CodePurpose, ex: Executor = db) {
      return ex
        .updateTable('one_time_codes')
        .set({ consumed_at: new Date() })
        .where('account_type', '=', type)
        .where('account_id', '=', accountId)
        .where('purpose', '=', purpose)
        .where('consumed_at', 'is', null)
        .execute();
    },
    /** The newest unused code of this purpose, locked for the attempt. */
    latestCode(
      type: AccountType,
      accountId: number,
      purpose: CodePurpose,
      challengeId: number | null,
      ex: Executor,
    ) {
      let q = ex
        .selectFrom('one_time_codes')
        .select(['id', 'code_hash', 'attempts', 'expires_at'])
        .where('account_type', '=', type)
        .where('account_id', '=', accountId)
        .where('purpose', '=', purpose)
        .where('consumed_at', 'is', null);
      if (challengeId !== null) q = q.where('challenge_id', '=', challengeId);
      return q.orderBy('id', 'desc').limit(1).forUpdate().executeTakeFirst();
    },
    countAttempt(id: number, ex: Executor) {
      return ex
        .updateTable('one_time_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .returning('attempts')
        .executeTakeFirstOrThrow();
    },
    consumeCode(id: number, ex: Executor) {
      return ex
        .updateTable('one_time_codes')
        .set({ consumed_at: new Date() })
        .where('id', '=', id)
        .where('consumed_at', 'is', null)
        .executeTakeFirst();
    },

    // Failed passwords, per account and client address (docs/security.md#rate-limits)
    recordFailure(accountKey: string, address: string, ex: Executor = db) {
      return ex.insertInto('auth_failures').values({ account_key: accountKey, address }).execute();
    },
    /** Within the window: this address's failures (and its oldest), and the account's from anywhere. */
    recentFailures(accountKey: string, address: string, minutes: number, ex: Executor = db) {
      return ex
        .selectFrom('auth_failures')
        .select([
          sql<number>`(count(*) filter (where address = ${address}))::int`.as('fromAddress'),
          sql<Date | null>`min(created_at) filter (where address = ${address})`.as('oldestFromAddress'),
          sql<number>`count(*)::int`.as('total'),
        ])
        .where('account_key', '=', accountKey)
        .where('created_at', '>', sql<Date>`now() - make_interval(mins => ${minutes})`)
        .executeTakeFirstOrThrow();
    },
    /** A correct password from this address forgets this address's failures, not the others'. */
    clearFailures(accountKey: string, address: string, ex: Executor = db) {
      return ex
        .deleteFrom('auth_failures')
        .where('account_key', '=', accountKey)
        .where('address', '=', address)
        .execute();
    },

    audit(entry: AuditEntry, ex: Executor = db) {
      return writeAudit(ex, entry);
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
export type UserRow = NonNullable<Awaited<ReturnType<AuthRepository['findUserById']>>>;
