import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, signUp, slotQueue, startServer, type SlotQueue, type TestServer } from './helper';
import { decide, initiate, payRegistration } from './money';
import { createAdminMembersService } from '../src/modules/admin-members/admin-members.service';

// The back office's member reads and dashboard counts (docs/screens/back-office.md#members-list,
// docs/screens/back-office.md#dashboard): administrators only, paged and filtered in the
// database, newest first, counts and sums from the payments and PV records.

let server: TestServer;
let slots: SlotQueue;
let admin: string;
const http: TestServer['http'] = (...args) => server.http(...args);
const db = () => server.app.database.db;

interface Member {
  uuid: string;
  token: string;
  username: string;
  email: string;
}
interface Pkg {
  id: number;
  name: string;
  naira: number;
  pv: number;
}

let pkgs: Pkg[];
/** Oldest first: ada (paid package 1, stockist), bayo (paid 2, upgraded to 3), zainab (declined, unpaid). */
let ada: Member;
let bayo: Member;
let zainab: Member;
let adaRef: string;
let bayoRef: string;
let upgradeRef: string;
let declinedRef: string;

const LISTS = [
  '/api/users',
  '/api/users/search?search=a',
  '/api/users/active-users',
  '/api/users/paid-users',
  '/api/users/search-paid-users?search=a',
  '/api/users/upgraded-users',
];
const COUNTS = [
  '/api/users/total-users',
  '/api/users/total-active-users',
  '/api/users/total-paid-users',
  '/api/users/total-registrations',
  '/api/users/total-registration-pv',
  '/api/users/sum-paid-users',
  '/api/product-claims/total-product-sold',
  '/api/product-claims/sum-claimed-products',
  '/api/purchases/pickup-stats',
  '/api/purchases/sum-prices',
  '/api/stockists/stats',
  '/api/stockists/upgrades',
  '/api/stockists/product-orders',
];

async function join(overrides: Record<string, unknown>): Promise<Member> {
  const m = await signUp(http, slots, overrides);
  // created_at decides the order: keep the three a few milliseconds apart.
  await new Promise((resolve) => setTimeout(resolve, 20));
  return { uuid: m.uuid, token: m.token, username: m.form.username, email: m.form.email };
}

async function get(path: string, token: string | null = admin) {
  return http('GET', path, { token });
}

const usernames = (body: { data: { data: { username: string }[] } }) => body.data.data.map((u) => u.username);

beforeAll(async () => {
  server = await startServer();
  slots = slotQueue();
  admin = await adminToken(http);
  const rows = await db()
    .selectFrom('packages')
    .select(['id', 'name', 'registration_value_kobo', 'point_value'])
    .orderBy('id')
    .execute();
  pkgs = rows.map((r) => ({
    id: r.id,
    name: r.name,
    naira: Number(r.registration_value_kobo) / 100,
    pv: Number(r.point_value),
  }));
  ada = await join({ username: `ada${Date.now().toString(36)}`, first_name: 'Adaeze', last_name: 'Obi' });
  bayo = await join({
    username: `bayo${Date.now().toString(36)}`,
    first_name: 'Adebayo',
    last_name: 'Lawal',
    package_id: 2,
  });
  zainab = await join({
    username: `zee${Date.now().toString(36)}`,
    first_name: 'Zainab',
    last_name: 'Musa',
    email: `zainab.musa.${Date.now().toString(36)}@example.com`,
    phone: '+2348031112222',
  });
  adaRef = (await payRegistration(server, ada.token, 1)).reference;
  bayoRef = (await payRegistration(server, bayo.token, 2)).reference;
  // Bayo upgrades 2 → 3 by card.
  upgradeRef = (
    await initiate(http, bayo.token, {
      amount: pkgs[2]!.naira - pkgs[1]!.naira,
      txn_source: 'package_payment',
      is_upgrade: 1,
      meta_data: { package_id: 3 },
    })
  ).reference;
  await decide(server, upgradeRef);
  const verified = await http('POST', '/api/payments/verify', {
    token: bayo.token,
    body: { reference: upgradeRef },
  });
  if (verified.body.data?.status !== 'approved') throw new Error(`upgrade: ${JSON.stringify(verified.body)}`);
  // Zainab declines her checkout: a failed registration payment, and she stays inactive.
  declinedRef = (
    await initiate(http, zainab.token, {
      amount: pkgs[0]!.naira,
      txn_source: 'package_payment',
      is_upgrade: 0,
    })
  ).reference;
  await decide(server, declinedRef, 'decline');
  await http('POST', '/api/payments/verify', { token: zainab.token, body: { reference: declinedRef } });
  // Ada runs a store (the stockist registration itself is another module's; only the flag matters here).
  await db().updateTable('users').set({ is_stockist: 1 }).where('uuid', '=', ada.uuid).execute();
}, 180_000);
afterAll(async () => server?.close());

