import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, startServer, type TestServer } from './helper';
import { userId } from './money';
import { member, type Member } from './orders.fixtures';
import { disguised, pdf, png, register } from './stockists.fixtures';

/*
 * Becoming a stockist (docs/pickups-and-stockists.md#stockists): the registration with its receipt,
 * the administrator's decision that pays the signee and stockist upline bonuses once
 * (docs/plan.md#signee-bonus, docs/plan.md#stockist-upline-bonus), and a second registration.
 *
 *   root (kolaherbal)
 *   ├─ A  Gold, paid: S's placement parent, and S's signee
 *   │   └─ S  Silver, paid: registers the Mobile Stockist store
 *   └─ D  Starter, paid: registers, is disapproved, registers again
 *       └─ U  Starter, not paid
 */

let server: TestServer;
let admin: string;
let root: number;
let A: Member, S: Member, D: Member, U: Member;
const db = () => server.app.database.db;

beforeAll(async () => {
  server = await startServer();
  admin = await adminToken(server.http);
  root = await userId(db(), 'kolaherbal');
  A = await member(server, 4, 'kolaherbal');
  S = await member(server, 3, A.username);
  D = await member(server, 1, 'kolaherbal');
  U = await member(server, 1, D.username, { paid: false });
}, 180_000);

afterAll(async () => server?.close());

/** The bonus lines a member was credited for `causeRef`: [kind, kobo, generation]. */
async function credits(uid: number, causeRef: string) {
  const rows = await db()
    .selectFrom('ledger_entries')
    .select(['kind', 'amount_kobo', 'explanation'])
    .where('user_id', '=', uid)
    .where('cause_ref', '=', causeRef)
    .orderBy('id')
    .execute();
  return rows.map((r) => [
    r.kind,
    r.amount_kobo,
    (r.explanation as { generation?: number }).generation ?? null,
  ]);
}

/** How many stores, receipts, receipt payments and ledger entries exist (a refusal adds none). */
async function counts() {
  const { rows } = await sql<Record<string, number>>`select
      (select count(*)::int from stockists) as stores,
      (select count(*)::int from uploads where purpose = 'payment_receipt') as receipts,
      (select count(*)::int from payments where channel = 'receipt') as payments,
      (select count(*)::int from ledger_entries) as entries`.execute(db());
  return rows[0]!;
}

const storeOf = (uid: number) =>
  db().selectFrom('stockists').selectAll().where('user_id', '=', uid).executeTakeFirstOrThrow();
const isStockist = async (uid: number) =>
  (await db().selectFrom('users').select('is_stockist').where('id', '=', uid).executeTakeFirstOrThrow())
    .is_stockist;

describe('stockist packages', () => {
  it('lists the seeded packages by id, in naira', async () => {
    const res = await server.http('GET', '/api/stockist-packages/all', { token: S.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      {
        id: 1,
        name: 'Mobile Stockist',
        registration_value: 350_000,
        point_value: 1,
        pickup_amount: 350_000,
        sales_bonus_percentage: 5,
        value: 350_000,
      },
      expect.objectContaining({ id: 2, name: 'State Stockist', registration_value: 1_000_000 }),
      expect.objectContaining({ id: 3, name: 'Regional Stockist', sales_bonus_percentage: 10 }),
    ]);
  });

  it('answers one package, and 404 for none', async () => {
    const one = await server.http('GET', '/api/stockist-packages/2/single', { token: S.token });
    expect(one.body.data).toMatchObject({ id: 2, pickup_amount: 1_000_000, sales_bonus_percentage: 8 });
    const none = await server.http('GET', '/api/stockist-packages/99/single', { token: S.token });
    expect(none.status).toBe(404);
  });
});

