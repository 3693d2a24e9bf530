import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../src/db/transaction';
import { fulfilMemberOrder } from '../src/modules/plan/stockist-pipelines';
import { adminToken, startServer, type TestServer } from './helper';
import { userId } from './money';
import { member, products, store, type Member } from './orders.fixtures';
import { pdf, register, requestUpgrade } from './stockists.fixtures';

/*
 * Being a stockist (docs/pickups-and-stockists.md#stockists): the owner edits the store, prices and
 * asks for an upgrade to a higher package, an administrator decides it (the bonuses on the fee
 * difference paid once, docs/plan.md#signee-bonus), the upgrade pickup allowance grows, and the
 * record's stats and rebate earnings come from the ledger (docs/pickups-and-stockists.md#rebates).
 * Another member, or the stockist of another store, acts on none of it.
 *
 *   root (kolaherbal)
 *   ├─ A  Gold, paid: S's placement parent and signee
 *   │   └─ S  Silver, paid: runs a Mobile Stockist store (registered and approved here)
 *   └─ O  Starter, paid: no store; orders at S's store
 *       └─ C  Starter, paid: runs another store
 */

let server: TestServer;
let admin: string;
let root: number;
let A: Member, S: Member, O: Member, C: Member;
let storeS: number;
let storeC: number;
const db = () => server.app.database.db;

beforeAll(async () => {
  server = await startServer();
  admin = await adminToken(server.http);
  root = await userId(db(), 'kolaherbal');
  A = await member(server, 4, 'kolaherbal');
  S = await member(server, 3, A.username);
  O = await member(server, 1, 'kolaherbal');
  C = await member(server, 1, O.username);
  storeC = await store(db(), C.id, { store_name: "C's store" });
  const reg = await register(server, S.token, { referrer: A.username });
  expect(reg.status, JSON.stringify(reg.body)).toBe(200);
  storeS = reg.body.data.id;
  const ok = await server.http('PATCH', `/api/stockists/${reg.body.data.payment_id}/approve-registration`, {
    token: admin,
  });
  expect(ok.status, JSON.stringify(ok.body)).toBe(200);
}, 180_000);

afterAll(async () => server?.close());

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

const storeRow = () =>
  db().selectFrom('stockists').selectAll().where('id', '=', storeS).executeTakeFirstOrThrow();
const entryCount = async () =>
  (await sql<{ n: number }>`select count(*)::int as n from ledger_entries`.execute(db())).rows[0]!.n;

