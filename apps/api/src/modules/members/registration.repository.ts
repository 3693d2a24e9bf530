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
     * first and leftmost first, or undefined when `underId` is not in the root's tree. One
     * index seek per generation below `underId` on the open members of placement_nodes: at
     * each depth the first open member in the range of `underId`'s paths, until there is one
     * (docs/adr/0013-spill-over-placement.md).
     */
    async firstOpenSlot(underId: number, ex: Executor = db): Promise<number | undefined> {
      const { rows } = await sql<{ hit: string | number | null }>`
        with recursive level(depth, lo, hi, hit) as (
          select s.depth, s.path, s.path || '3', ${openAt(sql`s.depth`, sql`s.path`, sql`s.path || '3'`)}
          from placement_nodes s where s.user_id = ${underId}
          union all
          select l.depth + 1, l.lo, l.hi, ${openAt(sql`l.depth + 1`, sql`l.lo`, sql`l.hi`)}
          from level l
          where l.hit is null
            and l.depth < (select max(o.depth) from placement_nodes o where o.children < 2)
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

/** The first open member at one depth whose path lies in [lo, hi): one seek on the open index. */
function openAt(depth: RawBuilder<unknown>, lo: RawBuilder<unknown>, hi: RawBuilder<unknown>) {
  return sql`(select o.user_id from placement_nodes o
    where o.children < 2 and o.depth = ${depth} and o.path >= ${lo} and o.path < ${hi}
    order by o.path limit 1)`;
}

export type RegistrationRepository = ReturnType<typeof createRegistrationRepository>;
