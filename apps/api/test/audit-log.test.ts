import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, signUp, slotQueue, startServer, type TestServer } from './helper';
import { userId } from './money';

/*
 * GET /audit-log (docs/screens/back-office.md#audit-log): administrators only, newest first, paged
 * in the database, filtered by administrator, action prefix, member (target) and Lagos days.
 * The entries are written here as SQL, with their instant where a test needs one.
 */

let server: TestServer;
let admin: string;
let adminId: number;
let member: { username: string; id: number; token: string };
let other: { username: string; id: number };
const db = () => server.app.database.db;
const slots = slotQueue();

async function entry(values: {
  action: string;
  at?: Date;
  actor?: 'admin' | 'system';
  target?: { type: string; id: string };
}) {
  const row = await db()
    .insertInto('audit_log')
    .values({
      actor_type: values.actor ?? 'admin',
      actor_id: values.actor === 'system' ? null : adminId,
      action: values.action,
      target_type: values.target?.type ?? null,
      target_id: values.target?.id ?? null,
      before: JSON.stringify({ status: 'processing' }),
      after: JSON.stringify({ status: 'approved' }),
      ip: '127.0.0.1',
      ...(values.at ? { created_at: values.at } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: Number(row.id) };
}

const list = (query = '', token = admin) => server.http('GET', `/api/audit-log${query}`, { token });
type Entry = { id: number; action: string; actor_name: string | null; target_name: string | null };
const ids = (res: { body: { data: { data: Entry[] } } }) => res.body.data.data.map((e) => e.id);

beforeAll(async () => {
  server = await startServer();
  admin = await adminToken(server.http);
  const a = await db().selectFrom('admins').select('id').orderBy('id').executeTakeFirstOrThrow();
  adminId = a.id;
  const m = await signUp(server.http, slots);
  member = { username: m.form.username, id: await userId(db(), m.form.username), token: m.token };
  const o = await signUp(server.http, slots);
  other = { username: o.form.username, id: await userId(db(), o.form.username) };
}, 120_000);

afterAll(async () => {
  if (server) await server.close();
});

describe('the audit log', () => {
  it('is for administrators only', async () => {
    expect((await list('', member.token)).status).toBe(403);
    expect((await server.http('GET', '/api/audit-log')).status).toBe(401);
  });

  it('lists newest first with names, and filters by member, action prefix and administrator', async () => {
    const e1 = await entry({ action: 'withdrawal.approve', target: { type: 'withdrawal', id: '7' } });
    const e2 = await entry({
      action: 'member.profile.update',
      target: { type: 'user', id: String(member.id) },
    });
    const e3 = await entry({
      action: 'member.password.set',
      target: { type: 'user', id: String(other.id) },
    });
    const e4 = await entry({ action: 'withdrawal.decline', actor: 'system' });

    const all = await list('?per_page=100');
    expect(all.status).toBe(200);
    const order = ids(all);
    expect(order.indexOf(e4.id)).toBeLessThan(order.indexOf(e3.id));
    expect(order.indexOf(e3.id)).toBeLessThan(order.indexOf(e2.id));
    expect(order.indexOf(e2.id)).toBeLessThan(order.indexOf(e1.id));
    const shown = all.body.data.data.find((e: Entry) => e.id === e2.id);
    expect(shown).toMatchObject({
      actor_type: 'admin',
      actor_id: adminId,
      actor_name: expect.stringContaining('@'),
      target_type: 'user',
      target_name: member.username,
      before: { status: 'processing' },
      after: { status: 'approved' },
      ip: '127.0.0.1',
    });

    const ofMember = await list(`?member=${member.username.toUpperCase()}`);
    expect(ids(ofMember)).toEqual([e2.id]);
    expect(ofMember.body.data.total).toBe(1);

    const withdrawals = await list('?action=withdrawal.&per_page=100');
    expect(ids(withdrawals)).toEqual(expect.arrayContaining([e1.id, e4.id]));
    expect(withdrawals.body.data.data.every((e: Entry) => e.action.startsWith('withdrawal.'))).toBe(true);
    // A wildcard in the filter is taken literally.
    expect((await list('?action=withdrawal%25')).body.data.total).toBe(0);

    const byAdmin = await list(`?admin=${encodeURIComponent(shown.actor_name)}&per_page=100`);
    expect(ids(byAdmin)).toEqual(expect.arrayContaining([e1.id, e2.id, e3.id]));
    expect(ids(byAdmin)).not.toContain(e4.id);

    expect((await list('?member=nobody-by-that-name')).body.data).toMatchObject({ total: 0, data: [] });
    expect((await list('?admin=nobody@example.com')).body.data).toMatchObject({ total: 0, data: [] });
  });

  it('pages in the database with the total of the filter', async () => {
    for (let i = 0; i < 5; i += 1) await entry({ action: 'paging.test' });
    const first = await list('?action=paging.test&per_page=2');
    const third = await list('?action=paging.test&per_page=2&page=3');
    expect(first.body.data).toMatchObject({ current_page: 1, last_page: 3, per_page: 2, total: 5 });
    expect(first.body.data.data).toHaveLength(2);
    expect(third.body.data.data).toHaveLength(1);
    const everything = await list('?action=paging.test&per_page=5');
    expect([
      ...ids(first),
      ...ids(await list('?action=paging.test&per_page=2&page=2')),
      ...ids(third),
    ]).toEqual(ids(everything));
  });

  it('filters by Lagos days, both included, and refuses an end before the start', async () => {
    // 23:30 UTC on 1 March is 00:30 on 2 March in Lagos (UTC+1).
    const e = await entry({ action: 'dated.test', at: new Date('2026-03-01T23:30:00Z') });
    const late = await entry({ action: 'dated.test', at: new Date('2026-03-02T22:59:00Z') });
    expect(ids(await list('?action=dated.test&from=2026-03-02&to=2026-03-02'))).toEqual([late.id, e.id]);
    expect(ids(await list('?action=dated.test&to=2026-03-01'))).toEqual([]);
    expect(ids(await list('?action=dated.test&from=2026-03-03'))).toEqual([]);
    expect(ids(await list('?action=dated.test&from=2026-03-01'))).toEqual([late.id, e.id]);

    const wrong = await list('?from=2026-02-02&to=2026-02-01');
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.to[0]).toMatch(/end date/);
    const malformed = await list('?from=yesterday');
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors.from).toBeDefined();
  });

  it('is append-only: the database refuses to change or delete an entry', async () => {
    const e = await entry({ action: 'immutable.test' });
    await expect(
      db().updateTable('audit_log').set({ action: 'x' }).where('id', '=', e.id).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(db().deleteFrom('audit_log').where('id', '=', e.id).execute()).rejects.toThrow(
      /append-only/,
    );
  });
});
