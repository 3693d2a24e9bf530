// Spill-over placement (docs/trees-and-placement.md#spill-over): a registration without an
// upline takes the first free slot breadth first, leftmost first, below its sponsor or the root.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, registration, signUp, startServer, type TestServer } from './helper';

let server: TestServer;
let admin: string;
const db = () => server.app.database.db;

beforeAll(async () => {
  server = await startServer();
  admin = await adminToken(server.http);
});
afterAll(async () => server?.close());

/** Registers; answers the new member's username (the registration must succeed). */
async function register(fields: Record<string, unknown> = {}): Promise<string> {
  const form = registration(fields);
  const answer = await server.http('POST', '/api/auth/register', { body: form });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return form.username;
}

/** Where a member sits: its parent's username, its position, and its sponsor's username. */
async function seat(username: string) {
  return db()
    .selectFrom('users as u')
    .leftJoin('users as p', 'p.id', 'u.placement_parent_id')
    .leftJoin('users as s', 's.id', 'u.sponsor_id')
    .select(['p.username as parent', 'u.placement_position as position', 's.username as sponsor'])
    .where('u.username', '=', username)
    .executeTakeFirstOrThrow();
}

const setSpillover = (enabled: unknown, token: string | null = admin) =>
  server.http('PUT', '/api/settings/spillover', { body: { enabled }, token });

// The tree the tests build, level by level (root = kolaherbal):
//   root → a (L), b (R); a → c, d; b → e, f; then spill-overs and named uplines below.
const t: Record<string, string> = {};

