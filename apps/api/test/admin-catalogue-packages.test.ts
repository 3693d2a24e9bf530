import { percentOf, type Kobo } from '@kola/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, signUp, slotQueue, startServer, type SlotQueue, type TestServer } from './helper';
import { bonusEntries, payRegistration, userId } from './money';
import { auditCount, auditRows, expect422 } from './admin-catalogue.fixtures';

// The registration packages' create and update (docs/catalogue.md#registration-packages):
// administrators only, each value checked on its field, audited with before and after, and a
// change applies to activations approved after it, never to what was paid.

let server: TestServer;
let slots: SlotQueue;
let admin: string;
let member: string;
const http: TestServer['http'] = (...args) => server.http(...args);
const db = () => server.app.database.db;

const packageRow = (id: number) =>
  db().selectFrom('packages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

beforeAll(async () => {
  server = await startServer();
  slots = slotQueue();
  admin = await adminToken(http);
  member = (await signUp(http, slots)).token;
}, 120_000);
afterAll(async () => server?.close());

describe('who may change packages', () => {
  it('refuses a member (403) and a visitor (401), and nothing changes', async () => {
    const before = await db().selectFrom('packages').selectAll().orderBy('id').execute();
    const body = { name: 'Titanium', point_value: 400, registration_value: 1_500_000 };
    expect((await http('POST', '/api/packages/create', { token: member, body })).status).toBe(403);
    expect((await http('POST', '/api/packages/create', { body })).status).toBe(401);
    expect((await http('PUT', '/api/packages/1/update', { token: member, body })).status).toBe(403);
    expect((await http('PUT', '/api/packages/1/update', { body })).status).toBe(401);
    expect(await db().selectFrom('packages').selectAll().orderBy('id').execute()).toEqual(before);
  });
});

describe('creating a package', () => {
  it('saves it last with zero generation rows, reads it back in naira, and audits it', async () => {
    const last = await db()
      .selectFrom('packages')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const body = {
      name: '  Titanium ',
      point_value: last.point_value * 2,
      registration_value: (Number(last.registration_value_kobo) * 2) / 100 + 0.5,
      pickup_amount: 12_345.67,
      matching_bonus_cap: 3_000_000,
    };
    const created = await http('POST', '/api/packages/create', { token: admin, body });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.message).toBe('Package created successfully');
    const id = created.body.data.id as number;
    expect(id).toBeGreaterThan(last.id);
    const expected = {
      id,
      name: 'Titanium',
      point_value: body.point_value,
      registration_value: body.registration_value,
      pickup_amount: 12_345.67,
      matching_bonus_cap: 3_000_000,
    };
    expect(created.body.data).toEqual(expected);
    expect((await http('GET', `/api/packages/${id}`)).body.data).toEqual(expected);
    const row = await packageRow(id);
    expect(Number(row.registration_value_kobo)).toBe(Math.round(body.registration_value * 100));
    expect(Number(row.pickup_amount_kobo)).toBe(1_234_567);
    const generations = await db()
      .selectFrom('bonus_generation_settings')
      .select(['kind', 'generation_1_percentage', 'generation_10_percentage'])
      .where('package_id', '=', id)
      .orderBy('kind')
      .execute();
    expect(generations.map((g) => g.kind)).toEqual(['referral', 'stockist_upline', 'unilevel', 'upgrade']);
    expect(generations.every((g) => Number(g.generation_1_percentage) === 0)).toBe(true);
    const [audit] = await auditRows(server, 'packages.create');
    expect(audit).toMatchObject({
      actor_type: 'admin',
      target_type: 'package',
      target_id: String(id),
      before: null,
      after: {
        name: 'Titanium',
        point_value: body.point_value,
        registration_value_kobo: Math.round(body.registration_value * 100),
        pickup_amount_kobo: 1_234_567,
        matching_bonus_cap_kobo: 300_000_000,
      },
    });
  });

  it('refuses a package cheaper or with fewer PV than the highest one, or a name in use', async () => {
    const last = await db()
      .selectFrom('packages')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const audits = await auditCount(server);
    const count = async () => (await db().selectFrom('packages').select('id').execute()).length;
    const before = await count();
    const ok = {
      name: 'Obsidian',
      point_value: last.point_value,
      registration_value: Number(last.registration_value_kobo) / 100,
    };
    expect422(
      await http('POST', '/api/packages/create', {
        token: admin,
        body: { ...ok, registration_value: ok.registration_value - 1 },
      }),
      'registration_value',
      /at least ₦/,
    );
    expect422(
      await http('POST', '/api/packages/create', {
        token: admin,
        body: { ...ok, point_value: ok.point_value - 1 },
      }),
      'point_value',
      /at least \d+ PV/,
    );
    expect422(
      await http('POST', '/api/packages/create', { token: admin, body: { ...ok, name: 'sTaRtEr' } }),
      'name',
      /already exists/,
    );
    expect422(
      await http('POST', '/api/packages/create', { token: admin, body: { ...ok, name: '   ' } }),
      'name',
    );
    expect(await count()).toBe(before);
    expect(await auditCount(server)).toBe(audits);
  });
});