describe('a registration refused on its form', () => {
  const cases: [string, Record<string, string>, Blob | null, string][] = [
    ['no store name', { store_name: '' }, pdf(), 'store_name'],
    ['a state outside Lagos and Oyo', { store_state: 'kano' }, pdf(), 'store_state'],
    ['a phone that is not one', { store_phone: 'call me' }, pdf(), 'store_phone'],
    ['no receipt', {}, null, 'payment_receipt'],
    ['a receipt that is not a picture or PDF by content', {}, disguised(), 'payment_receipt'],
    ['a receipt above 500 kB', {}, pdf(500 * 1024 + 1), 'payment_receipt'],
    ['a package that does not exist', { stockist_package_id: '9' }, pdf(), 'stockist_package_id'],
    ['a signee nobody is', { referrer: 'nobody-at-all' }, pdf(), 'referrer'],
  ];
  it.each(cases)('%s: 422 on the field, nothing stored', async (_name, fields, receipt, field) => {
    const before = await counts();
    const res = await register(server, S.token, fields, receipt);
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual([field]);
    expect(await counts()).toEqual(before);
  });

  it('says why a receipt is refused', async () => {
    const big = await register(server, S.token, {}, pdf(500 * 1024 + 1));
    expect(big.body.errors.payment_receipt).toEqual(['Image size should not exceed 500kB']);
    const exe = await register(server, S.token, {}, disguised());
    expect(exe.body.errors.payment_receipt).toEqual([
      'The payment receipt must be a JPEG, PNG or WebP picture or a PDF.',
    ]);
    const self = await register(server, S.token, { referrer: S.username });
    expect(self.body.errors.referrer).toEqual(['You cannot be your own signee.']);
  });

  it('refuses a member who has not paid their registration', async () => {
    const before = await counts();
    const res = await register(server, U.token);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Only an active member can become a stockist.');
    expect(await counts()).toEqual(before);
  });

  it('is for members: an administrator is refused by the access rule', async () => {
    const res = await register(server, admin);
    expect(res.status).toBe(403);
  });
});

