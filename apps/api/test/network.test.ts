import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, signUp, slotQueue, startServer, type SlotQueue, type TestServer } from './helper';
import { payRegistration } from './money';

// The member's network: downlines (paged, searched, filtered), direct downlines with their
// state, the genealogy one branch at a time and along the path to a member, and who may read
// what (docs/trees-and-placement.md#downlines-and-genealogy).

let server: TestServer;
let slots: SlotQueue;
let admin: string;
const http: TestServer['http'] = (...args) => server.http(...args);
const db = () => server.app.database.db;

const NOBODY = '00000000-0000-4000-8000-000000000000';

interface Member {
  uuid: string;
  token: string;
  username: string;
  id: number;
}

async function place(upline: () => string, overrides: Record<string, unknown> = {}): Promise<Member> {
  const m = await signUp(http, { take: upline, add: () => undefined }, overrides);
  const row = await db()
    .selectFrom('users')
    .select('id')
    .where('uuid', '=', m.uuid)
    .executeTakeFirstOrThrow();
  return { uuid: m.uuid, token: m.token, username: m.form.username, id: Number(row.id) };
}
const childOf = (parent: Member, overrides: Record<string, unknown> = {}) =>
  place(() => parent.username, overrides);

/** Brute force: members below `id` through members holding a slot, and the PV of each leg. */
async function bruteForce(id: number) {
  const { rows } = await sql<{ id: number; leg: number; own_pv: number }>`
    with recursive below(id, leg) as (
      select u.id, u.placement_position from users u
      where u.placement_parent_id = ${id} and u.placement_position is not null
      union all
      select u.id, b.leg from below b join users u on u.placement_parent_id = b.id
      where u.placement_position is not null
    )
    select b.id, b.leg, mv.own_pv from below b join member_volumes mv on mv.user_id = b.id`.execute(db());
  const pv = (leg: number) => rows.filter((r) => r.leg === leg).reduce((s, r) => s + Number(r.own_pv), 0);
  return { members: rows.length, left: pv(1), right: pv(2) };
}

interface Node {
  id: string;
  username: string;
  members_below: number;
  left_volume: number;
  right_volume: number;
  children_count: number;
  position: string | null;
  status: string;
  rank_name: string | null;
  joined_at: string;
  path?: string[];
  children: Node[];
}
const flatten = (node: Node): Node[] => [node, ...node.children.flatMap(flatten)];

// The tree under `top` (a fresh member under the root):
//            top
//        b         c
//      d   e     g
//    f
// b, d and f pay Silver-ish packages, c pays the smallest; e and g stay unpaid.
let top: Member, b: Member, c: Member, d: Member, e: Member, f: Member, g: Member;
let outsider: Member;