describe('changing a package', () => {
  it('refuses negative, fractional and out-of-order values and unknown ids; the row reads back unchanged', async () => {
    const before = await packageRow(2);
    const audits = await auditCount(server);
    const body = {
      name: before.name,
      point_value: before.point_value,
      registration_value: Number(before.registration_value_kobo) / 100,
      pickup_amount: Number(before.pickup_amount_kobo) / 100,
      matching_bonus_cap: Number(before.matching_bonus_cap_kobo) / 100,
    };
    const put = (changes: Record<string, unknown>, id = 2) =>
      http('PUT', `/api/packages/${id}/update`, { token: admin, body: { ...body, ...changes } });
    expect422(await put({ registration_value: -1 }), 'registration_value');
    expect422(await put({ pickup_amount: -0.01 }), 'pickup_amount');
    expect422(await put({ matching_bonus_cap: -5 }), 'matching_bonus_cap');
    expect422(await put({ point_value: -1 }), 'point_value');
    expect422(await put({ point_value: 10.5 }), 'point_value', /whole number/);
    expect422(await put({ registration_value: 35_000.125 }), 'registration_value', /two decimals/);
    // Between its neighbours: Starter (1) below, Silver (3) above.
    const starter = await packageRow(1);
    const silver = await packageRow(3);
    expect422(
      await put({ registration_value: Number(starter.registration_value_kobo) / 100 - 1 }),
      'registration_value',
    );
    expect422(
      await put({ registration_value: Number(silver.registration_value_kobo) / 100 + 1 }),
      'registration_value',
      /at most/,
    );
    expect422(await put({ point_value: silver.point_value + 1 }), 'point_value', /at most/);
    expect422(await put({ name: silver.name.toUpperCase() }), 'name', /already exists/);
    expect422(await put({ name: '12345' }), 'name', /letter/);
    expect((await put({}, 9999)).status).toBe(404);
    expect(await packageRow(2)).toEqual(before);
    expect(await auditCount(server)).toBe(audits);
  });

  it('saves every field, reads back, and audits before and after', async () => {
    const before = await packageRow(2);
    const body = {
      name: 'Bronze Plus',
      point_value: before.point_value + 2,
      registration_value: Number(before.registration_value_kobo) / 100 + 1_000,
      pickup_amount: 20_000,
      matching_bonus_cap: 150_000.5,
    };
    const saved = await http('PUT', '/api/packages/2/update', { token: admin, body });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.message).toBe('Package updated successfully');
    expect(saved.body.data).toEqual({ id: 2, ...body });
    expect((await http('GET', '/api/packages/2')).body.data).toEqual({ id: 2, ...body });
    const audits = await auditRows(server, 'packages.update');
    expect(audits.at(-1)).toMatchObject({
      target_id: '2',
      before: {
        name: before.name,
        point_value: before.point_value,
        registration_value_kobo: Number(before.registration_value_kobo),
      },
      after: {
        name: 'Bronze Plus',
        point_value: body.point_value,
        registration_value_kobo: Number(before.registration_value_kobo) + 100_000,
        pickup_amount_kobo: 2_000_000,
        matching_bonus_cap_kobo: 15_000_050,
      },
    });
  });
});

