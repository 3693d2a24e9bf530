import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, signUp, slotQueue, startServer, type TestServer } from './helper';
import { auditCount, auditRows, expect422 } from './admin-catalogue.fixtures';

// The ranks' list, reads, create and update (docs/catalogue.md#ranks): administrators only, each
// value checked on its field, audited with before and after; ranks already held stay held.

let server: TestServer;
let admin: string;
let member: { token: string; uuid: string };
const http: TestServer['http'] = (...args) => server.http(...args);
const db = () => server.app.database.db;

const rankRow = (id: number) =>
  db().selectFrom('ranks').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

beforeAll(async () => {
  server = await startServer();
  admin = await adminToken(http);
  member = await signUp(http, slotQueue());
}, 120_000);
afterAll(async () => server?.close());

const body = {
  name: 'Sapphire Director',
  points: 3_000,
  is_global_profit_eligible: 1,
  description: 'Between silver and gold',
  package_id: 3,
};

describe('who may read and change ranks', () => {
  it('refuses a member (403) and a visitor (401) on every operation', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/ranks/all'],
      ['GET', '/api/ranks/1'],
      ['POST', '/api/ranks/create', body],
      ['PUT', '/api/ranks/1/update', body],
    ];
    const before = await db().selectFrom('ranks').selectAll().orderBy('id').execute();
    for (const [method, path, b] of calls) {
      expect((await http(method, path, { token: member.token, body: b })).status, path).toBe(403);
      expect((await http(method, path, { body: b })).status, path).toBe(401);
    }
    expect(await db().selectFrom('ranks').selectAll().orderBy('id').execute()).toEqual(before);
  });
});

describe('reading ranks', () => {
  it('lists every rank lowest points first with its package, and reads one; 404 for an unknown id', async () => {
    const list = await http('GET', '/api/ranks/all', { token: admin });
    expect(list.status).toBe(200);
    const points = list.body.data.map((r: { points: number }) => r.points);
    expect(points).toEqual([...points].sort((a, b) => a - b));
    const first = list.body.data[0];
    expect(Object.keys(first).sort()).toEqual(
      ['description', 'id', 'is_global_profit_eligible', 'name', 'package', 'package_name', 'points'].sort(),
    );
    const one = await http('GET', `/api/ranks/${first.id}`, { token: admin });
    expect(one.body.data).toEqual(first);
    expect((await http('GET', '/api/ranks/9999', { token: admin })).status).toBe(404);
  });
});

describe('creating a rank', () => {
  it('saves it, reads it back with its package name, and audits it', async () => {
    const created = await http('POST', '/api/ranks/create', { token: admin, body });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.message).toBe('Rank created successfully');
    const pkg = await db()
      .selectFrom('packages')
      .select('name')
      .where('id', '=', 3)
      .executeTakeFirstOrThrow();
    const expected = {
      id: created.body.data.id,
      name: body.name,
      points: body.points,
      is_global_profit_eligible: 1,
      description: body.description,
      package: 3,
      package_name: pkg.name,
    };
    expect(created.body.data).toEqual(expected);
    expect((await http('GET', `/api/ranks/${expected.id}`, { token: admin })).body.data).toEqual(expected);
    const list = (await http('GET', '/api/ranks/all', { token: admin })).body.data as {
      id: number;
      points: number;
    }[];
    const at = list.findIndex((r) => r.id === expected.id);
    expect(list[at - 1]!.points).toBeLessThanOrEqual(3_000);
    expect(list[at + 1]!.points).toBeGreaterThanOrEqual(3_000);
    const [audit] = await auditRows(server, 'ranks.create');
    expect(audit).toMatchObject({
      actor_type: 'admin',
      target_type: 'rank',
      target_id: String(expected.id),
      before: null,
      after: { name: body.name, points: 3_000, is_global_profit_eligible: true, package_id: 3 },
    });
  });

  it('refuses an unknown package, a name in use, fractional or negative points; nothing is created', async () => {
    const count = async () => (await db().selectFrom('ranks').select('id').execute()).length;
    const before = await count();
    const audits = await auditCount(server);
    const post = (changes: Record<string, unknown>) =>
      http('POST', '/api/ranks/create', { token: admin, body: { ...body, name: 'Opal', ...changes } });
    expect422(await post({ package_id: 9999 }), 'package_id', /does not exist/);
    expect422(await post({ name: 'star' }), 'name', /already exists/);
    expect422(await post({ points: 10.5 }), 'points', /whole number/);
    expect422(await post({ points: -1 }), 'points');
    expect422(await post({ is_global_profit_eligible: 2 }), 'is_global_profit_eligible');
    expect422(await post({ package_id: undefined }), 'package_id');
    expect422(await post({ name: '' }), 'name');
    expect(await count()).toBe(before);
    expect(await auditCount(server)).toBe(audits);
  });
});

describe('changing a rank', () => {
  it('refuses bad values and unknown ids; the row reads back unchanged', async () => {
    const before = await rankRow(2);
    const audits = await auditCount(server);
    const put = (changes: Record<string, unknown>, id = 2) =>
      http('PUT', `/api/ranks/${id}/update`, {
        token: admin,
        body: { ...body, name: before.name, ...changes },
      });
    expect422(await put({ package_id: 9999 }), 'package_id');
    expect422(await put({ name: 'Star' }), 'name', /already exists/);
    expect422(await put({ points: 0.5 }), 'points');
    expect422(await put({ description: '!!!' }), 'description', /letter/);
    expect((await put({}, 9999)).status).toBe(404);
    expect(await rankRow(2)).toEqual(before);
    expect(await auditCount(server)).toBe(audits);
  });

  it('saves, audits before and after, and never takes a rank away from its holder', async () => {
    const before = await rankRow(1);
    // The member holds rank 1 (as rank evaluation would have given it).
    await db().updateTable('users').set({ rank_id: 1 }).where('uuid', '=', member.uuid).execute();
    const change = {
      name: 'Rising Star',
      points: before.points + 50,
      is_global_profit_eligible: 0,
      description: null,
      package_id: 2,
    };
    const saved = await http('PUT', '/api/ranks/1/update', { token: admin, body: change });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.message).toBe('Rank updated successfully');
    expect(saved.body.data).toMatchObject({
      id: 1,
      name: 'Rising Star',
      points: change.points,
      package: 2,
      description: null,
    });
    expect((await http('GET', '/api/ranks/1', { token: admin })).body.data).toEqual(saved.body.data);
    const audit = (await auditRows(server, 'ranks.update')).at(-1);
    expect(audit).toMatchObject({
      target_id: '1',
      before: { name: before.name, points: before.points, package_id: before.package_id },
      after: { name: 'Rising Star', points: change.points, is_global_profit_eligible: false, package_id: 2 },
    });
    const holder = await db()
      .selectFrom('users')
      .select('rank_id')
      .where('uuid', '=', member.uuid)
      .executeTakeFirstOrThrow();
    expect(holder.rank_id).toBe(1);
  });
});