describe('spill-over under the root and under a sponsor', () => {
  it('fills the root then each level left to right when no upline or sponsor is named', async () => {
    for (const name of ['a', 'b', 'c', 'd', 'e', 'f']) t[name] = await register();
    const expected = {
      a: ['kolaherbal', 1],
      b: ['kolaherbal', 2],
      c: [t.a, 1],
      d: [t.a, 2],
      e: [t.b, 1],
      f: [t.b, 2],
    } as const;
    for (const [name, [parent, position]] of Object.entries(expected)) {
      // Without a sponsor, the company root sponsors them.
      expect(await seat(t[name]!)).toEqual({ parent, position, sponsor: 'kolaherbal' });
    }
  });

  it('places below the sponsor: the first free slot of their downline, and keeps them as sponsor', async () => {
    // b's slots are taken; the first free slot below b is e's left.
    t.g = await register({ placer: t.b });
    expect(await seat(t.g)).toEqual({ parent: t.e, position: 1, sponsor: t.b });
    // A sponsor with a free slot of their own takes the recruit directly (no placement bonus case).
    t.h = await register({ placer: t.g });
    expect(await seat(t.h)).toEqual({ parent: t.g, position: 1, sponsor: t.g });
    // The sponsor's name is matched in any case.
    t.i = await register({ placer: t.a!.toUpperCase() });
    expect(await seat(t.i)).toEqual({ parent: t.c, position: 1, sponsor: t.a });
  });

  it('takes the leftmost free slot of the shallowest level, skipping fuller and deeper branches', async () => {
    // Level 3 now: c has its left taken (i), d none, e its left (g), f none; named uplines fill
    // d entirely and f's left, so the first free slot under the root is c's right.
    t.j = await register({ referrer: t.d });
    t.k = await register({ referrer: t.d });
    t.l = await register({ referrer: t.f });
    t.m = await register();
    expect(await seat(t.m)).toEqual({ parent: t.c, position: 2, sponsor: 'kolaherbal' });
    // Then e's right (d is full), then f's right.
    t.n = await register();
    expect(await seat(t.n)).toEqual({ parent: t.e, position: 2, sponsor: 'kolaherbal' });
    t.o = await register();
    expect(await seat(t.o)).toEqual({ parent: t.f, position: 2, sponsor: 'kolaherbal' });
    // Level 3 is full: the next goes under the leftmost member of level 4 (i, c's left child).
    t.p = await register();
    expect(await seat(t.p)).toEqual({ parent: t.i, position: 1, sponsor: 'kolaherbal' });
  });

  it('still refuses a named upline that is full, with the same message, changing nothing', async () => {
    const before = await db()
      .selectFrom('users')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    const full = await server.http('POST', '/api/auth/register', { body: registration({ referrer: t.a }) });
    expect(full.status).toBe(422);
    expect(full.body.errors.referrer).toEqual([
      `${t.a} already has two direct registrations. Choose another upline in the placement field and put ${t.a} in the sponsor field.`,
    ]);
    const after = await db()
      .selectFrom('users')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('refuses an unknown sponsor on placer, and an empty upline spills over like an absent one', async () => {
    const ghost = await server.http('POST', '/api/auth/register', {
      body: registration({ placer: 'ghost_sponsor' }),
    });
    expect(ghost.status).toBe(422);
    expect(ghost.body.errors.placer[0]).toContain('ghost_sponsor');
    const blank = await register({ referrer: '  ', placer: t.h });
    expect(await seat(blank)).toEqual({ parent: t.h, position: 1, sponsor: t.h });
  });
});

describe('a slot freed by an expired registration', () => {
  it('is found again by the breadth-first search', async () => {
    // c's right (m) was taken by spill-over; m expires unpaid, so c's right is the first free
    // slot under the root again (every other level-3 slot is taken).
    await db()
      .updateTable('users')
      .set({ created_at: sql`now() - interval '8 days'` })
      .where('username', '=', t.m!)
      .execute();
    expect(await server.app.registration.expireUnpaidRegistrations()).toBeGreaterThanOrEqual(1);
    expect(await seat(t.m!)).toMatchObject({ parent: t.c, position: null });
    const again = await register();
    expect(await seat(again)).toEqual({ parent: t.c, position: 2, sponsor: 'kolaherbal' });
  });

  it('takes the expired member out of the search with its whole downline', async () => {
    // g (under e) gets a child, then g expires: the child's slot is no longer in the tree and the
    // next spill-over under b takes g's old slot, not a slot below the expired g.
    const child = await register({ referrer: t.g });
    await db()
      .updateTable('users')
      .set({ created_at: sql`now() - interval '8 days'` })
      .where('username', '=', t.g!)
      .execute();
    await server.app.registration.expireUnpaidRegistrations();
    const next = await register({ placer: t.b });
    expect(await seat(next)).toEqual({ parent: t.e, position: 1, sponsor: t.b });
    // Out of the tree the search reads: neither holds a placement path any more.
    const nodes = await db()
      .selectFrom('users')
      .select('username')
      .where('username', 'in', [t.g!, child])
      .where('placement_path', 'is not', null)
      .execute();
    expect(nodes).toEqual([]);
  });
});

describe('the administrators’ switch', () => {
  it('answers 401 without a session and 403 to a member, changing nothing', async () => {
    expect((await setSpillover(false, null)).status).toBe(401);
    const member = await signUp(server.http, { take: () => t.p!, add: () => undefined });
    expect((await setSpillover(false, member.token)).status).toBe(403);
    const settings = await server.http('GET', '/api/settings/all', { token: member.token });
    expect(settings.status).toBe(200);
    expect(settings.body.data.spillover_enabled).toBe(true);
  });

  it('answers 422 on a value that is not a boolean, changing nothing', async () => {
    const bad = await setSpillover('no');
    expect(bad.status).toBe(422);
    const extra = await server.http('PUT', '/api/settings/spillover', {
      body: { enabled: false, everyone: true },
      token: admin,
    });
    expect(extra.status).toBe(422);
    const missing = await server.http('PUT', '/api/settings/spillover', { body: {}, token: admin });
    expect(missing.status).toBe(422);
    const row = await db().selectFrom('settings').select('spillover_enabled').executeTakeFirstOrThrow();
    expect(row.spillover_enabled).toBe(true);
  });

  it('off restores the old rule (no upline: the root, which is full), audited; on again spills over', async () => {
    const off = await setSpillover(false);
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({
      message: 'Spill-over placement disabled successfully',
      data: { enabled: false },
    });
    const settings = await server.http('GET', '/api/settings/all', { token: admin });
    expect(settings.body.data.spillover_enabled).toBe(false);

    const refused = await server.http('POST', '/api/auth/register', { body: registration() });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.referrer).toEqual([
      'kolaherbal already has two direct registrations. Choose another upline in the placement field and put kolaherbal in the sponsor field.',
    ]);
    // A sponsor without an upline goes under the root too, as before.
    const withSponsor = await server.http('POST', '/api/auth/register', {
      body: registration({ placer: t.h }),
    });
    expect(withSponsor.status).toBe(422);
    expect(withSponsor.body.errors.referrer[0]).toContain('kolaherbal already has two direct registrations');
    // A named upline is unaffected.
    const named = await register({ referrer: t.o });
    expect(await seat(named)).toEqual({ parent: t.o, position: 1, sponsor: t.o });

    const audit = await db()
      .selectFrom('audit_log')
      .select(['actor_type', 'action', 'before', 'after'])
      .where('action', '=', 'settings.spillover.set')
      .execute();
    expect(audit).toEqual([
      {
        actor_type: 'admin',
        action: 'settings.spillover.set',
        before: { spillover_enabled: true },
        after: { spillover_enabled: false },
      },
    ]);

    const on = await setSpillover(true);
    expect(on.body).toMatchObject({
      message: 'Spill-over placement enabled successfully',
      data: { enabled: true },
    });
    const spilled = await register();
    expect((await seat(spilled)).parent).not.toBe('kolaherbal');
  });
});

describe('what the search reads', () => {
  it('agrees with the users table: every member with a slot under the root, its path and taken slots', async () => {
    const { rows } = await sql<{ problems: number }>`
      with recursive tree(id, path) as (
        select id, ''::text from users where is_root
        union all
        select c.id, t.path || case c.placement_position when 1 then '01' else '10' end
        from tree t join users c on c.placement_parent_id = t.id and c.placement_position is not null
      ),
      expected as (
        select u.id, t.path,
          (select count(*)::int from users c where c.placement_parent_id = u.id and c.placement_position is not null) as children
        from users u left join tree t on t.id = u.id
      )
      select count(*)::int as problems from (
        (select id, path, children from expected
         except select id, placement_path::text, placement_children from users)
        union all
        (select id, placement_path::text, placement_children from users
         except select id, path, children from expected)
      ) d`.execute(db());
    expect(rows[0]!.problems).toBe(0);
    const count = await db()
      .selectFrom('users')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('placement_path', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(count.n).toBeGreaterThan(15);
  });

  it('recounted from users (as the migration does on an existing database), it has the same counts', async () => {
    const snapshot = sql<{ row: string }>`
      select id || ':' || placement_children as row from users order by id`;
    const before = (await snapshot.execute(db())).rows;
    expect(before.filter((r) => !r.row.endsWith(':0')).length).toBeGreaterThan(7);
    // Recounted inside a transaction that is then rolled back: the live counts stay as they were.
    let recounted: { row: string }[] = [];
    const rollback = new Error('rollback');
    await expect(
      db()
        .transaction()
        .execute(async (tx) => {
          await sql`update users set placement_children = 0`.execute(tx);
          expect((await snapshot.execute(tx)).rows.every((r) => r.row.endsWith(':0'))).toBe(true);
          await sql`
            update users u set placement_children = c.n
            from (
              select placement_parent_id as id, count(*) as n
              from users where placement_position is not null and placement_parent_id is not null
              group by placement_parent_id
            ) c
            where u.id = c.id`.execute(tx);
          recounted = (await snapshot.execute(tx)).rows;
          throw rollback;
        }),
    ).rejects.toBe(rollback);
    expect(recounted).toEqual(before);
    expect((await snapshot.execute(db())).rows).toEqual(before);
  });
});