beforeAll(async () => {
  server = await startServer();
  slots = slotQueue();
  admin = await adminToken(http);
  top = await place(() => slots.take(), { first_name: 'Tope', last_name: 'Adeyemi' });
  outsider = await place(() => slots.take());
  b = await childOf(top, { first_name: 'Bisi', last_name: 'Okafor', package_id: 3 });
  c = await childOf(top, { first_name: 'Chinedu', last_name: 'Okafor' });
  d = await childOf(b, { first_name: 'Dayo', last_name: 'Bello', package_id: 2 });
  e = await childOf(b, { first_name: 'Emeka', last_name: 'Eze' });
  g = await childOf(c, { first_name: 'Gbenga', last_name: 'Ade' });
  f = await childOf(d, { first_name: 'Funke', last_name: 'Bello', package_id: 4 });
  await payRegistration(server, top.token, 1);
  await payRegistration(server, b.token, 3);
  await payRegistration(server, c.token, 1);
  await payRegistration(server, d.token, 2);
  await payRegistration(server, f.token, 4);
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('genealogy', () => {
  it('answers the member with `depth` generations, every count and leg volume exact', async () => {
    const res = await http('GET', `/api/users/${top.uuid}/genealogy?depth=2`, { token: top.token });
    expect(res.status).toBe(200);
    const root = res.body.data as Node;
    expect(root.id).toBe(top.uuid);
    expect(root.position).toBeNull();
    expect(root.children.map((n) => n.username)).toEqual([b.username, c.username]);
    expect(root.children[0]!.children.map((n) => n.username)).toEqual([d.username, e.username]);
    // Two generations: f (the third) is not in the answer, but d says it has a child.
    const dNode = root.children[0]!.children[0]!;
    expect(dNode.children).toEqual([]);
    expect(dNode.children_count).toBe(1);
    expect(dNode.position).toBe('left');
    for (const node of flatten(root)) {
      const id = (
        await db().selectFrom('users').select('id').where('uuid', '=', node.id).executeTakeFirstOrThrow()
      ).id;
      const truth = await bruteForce(Number(id));
      expect(
        { members: node.members_below, left: node.left_volume, right: node.right_volume },
        node.username,
      ).toEqual(truth);
    }
    expect(root.members_below).toBe(6);
    const full = await http('GET', `/api/users/${top.uuid}/genealogy`, { token: top.token });
    expect(flatten(full.body.data).map((n) => n.username)).toContain(f.username);
    expect(root.left_volume).toBeGreaterThan(0);
    expect(typeof root.joined_at).toBe('string');
  });

  it('loads a branch on demand, and one generation when asked', async () => {
    const res = await http('GET', `/api/users/${top.uuid}/genealogy?node=${d.uuid}&depth=1`, {
      token: top.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.username).toBe(d.username);
    expect(res.body.data.position).toBeNull();
    expect(res.body.data.children.map((n: Node) => n.username)).toEqual([f.username]);
    expect(res.body.data.children[0].children).toEqual([]);
  });

  it('refuses a node outside the downline and an unknown one alike (403), and another member’s tree', async () => {
    const outside = await http('GET', `/api/users/${b.uuid}/genealogy?node=${c.uuid}`, { token: b.token });
    expect(outside.status).toBe(403);
    const above = await http('GET', `/api/users/${b.uuid}/genealogy?node=${top.uuid}`, { token: b.token });
    expect(above.status).toBe(403);
    const unknown = await http('GET', `/api/users/${b.uuid}/genealogy?node=${NOBODY}`, { token: b.token });
    expect(unknown.status).toBe(403);
    expect(unknown.body.message).toBe(outside.body.message);
    const other = await http('GET', `/api/users/${top.uuid}/genealogy`, { token: b.token });
    expect(other.status).toBe(403);
    const unauthenticated = await http('GET', `/api/users/${top.uuid}/genealogy`);
    expect(unauthenticated.status).toBe(401);
  });

  it('lets an administrator read anyone’s tree', async () => {
    const res = await http('GET', `/api/users/${b.uuid}/genealogy?depth=10`, { token: admin });
    expect(res.status).toBe(200);
    expect(flatten(res.body.data).map((n) => n.username)).toEqual([
      b.username,
      d.username,
      f.username,
      e.username,
    ]);
    const missing = await http('GET', `/api/users/${NOBODY}/genealogy`, { token: admin });
    expect(missing.status).toBe(404);
  });

  it('opens the path to a member found by username, however deep', async () => {
    const res = await http(
      'GET',
      `/api/users/${top.uuid}/genealogy?depth=1&username=${f.username.toUpperCase()}`,
      {
        token: top.token,
      },
    );
    expect(res.status).toBe(200);
    const root = res.body.data as Node;
    expect(root.path).toEqual([top.uuid, b.uuid, d.uuid, f.uuid]);
    // Every node on the way has its children; the siblings are there, not opened.
    expect(root.children.map((n) => n.username)).toEqual([b.username, c.username]);
    expect(root.children[1]!.children).toEqual([]);
    expect(root.children[1]!.children_count).toBe(1);
    const bNode = root.children[0]!;
    expect(bNode.children.map((n) => n.username)).toEqual([d.username, e.username]);
    expect(bNode.children[0]!.children.map((n) => n.username)).toEqual([f.username]);
  });

  it('answers the found member with `depth` generations below it, and takes a leading @', async () => {
    const res = await http('GET', `/api/users/${top.uuid}/genealogy?depth=2&username=@${d.username}`, {
      token: top.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.path).toEqual([top.uuid, b.uuid, d.uuid]);
    const dNode = flatten(res.body.data).find((n) => n.id === d.uuid)!;
    expect(dNode.children.map((n) => n.username)).toEqual([f.username]);
    expect(dNode.members_below).toBe(1);
  });

  it('lets an administrator open any branch of a member’s tree, but not one outside it', async () => {
    const inside = await http('GET', `/api/users/${top.uuid}/genealogy?node=${d.uuid}&depth=1`, {
      token: admin,
    });
    expect(inside.status).toBe(200);
    expect(inside.body.data.children.map((n: Node) => n.username)).toEqual([f.username]);
    const outside = await http('GET', `/api/users/${b.uuid}/genealogy?node=${g.uuid}`, { token: admin });
    expect(outside.status).toBe(403);
  });

  it('answers 404 alike for a username outside the downline and an unknown one', async () => {
    const outside = await http('GET', `/api/users/${b.uuid}/genealogy?username=${c.username}`, {
      token: b.token,
    });
    expect(outside.status).toBe(404);
    const unknown = await http('GET', `/api/users/${b.uuid}/genealogy?username=nobody-at-all`, {
      token: b.token,
    });
    expect(unknown.status).toBe(404);
    expect(outside.body.message).toBe(`No member with the username ${c.username} in this network`);
  });

  it('refuses bad query values with 422', async () => {
    for (const query of ['depth=0', 'depth=11', 'depth=two', 'node=not-a-uuid', 'username=']) {
      const res = await http('GET', `/api/users/${top.uuid}/genealogy?${query}`, { token: top.token });
      expect(res.status, query).toBe(422);
    }
  });
});

describe('downlines', () => {
  const list = (who: Member, query = '') =>
    http('GET', `/api/users/${who.uuid}/downlines${query ? `?${query}` : ''}`, { token: who.token });

  it('pages the whole downline, nearest generation first, left before right', async () => {
    const all = await list(top, 'per_page=100');
    expect(all.status).toBe(200);
    expect(all.body.data.total).toBe(6);
    expect(all.body.data.data.map((r: { username: string }) => r.username)).toEqual([
      b.username,
      c.username,
      d.username,
      e.username,
      g.username,
      f.username,
    ]);
    const first = all.body.data.data[0];
    expect(first).toMatchObject({
      generation: 1,
      leg: 'left',
      position: 'left',
      downlines: 2,
      members_below: 3,
    });
    const fRow = all.body.data.data[5];
    expect(fRow).toMatchObject({ generation: 3, leg: 'left', position: 'left', status: 'active' });

    const page2 = await list(top, 'per_page=4&page=2');
    expect(page2.body.data).toMatchObject({ current_page: 2, last_page: 2, per_page: 4, total: 6 });
    expect(page2.body.data.data.map((r: { username: string }) => r.username)).toEqual([
      g.username,
      f.username,
    ]);
    const beyond = await list(top, 'per_page=4&page=9');
    expect(beyond.body.data.data).toEqual([]);
    expect(beyond.body.data.total).toBe(6);
  });

  it('filters by leg and by active, with exact totals', async () => {
    const left = await list(top, 'leg=left');
    expect(left.body.data.total).toBe(4);
    expect(left.body.data.data.map((r: { username: string }) => r.username)).toEqual([
      b.username,
      d.username,
      e.username,
      f.username,
    ]);
    const right = await list(top, 'leg=right');
    expect(right.body.data.data.map((r: { username: string }) => r.username)).toEqual([
      c.username,
      g.username,
    ]);
    expect(right.body.data.data[1].leg).toBe('right');
    const active = await list(top, 'active=true');
    expect(active.body.data.total).toBe(4);
    expect(active.body.data.data.map((r: { username: string }) => r.username)).toEqual([
      b.username,
      c.username,
      d.username,
      f.username,
    ]);
    const waiting = await list(top, 'active=false');
    expect(waiting.body.data.total).toBe(2);
    expect(waiting.body.data.data.map((r: { username: string }) => r.username)).toEqual([
      e.username,
      g.username,
    ]);
    expect(waiting.body.data.data[0].expires_at).toEqual(expect.any(String));
    const rightWaiting = await list(top, 'leg=right&active=false');
    expect(rightWaiting.body.data.total).toBe(1);
    expect(rightWaiting.body.data.data[0].username).toBe(g.username);
    const leaf = await list(e);
    expect(leaf.body.data).toMatchObject({ total: 0, data: [], last_page: 1 });
    const noLeg = await list(c, 'leg=right');
    expect(noLeg.body.data).toMatchObject({ total: 0, data: [] });
  });

  it('searches by the start of a username, a first or last name, or "first last"', async () => {
    const byUsername = await list(top, `search=${f.username.slice(0, -1).toUpperCase()}`);
    expect(byUsername.body.data.data.map((r: { username: string }) => r.username)).toContain(f.username);
    const byLast = await list(top, 'search=bello');
    expect(byLast.body.data.total).toBe(2);
    expect(byLast.body.data.data.map((r: { username: string }) => r.username)).toEqual([
      d.username,
      f.username,
    ]);
    const byFull = await list(top, 'search=chinedu%20oka');
    expect(byFull.body.data.data.map((r: { username: string }) => r.username)).toEqual([c.username]);
    const inLeg = await list(top, 'search=okafor&leg=right');
    expect(inLeg.body.data.data.map((r: { username: string }) => r.username)).toEqual([c.username]);
    const activeOnly = await list(top, 'search=bello&active=true&per_page=1&page=2');
    expect(activeOnly.body.data).toMatchObject({ total: 2, last_page: 2 });
    expect(activeOnly.body.data.data.map((r: { username: string }) => r.username)).toEqual([f.username]);
    // Wildcards are text, not patterns; the searcher's own upline is not in their downline.
    expect((await list(top, 'search=%25')).body.data.total).toBe(0);
    expect((await list(b, 'search=tope')).body.data.total).toBe(0);
  });

  it('is read by the member or an administrator only', async () => {
    expect((await http('GET', `/api/users/${top.uuid}/downlines`, { token: b.token })).status).toBe(403);
    expect((await http('GET', `/api/users/${NOBODY}/downlines`, { token: b.token })).status).toBe(403);
    const asAdmin = await http('GET', `/api/users/${b.uuid}/downlines`, { token: admin });
    expect(asAdmin.body.data.total).toBe(3);
  });

  it('refuses bad query values with 422', async () => {
    for (const query of ['leg=middle', 'active=maybe', 'per_page=0', 'per_page=101', 'page=0', 'page=x']) {
      const res = await list(top, query);
      expect(res.status, query).toBe(422);
      expect(Object.keys(res.body.errors ?? {}).length, query).toBeGreaterThan(0);
    }
  });
});

describe('direct downlines and expiry', () => {
  it('lists the children with their state, counts them, and keeps every count exact through expiry', async () => {
    const parent = await childOf(outsider);
    await payRegistration(server, parent.token, 1);
    const paid = await childOf(parent);
    await payRegistration(server, paid.token, 1);
    const unpaid = await childOf(parent);
    const grandchild = await childOf(unpaid);

    const direct = await http('GET', `/api/users/${parent.uuid}/direct-downlines`, { token: parent.token });
    expect(direct.status).toBe(200);
    expect(direct.body.data.map((r: { username: string; status: string }) => [r.username, r.status])).toEqual(
      [
        [paid.username, 'active'],
        [unpaid.username, 'inactive'],
      ],
    );
    expect(direct.body.data[1].expires_at).toEqual(expect.any(String));
    expect(direct.body.data[0].expires_at).toBeNull();
    const count = await http('GET', `/api/users/${parent.uuid}/count-direct-downlines`, {
      token: parent.token,
    });
    expect(count.body.data).toBe(2);
    expect(
      (await http('GET', `/api/users/${parent.uuid}/direct-downlines`, { token: paid.token })).status,
    ).toBe(403);

    const before = await http('GET', `/api/users/${top.uuid}/genealogy?depth=1`, { token: top.token });
    // The unpaid child and its own child expire: the slot is free again, the counts drop by two.
    await db()
      .updateTable('users')
      .set({ created_at: sql`now() - interval '8 days'` })
      .where('id', 'in', [unpaid.id, grandchild.id])
      .execute();
    await server.app.registration.expireUnpaidRegistrations();
    const after = await http('GET', `/api/users/${parent.uuid}/genealogy`, { token: parent.token });
    expect(after.body.data.members_below).toBe(1);
    expect(after.body.data.children.map((n: Node) => n.username)).toEqual([paid.username]);
    expect(await bruteForce(parent.id)).toMatchObject({ members: 1 });
    const gone = await http('GET', `/api/users/${parent.uuid}/direct-downlines`, { token: parent.token });
    expect(gone.body.data.map((r: { username: string; status: string }) => [r.username, r.status])).toEqual([
      [paid.username, 'active'],
      [unpaid.username, 'expired'],
    ]);
    expect(gone.body.data[1].position).toBeUndefined();
    expect(
      (await http('GET', `/api/users/${parent.uuid}/count-direct-downlines`, { token: parent.token })).body
        .data,
    ).toBe(1);

    // The freed slot is taken again; every ancestor counts the newcomer once.
    const again = await childOf(parent);
    const refreshed = await http('GET', `/api/users/${parent.uuid}/genealogy`, { token: parent.token });
    expect(refreshed.body.data.children.map((n: Node) => [n.username, n.position])).toEqual([
      [paid.username, 'left'],
      [again.username, 'right'],
    ]);
    const root = await db()
      .selectFrom('users')
      .select('id')
      .where('is_root', '=', true)
      .executeTakeFirstOrThrow();
    const rootCount = await db()
      .selectFrom('member_volumes')
      .select('members_below')
      .where('user_id', '=', root.id)
      .executeTakeFirstOrThrow();
    expect(Number(rootCount.members_below)).toBe((await bruteForce(Number(root.id))).members);
    expect(before.status).toBe(200);
  });
});

describe('members and packages', () => {
  it('reads and updates one’s own names and phone; another member gets 403', async () => {
    const me = await http('GET', `/api/users/${g.uuid}/user`, { token: g.token });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ uuid: g.uuid, username: g.username, first_name: 'Gbenga' });
    expect(me.body.data.password_hash).toBeUndefined();
    expect((await http('GET', `/api/users/${c.uuid}/user`, { token: g.token })).status).toBe(403);

    const changed = await http('PUT', `/api/users/${g.uuid}/update`, {
      token: g.token,
      body: { first_name: ' Gbemi ', last_name: 'Adebayo', phone: '+2348011112222' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({
      first_name: 'Gbemi',
      last_name: 'Adebayo',
      phone: '+2348011112222',
    });
    const other = await http('PUT', `/api/users/${c.uuid}/update`, {
      token: g.token,
      body: { first_name: 'X', last_name: 'Y', phone: '+2348011112222' },
    });
    expect(other.status).toBe(403);
    const extra = await http('PUT', `/api/users/${g.uuid}/update`, {
      token: g.token,
      body: { first_name: 'X', last_name: 'Y', phone: '+2348011112222', email: 'new@example.com' },
    });
    expect(extra.status).toBe(422);
    const blank = await http('PUT', `/api/users/${g.uuid}/update`, {
      token: g.token,
      body: { first_name: '   ', last_name: 'Y', phone: '+2348011112222' },
    });
    expect(blank.status).toBe(422);
    expect(blank.body.errors.first_name).toBeDefined();
    const unchanged = await http('GET', `/api/users/${g.uuid}/user`, { token: g.token });
    expect(unchanged.body.data.first_name).toBe('Gbemi');
  });

  it('lets an administrator update a member, audited', async () => {
    const res = await http('PUT', `/api/users/${e.uuid}/update`, {
      token: admin,
      body: { first_name: 'Emeka', last_name: 'Nwosu', phone: '08012345678' },
    });
    expect(res.status).toBe(200);
    const audit = await db()
      .selectFrom('audit_log')
      .select(['action', 'target_id'])
      .where('action', '=', 'member.user.update')
      .where('target_id', '=', e.uuid)
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('answers one package, publicly; 404 for an unknown one', async () => {
    const res = await http('GET', '/api/packages/1');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: 1, name: expect.any(String) });
    expect(res.body.data.registration_value).toBeGreaterThan(0);
    expect((await http('GET', '/api/packages/999')).status).toBe(404);
    expect((await http('GET', '/api/packages/0')).status).toBe(422);
  });
});