describe('an activation after an edit', () => {
  it('pays by the new PV and price; what was paid before stays as it was', async () => {
    const settings = await db().selectFrom('settings').selectAll().executeTakeFirstOrThrow();
    const unit = Number(settings.unit_point_value_kobo);
    // The sponsor holds package 1; the referral percentage is the sponsor's package row, generation 1.
    const sponsor = await signUp(http, slots, { package_id: 1 });
    await payRegistration(server, sponsor.token, 1);
    const sponsorId = await userId(db(), sponsor.form.username);
    const row = await db()
      .selectFrom('bonus_generation_settings')
      .select('generation_1_percentage')
      .where('kind', '=', 'referral')
      .where('package_id', '=', 1)
      .executeTakeFirstOrThrow();
    const percent = Number(row.generation_1_percentage);
    expect(percent).toBeGreaterThan(0);

    const referral = async () =>
      (await bonusEntries(db(), sponsorId))
        .filter((e) => e.kind === 'referral_bonus')
        .map((e) => Number(e.amount_kobo));

    // First recruit on package 1 as it was.
    const old = await packageRow(1);
    const first = await signUp(http, slots, { package_id: 1, referrer: sponsor.form.username });
    await payRegistration(server, first.token, 1);
    const paidBefore = await referral();
    expect(paidBefore).toEqual([percentOf((old.point_value * unit) as Kobo, percent)]);

    // The administrator raises package 1's PV, price and pickup amount (still below package 2).
    const next = await packageRow(2);
    const body = {
      name: old.name,
      point_value: old.point_value + 3,
      registration_value: Number(old.registration_value_kobo) / 100 + 500,
      pickup_amount: Number(old.pickup_amount_kobo) / 100 + 250,
      matching_bonus_cap: Number(old.matching_bonus_cap_kobo) / 100,
    };
    expect(body.point_value).toBeLessThanOrEqual(next.point_value);
    expect((await http('PUT', '/api/packages/1/update', { token: admin, body })).status).toBe(200);

    const second = await signUp(http, slots, { package_id: 1, referrer: sponsor.form.username });
    const { verified } = await payRegistration(server, second.token, 1);
    expect(verified.body.data?.status).toBe('approved');
    const secondId = await userId(db(), second.form.username);
    // The price charged is the new one, the PV and pickup allowance too.
    const payment = await db()
      .selectFrom('payments')
      .select('amount_kobo')
      .where('user_id', '=', secondId)
      .executeTakeFirstOrThrow();
    expect(Number(payment.amount_kobo)).toBe(body.registration_value * 100);
    const pv = await db()
      .selectFrom('pv_events')
      .select('pv')
      .where('user_id', '=', secondId)
      .where('kind', '=', 'activation')
      .executeTakeFirstOrThrow();
    expect(Number(pv.pv)).toBe(body.point_value);
    const member = await db()
      .selectFrom('users')
      .select('registration_pickup_kobo')
      .where('id', '=', secondId)
      .executeTakeFirstOrThrow();
    expect(Number(member.registration_pickup_kobo)).toBe(body.pickup_amount * 100);
    // The first referral bonus is unchanged; the second pays by the new PV.
    expect(await referral()).toEqual([...paidBefore, percentOf((body.point_value * unit) as Kobo, percent)]);
    const firstPv = await db()
      .selectFrom('pv_events')
      .select('pv')
      .where('user_id', '=', await userId(db(), first.form.username))
      .executeTakeFirstOrThrow();
    expect(Number(firstPv.pv)).toBe(old.point_value);
  }, 120_000);
});
