import { sql, type Insertable } from 'kysely';
import type { Database } from '../../db/database';
import type { Executor } from '../../db/transaction';
import type { UsersTable } from '../../db/types';

/**
 * SQL of registration and placement: uniqueness, the upline and sponsor, the two placement
 * slots, the new member row, and the expiry of unpaid registrations. Every method takes an
 * optional transaction.
 */
export function createRegistrationRepository(db: Database) {
  return {
    usernameOrEmailTaken(username: string, email: string, ex: Executor = db) {
      return ex
        .selectFrom('users')
        .select([
          sql<boolean>`bool_or(lower(username) = ${username.toLowerCase()})`.as('username'),
          sql<boolean>`bool_or(lower(email) = ${email.toLowerCase()})`.as('email'),
        ])
        .where((eb) =>
          eb.or([
            eb(sql`lower(username)`, '=', username.toLowerCase()),
            eb(sql`lower(email)`, '=', email.toLowerCase()),
          ]),
        )
        .executeTakeFirst();
    },
    packageExists(id: number, ex: Executor = db) {
      return ex.selectFrom('packages').select('id').where('id', '=', id).executeTakeFirst();
    },
    /** A member by username (any case), to place under or to name as sponsor. */
    memberByUsername(username: string, ex: Executor = db) {
      return ex
        .selectFrom('users')
        .select(['id', 'username', 'status'])
        .where(sql<string>`lower(username)`, '=', username.toLowerCase())
        .executeTakeFirst();
    },
    /** The company's root member: the upline when a registration names none. */
    rootUser(ex: Executor = db) {
      return ex
        .selectFrom('users')
        .select(['id', 'username'])
        .where('is_root', '=', true)
        .executeTakeFirstOrThrow();
    },
    /** Locks the upline row so concurrent registrations under it queue up. */
    lockUser(id: number, ex: Executor) {
      return ex
        .selectFrom('users')
        .select(['id', 'username', 'status'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
    },
    /** Unpaid registrations past the window (all of them, or the children of one upline) expire. */
    expireUnpaid(windowDays: number, parentId: number | null, ex: Executor = db) {
      let q = ex
        .updateTable('users')
        .set({ status: 'expired', placement_position: null, updated_at: new Date() })
        .where('payment_status', '=', 'pending')
        .where('status', '=', 'inactive')
        .where('created_at', '<', sql<Date>`now() - make_interval(days => ${windowDays})`);
      if (parentId !== null) q = q.where('placement_parent_id', '=', parentId);
      return q.returning('id').execute();
    },

    /** The positions (1 left, 2 right) already held under this upline. */
    takenPositions(parentId: number, ex: Executor) {
      return ex
        .selectFrom('users')
        .select('placement_position')
        .where('placement_parent_id', '=', parentId)
        .where('placement_position', 'is not', null)
        .execute();
    },
    insertUser(values: Insertable<UsersTable>, ex: Executor) {
      return ex.insertInto('users').values(values).returning('id').executeTakeFirstOrThrow();
    },
  };
}

export type RegistrationRepository = ReturnType<typeof createRegistrationRepository>;
