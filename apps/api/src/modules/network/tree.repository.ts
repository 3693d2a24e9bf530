import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../../db/database';
import type { Executor } from '../../db/transaction';

/**
 * SQL of the placement tree's reads: a slot's path (`users.placement_path`, two bits a
 * generation, kept by the triggers of 0008_network_paths.sql) makes a downline, a leg or a
 * generation of it an index range, and `member_volumes.members_below` counts it
 * (docs/adr/0012-placement-paths-and-counts.md).
 */

/** One member of the tree with everything a node or a downline row shows. */
export interface TreeRow {
  id: number;
  uuid: string;
  parent_id: number | null;
  path: string;
  first_name: string;
  last_name: string;
  username: string;
  email: string;
  photo_path: string | null;
  package_name: string | null;
  rank_name: string | null;
  status: 'active' | 'inactive' | 'expired';
  position: number | null;
  created_at: Date;
  left_pv: number;
  right_pv: number;
  members_below: number;
  active_below: number;
  children_count: number;
}

/** Where a member sits: its path (as '0110…') and its counts. */
export interface Slot {
  id: number;
  uuid: string;
  path: string;
  members_below: number;
  active_below: number;
  active: boolean;
}

export type Leg = 'left' | 'right';

/** The bits a leg adds to a path. */
const LEG_BITS: Record<Leg, string> = { left: '01', right: '10' };

/** [from, to) of the downline of `path`, or of one of its legs. */
export function downlineRange(path: string, leg?: Leg): { from: string; to: string } {
  if (leg === 'left') return { from: `${path}01`, to: `${path}10` };
  if (leg === 'right') return { from: `${path}10`, to: `${path}11` };
  return { from: `${path}01`, to: `${path}11` };
}

/** The path of a member's child on `leg`. */
export const childPath = (path: string, leg: Leg) => `${path}${LEG_BITS[leg]}`;

/** Generations between two paths (two bits each). */
export const generationsBetween = (ancestor: string, descendant: string) =>
  (descendant.length - ancestor.length) / 2;

const ACTIVE = sql<boolean>`(u.status = 'active' and u.payment_status = 'approved')`;
/** Exactly the predicate of users_placement_inactive_idx, so the "not active" filter uses it. */
const NOT_ACTIVE = sql<boolean>`not (u.status = 'active' and u.payment_status = 'approved')`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The columns of a TreeRow, from `users u`. */
const TREE_COLUMNS = sql`
  u.id, u.uuid, u.placement_parent_id as parent_id, u.placement_path::text as path,
  u.first_name, u.last_name, u.username, u.email, u.photo_path,
  p.name as package_name, r.name as rank_name, u.status, u.placement_position as position, u.created_at,
  mv.left_pv, mv.right_pv, mv.members_below, mv.active_descendants as active_below,
  (select count(*) from users c where c.placement_parent_id = u.id and c.placement_path is not null)::int
    as children_count`;

const TREE_JOINS = sql`
  join member_volumes mv on mv.user_id = u.id
  left join packages p on p.id = u.package_id
  left join ranks r on r.id = u.rank_id`;

function toRows(rows: TreeRow[]): TreeRow[] {
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    parent_id: r.parent_id === null ? null : Number(r.parent_id),
    left_pv: Number(r.left_pv),
    right_pv: Number(r.right_pv),
    members_below: Number(r.members_below),
    active_below: Number(r.active_below),
    children_count: Number(r.children_count),
    created_at: r.created_at instanceof Date ? r.created_at : new Date(r.created_at),
  }));
}

