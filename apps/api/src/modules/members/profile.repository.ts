import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { Executor } from '../ledger/ledger.repository';
import { writeAudit, type AuditEntry } from '../../lib/audit';

/** The columns of the contract's Profile. */
const PROFILE_COLUMNS = [
  'address',
  'gender',
  'photo_path',
  'phone',
  'bank_name',
  'bank_account_name',
  'bank_account_number',
  'bank_code',
  'bank_editable',
  'enable_2fa',
] as const;

/** The columns of the contract's User, plus address and gender (ProfileDetails). */
const DETAILS_COLUMNS = [
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
  'users.address',
  'users.gender',
  'packages.name as package_name',
] as const;

/** What a profile edit may change (undefined: keep). */
export interface ProfileChanges {
  first_name: string;
  last_name: string;
  phone: string;
  gender?: string;
  address?: string | null;
  photo_path?: string;
}

/** SQL of member profiles, uplines and invitations. Every method takes an optional transaction. */
export function createProfileRepository(db: Database) {
  return {
    profile(userId: number, ex: Executor = db) {
      return ex
        .selectFrom('users')
        .select(PROFILE_COLUMNS)
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
    },

    details(userId: number, ex: Executor = db) {
      return ex
        .selectFrom('users')
        .leftJoin('packages', 'packages.id', 'users.package_id')
        .select(DETAILS_COLUMNS)
        .where('users.id', '=', userId)
        .executeTakeFirstOrThrow();
    },

    /** The member's placement parent, or undefined (the root, an expired registration). */
    upline(userId: number, ex: Executor = db) {
      return ex
        .selectFrom('users as m')
        .innerJoin('users as p', 'p.id', 'm.placement_parent_id')
        .leftJoin('packages as pk', 'pk.id', 'p.package_id')
        .select([
          'pk.name as package',
          'p.first_name',
          'p.last_name',
          'p.email',
          'p.username',
          'p.photo_path',
        ])
        .where('m.id', '=', userId)
        .executeTakeFirst();
    },

    /** The editable fields, the member's row locked until the transaction ends. */
    lockEditable(userId: number, ex: Executor) {
      return ex
        .selectFrom('users')
        .select(['first_name', 'last_name', 'phone', 'gender', 'address', 'photo_path'])
        .where('id', '=', userId)
        .forUpdate()
        .executeTakeFirstOrThrow();
    },

    update(userId: number, changes: ProfileChanges, ex: Executor = db) {
      return ex
        .updateTable('users')
        .set({ ...changes, updated_at: sql<Date>`now()` })
        .where('id', '=', userId)
        .execute();
    },

    /** Locks the member's row: invitations of one member are counted and written one at a time. */
    lockMember(userId: number, ex: Executor) {
      return ex
        .selectFrom('users')
        .select('id')
        .where('id', '=', userId)
        .forUpdate()
        .executeTakeFirstOrThrow();
    },

    /**
     * How many invitations the member sent since `hourAgo` and since `dayAgo`, and how many of
     * the latter went to `email`.
     */
    async invitationCounts(userId: number, hourAgo: Date, dayAgo: Date, email: string, ex: Executor = db) {
      const row = await ex
        .selectFrom('invitations')
        .select([
          sql<number>`count(*) filter (where created_at > ${hourAgo})::int`.as('hour'),
          sql<number>`count(*)::int`.as('day'),
          sql<number>`count(*) filter (where lower(email) = ${email.toLowerCase()})::int`.as('to_email'),
        ])
        .where('user_id', '=', userId)
        .where('created_at', '>', dayAgo)
        .executeTakeFirstOrThrow();
      return { hour: Number(row.hour), day: Number(row.day), toEmail: Number(row.to_email) };
    },

    insertInvitation(
      invitation: { userId: number; email: string; referrer: string; mailed: boolean },
      ex: Executor = db,
    ) {
      return ex
        .insertInto('invitations')
        .values({
          user_id: invitation.userId,
          email: invitation.email,
          referrer_username: invitation.referrer,
          mailed: invitation.mailed,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    },

    /** An invitation whose mail could not be sent does not count against the member. */
    deleteInvitation(id: number, ex: Executor = db) {
      return ex.deleteFrom('invitations').where('id', '=', id).execute();
    },

    emailTaken(email: string, ex: Executor = db) {
      return ex
        .selectFrom('users')
        .select('id')
        .where(sql<string>`lower(email)`, '=', email.toLowerCase())
        .executeTakeFirst()
        .then(Boolean);
    },

    /**
     * The username (as stored) of `username` when it is the member `ancestorId` or somebody in
     * that member's placement downline; undefined otherwise. Walks up from the named member, so
     * the cost is the depth of the tree, not the size of the downline.
     */
    async inDownline(ancestorId: number, username: string, ex: Executor = db): Promise<string | undefined> {
      const { rows } = await sql<{ username: string }>`
        with recursive up(id, parent_id) as (
          select u.id, u.placement_parent_id from users u where lower(u.username) = ${username.toLowerCase()}
          union all
          select p.id, p.placement_parent_id from up join users p on p.id = up.parent_id
          where up.id <> ${ancestorId}
        )
        select u.username from users u
        where lower(u.username) = ${username.toLowerCase()}
          and exists (select 1 from up where up.id = ${ancestorId})`.execute(ex);
      return rows[0]?.username;
    },

    audit(entry: AuditEntry, ex: Executor = db) {
      return writeAudit(ex, entry);
    },
  };
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;