describe('who may read', () => {
  it('answers an administrator, refuses a member (403) and a visitor (401) on every list and count', async () => {
    for (const path of [...LISTS, ...COUNTS]) {
      expect((await get(path)).status, path).toBe(200);
      const member = await get(path, ada.token);
      expect(member.status, path).toBe(403);
      expect(member.body.message).toBe('This action needs an administrator.');
      expect((await get(path, null)).status, path).toBe(401);
    }
  });
});

describe('members list', () => {
  it('lists every member but the company root, newest first, with the contract shape', async () => {
    const res = await get('/api/users');
    expect(res.body.data).toMatchObject({ current_page: 1, last_page: 1, per_page: 20, total: 3 });
    expect(usernames(res.body)).toEqual([zainab.username, bayo.username, ada.username]);
    const [z, b] = res.body.data.data;
    expect(z).toMatchObject({ uuid: zainab.uuid, status: 'inactive', is_stockist: 0, package_id: 1 });
    expect(b).toMatchObject({
      status: 'active',
      package_id: 3,
      reg_package_id: 2,
      package_name: pkgs[2]!.name,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/password|kolaherbal/);
  });

  it('filters by type: active, inactive (not paid), stockists', async () => {
    const of = async (type: string) => usernames((await get(`/api/users?type=${type}`)).body);
    expect(await of('all')).toEqual([zainab.username, bayo.username, ada.username]);
    expect(await of('active')).toEqual([bayo.username, ada.username]);
    expect(await of('inactive')).toEqual([zainab.username]);
    expect(await of('stockists')).toEqual([ada.username]);
    const active = await get('/api/users/active-users');
    expect(usernames(active.body)).toEqual([bayo.username, ada.username]);
    expect(active.body.data.total).toBe(2);
  });

  it('pages: per_page, page, last_page and total; a page past the end is empty', async () => {
    const second = await get('/api/users?per_page=1&page=2');
    expect(second.body.data).toMatchObject({ current_page: 2, last_page: 3, per_page: 1, total: 3 });
    expect(usernames(second.body)).toEqual([bayo.username]);
    const past = await get('/api/users?per_page=2&page=5');
    expect(past.body.data).toMatchObject({ current_page: 5, last_page: 2, total: 3, data: [] });
  });

  it('refuses bad query values with 422 naming the field', async () => {
    for (const [query, field] of [
      ['type=everyone', 'type'],
      ['page=0', 'page'],
      ['page=abc', 'page'],
      ['per_page=101', 'per_page'],
      ['per_page=0', 'per_page'],
    ] as const) {
      const res = await get(`/api/users?${query}`);
      expect(res.status, query).toBe(422);
      expect(res.body.errors[field], query).toBeDefined();
    }
    for (const path of ['/api/users/active-users?page=-1', '/api/users/upgraded-users?per_page=500']) {
      const res = await get(path);
      expect(res.status, path).toBe(422);
    }
  });
});

describe('member search', () => {
  const found = async (term: string) =>
    usernames((await get(`/api/users/search?search=${encodeURIComponent(term)}`)).body);

  it('matches the start of a username, first or last name, full name, email or phone, in any case', async () => {
    expect(await found(ada.username.toUpperCase())).toEqual([ada.username]);
    expect(await found(`@${bayo.username}`)).toEqual([bayo.username]);
    expect(await found('ad')).toEqual([bayo.username, ada.username]);
    expect(await found('lawal')).toEqual([bayo.username]);
    expect(await found('Zainab M')).toEqual([zainab.username]);
    expect(await found('ZAINAB.MUSA')).toEqual([zainab.username]);
    expect(await found('+234803111')).toEqual([zainab.username]);
    expect(await found('0803111')).toEqual([zainab.username]);
    expect(await found('obi')).toEqual([ada.username]);
    // A prefix, not a substring; LIKE's wildcards are plain characters.
    expect(await found('daeze')).toEqual([]);
    expect(await found('%')).toEqual([]);
    expect(await found('_')).toEqual([]);
  });

  it('pages its results, and never finds the company root', async () => {
    const res = await get('/api/users/search?search=ad&per_page=1&page=2');
    expect(res.body.data).toMatchObject({ current_page: 2, last_page: 2, per_page: 1, total: 2 });
    expect(usernames(res.body)).toEqual([ada.username]);
    expect(await found('kolaherbal')).toEqual([]);
  });

  it('finds the same members, in the same order, whether it collects the matches or walks the newest first', async () => {
    // A search with many matches walks the newest-first index instead of sorting them all.
    const walking = createAdminMembersService({ db: db(), gatherUpTo: 0 });
    const gathering = createAdminMembersService({ db: db() });
    const caller = { type: 'admin' as const, id: 1, sessionId: 1 };
    for (const [search, page, per_page] of [
      ['ad', 1, 20],
      ['ad', 2, 1],
      ['zainab m', 1, 20],
      ['0803111', 1, 20],
      ['nobody', 1, 20],
    ] as const) {
      const walked = await walking.search(caller, { search, page, per_page });
      expect(walked, search).toEqual(await gathering.search(caller, { search, page, per_page }));
      const query = { search, page, per_page };
      expect(await walking.packagePayments(caller, query, true), search).toEqual(
        await gathering.packagePayments(caller, query, true),
      );
    }
    const walked = await walking.search(caller, { search: 'ad' });
    expect(walked.data.map((u) => u.username)).toEqual([bayo.username, ada.username]);
    const payments = await walking.packagePayments(caller, { search: bayo.username }, true);
    expect(payments.data.map((p) => p.reference)).toEqual([upgradeRef, bayoRef]);
    await expect(walking.search({ type: 'user', id: 1, sessionId: 1 }, { search: 'ad' })).rejects.toThrow(
      'This action needs an administrator.',
    );
  });

  it('refuses a missing, blank or too long search with 422 on search', async () => {
    for (const query of ['', 'search=', 'search=%20%20', `search=${'a'.repeat(101)}`]) {
      const res = await get(`/api/users/search?${query}`);
      expect(res.status, query).toBe(422);
      expect(res.body.errors.search, query).toBeDefined();
    }
  });
});

describe('registration history', () => {
  it('lists package payments of every status, newest first, with package, amount and kind', async () => {
    const res = await get('/api/users/paid-users');
    expect(res.body.data.total).toBe(4);
    const rows = res.body.data.data as Record<string, unknown>[];
    expect(rows.map((r) => r.reference)).toEqual([declinedRef, upgradeRef, bayoRef, adaRef]);
    expect(rows[0]).toMatchObject({
      uuid: zainab.uuid,
      username: zainab.username,
      first_name: 'Zainab',
      name: pkgs[0]!.name,
      amount: pkgs[0]!.naira,
      status: 'failed',
      is_upgrade: 0,
      channel: 'card',
    });
    expect(rows[1]).toMatchObject({
      username: bayo.username,
      name: pkgs[2]!.name,
      package_id: 3,
      amount: pkgs[2]!.naira - pkgs[1]!.naira,
      status: 'approved',
      is_upgrade: 1,
    });
    expect(rows[3]).toMatchObject({ username: ada.username, amount: pkgs[0]!.naira, status: 'approved' });
    const paged = await get('/api/users/paid-users?per_page=3&page=2');
    expect(paged.body.data).toMatchObject({ current_page: 2, last_page: 2, total: 4 });
    expect(paged.body.data.data.map((r: { reference: string }) => r.reference)).toEqual([adaRef]);
  });

  it('searches package payments by member name, username or reference prefix', async () => {
    const refs = async (term: string) => {
      const page = (await get(`/api/users/search-paid-users?search=${encodeURIComponent(term)}`)).body.data;
      // The count (members' payments, then references whose member does not match) agrees with the rows.
      expect(page.total, term).toBe(page.data.length);
      return page.data.map((r: { reference: string }) => r.reference);
    };
    expect(await refs(bayo.username)).toEqual([upgradeRef, bayoRef]);
    expect(await refs('adaeze')).toEqual([adaRef]);
    expect(await refs(adaRef.toLowerCase())).toEqual([adaRef]);
    expect(await refs(declinedRef.slice(0, declinedRef.length - 2))).toContain(declinedRef);
    expect(await refs('nobody-matches-this')).toEqual([]);
    const blank = await get('/api/users/search-paid-users?search=%20');
    expect(blank.status).toBe(422);
    expect(blank.body.errors.search).toBeDefined();
  });

  it('lists upgraded members by their latest upgrade with the packages they held before', async () => {
    const res = await get('/api/users/upgraded-users');
    expect(res.body.data).toMatchObject({ current_page: 1, last_page: 1, total: 1 });
    expect(res.body.data.data).toEqual([
      {
        uuid: bayo.uuid,
        first_name: 'Adebayo',
        last_name: 'Lawal',
        username: bayo.username,
        previous_packages: [pkgs[1]!.name],
        package: pkgs[2]!.name,
        updated_at: expect.any(String),
      },
    ]);
  });
});

describe('dashboard counts', () => {
  const data = async (path: string) => (await get(path)).body.data;

  it('counts members (root excluded), active and paid members', async () => {
    expect(await data('/api/users/total-users')).toBe(3);
    expect(await data('/api/users/total-active-users')).toBe(2);
    expect(await data('/api/users/total-paid-users')).toBe(2);
  });

  it('counts and sums approved registrations, and sums every approved package payment, in naira', async () => {
    expect(await data('/api/users/total-registrations')).toEqual({
      count: 2,
      amount: pkgs[0]!.naira + pkgs[1]!.naira,
    });
    // Registrations plus the upgrade's difference: Ada's package 1 and Bayo's package 3 in all.
    expect(await data('/api/users/sum-paid-users')).toBe(pkgs[0]!.naira + pkgs[2]!.naira);
  });

  it('sums the PV of approved registrations and of what upgrades added', async () => {
    expect(await data('/api/users/total-registration-pv')).toBe(pkgs[0]!.pv + pkgs[2]!.pv);
  });

  it('totals the products taken: approved product claims and fulfilled member pickup orders together', async () => {
    const empty = { total_quantity: 0, total_points: 0, total_price: 0 };
    expect(await data('/api/product-claims/total-product-sold')).toEqual(empty);
    const uid = Number(
      (await db().selectFrom('users').select('id').where('uuid', '=', ada.uuid).executeTakeFirstOrThrow()).id,
    );
    const claim = (
      status: 'processing' | 'approved' | 'declined',
      qty: number,
      points: number,
      kobo: number,
    ) =>
      db()
        .insertInto('product_claims')
        .values({ user_id: uid, status, total_quantity: qty, total_points: points, total_price_kobo: kobo })
        .execute();
    const order = (status: 'pending' | 'approved' | 'cancelled', qty: number, points: number, kobo: number) =>
      db()
        .insertInto('orders')
        .values({
          code: `T${Math.random().toString(36).slice(2, 10)}`,
          user_id: uid,
          kind: 'member',
          pickup_type: 'registration_pickup',
          status,
          total_quantity: qty,
          total_points: points,
          total_price_kobo: kobo,
        })
        .execute();
    await claim('approved', 2, 10, 1_250_050);
    await claim('approved', 1, 5, 500_000);
    await claim('processing', 7, 70, 7_000_000);
    await claim('declined', 9, 90, 9_000_000);
    await order('approved', 3, 15, 2_100_000);
    await order('pending', 4, 40, 4_000_000);
    await order('cancelled', 5, 50, 5_000_000);
    const taken = { total_quantity: 6, total_points: 30, total_price: 38_500.5 };
    expect(await data('/api/product-claims/total-product-sold')).toEqual(taken);
    expect(await data('/api/product-claims/sum-claimed-products')).toEqual(taken);
  });

  it('counts pickup orders that stand per pickup type, and totals the paid repurchases', async () => {
    const uid = Number(
      (await db().selectFrom('users').select('id').where('uuid', '=', bayo.uuid).executeTakeFirstOrThrow())
        .id,
    );
    const before = await data('/api/purchases/pickup-stats');
    const paidBefore = await data('/api/purchases/sum-prices');
    const payment = async (status: 'approved' | 'failed') =>
      Number(
        (
          await db()
            .insertInto('payments')
            .values({
              reference: `T-${Math.random().toString(36).slice(2, 12)}`,
              user_id: uid,
              txn_source: 'member_product_purchase',
              purpose: 'repurchase',
              channel: 'card',
              amount_kobo: 1,
              status,
              target: JSON.stringify({}),
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      );
    const order = async (
      pickup_type: 'registration_pickup' | 'upgrade_pickup' | 'repurchase_pickup',
      status: 'awaiting_payment' | 'pending' | 'approved' | 'disapproved' | 'cancelled',
      kobo: number,
      payment_id: number | null = null,
    ) =>
      db()
        .insertInto('orders')
        .values({
          code: `P${Math.random().toString(36).slice(2, 10)}`,
          user_id: uid,
          kind: 'member',
          pickup_type,
          status,
          total_quantity: 2,
          total_points: 1,
          total_price_kobo: kobo,
          payment_id,
        })
        .execute();
    await order('registration_pickup', 'pending', 100_000);
    await order('registration_pickup', 'cancelled', 900_000);
    await order('upgrade_pickup', 'approved', 250_050);
    await order('upgrade_pickup', 'disapproved', 900_000);
    await order('repurchase_pickup', 'approved', 300_000, await payment('approved'));
    await order('repurchase_pickup', 'awaiting_payment', 900_000, await payment('failed'));
    const stats = await data('/api/purchases/pickup-stats');
    expect(stats).toEqual({
      registration_count: before.registration_count + 1,
      upgrade_count: before.upgrade_count + 1,
      purchase_count: before.purchase_count + 1,
      registration_amount: before.registration_amount + 1_000,
      upgrade_amount: before.upgrade_amount + 2_500.5,
      purchase_amount: before.purchase_amount + 3_000,
    });
    expect(await data('/api/purchases/sum-prices')).toEqual({
      total_price: paidBefore.total_price + 3_000,
      total_quantity: paidBefore.total_quantity + 2,
    });
  });

  it('totals the paid repurchases per month of their approval in Lagos time, newest month first', async () => {
    const uid = Number(
      (await db().selectFrom('users').select('id').where('uuid', '=', bayo.uuid).executeTakeFirstOrThrow())
        .id,
    );
    // 2019: before any other record of the run, so its months hold only what this test makes.
    const repurchase = async (approvedAt: string | null, kobo: number, qty: number) => {
      const payment = await db()
        .insertInto('payments')
        .values({
          reference: `M-${Math.random().toString(36).slice(2, 12)}`,
          user_id: uid,
          txn_source: 'member_product_purchase',
          purpose: 'repurchase',
          channel: 'card',
          amount_kobo: kobo,
          status: approvedAt ? 'approved' : 'failed',
          approved_at: approvedAt ? new Date(approvedAt) : null,
          target: JSON.stringify({}),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db()
        .insertInto('orders')
        .values({
          code: `M${Math.random().toString(36).slice(2, 10)}`,
          user_id: uid,
          kind: 'member',
          pickup_type: 'repurchase_pickup',
          status: approvedAt ? 'approved' : 'awaiting_payment',
          total_quantity: qty,
          total_points: 1,
          total_price_kobo: kobo,
          payment_id: Number(payment.id),
        })
        .execute();
    };
    await repurchase('2019-03-31T22:30:00Z', 100_000, 1); // 23:30 on 31 March in Lagos
    await repurchase('2019-03-31T23:30:00Z', 250_050, 2); // 00:30 on 1 April in Lagos
    await repurchase('2019-04-15T10:00:00Z', 49_950, 3);
    await repurchase(null, 900_000, 9); // never paid: not counted
    const months = (await data('/api/purchases/monthly-repurchases')) as {
      year: number;
      month: number;
      total: number;
      total_qty: number;
    }[];
    expect(months.filter((m) => m.year === 2019)).toEqual([
      { month: 4, year: 2019, total_qty: 5, total: 3_000 },
      { month: 3, year: 2019, total_qty: 1, total: 1_000 },
    ]);
    const keys = months.map((m) => m.year * 100 + m.month);
    expect(keys).toEqual([...keys].sort((a, b) => b - a));
  });

  it('keeps its member and payment counters equal to a count of the records, through every change', async () => {
    const counted = async () => {
      const { rows } = await sql<Record<string, string>>`
        select (select count(*) from users where not is_root) as members,
          (select count(*) from users where not is_root and status = 'active') as active,
          (select count(*) from users where not is_root and payment_status = 'approved') as paid,
          (select count(*) from users where not is_root and is_stockist = 1) as stockists,
          (select count(*) from users where not is_root and package_id <> reg_package_id) as upgraded,
          (select count(*) from payments where txn_source = 'package_payment') as package_payments`.execute(
        db(),
      );
      return Object.fromEntries(Object.entries(rows[0]!).map(([k, v]) => [k, Number(v)]));
    };
    const kept = async () => {
      const { rows } = await sql<Record<string, string>>`
        select sum(members) as members, sum(active) as active, sum(paid) as paid, sum(stockists) as stockists,
          sum(upgraded) as upgraded, sum(package_payments) as package_payments from member_counts`.execute(
        db(),
      );
      return Object.fromEntries(Object.entries(rows[0]!).map(([k, v]) => [k, Number(v)]));
    };
    expect(await counted()).toEqual({
      members: 3,
      active: 2,
      paid: 2,
      stockists: 1,
      upgraded: 1,
      package_payments: 4,
    });
    expect(await kept()).toEqual(await counted());
    // A registration that expires, a store closed, a member removed in a transaction that fails:
    // the counters follow what commits.
    const extra = await join({ first_name: 'Kelechi' });
    await db().updateTable('users').set({ status: 'expired' }).where('uuid', '=', extra.uuid).execute();
    await db().updateTable('users').set({ is_stockist: 0 }).where('uuid', '=', ada.uuid).execute();
    await db()
      .transaction()
      .execute(async (tx) => {
        await tx.updateTable('users').set({ status: 'inactive' }).where('uuid', '=', bayo.uuid).execute();
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await counted()).toEqual({
      members: 4,
      active: 2,
      paid: 2,
      stockists: 0,
      upgraded: 1,
      package_payments: 4,
    });
    expect(await kept()).toEqual(await counted());
    expect(await data('/api/users/total-users')).toBe(4);
    expect((await get('/api/users?type=inactive')).body.data.total).toBe(2);
    expect((await get('/api/users?type=stockists')).body.data).toMatchObject({ total: 0, data: [] });
    // Put back what the other tests read.
    await db().updateTable('users').set({ is_stockist: 1 }).where('uuid', '=', ada.uuid).execute();
  });

  it('totals the stores: approved stores, their approved stock purchases and fulfilled member orders', async () => {
    expect(await data('/api/stockists/stats')).toEqual({
      stockist_count: 0,
      stockist_purchases_sum: 0,
      stockist_sales_sum: 0,
    });
    const idOf = async (uuid: string) =>
      Number(
        (await db().selectFrom('users').select('id').where('uuid', '=', uuid).executeTakeFirstOrThrow()).id,
      );
    const pkg = await db()
      .selectFrom('stockist_packages')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const store = async (uuid: string, status: 'pending' | 'approved') =>
      Number(
        (
          await db()
            .insertInto('stockists')
            .values({
              user_id: await idOf(uuid),
              stockist_package_id: pkg.id,
              status,
              store_name: `S ${uuid.slice(0, 4)}`,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      );
    const approvedStore = await store(ada.uuid, 'approved');
    await store(zainab.uuid, 'pending');
    const order = async (kind: 'member' | 'stockist', status: 'pending' | 'approved', kobo: number) =>
      db()
        .insertInto('orders')
        .values({
          code: `S${Math.random().toString(36).slice(2, 10)}`,
          user_id: await idOf(kind === 'member' ? bayo.uuid : ada.uuid),
          stockist_id: approvedStore,
          kind,
          pickup_type: kind === 'member' ? 'registration_pickup' : 're-stock',
          status,
          total_quantity: 1,
          total_points: 1,
          total_price_kobo: kobo,
        })
        .execute();
    await order('stockist', 'approved', 5_000_000);
    await order('stockist', 'pending', 9_000_000);
    await order('member', 'approved', 120_050);
    await order('member', 'pending', 9_000_000);
    expect(await data('/api/stockists/stats')).toEqual({
      stockist_count: 1,
      stockist_purchases_sum: 50_000,
      stockist_sales_sum: 1_200.5,
    });
  });

  it("lists every store's package upgrades, processing first, then newest first, paged", async () => {
    const owner = Number(
      (await db().selectFrom('users').select('id').where('uuid', '=', bayo.uuid).executeTakeFirstOrThrow())
        .id,
    );
    const packages = await db()
      .selectFrom('stockist_packages')
      .select(['id', 'name'])
      .orderBy('id')
      .execute();
    const storeId = Number(
      (
        await db()
          .insertInto('stockists')
          .values({
            user_id: owner,
            stockist_package_id: packages[0]!.id,
            status: 'approved',
            store_name: 'Bayo Store',
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
    const upgrade = async (status: 'processing' | 'approved' | 'disapproved', at: string, kobo: number) => {
      const paymentId = Number(
        (
          await db()
            .insertInto('payments')
            .values({
              reference: `U-${Math.random().toString(36).slice(2, 12)}`,
              user_id: owner,
              txn_source: 'stockist_upgrade',
              purpose: 'stockist_upgrade',
              channel: 'receipt',
              amount_kobo: kobo,
              status: status === 'approved' ? 'approved' : 'review',
              target: JSON.stringify({}),
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      );
      await db()
        .insertInto('stockist_upgrades')
        .values({
          stockist_id: storeId,
          previous_package_id: packages[0]!.id,
          new_package_id: packages[1]!.id,
          amount_kobo: kobo,
          payment_id: paymentId,
          payment_receipt: 'receipts/r.pdf',
          status,
          created_at: new Date(at),
        })
        .execute();
      return paymentId;
    };
    const oldApproved = await upgrade('approved', '2026-01-01T10:00:00Z', 100_000);
    const oldProcessing = await upgrade('processing', '2026-01-02T10:00:00Z', 200_000);
    const newDisapproved = await upgrade('disapproved', '2026-03-01T10:00:00Z', 300_000);
    const res = await get('/api/stockists/upgrades');
    expect(res.body.data).toMatchObject({ current_page: 1, last_page: 1, total: 3 });
    expect(res.body.data.data.map((u: { payment_id: number }) => u.payment_id)).toEqual([
      oldProcessing,
      newDisapproved,
      oldApproved,
    ]);
    expect(res.body.data.data[0]).toEqual({
      payment_id: oldProcessing,
      stockist_id: storeId,
      uuid: bayo.uuid,
      username: bayo.username,
      store_name: 'Bayo Store',
      previous_package_name: packages[0]!.name,
      stockist_package_id: packages[1]!.id,
      stockist_package_name: packages[1]!.name,
      amount: 2_000,
      payment_receipt: 'receipts/r.pdf',
      status: 'processing',
      created_at: '2026-01-02T10:00:00.000Z',
    });
    const second = await get('/api/stockists/upgrades?per_page=2&page=2');
    expect(second.body.data).toMatchObject({ current_page: 2, last_page: 2, total: 3 });
    expect(second.body.data.data.map((u: { payment_id: number }) => u.payment_id)).toEqual([oldApproved]);
    expect((await get('/api/stockists/upgrades?per_page=0')).body.errors.per_page).toBeDefined();
  });

  it("lists every store's stock purchases, processing first, then newest first, paged", async () => {
    // Bayo's store comes from the test above.
    const store = await db()
      .selectFrom('stockists')
      .select(['id', 'user_id'])
      .where('store_name', '=', 'Bayo Store')
      .executeTakeFirstOrThrow();
    const purchase = async (
      status: 'awaiting_payment' | 'pending' | 'approved' | 'disapproved',
      at: string,
    ) =>
      Number(
        (
          await db()
            .insertInto('orders')
            .values({
              code: `R${Math.random().toString(36).slice(2, 10)}`,
              user_id: store.user_id,
              stockist_id: store.id,
              kind: 'stockist',
              pickup_type: 'registration_pickup',
              status,
              total_quantity: 3,
              total_points: 6,
              total_price_kobo: 450_000,
              created_at: new Date(at),
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      );
    const approved = await purchase('approved', '2026-02-01T10:00:00Z');
    const processing = await purchase('pending', '2026-01-01T10:00:00Z');
    const disapproved = await purchase('disapproved', '2026-03-01T10:00:00Z');
    await purchase('awaiting_payment', '2026-04-01T10:00:00Z');
    const res = await get('/api/stockists/product-orders');
    const rows = res.body.data.data as { id: number; status: string; created_at: string }[];
    // Ada's store's two purchases from the stockist totals test (made now), and these three;
    // awaiting payment is not a purchase yet.
    expect(res.body.data.total).toBe(5);
    const processingRows = rows.filter((r) => r.status === 'processing');
    expect(rows.slice(0, processingRows.length)).toEqual(processingRows);
    expect(processingRows.map((r) => r.id)).toContain(processing);
    for (const group of [processingRows, rows.filter((r) => r.status !== 'processing')]) {
      const times = group.map((r) => r.created_at);
      expect(times).toEqual([...times].sort().reverse());
    }
    const rest = rows.slice(processingRows.length).map((r) => r.id);
    expect(rest.indexOf(disapproved)).toBeLessThan(rest.indexOf(approved));
    expect(rows.find((r) => r.id === processing)).toMatchObject({
      id: processing,
      purchase_id: processing,
      stockist_id: Number(store.id),
      store_name: 'Bayo Store',
      username: bayo.username,
      pickup_type: 'registration_pickup',
      total_quantity: 3,
      total_price: 4_500,
      total_points: 6,
      payment_mode: 'allowance',
      status: 'processing',
      created_at: '2026-01-01T10:00:00.000Z',
    });
    const paged = await get('/api/stockists/product-orders?per_page=2&page=2');
    expect(paged.body.data).toMatchObject({ current_page: 2, last_page: 3, total: 5 });
    expect(paged.body.data.data.map((p: { id: number }) => p.id)).toEqual(rows.slice(2, 4).map((r) => r.id));
  });
});
