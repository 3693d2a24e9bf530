import { sql, type Insertable, type RawBuilder } from 'kysely';
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
    /**
     * Unpaid registrations past the window (all of them, or the children of one upline) expire.
     * Giving a slot back changes the parent's row (its taken-slot count), so the sweep locks
     * the parents first, in id order, as a registration does before it expires the children of
     * the upline it holds: no lock cycle with a registration (docs/adr/0013-spill-over-placement.md).
     */
    async expireUnpaid(windowDays: number, parentId: number | null, ex: Executor = db) {
      if (parentId === null)
        await sql`
          select id from users where id in (
            select placement_parent_id from users
            where payment_status = 'pending' and status = 'inactive' and placement_position is not null
              and created_at < now() - make_interval(days => ${windowDays}))
          order by id for update`.execute(ex);
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
    /** Whether a registration naming no upline spills over (the administrators' switch). */
    async spilloverEnabled(ex: Executor = db): Promise<boolean> {
      const row = await ex
        .selectFrom('settings')
        .select('spillover_enabled')
        .where('id', '=', 1)
        .executeTakeFirst();
      return row?.spillover_enabled ?? true;
    },
    /**
     * The member that holds the first free slot under `underId` (itself included), breadth
     * first and leftmost first, or undefined when `underId` is not in the root's tree (no
     * placement path). One seek per generation below `underId` on the index of the placed
     * members with a free slot: at each generation the first such member whose path lies in
     * `underId`'s range [path, path || '11'), until there is one
     * (docs/adr/0013-spill-over-placement.md).
     */
    async firstOpenSlot(underId: number, ex: Executor = db): Promise<number | undefined> {
      const { rows } = await sql<{ hit: string | number | null }>`
        with recursive level(len, lo, hi, hit) as (
          select length(s.placement_path), s.placement_path, s.placement_path || B'11',
            ${openAt(sql`length(s.placement_path)`, sql`s.placement_path`, sql`s.placement_path || B'11'`)}
          from users s where s.id = ${underId} and s.placement_path is not null
          union all
          select l.len + 2, l.lo, l.hi, ${openAt(sql`l.len + 2`, sql`l.lo`, sql`l.hi`)}
          from level l
          where l.hit is null
            and l.len < (select max(length(o.placement_path)) from users o
              where o.placement_path is not null and o.placement_children < 2)
        )
        select hit from level where hit is not null limit 1`.execute(ex);
      const hit = rows[0]?.hit;
      return hit === undefined || hit === null ? undefined : Number(hit);
    },
    insertUser(values: Insertable<UsersTable>, ex: Executor) {
      return ex.insertInto('users').values(values).returning('id').executeTakeFirstOrThrow();
    },
  };
}

/**
 * The first member with a free slot in one generation (`len` bits of path) whose path lies in
 * [lo, hi): one seek on users_placement_open_idx (0015_spillover_on_paths.sql).
 */
function openAt(len: RawBuilder<unknown>, lo: RawBuilder<unknown>, hi: RawBuilder<unknown>) {
  return sql`(select o.id from users o
    where o.placement_path is not null and o.placement_children < 2
      and length(o.placement_path) = ${len} and o.placement_path >= ${lo} and o.placement_path < ${hi}
    order by o.placement_path limit 1)`;
}

export type RegistrationRepository = ReturnType<typeof createRegistrationRepository>;