export function createTreeRepository(db: Database) {
  /** The deepest generation in the whole tree (an index's last entry). */
  async function deepestPathLength(ex: Executor): Promise<number> {
    const { rows } = await sql<{ n: number | null }>`
      select max(length(placement_path)) as n from users where placement_path is not null`.execute(ex);
    return Number(rows[0]?.n ?? 0);
  }

  /**
   * Members of one range, generation by generation (each generation's part of a range is one
   * index range), nearest first, left before right: `limit` of them after `offset`. First the
   * generations the page reaches are found (counting at most what is still needed in each), so
   * a page near the top reads little more than itself, however big the downline. (Walking the
   * generations found, not a generate_series, also keeps the planner's estimate small enough
   * that PostgreSQL does not spend half a second compiling the query with JIT.)
   */
  async function byGeneration(
    ex: Executor,
    path: string,
    range: { from: string; to: string },
    options: { generations: number; active?: boolean; offset: number; limit: number },
  ): Promise<TreeRow[]> {
    const need = options.offset + options.limit;
    const filter: RawBuilder<unknown> =
      options.active === true
        ? sql`and ${ACTIVE}`
        : options.active === false
          ? sql`and ${NOT_ACTIVE}`
          : sql``;
    const inGeneration = (n: RawBuilder<unknown>) => sql`
      length(u.placement_path) = ${path.length}::int + 2 * ${n}
        and u.placement_path >= ${range.from}::varbit and u.placement_path < ${range.to}::varbit
        and u.placement_path is not null ${filter}`;
    const { rows } = await sql<{ id: number }>`
      with recursive reach(n, seen) as (
        select 0, 0::bigint
        union all
        select r.n + 1, r.seen + c.found from reach r
        cross join lateral (
          select count(*) as found from (
            select 1 from users u where ${inGeneration(sql`(r.n + 1)`)} limit ${need}::bigint - r.seen
          ) s
        ) c
        where r.seen < ${need}::bigint and r.n < ${options.generations}::int
      )
      select x.id from reach g
      cross join lateral (
        select u.id, u.placement_path from users u where ${inGeneration(sql`g.n`)}
        order by length(u.placement_path), u.placement_path
        limit ${need}::int
      ) x
      where g.n > 0
      order by length(x.placement_path), x.placement_path
      offset ${options.offset}::int limit ${options.limit}::int`.execute(ex);
    return rowsByIds(
      ex,
      rows.map((r) => Number(r.id)),
    );
  }

  /** TreeRows of these ids, in the order given. */
  async function rowsByIds(ex: Executor, ids: number[]): Promise<TreeRow[]> {
    if (ids.length === 0) return [];
    const { rows } = await sql<TreeRow>`
      select ${TREE_COLUMNS} from users u ${TREE_JOINS}
      where u.id = any(${ids}::bigint[])`.execute(ex);
    const byId = new Map(toRows(rows).map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id)).filter((r): r is TreeRow => r !== undefined);
  }

  return {
    /** Where a member sits (null when it holds no slot: an expired registration). */
    async slotOf(userId: number, ex: Executor = db): Promise<Slot | null> {
      const row = await ex
        .selectFrom('users as u')
        .innerJoin('member_volumes as mv', 'mv.user_id', 'u.id')
        .select([
          'u.id',
          'u.uuid',
          sql<string | null>`u.placement_path::text`.as('path'),
          'mv.members_below',
          'mv.active_descendants',
          sql<boolean>`${ACTIVE}`.as('active'),
        ])
        .where('u.id', '=', userId)
        .executeTakeFirst();
      if (!row || row.path === null) return null;
      return {
        id: Number(row.id),
        uuid: row.uuid,
        path: row.path,
        members_below: Number(row.members_below),
        active_below: Number(row.active_descendants),
        active: row.active,
      };
    },

    /** The member holding the slot at `path` (a child of a member: childPath). */
    async slotAt(path: string, ex: Executor = db): Promise<Slot | null> {
      const row = await ex
        .selectFrom('users as u')
        .select('u.id')
        .where(sql<string>`u.placement_path`, '=', sql<string>`${path}::varbit`)
        .executeTakeFirst();
      return row ? this.slotOf(Number(row.id), ex) : null;
    },

    /** A member of the downline of `ancestorPath` (or the member at it) by uuid; null otherwise. */
    async inDownlineByUuid(ancestorPath: string, uuid: string, ex: Executor = db): Promise<TreeRow | null> {
      const { rows } = await sql<TreeRow>`
        select ${TREE_COLUMNS} from users u ${TREE_JOINS}
        where u.uuid = ${uuid}::uuid and u.placement_path is not null
          and substring(u.placement_path from 1 for ${ancestorPath.length}::int) = ${ancestorPath}::varbit`.execute(
        ex,
      );
      return toRows(rows)[0] ?? null;
    },

    /** A member of the downline of `ancestorPath` by username (any case); null otherwise. */
    async inDownlineByUsername(
      ancestorPath: string,
      username: string,
      ex: Executor = db,
    ): Promise<TreeRow | null> {
      const { rows } = await sql<TreeRow>`
        select ${TREE_COLUMNS} from users u ${TREE_JOINS}
        where lower(u.username) = ${username.toLowerCase()} and u.placement_path is not null
          and length(u.placement_path) > ${ancestorPath.length}::int
          and substring(u.placement_path from 1 for ${ancestorPath.length}::int) = ${ancestorPath}::varbit`.execute(
        ex,
      );
      return toRows(rows)[0] ?? null;
    },

    /** The members at these paths (e.g. a path's prefixes: the way down to a member), top first. */
    async atPaths(paths: string[], ex: Executor = db): Promise<TreeRow[]> {
      if (paths.length === 0) return [];
      const { rows } = await sql<TreeRow>`
        select ${TREE_COLUMNS} from users u ${TREE_JOINS}
        where u.placement_path = any(${paths}::varbit[])
        order by length(u.placement_path)`.execute(ex);
      return toRows(rows);
    },

    /** The downline of `path` down to `generations`, nearest first (a genealogy branch). */
    async branch(path: string, generations: number, ex: Executor = db): Promise<TreeRow[]> {
      const range = downlineRange(path);
      const { rows } = await sql<TreeRow>`
        select ${TREE_COLUMNS}
        from generate_series(1, ${generations}::int) as g(n)
        cross join lateral (
          select * from users u
          where length(u.placement_path) = ${path.length}::int + 2 * g.n
            and u.placement_path >= ${range.from}::varbit and u.placement_path < ${range.to}::varbit
            and u.placement_path is not null
        ) u
        ${TREE_JOINS}
        order by length(u.placement_path), u.placement_path`.execute(ex);
      return toRows(rows);
    },

    /**
     * One page of a downline (or of one leg), nearest generation first, optionally only the
     * active or the not-active members.
     */
    async page(
      path: string,
      options: { leg?: Leg; active?: boolean; offset: number; limit: number },
      ex: Executor = db,
    ): Promise<TreeRow[]> {
      const deepest = await deepestPathLength(ex);
      const generations = Math.max(0, (deepest - path.length) / 2);
      if (generations === 0) return [];
      return byGeneration(ex, path, downlineRange(path, options.leg), { ...options, generations });
    },

    /**
     * Members of a downline (or leg) whose username, last name or "first last" starts with
     * `search` (prefix indexes), nearest generation first, with their number.
     */
    async search(
      path: string,
      search: string,
      options: { leg?: Leg; active?: boolean; offset: number; limit: number },
      ex: Executor = db,
    ): Promise<{ rows: TreeRow[]; total: number }> {
      const range = downlineRange(path, options.leg);
      const pattern = `${escapeLike(search.toLowerCase())}%`;
      const filter =
        options.active === true
          ? sql`and ${ACTIVE}`
          : options.active === false
            ? sql`and ${NOT_ACTIVE}`
            : sql``;
      const { rows } = await sql<{ id: number; path: string; total: number }>`
        select u.id, count(*) over () as total from users u
        where (lower(u.username) like ${pattern} or lower(u.first_name || ' ' || u.last_name) like ${pattern}
            or lower(u.last_name) like ${pattern})
          and u.placement_path >= ${range.from}::varbit and u.placement_path < ${range.to}::varbit
          and u.placement_path is not null ${filter}
        order by length(u.placement_path), u.placement_path
        offset ${options.offset}::int limit ${options.limit}::int`.execute(ex);
      let total = Number(rows[0]?.total ?? 0);
      if (rows.length === 0 && options.offset > 0) {
        const { rows: counted } = await sql<{ n: number }>`
          select count(*) as n from users u
          where (lower(u.username) like ${pattern} or lower(u.first_name || ' ' || u.last_name) like ${pattern}
              or lower(u.last_name) like ${pattern})
            and u.placement_path >= ${range.from}::varbit and u.placement_path < ${range.to}::varbit
            and u.placement_path is not null ${filter}`.execute(ex);
        total = Number(counted[0]?.n ?? 0);
      }
      return {
        rows: await rowsByIds(
          ex,
          rows.map((r) => Number(r.id)),
        ),
        total,
      };
    },

    /**
     * A member's placement children, whatever their state: those holding a slot (left first),
     * then the registrations that expired and gave theirs back (newest first, at most `expired`).
     */
    async directDownlines(userId: number, expired: number, ex: Executor = db): Promise<TreeRow[]> {
      const { rows } = await sql<TreeRow>`
        (select ${TREE_COLUMNS} from users u ${TREE_JOINS}
          where u.placement_parent_id = ${userId} and u.placement_path is not null
          order by u.placement_path)
        union all
        (select ${TREE_COLUMNS} from users u ${TREE_JOINS}
          where u.placement_parent_id = ${userId} and u.placement_path is null and u.status = 'expired'
          order by u.created_at desc, u.id desc limit ${expired}::int)`.execute(ex);
      return toRows(rows);
    },
  };
}

export type TreeRepository = ReturnType<typeof createTreeRepository>;