describe('a registration, approved', () => {
  let paymentId: number;
  let storeId: number;
  const ref = () => `stockist:${storeId}`;

  it('stays pending with its receipt stored, its signee named by email', async () => {
    const res = await register(server, S.token, { referrer: `${A.username.toUpperCase()}@EXAMPLE.COM` });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      uuid: S.uuid,
      store_name: 'Surulere Natural Health',
      store_state: 'lagos',
      stockist_package_id: 1,
      stockist_package_name: 'Mobile Stockist',
      stockist_package_value: 350_000,
      referrer: A.username,
      stockist_status: 'pending',
      payment_status: 'pending',
      payment_date: null,
      is_stockist: 0,
    });
    paymentId = res.body.data.payment_id;
    storeId = res.body.data.id;
    const payment = await db()
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', paymentId)
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({
      user_id: S.id,
      channel: 'receipt',
      purpose: 'stockist_registration',
      amount_kobo: 35_000_000,
      status: 'review',
    });
    // The receipt is served under its random name, typed by its content.
    const file = await fetch(`${server.baseUrl}${res.body.data.payment_receipt}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(await isStockist(S.id)).toBe(0);
  });

  it('refuses a second registration while one is pending', async () => {
    const before = await counts();
    const res = await register(server, S.token, { store_name: 'Second Store' }, png());
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('You already have a stockist registration awaiting approval.');
    expect(await counts()).toEqual(before);
    expect((await storeOf(S.id)).store_name).toBe('Surulere Natural Health');
  });

  it('approval makes the member a stockist and pays the signee and upline bonuses (docs/plan.md)', async () => {
    const res = await server.http('PATCH', `/api/stockists/${paymentId}/approve-registration`, {
      token: admin,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ id: storeId, stockist_status: 'approved', is_stockist: 1 });
    expect(res.body.data.payment_date).not.toBeNull();
    expect(await isStockist(S.id)).toBe(1);
    // Fee ₦350,000 = 35,000,000 kobo. Signee 5% = 1,750,000 to A; stockist upline 1%: A (generation
    // 1) 350,000, the root (generation 2) 350,000.
    expect(await credits(A.id, ref())).toEqual([
      ['signee_bonus', 1_750_000, null],
      ['stockist_upline_bonus', 350_000, 1],
    ]);
    expect(await credits(root, ref())).toEqual([['stockist_upline_bonus', 350_000, 2]]);
    // The registration pickup allowance: the package's pickup amount, a balance of the store.
    const store = await storeOf(S.id);
    expect(store).toMatchObject({ registration_pickup_kobo: 35_000_000, upgrade_pickup_kobo: 0 });
    const payment = await db()
      .selectFrom('payments')
      .select(['status', 'approved_at'])
      .where('id', '=', paymentId)
      .executeTakeFirstOrThrow();
    expect(payment.status).toBe('approved');
    expect(payment.approved_at).not.toBeNull();
    const audit = await db()
      .selectFrom('audit_log')
      .select(['actor_type', 'target_id', 'after'])
      .where('action', '=', 'stockist.registration.approve')
      .execute();
    expect(audit).toEqual([
      {
        actor_type: 'admin',
        target_id: String(storeId),
        after: { status: 'approved', bonus_kobo: 2_450_000 },
      },
    ]);
  });

  it('approving again pays nothing and says it was already decided; so does disapproving', async () => {
    const before = await counts();
    const again = await server.http('PATCH', `/api/stockists/${paymentId}/approve-registration`, {
      token: admin,
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      'This stockist registration is already approved; only a pending registration can be decided.',
    );
    const disapprove = await server.http('PATCH', `/api/stockists/${paymentId}/disapprove-registration`, {
      token: admin,
    });
    expect(disapprove.status).toBe(409);
    expect(await counts()).toEqual(before);
    expect(await credits(A.id, ref())).toHaveLength(2);
    expect((await storeOf(S.id)).status).toBe('approved');
  });

  it('refuses to register a stockist again', async () => {
    const res = await register(server, S.token, { store_name: 'Another' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('You are already a stockist.');
  });

  it('answers 404 for a payment that is no registration', async () => {
    const res = await server.http('PATCH', '/api/stockists/999999/approve-registration', { token: admin });
    expect(res.status).toBe(404);
  });
});

describe('a registration, disapproved', () => {
  let first: { id: number; payment_id: number };

  it('changes the state only: no bonus, not a stockist, the receipt payment failed', async () => {
    const res = await register(server, D.token, { store_state: 'oyo', referrer: A.username });
    expect(res.status).toBe(200);
    first = res.body.data;
    const before = await counts();
    const no = await server.http('PATCH', `/api/stockists/${first.payment_id}/disapprove-registration`, {
      token: admin,
    });
    expect(no.status).toBe(200);
    expect(no.body.data).toMatchObject({ stockist_status: 'disapproved', is_stockist: 0 });
    expect(await counts()).toEqual(before);
    expect(await credits(A.id, `stockist:${first.id}`)).toEqual([]);
    expect(await isStockist(D.id)).toBe(0);
    const payment = await db()
      .selectFrom('payments')
      .select('status')
      .where('id', '=', first.payment_id)
      .executeTakeFirstOrThrow();
    expect(payment.status).toBe('failed');
    const approve = await server.http('PATCH', `/api/stockists/${first.payment_id}/approve-registration`, {
      token: admin,
    });
    expect(approve.status).toBe(409);
    expect(await credits(A.id, `stockist:${first.id}`)).toEqual([]);
  });

  it('lets the member register again, a new pending registration with a new receipt payment', async () => {
    const res = await register(server, D.token, { store_name: 'Second Try Herbs' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      id: first.id,
      store_name: 'Second Try Herbs',
      stockist_status: 'pending',
      referrer: null,
    });
    expect(res.body.data.payment_id).not.toBe(first.payment_id);
    // The disapproved decision cannot be replayed on the new registration.
    const old = await server.http('PATCH', `/api/stockists/${first.payment_id}/approve-registration`, {
      token: admin,
    });
    expect(old.status).toBe(404);
  });
});
