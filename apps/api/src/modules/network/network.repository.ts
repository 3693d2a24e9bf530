import { sql } from 'kysely';
import type { Executor } from '../ledger/ledger.repository';

/** One ancestor in a generation walk: generation 1 is the parent (or the sponsor). */
export interface ChainMember {
  id: number;
  generation: number;
  packageId: number;
  active: boolean;
  isRoot: boolean;
}

/** The placement ancestors of a member, nearest first, at most `depth` generations. */
export async function placementChain(db: Executor, userId: number, depth = 10): Promise<ChainMember[]> {
  return chain(db, userId, depth, 'placement_parent_id');
}

/** The sponsor chain of a member (who recruited whom), nearest first. */
export async function sponsorChain(db: Executor, userId: number, depth = 10): Promise<ChainMember[]> {
  return chain(db, userId, depth, 'sponsor_id');
}

async function chain(
  db: Executor,
  userId: number,
  depth: number,
  link: 'placement_parent_id' | 'sponsor_id',
): Promise<ChainMember[]> {
  const column = sql.ref(`u.${link}`);
  const { rows } = await sql<{
    id: number;
    generation: number;
    package_id: number;
    active: boolean;
    is_root: boolean;
  }>`
    with recursive walk(id, generation) as (
      select ${column}, 1 from users u where u.id = ${userId} and ${column} is not null
      union all
      select ${column}, w.generation + 1 from walk w join users u on u.id = w.id
      where ${column} is not null and w.generation < ${depth}
    )
    select w.id, w.generation, m.package_id, m.is_root,
      (m.status = 'active' and m.payment_status = 'approved') as active
    from walk w join users m on m.id = w.id
    order by w.generation`.execute(db);
  return rows.map((r) => ({
    id: Number(r.id),
    generation: Number(r.generation),
    packageId: r.package_id,
    active: r.active,
    isRoot: r.is_root,
  }));
}

/**
 * Adds `pv` to the left or right leg volume and the CPV of every placement ancestor, and to
 * the member's own PV and CPV when `own` is set; counts a newly active descendant when
 * `activation` is set. Then re-evaluates the ranks of the member and every ancestor.
 */
export async function propagatePv(
  db: Executor,
  userId: number,
  pv: number,
  options: { own: boolean; activation: boolean },
): Promise<void> {
  if (pv > 0 || options.activation) {
    await sql`
      with recursive walk(id, side) as (
        select u.placement_parent_id, u.placement_position from users u
        where u.id = ${userId} and u.placement_parent_id is not null
        union all
        select u.placement_parent_id, u.placement_position from walk w join users u on u.id = w.id
        where u.placement_parent_id is not null
      )
      update member_volumes mv set
        left_pv = mv.left_pv + case when w.side = 1 then ${pv}::bigint else 0 end,
        right_pv = mv.right_pv + case when w.side = 2 then ${pv}::bigint else 0 end,
        cpv = mv.cpv + ${pv}::bigint,
        active_descendants = mv.active_descendants + ${options.activation ? 1 : 0}
      from walk w where mv.user_id = w.id`.execute(db);
  }
  if (options.own && pv > 0) {
    await db
      .updateTable('member_volumes')
      .set((eb) => ({ own_pv: eb('own_pv', '+', pv), cpv: eb('cpv', '+', pv) }))
      .where('user_id', '=', userId)
      .execute();
  }
  await evaluateRanks(db, userId);
}

/**
 * Rank = the highest rank whose points are at most the CPV (and whose package, when set, is at
 * most the member's package). Ranks only go up. Applied to the member and every ancestor.
 * Ranks are ordered by (points, id), as libs/domain's evaluateRank orders them: of two ranks
 * with equal points the later one is the higher (test/ranks-domain.test.ts checks the two agree).
 */
export async function evaluateRanks(db: Executor, userId: number): Promise<void> {
  await sql`
    with recursive walk(id) as (
      select ${userId}::bigint
      union all
      select u.placement_parent_id from walk w join users u on u.id = w.id where u.placement_parent_id is not null
    ),
    best as (
      select w.id as user_id, (
        select r.id from ranks r
        where r.points <= mv.cpv and (r.package_id is null or r.package_id <= m.package_id)
        order by r.points desc, r.id desc limit 1
      ) as rank_id
      from walk w join member_volumes mv on mv.user_id = w.id join users m on m.id = w.id
    )
    update users u set rank_id = b.rank_id, updated_at = now()
    from best b join ranks nr on nr.id = b.rank_id
    where u.id = b.user_id
      and (u.rank_id is null
        or (nr.points, nr.id) > (select cr.points, cr.id from ranks cr where cr.id = u.rank_id))`.execute(db);
}

export async function volumes(db: Executor, userId: number) {
  return db.selectFrom('member_volumes').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
}

/** Direct placement children (at most two). */
export async function placementChildren(db: Executor, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'status', 'payment_status', 'placement_position'])
    .where('placement_parent_id', '=', userId)
    .orderBy('placement_position')
    .execute();
}
