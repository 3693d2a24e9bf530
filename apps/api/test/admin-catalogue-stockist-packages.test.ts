import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, signUp, slotQueue, startServer, type SlotQueue, type TestServer } from './helper';
import { payRegistration } from './money';
import { register } from './stockists.fixtures';
import { auditCount, auditRows, expect422 } from './admin-catalogue.fixtures';

// The stockist packages' create and update (docs/catalogue.md#stockist-packages): administrators
// only, each value checked on its field, audited with before and after; a registration made after
// an edit is priced, and its pickup balance set, by the new values.

let server: TestServer;
let slots: SlotQueue;
let admin: string;
let member: string;
const http: TestServer['http'] = (...args) => server.http(...args);
const db = () => server.app.database.db;

const packageRow = (id: number) =>
  db().selectFrom('stockist_packages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

beforeAll(async () => {
  server = await startServer();
  slots = slotQueue();
  admin = await adminToken(http);
  member = (await signUp(http, slots)).token;
}, 120_000);
afterAll(async () => server?.close());

describe('who may change stockist packages', () => {
  it('refuses a member (403) and a visitor (401); nothing changes', async () => {
    const before = await db().selectFrom('stockist_packages').selectAll().orderBy('id').execute();
    const body = {
      name: 'National Stockist',
      registration_value: 9_000_000,
      pickup_amount: 9_000_000,
      sales_bonus_percentage: 12,
    };
    for (const [token, status] of [
      [member, 403],
      [null, 401],
    ] as const) {
      expect((await http('POST', '/api/stockist-packages/create', { token, body })).status).toBe(status);
      expect(
        (await http('PUT', '/api/stockist-packages/1/update', { token, body: { name: 'X' } })).status,
      ).toBe(status);
    }
    expect(await db().selectFrom('stockist_packages').selectAll().orderBy('id').execute()).toEqual(before);
  });
});

describe('creating a stockist package', () => {
  it('saves it last with the PV defaulting to 1, reads it back, and audits it', async () => {
    const body = {
      name: 'National Stockist',
      registration_value: 9_000_000,
      pickup_amount: 8_500_000.5,
      sales_bonus_percentage: 12.5,
    };
    const created = await http('POST', '/api/stockist-packages/create', { token: admin, body });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.message).toBe('Stockist package created successfully');
    const expected = { id: created.body.data.id, ...body, point_value: 1, value: 9_000_000 };
    expect(created.body.data).toEqual(expected);
    expect(
      (await http('GET', `/api/stockist-packages/${expected.id}/single`, { token: member })).body.data,
    ).toEqual(expected);
    const list = (await http('GET', '/api/stockist-packages/all', { token: member })).body.data;
    expect(list.at(-1)).toEqual(expected);
    const [audit] = await auditRows(server, 'stockist_packages.create');
    expect(audit).toMatchObject({
      actor_type: 'admin',
      target_type: 'stockist_package',
      target_id: String(expected.id),
      before: null,
      after: {
        name: 'National Stockist',
        registration_value_kobo: 900_000_000,
        pickup_amount_kobo: 850_000_050,
        sales_bonus_percentage: 12.5,
        point_value: 1,
      },
    });
  });

  it('refuses a price below the highest package, a name in use, bad percentages; nothing is created', async () => {
    const count = async () => (await db().selectFrom('stockist_packages').select('id').execute()).length;
    const before = await count();
    const audits = await auditCount(server);
    const ok = {
      name: 'Federal Stockist',
      registration_value: 10_000_000,
      pickup_amount: 0,
      sales_bonus_percentage: 5,
    };
    const post = (changes: Record<string, unknown>) =>
      http('POST', '/api/stockist-packages/create', { token: admin, body: { ...ok, ...changes } });
    expect422(await post({ registration_value: 1_000 }), 'registration_value', /at least ₦/);
    expect422(await post({ name: 'mobile stockist' }), 'name', /already exists/);
    expect422(await post({ sales_bonus_percentage: 100.5 }), 'sales_bonus_percentage');
    expect422(await post({ sales_bonus_percentage: -1 }), 'sales_bonus_percentage');
    expect422(await post({ sales_bonus_percentage: 1.00001 }), 'sales_bonus_percentage', /four decimals/);
    expect422(await post({ pickup_amount: -1 }), 'pickup_amount');
    expect422(await post({ point_value: 1.5 }), 'point_value', /whole number/);
    expect422(await post({ registration_value: undefined }), 'registration_value');
    expect(await count()).toBe(before);
    expect(await auditCount(server)).toBe(audits);
  });
});

