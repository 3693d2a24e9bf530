// Spill-over under concurrency, on a real PostgreSQL server (PGlite runs one connection):
// registrations racing for the first free slot each end in a slot of their own, in
// breadth-first order (docs/trees-and-placement.md#spill-over).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTRATION_WINDOW_DAYS } from '@kola/domain';
import { createAuthRepository } from '../src/modules/auth/auth.repository';
import { createRegistrationRepository } from '../src/modules/members/registration.repository';
import { registration, startServer, type TestServer } from './helper';

let server: TestServer;
const db = () => server.app.database.db;

beforeAll(async () => {
  server = await startServer();
  expect(server.app.database.driver).toBe('postgres');
});
afterAll(async () => server?.close());

/** The first `n` slot paths of an empty subtree in breadth-first, leftmost-first order. */
function breadthFirstPaths(n: number): string[] {
  const paths: string[] = [];
  for (let depth = 1; paths.length < n; depth++) {
    for (let i = 0; i < 2 ** depth && paths.length < n; i++) {
      paths.push([...i.toString(2).padStart(depth, '0')].map((bit) => (bit === '0' ? '1' : '2')).join(''));
    }
  }
  return paths;
}

/** Every member below `username`, with its path from it ('1' left, '2' right per generation). */
async function subtree(username: string) {
  const { rows } = await sql<{ username: string; path: string; sponsor: string }>`
    with recursive below(id, path) as (
      select id, ''::text from users where username = ${username}
      union all
      select c.id, b.path || c.placement_position::text
      from below b join users c on c.placement_parent_id = b.id and c.placement_position is not null
    )
    select u.username, b.path, s.username as sponsor
    from below b join users u on u.id = b.id join users s on s.id = u.sponsor_id
    where b.path <> ''
    order by length(b.path), b.path`.execute(db());
  return rows;
}

async function registerAll(count: number, fields: Record<string, unknown>) {
  const forms = Array.from({ length: count }, () => registration(fields));
  const answers = await Promise.all(forms.map((body) => server.http('POST', '/api/auth/register', { body })));
  return { forms, answers };
}

describe('spill-over registrations at the same moment', () => {
  it('twenty under one sponsor: all succeed, each in its own slot, breadth first and leftmost first', async () => {
    const sponsor = registration();
    expect((await server.http('POST', '/api/auth/register', { body: sponsor })).status).toBe(200);

    const { forms, answers } = await registerAll(20, { placer: sponsor.username });
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));

    const rows = await subtree(sponsor.username);
    expect(rows).toHaveLength(20);
    expect(new Set(rows.map((r) => r.username))).toEqual(new Set(forms.map((f) => f.username)));
    // Distinct slots that are exactly the first twenty of the breadth-first order: the subtree
    // is a valid binary tree with no gap.
    expect(rows.map((r) => r.path)).toEqual(breadthFirstPaths(20));
    expect(rows.every((r) => r.sponsor === sponsor.username)).toBe(true);
    // The member counters (docs/screens/back-office.md#member-counts) kept by the racing
    // registrations, each on its own connection's row, add up to the members there are.
    const { rows: counted } = await sql<{ kept: string; real: string }>`
      select (select sum(members) from member_counts) as kept,
        (select count(*) from users where not is_root) as real`.execute(db());
    expect(Number(counted[0]!.kept)).toBe(Number(counted[0]!.real));
  }, 180_000);

  it('sixteen with no sponsor next to four naming uplines: none refused, no slot shared', async () => {
    // The sponsor above took the root's left slot; this takes its right one.
    expect((await server.http('POST', '/api/auth/register', { body: registration() })).status).toBe(200);
    const placed = sql<{ n: number }>`select count(*)::int as n from users where placement_path is not null`;
    const before = await placed.execute(db());
    const spill = registerAll(16, {});
    const named = registerAll(4, { referrer: 'kolaherbal' });
    const [s, n] = await Promise.all([spill, named]);
    expect(s.answers.map((a) => a.status)).toEqual(Array(16).fill(200));
    // The root's two slots were taken before: a named full root is still refused.
    expect(n.answers.map((a) => a.status)).toEqual(Array(4).fill(422));

    const shared = await sql<{ n: number }>`
      select count(*)::int as n from (
        select placement_parent_id, placement_position from users where placement_position is not null
        group by 1, 2 having count(*) > 1) d`.execute(db());
    expect(shared.rows[0]!.n).toBe(0);
    const after = await placed.execute(db());
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n + 16);
    // Every parent has at most two children, and the taken-slot counts agree with the tree.
    const counts = await sql<{ bad: number }>`
      select count(*)::int as bad from users n
      where n.placement_children <> (select count(*) from users c
        where c.placement_parent_id = n.id and c.placement_position is not null)`.execute(db());
    expect(counts.rows[0]!.bad).toBe(0);
  }, 180_000);
});

describe('a slot given back while a registration holds the upline', () => {
  /** Waits until some session of this database waits for a row lock (bounded, never timed). */
  async function untilSomeoneWaits() {
    for (let i = 0; i < 1000; i++) {
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`.execute(db());
      if (rows[0]!.n > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error('no session ever waited for the upline');
  }

  it('the lazy expiry of its child waits for the upline first: no deadlock, the slot counted once', async () => {
    const upline = registration();
    expect((await server.http('POST', '/api/auth/register', { body: upline })).status).toBe(200);
    const child = registration({ referrer: upline.username });
    expect((await server.http('POST', '/api/auth/register', { body: child })).status).toBe(200);
    const row = (username: string) =>
      db()
        .selectFrom('users')
        .select(['id', 'status', 'placement_position', 'placement_children'])
        .where('username', '=', username)
        .executeTakeFirstOrThrow();
    const u = await row(upline.username);
    const c = await row(child.username);
    expect(u.placement_children).toBe(1);
    await db()
      .updateTable('users')
      .set({ created_at: sql`now() - interval '8 days'` })
      .where('id', '=', c.id)
      .execute();

    // A registration under the upline holds its row, as placement does; the child's lazy expiry
    // (a request of the child's) starts meanwhile; then the registration expires the upline's
    // stale children, the child among them. The child's slot is given back once.
    let lazy: Promise<unknown> | undefined;
    await db()
      .transaction()
      .execute(async (tx) => {
        const repo = createRegistrationRepository(db());
        expect(await repo.lockUser(Number(u.id), tx)).toBeDefined();
        lazy = createAuthRepository(db()).expireUser(Number(c.id));
        await untilSomeoneWaits();
        const expired = await repo.expireUnpaid(REGISTRATION_WINDOW_DAYS, Number(u.id), tx);
        expect(expired.map((r) => Number(r.id))).toEqual([Number(c.id)]);
      });
    await expect(lazy).resolves.toBeDefined();
    expect(await row(child.username)).toMatchObject({ status: 'expired', placement_position: null });
    expect((await row(upline.username)).placement_children).toBe(0);
  }, 60_000);
});