describe('the owner edits the store', () => {
  it('changes only the fields sent', async () => {
    const res = await server.http('PUT', `/api/stockists/${storeS}/update`, {
      token: S.token,
      body: { store_name: 'Surulere Wellness Point', store_state: 'oyo' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      store_name: 'Surulere Wellness Point',
      store_state: 'oyo',
      store_address: '21 Bode Thomas Street, Surulere',
      store_phone: '+2348031234567',
    });
    expect((await storeRow()).state).toBe('Oyo');
  });

  it('refuses bad input on its field, changing nothing', async () => {
    const before = await storeRow();
    for (const [body, field] of [
      [{ store_phone: '12' }, 'store_phone'],
      [{ store_state: 'abuja' }, 'store_state'],
      [{ store_name: '' }, 'store_name'],
      [{ store_name: '   ' }, 'store_name'],
    ] as const) {
      const res = await server.http('PUT', `/api/stockists/${storeS}/update`, { token: S.token, body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual([field]);
    }
    expect(await storeRow()).toEqual(before);
  });

  it('lets an administrator edit it, audited', async () => {
    const res = await server.http('PUT', `/api/stockists/${storeS}/update`, {
      token: admin,
      body: { store_state: 'lagos' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.store_state).toBe('lagos');
    const audit = await db()
      .selectFrom('audit_log')
      .select(['target_id', 'after'])
      .where('action', '=', 'stockist.update')
      .execute();
    expect(audit).toEqual([{ target_id: String(storeS), after: { state: 'Lagos' } }]);
  });
});

describe('the upgrade price', () => {
  it('is the difference of the registration values, with both packages and the new rebate', async () => {
    const res = await server.http('GET', '/api/stockists/package/2/difference', { token: S.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({
      package_name: 'State Stockist',
      package_difference: 650_000,
      rebate: 8,
      current_package: {
        id: 1,
        name: 'Mobile Stockist',
        registration_value: 350_000,
        pickup_amount: 350_000,
      },
      new_package: { id: 2, name: 'State Stockist', registration_value: 1_000_000, pickup_amount: 1_000_000 },
    });
    const regional = await server.http('GET', '/api/stockists/package/3/difference', { token: S.token });
    expect(regional.body.data.package_difference).toBe(2_650_000);
  });

  it('refuses a package not above the current one (422), an unknown one (404), a member without a store (409)', async () => {
    const same = await server.http('GET', '/api/stockists/package/1/difference', { token: S.token });
    expect(same.status).toBe(422);
    expect(same.body.errors).toEqual({ packageId: ['You can only upgrade to a higher package.'] });
    const none = await server.http('GET', '/api/stockists/package/99/difference', { token: S.token });
    expect(none.status).toBe(404);
    const noStore = await server.http('GET', '/api/stockists/package/2/difference', { token: O.token });
    expect(noStore.status).toBe(409);
  });
});

describe('an upgrade', () => {
  it('is refused to a package not above the current one, or without a receipt, on the field', async () => {
    const before = await entryCount();
    const same = await requestUpgrade(server, S.token, storeS, 1);
    expect(same.status).toBe(422);
    expect(Object.keys(same.body.errors)).toEqual(['stockist_package_id']);
    const bare = await requestUpgrade(server, S.token, storeS, 2, null);
    expect(bare.status).toBe(422);
    expect(Object.keys(bare.body.errors)).toEqual(['payment_receipt']);
    const unknown = await requestUpgrade(server, S.token, storeS, 9);
    expect(unknown.status).toBe(422);
    expect(await db().selectFrom('stockist_upgrades').selectAll().execute()).toEqual([]);
    expect(await entryCount()).toBe(before);
  });

  let first: { payment_id: number };
  it('waits in processing with the price the server fixed; a second one is refused', async () => {
    const res = await requestUpgrade(server, S.token, storeS, 2);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      stockist_id: storeS,
      uuid: S.uuid,
      previous_package_name: 'Mobile Stockist',
      stockist_package_id: 2,
      stockist_package_name: 'State Stockist',
      amount: 650_000,
      status: 'processing',
    });
    expect(res.body.data.payment_receipt).toMatch(/^\/api\/storage\/[a-f0-9]{32}\.pdf$/);
    first = res.body.data;
    const second = await requestUpgrade(server, S.token, storeS, 3);
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('An upgrade of this stockist is already being processed.');
    expect(await db().selectFrom('stockist_upgrades').select('id').execute()).toHaveLength(1);
  });

  it('disapproved: nothing paid, the package unchanged, and a new request allowed', async () => {
    const before = await entryCount();
    const no = await server.http('PATCH', `/api/stockists/${first.payment_id}/disapprove-upgrade`, {
      token: admin,
    });
    expect(no.status, JSON.stringify(no.body)).toBe(200);
    expect(no.body.data.status).toBe('disapproved');
    expect(await entryCount()).toBe(before);
    expect(await storeRow()).toMatchObject({ stockist_package_id: 1, upgrade_pickup_kobo: 0 });
    const again = await server.http('PATCH', `/api/stockists/${first.payment_id}/approve-upgrade`, {
      token: admin,
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      'This stockist upgrade is already disapproved; only a processing upgrade can be decided.',
    );
    expect(await entryCount()).toBe(before);
  });

  it('approved: the package changes, the upgrade pickup grows, the bonuses on the difference are paid once', async () => {
    const res = await requestUpgrade(server, S.token, storeS, 2);
    expect(res.status).toBe(200);
    const { payment_id } = res.body.data;
    const upgrade = await db()
      .selectFrom('stockist_upgrades')
      .select('id')
      .where('payment_id', '=', payment_id)
      .executeTakeFirstOrThrow();
    const ok = await server.http('PATCH', `/api/stockists/${payment_id}/approve-upgrade`, { token: admin });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data.status).toBe('approved');
    // Fee ₦650,000 = 65,000,000 kobo (docs/plan.md#signee-bonus): signee 5% = 3,250,000 to A;
    // stockist upline 1%: A (generation 1) 650,000, the root (generation 2) 650,000.
    const ref = `stockist-upgrade:${upgrade.id}`;
    expect(await credits(A.id, ref)).toEqual([
      ['signee_bonus', 3_250_000, null],
      ['stockist_upline_bonus', 650_000, 1],
    ]);
    expect(await credits(root, ref)).toEqual([['stockist_upline_bonus', 650_000, 2]]);
    // The pickup difference ₦1,000,000 − ₦350,000 joins the upgrade pickup balance.
    expect(await storeRow()).toMatchObject({
      stockist_package_id: 2,
      registration_pickup_kobo: 35_000_000,
      upgrade_pickup_kobo: 65_000_000,
    });
    const before = await entryCount();
    const twice = await server.http('PATCH', `/api/stockists/${payment_id}/approve-upgrade`, {
      token: admin,
    });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toContain('already approved');
    expect(await entryCount()).toBe(before);
    const audit = await db()
      .selectFrom('audit_log')
      .select('action')
      .where('target_type', '=', 'stockist_upgrade')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['stockist.upgrade.disapprove', 'stockist.upgrade.approve']);
  });

  it('the upgrade pickup allowance is answered as the difference with is_upgrade_pickup', async () => {
    const res = await server.http('GET', '/api/stockists/package/2/difference?is_upgrade_pickup=true', {
      token: S.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ package_difference: 650_000, current_package: { id: 2 } });
    // The next upgrade is priced from the new package.
    const next = await server.http('GET', '/api/stockists/package/3/difference', { token: S.token });
    expect(next.body.data.package_difference).toBe(2_000_000);
  });
});

describe("the stockist's record", () => {
  /** A rebate credited at `at`, written as its ledger transaction (the ledger is append-only). */
  async function pastRebate(uid: number, kobo: number, at: string, key: string) {
    const accounts = await db()
      .selectFrom('ledger_accounts')
      .select(['id', 'user_id', 'code'])
      .where((eb) => eb.or([eb('user_id', '=', uid), eb('code', '=', 'company:bonus_expense')]))
      .execute();
    const wallet = accounts.find((a) => a.user_id === uid)!.id;
    const expense = accounts.find((a) => a.code === 'company:bonus_expense')!.id;
    const tx = await db()
      .insertInto('ledger_transactions')
      .values({ idempotency_key: key, kind: 'rebate', cause_type: 'order', cause_ref: key, created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('ledger_entries')
      .values([
        {
          transaction_id: tx.id,
          account_id: expense,
          user_id: null,
          amount_kobo: -kobo,
          kind: 'rebate',
          cause_type: 'order',
          cause_ref: key,
          created_at: at,
        },
        {
          transaction_id: tx.id,
          account_id: wallet,
          user_id: uid,
          amount_kobo: kobo,
          kind: 'rebate',
          cause_type: 'order',
          cause_ref: key,
          created_at: at,
        },
      ])
      .execute();
  }

  it('shows the package, its rebate percentage and no rebate yet', async () => {
    const res = await server.http('GET', `/api/stockists/${storeS}/stats`, { token: S.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ package: 'State Stockist', rebate: 8, rebate_bonus: 0 });
    const none = await server.http('GET', `/api/stockists/${storeS}/rebate-earnings`, { token: S.token });
    expect(none.body.data).toEqual([]);
  });

  it('sums the rebate from the ledger, in all and per Lagos month, newest first', async () => {
    // O collects a ₦8,500 product at S's store; S fulfils it: 8% = ₦680.
    const catalogue = await products(db());
    const order = await server.http('POST', `/api/purchases/user/${O.uuid}`, {
      token: O.token,
      body: {
        pickup_type: 'registration_pickup',
        stockist_id: storeS,
        products: [{ id: catalogue.moringa.id, qty: 1 }],
      },
    });
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    const orderId = Number(
      (
        await db()
          .selectFrom('orders')
          .select('id')
          .where('user_id', '=', O.id)
          .where('stockist_id', '=', storeS)
          .executeTakeFirstOrThrow()
      ).id,
    );
    const fulfilled = await inTransaction(db(), (tx) => fulfilMemberOrder(tx, orderId, new Date()));
    expect(fulfilled).toMatchObject({ decided: true, paidKobo: 68_000 });
    // Two earlier rebates: 23:30 UTC on 31 August is 00:30 on 1 September in Lagos.
    await pastRebate(S.id, 120_000, '2026-08-31T23:30:00Z', 'test-rebate-1');
    await pastRebate(S.id, 5_050, '2026-09-10T12:00:00Z', 'test-rebate-2');
    await pastRebate(S.id, 7_000, '2026-08-15T12:00:00Z', 'test-rebate-3');
    // Another member's rebate is not S's.
    await pastRebate(C.id, 99_900, '2026-09-10T12:00:00Z', 'test-rebate-c');

    const stats = await server.http('GET', `/api/stockists/${storeS}/stats`, { token: S.token });
    expect(stats.body.data).toEqual({
      package: 'State Stockist',
      rebate: 8,
      rebate_bonus: 680 + 1_200 + 50.5 + 70,
    });
    const months = await server.http('GET', `/api/stockists/${storeS}/rebate-earnings`, { token: S.token });
    expect(months.status).toBe(200);
    const thisMonth = new Date(Date.now() + 3_600_000).toISOString().slice(0, 7);
    expect(months.body.data).toEqual([
      { month: thisMonth, value: 680, created_at: new Date(`${thisMonth}-01T00:00:00+01:00`).toISOString() },
      { month: '2026-09', value: 1_250.5, created_at: '2026-08-31T23:00:00.000Z' },
      { month: '2026-08', value: 70, created_at: '2026-07-31T23:00:00.000Z' },
    ]);
    // An administrator reads them too.
    const asAdmin = await server.http('GET', `/api/stockists/${storeS}/stats`, { token: admin });
    expect(asAdmin.body.data.rebate_bonus).toBe(2_000.5);
  });
});

describe('another member, or the stockist of another store', () => {
  it('acts on none of the store and reads none of its records', async () => {
    const before = { store: await storeRow(), entries: await entryCount() };
    for (const who of [O, C]) {
      const calls = [
        await server.http('PUT', `/api/stockists/${storeS}/update`, {
          token: who.token,
          body: { store_name: 'Hijacked' },
        }),
        await requestUpgrade(server, who.token, storeS, 3, pdf()),
        await server.http('GET', `/api/stockists/${storeS}/stats`, { token: who.token }),
        await server.http('GET', `/api/stockists/${storeS}/rebate-earnings`, { token: who.token }),
        await server.http('GET', `/api/stockists/999999/stats`, { token: who.token }),
      ];
      expect(calls.map((c) => c.status)).toEqual([403, 403, 403, 403, 403]);
      for (const c of calls) {
        expect(c.body).toEqual({ success: false, message: 'You may only act on your own store.' });
      }
      for (const path of ['approve-registration', 'approve-upgrade', 'disapprove-upgrade']) {
        const res = await server.http('PATCH', `/api/stockists/${storeS}/${path}`, { token: who.token });
        expect(res.status).toBe(403);
      }
    }
    expect(await storeRow()).toEqual(before.store);
    expect(await entryCount()).toBe(before.entries);
    // C prices and upgrades only its own store.
    const own = await server.http('GET', '/api/stockists/package/2/difference', { token: C.token });
    expect(own.body.data.current_package.id).toBe(1);
    expect(storeC).not.toBe(storeS);
  });
});
