// The placement tree's counters under concurrency (real PostgreSQL: PGlite runs one connection).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registration, signUp, slotQueue, startServer, type SlotQueue, type TestServer } from './helper';

let server: TestServer;
let slots: SlotQueue;

beforeAll(async () => {
  server = await startServer();
  expect(server.app.database.driver).toBe('postgres');
  slots = slotQueue();
});
afterAll(async () => server?.close());

/** Every member's maintained count against a brute-force count over placement_parent_id. */
async function countsThatDisagree() {
  const { rows } = await sql<{ id: number; kept: number; counted: number }>`
    with recursive edge(ancestor, member) as (
      select u.placement_parent_id, u.id from users u
      where u.placement_position is not null and u.placement_parent_id is not null
      union all
      select p.placement_parent_id, e.member from edge e join users p on p.id = e.ancestor
      where p.placement_position is not null and p.placement_parent_id is not null
    ),
    counted as (select ancestor as id, count(*) as n from edge group by ancestor)
    select u.id, mv.members_below as kept, coalesce(c.n, 0) as counted
    from users u join member_volumes mv on mv.user_id = u.id left join counted c on c.id = u.id
    where u.placement_path is not null and mv.members_below <> coalesce(c.n, 0)`.execute(
    server.app.database.db,
  );
  return rows;
}

describe('members below, with registrations racing under every part of the tree', () => {
  it('stays exact when 14 registrations under 7 uplines of one tree commit at once', async () => {
    // Twelve members breadth first: the root's and the first five's slots; the last seven are leaves.
    const members = [];
    for (let i = 0; i < 12; i++) members.push(await signUp(server.http, slots));
    const uplines = members.slice(5);
    const results = await Promise.all(
      uplines.flatMap((u) =>
        [0, 1].map(() =>
          server.http('POST', '/api/auth/register', { body: registration({ referrer: u.form.username }) }),
        ),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(14).fill(200));
    expect(await countsThatDisagree()).toEqual([]);
    const root = await server.app.database.db
      .selectFrom('users as u')
      .innerJoin('member_volumes as mv', 'mv.user_id', 'u.id')
      .select('mv.members_below')
      .where('u.is_root', '=', true)
      .executeTakeFirstOrThrow();
    expect(Number(root.members_below)).toBe(12 + 14);
  }, 180_000);
});