describe('changing a stockist package', () => {
  it('refuses bad values and unknown ids; the row reads back unchanged', async () => {
    const before = await packageRow(2);
    const audits = await auditCount(server);
    const put = (body: Record<string, unknown>, id = 2) =>
      http('PUT', `/api/stockist-packages/${id}/update`, { token: admin, body });
    const lower = await packageRow(1);
    const higher = await packageRow(3);
    expect422(
      await put({ registration_value: Number(lower.registration_value_kobo) / 100 - 1 }),
      'registration_value',
    );
    expect422(
      await put({ registration_value: Number(higher.registration_value_kobo) / 100 + 1 }),
      'registration_value',
      /at most/,
    );
    expect422(await put({ sales_bonus_percentage: 101 }), 'sales_bonus_percentage');
    expect422(await put({ pickup_amount: 1.001 }), 'pickup_amount');
    expect422(await put({ value: -3 }), 'value');
    expect422(await put({ name: higher.name }), 'name', /already exists/);
    expect((await put({ name: 'Anything' }, 9999)).status).toBe(404);
    expect(await packageRow(2)).toEqual(before);
    expect(await auditCount(server)).toBe(audits);
  });

  it('changes only the fields sent and audits; a registration after the edit is priced and given pickup by the new values', async () => {
    const before = await packageRow(1);
    const body = {
      registration_value: Number(before.registration_value_kobo) / 100 + 10_000,
      pickup_amount: Number(before.pickup_amount_kobo) / 100 + 5_000,
      sales_bonus_percentage: 6.25,
      value: 400_000,
    };
    const saved = await http('PUT', '/api/stockist-packages/1/update', { token: admin, body });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.message).toBe('Stockist package updated successfully');
    expect(saved.body.data).toEqual({
      id: 1,
      name: before.name,
      point_value: Number(before.point_value),
      ...body,
    });
    const audit = (await auditRows(server, 'stockist_packages.update')).at(-1);
    expect(audit).toMatchObject({
      target_id: '1',
      before: {
        name: before.name,
        registration_value_kobo: Number(before.registration_value_kobo),
        sales_bonus_percentage: Number(before.sales_bonus_percentage),
      },
      after: {
        name: before.name,
        registration_value_kobo: body.registration_value * 100,
        sales_bonus_percentage: 6.25,
        value: '400000',
      },
    });

    // A member registers a store on package 1 after the edit.
    const owner = await signUp(http, slots);
    await payRegistration(server, owner.token, 1);
    const store = await register(server, owner.token, { stockist_package_id: '1' });
    expect(store.status, JSON.stringify(store.body)).toBe(200);
    const payment = await db()
      .selectFrom('payments')
      .select('amount_kobo')
      .where('id', '=', store.body.data.payment_id)
      .executeTakeFirstOrThrow();
    expect(Number(payment.amount_kobo)).toBe(body.registration_value * 100);
    const approved = await http(
      'PATCH',
      `/api/stockists/${store.body.data.payment_id}/approve-registration`,
      { token: admin },
    );
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const row = await db()
      .selectFrom('stockists')
      .select('registration_pickup_kobo')
      .where('id', '=', store.body.data.id)
      .executeTakeFirstOrThrow();
    expect(Number(row.registration_pickup_kobo)).toBe(body.pickup_amount * 100);
  }, 120_000);
});
