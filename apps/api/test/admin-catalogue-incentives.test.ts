import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, signUp, slotQueue, startServer, type TestServer } from './helper';
import { userId } from './money';
import { auditCount, auditRows, expect422 } from './admin-catalogue.fixtures';

// The incentives' list, reads, create and update (docs/catalogue.md#incentives): administrators
// only, a multipart form with its picture checked by content, one incentive per rank, audited
// with before and after; claims keep the worth they were made with.

let server: TestServer;
let admin: string;
let member: { token: string; form: { username: string } };
/** A rank the seed gave no incentive. */
let freeRank: number;
const http: TestServer['http'] = (...args) => server.http(...args);
const db = () => server.app.database.db;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0'),
  Buffer.alloc(64, 7),
]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');

function form(fields: Record<string, string | number>, picture?: Buffer) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, String(value));
  if (picture)
    body.append('file_path', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'picture.png');
  return body;
}

async function send(path: string, token: string | null, body: FormData) {
  const res = await fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body,
  });
  return { status: res.status, body: JSON.parse(await res.text()) };
}

const incentiveRow = (id: number) =>
  db().selectFrom('incentives').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const uploadCount = async () => (await db().selectFrom('uploads').select('name').execute()).length;

beforeAll(async () => {
  server = await startServer();
  admin = await adminToken(http);
  member = await signUp(http, slotQueue());
  const rank = await db()
    .insertInto('ranks')
    .values({ name: 'Pearl Director', points: 4_000, is_global_profit_eligible: false, package_id: 3 })
    .returning('id')
    .executeTakeFirstOrThrow();
  freeRank = rank.id;
}, 120_000);
afterAll(async () => server?.close());

describe('who may read and change incentives', () => {
  it('refuses a member (403) and a visitor (401) on every operation; nothing changes', async () => {
    const before = await db().selectFrom('incentives').selectAll().orderBy('id').execute();
    for (const token of [member.token, null]) {
      const status = token ? 403 : 401;
      expect((await http('GET', '/api/incentives/all', { token })).status).toBe(status);
      expect((await http('GET', '/api/incentives/1', { token })).status).toBe(status);
      const fields = { rank_id: freeRank, incentive: 'Pearl necklace', worth: 1_000 };
      expect((await send('/api/incentives/create', token, form(fields, PNG))).status).toBe(status);
      expect((await send('/api/incentives/1/update', token, form({ worth: 1 }))).status).toBe(status);
    }
    expect(await db().selectFrom('incentives').selectAll().orderBy('id').execute()).toEqual(before);
  });
});

describe('reading incentives', () => {
  it("lists each rank's incentive lowest rank first, in naira, and reads one; 404 for an unknown id", async () => {
    const list = await http('GET', '/api/incentives/all', { token: admin });
    expect(list.status).toBe(200);
    const points = list.body.data.map((i: { points: number }) => i.points);
    expect(points).toEqual([...points].sort((a, b) => a - b));
    const first = list.body.data[0];
    const row = await incentiveRow(first.id);
    const rank = await db()
      .selectFrom('ranks')
      .selectAll()
      .where('id', '=', row.rank_id)
      .executeTakeFirstOrThrow();
    expect(first).toEqual({
      id: row.id,
      name: rank.name,
      points: rank.points,
      incentive: row.incentive,
      worth: Number(row.worth_kobo) / 100,
      file_path: row.file_path,
      rank_id: rank.id,
    });
    expect((await http('GET', `/api/incentives/${first.id}`, { token: admin })).body.data).toEqual(first);
    expect((await http('GET', '/api/incentives/9999', { token: admin })).status).toBe(404);
  });
});

describe('creating an incentive', () => {
  it('refuses a missing, foreign or oversized picture, a bad worth, an unknown rank and a rank that has one', async () => {
    const count = async () => (await db().selectFrom('incentives').select('id').execute()).length;
    const before = await count();
    const uploads = await uploadCount();
    const audits = await auditCount(server);
    const ok = { rank_id: freeRank, incentive: 'Pearl necklace', worth: 250_000 };
    const create = (fields: Record<string, string | number>, picture?: Buffer) =>
      send('/api/incentives/create', admin, form({ ...ok, ...fields }, picture));
    expect422(await create({}), 'file_path');
    expect422(await create({}, GIF), 'file_path', /JPEG, PNG or WebP/);
    expect422(await create({}, Buffer.concat([PNG, Buffer.alloc(500 * 1024)])), 'file_path', /500kB/);
    expect422(await create({ worth: -1 }, PNG), 'worth');
    expect422(await create({ worth: 10.125 }, PNG), 'worth', /two decimals/);
    expect422(await create({ incentive: '  ' }, PNG), 'incentive');
    expect422(await create({ rank_id: 9999 }, PNG), 'rank_id', /does not exist/);
    const taken = await create({ rank_id: 1 }, PNG);
    expect(taken.status).toBe(409);
    expect(taken.body.message).toMatch(/already has an incentive/);
    expect(await count()).toBe(before);
    expect(await uploadCount()).toBe(uploads);
    expect(await auditCount(server)).toBe(audits);
  });

  it('saves it with its stored picture, reads it back, and audits it', async () => {
    const created = await send(
      '/api/incentives/create',
      admin,
      form({ rank_id: freeRank, incentive: ' Pearl necklace ', worth: 250_000.5 }, PNG),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.message).toBe('Incentive created successfully');
    const data = created.body.data;
    expect(data).toEqual({
      id: data.id,
      name: 'Pearl Director',
      points: 4_000,
      incentive: 'Pearl necklace',
      worth: 250_000.5,
      file_path: expect.stringMatching(/^\/api\/storage\/[a-f0-9]{32}\.png$/),
      rank_id: freeRank,
    });
    expect((await http('GET', `/api/incentives/${data.id}`, { token: admin })).body.data).toEqual(data);
    const picture = await fetch(`${server.baseUrl}${data.file_path}`);
    expect(picture.status).toBe(200);
    expect(Buffer.from(await picture.arrayBuffer()).equals(PNG)).toBe(true);
    const [audit] = await auditRows(server, 'incentives.create');
    expect(audit).toMatchObject({
      actor_type: 'admin',
      target_type: 'incentive',
      target_id: String(data.id),
      before: null,
      after: {
        rank_id: freeRank,
        incentive: 'Pearl necklace',
        worth_kobo: 25_000_050,
        file_path: data.file_path,
      },
    });
  });
});

describe('changing an incentive', () => {
  it('refuses bad values, a rank that has one (409) and unknown ids; the row reads back unchanged', async () => {
    const before = await incentiveRow(2);
    const uploads = await uploadCount();
    const audits = await auditCount(server);
    const update = (fields: Record<string, string | number>, picture?: Buffer, id = 2) =>
      send(`/api/incentives/${id}/update`, admin, form(fields, picture));
    expect422(await update({ worth: -5 }), 'worth');
    expect422(await update({ incentive: '' }), 'incentive');
    expect422(await update({ rank_id: 9999 }), 'rank_id');
    expect422(await update({ worth: 5 }, GIF), 'file_path');
    expect((await update({ rank_id: 1 })).status).toBe(409);
    expect((await update({ worth: 5 }, undefined, 9999)).status).toBe(404);
    expect(await incentiveRow(2)).toEqual(before);
    expect(await uploadCount()).toBe(uploads);
    expect(await auditCount(server)).toBe(audits);
  });

  it('changes only the fields sent, keeps the picture unless one is sent, audits, and leaves claims as they were', async () => {
    const before = await incentiveRow(2);
    // A claim made at the old worth.
    const uid = await userId(db(), member.form.username);
    await db()
      .insertInto('incentive_claims')
      .values({
        user_id: uid,
        rank_id: before.rank_id,
        incentive_id: before.id,
        worth_kobo: before.worth_kobo,
      })
      .execute();

    const worthOnly = await send('/api/incentives/2/update', admin, form({ worth: 175_000 }));
    expect(worthOnly.status, JSON.stringify(worthOnly.body)).toBe(200);
    expect(worthOnly.body.message).toBe('Incentive updated successfully');
    expect(worthOnly.body.data).toMatchObject({
      id: 2,
      incentive: before.incentive,
      worth: 175_000,
      file_path: before.file_path,
      rank_id: before.rank_id,
    });

    const withPicture = await send('/api/incentives/2/update', admin, form({ incentive: 'Tablet' }, JPEG));
    expect(withPicture.status).toBe(200);
    expect(withPicture.body.data.incentive).toBe('Tablet');
    expect(withPicture.body.data.worth).toBe(175_000);
    expect(withPicture.body.data.file_path).toMatch(/^\/api\/storage\/[a-f0-9]{32}\.jpg$/);
    expect((await http('GET', '/api/incentives/2', { token: admin })).body.data).toEqual(
      withPicture.body.data,
    );

    const audits = (await auditRows(server, 'incentives.update')).slice(-2);
    expect(audits[0]).toMatchObject({
      target_id: '2',
      before: {
        incentive: before.incentive,
        worth_kobo: Number(before.worth_kobo),
        file_path: before.file_path,
      },
      after: { incentive: before.incentive, worth_kobo: 17_500_000, file_path: before.file_path },
    });
    expect(audits[1]).toMatchObject({
      before: { incentive: before.incentive, worth_kobo: 17_500_000 },
      after: { incentive: 'Tablet', worth_kobo: 17_500_000, file_path: withPicture.body.data.file_path },
    });
    const claim = await db()
      .selectFrom('incentive_claims')
      .select('worth_kobo')
      .where('user_id', '=', uid)
      .executeTakeFirstOrThrow();
    expect(Number(claim.worth_kobo)).toBe(Number(before.worth_kobo));
  });
});
