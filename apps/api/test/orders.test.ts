import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, startServer, type TestServer } from './helper';
import { balanceOf, decide, expectLedgerSound, initiate } from './money';
import {
  allowances,
  disabledProduct,
  member,
  orderCounts,
  products,
  store,
  type Member,
} from './orders.fixtures';
import { fund } from './withdrawals.fixtures';

/*
 * A member's pickup orders over HTTP (docs/pickups-and-stockists.md#orders-and-order-codes):
 * registration and upgrade pickups against the allowance balances, the history, an order's lines,
 * the order code behind the password, and repurchases paid from the wallet or by card with their
 * bonuses in the ledger.
 *
 *   root (the company)
 *   └─ S  Bronze, sponsor root; runs the approved store
 *       └─ B  Silver (registration pickup allowance ₦70,000), sponsor S
 *           └─ C  Starter (₦17,500), sponsor B
 *   P  Starter under root, with a store still pending; N registered, never paid.
 *
 * Seeded plan: U = ₦3,500/PV; repurchase bonus 5%; unilevel 1% a generation up to the
 * recipient package's depth (Bronze 4).
 */

let server: TestServer;
let admin: string;
let S: Member, B: Member, C: Member, P: Member, N: Member;
let storeId: number;
let pendingStoreId: number;
let retiredId: number;
let catalogue: Awaited<ReturnType<typeof products>>;
const db = () => server.app.database.db;

const order = (who: Member, body: Record<string, unknown>, token = who.token) =>
  server.http('POST', `/api/purchases/user/${who.uuid}`, { token, body });

beforeAll(async () => {
  server = await startServer();
  admin = await adminToken(server.http);
  S = await member(server, 2, 'kolaherbal');
  B = await member(server, 3, S.username);
  C = await member(server, 1, B.username);
  P = await member(server, 1, 'kolaherbal');
  N = await member(server, 1, S.username, { paid: false });
  storeId = await store(db(), S.id, { store_name: 'Ikeja Herbal Store' });
  pendingStoreId = await store(db(), P.id, { status: 'pending' });
  retiredId = await disabledProduct(db());
  catalogue = await products(db());
}, 180_000);

afterAll(async () => {
  if (server) {
    await expectLedgerSound(db());
    await server.close();
  }
});

describe('registration pickup', () => {
  it('starts with the registration package’s pickup amount as the balance', async () => {
    expect(await allowances(db(), B.id)).toEqual({ registration: 7_000_000, upgrade: 0 });
  });

  it('places an order at server prices and takes its total off the balance, moving no money', async () => {
    const entriesBefore = await expectLedgerSound(db());
    // 10 × Shea Body Butter ₦5,000 = ₦50,000 (the client's totals agree).
    const res = await order(B, {
      pickup_type: 'registration_pickup',
      stockist_id: storeId,
      products: [{ id: catalogue.shea.id, qty: 10 }],
      total_price: 50_000,
      total_quantity: 10,
      total_points: 10,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Order placed successfully');
    expect(res.body.data).toMatchObject({
      pickup_type: 'registration_pickup',
      stockist_id: storeId,
      store_name: 'Ikeja Herbal Store',
      store_state: 'lagos',
      total_quantity: 10,
      total_price: 50_000,
      total_points: 10,
      payment_mode: 'allowance',
      status: 'processing',
    });
    expect(res.body.data).not.toHaveProperty('code');
    expect(await allowances(db(), B.id)).toEqual({ registration: 2_000_000, upgrade: 0 });
    const row = await db()
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', res.body.data.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: B.id, kind: 'member', status: 'pending', payment_id: null });
    expect(row.code).toMatch(/^[A-HJ-NP-Z2-9]{12}$/);
    const lines = await db().selectFrom('order_lines').selectAll().where('order_id', '=', row.id).execute();
    expect(lines.map((l) => [l.product_id, l.quantity, l.unit_price_kobo, l.unit_points])).toEqual([
      [catalogue.shea.id, 10, 500_000, 1],
    ]);
    expect(await expectLedgerSound(db())).toBe(entriesBefore);
  });

  it('refuses an order one product over what remains, then takes an order that fits exactly', async () => {
    const before = await orderCounts(db());
    // ₦20,000 remain: 5 × ₦5,000 = ₦25,000 is over.
    const over = await order(B, {
      pickup_type: 'registration_pickup',
      stockist_id: storeId,
      products: [{ id: catalogue.shea.id, qty: 5 }],
    });
    expect(over.status).toBe(422);
    expect(over.body.errors.products).toEqual([
      "The selected items' total price is greater than the pickup amount",
    ]);
    expect(await orderCounts(db())).toEqual(before);
    expect((await allowances(db(), B.id)).registration).toBe(2_000_000);
    // ₦8,500 + ₦6,000 + ₦5,000 + ₦500 short: Moringa + Bitter Kola + Shea = ₦19,500 fits.
    const fits = await order(B, {
      pickup_type: 'registration_pickup',
      stockist_id: storeId,
      products: [
        { id: catalogue.moringa.id, qty: 1 },
        { id: catalogue.bitterKola.id, qty: 1 },
        { id: catalogue.shea.id, qty: 1 },
      ],
    });
    expect(fits.status).toBe(200);
    expect(fits.body.data).toMatchObject({ total_price: 19_500, total_quantity: 3, total_points: 4 });
    expect((await allowances(db(), B.id)).registration).toBe(50_000);
    // ₦500 left: not even the cheapest product.
    const rest = await order(B, {
      pickup_type: 'registration_pickup',
      stockist_id: storeId,
      products: [{ id: catalogue.shea.id, qty: 1 }],
    });
    expect(rest.status).toBe(422);
    expect((await allowances(db(), B.id)).registration).toBe(50_000);
  });
});

describe('the allowances read', () => {
  it('answers each allowance as the whole, what orders used and what remains, for the member and administrators', async () => {
    // B's registration pickup ₦70,000: ₦50,000 and ₦19,500 ordered above, ₦500 left.
    const path = `/api/purchases/user/${B.uuid}/pickup-allowances`;
    const own = await server.http('GET', path, { token: B.token });
    expect(own.status).toBe(200);
    expect(own.body.data).toEqual({
      registration_pickup: { allowance: 70_000, used: 69_500, remaining: 500 },
      upgrade_pickup: { allowance: 0, used: 0, remaining: 0 },
    });
    expect((await server.http('GET', path, { token: admin })).body.data).toEqual(own.body.data);
    expect((await server.http('GET', path, { token: C.token })).status).toBe(403);
    expect((await server.http('GET', path)).status).toBe(401);
  });
});

describe('upgrade pickup', () => {
  it('has nothing to spend before an upgrade', async () => {
    const res = await order(C, {
      pickup_type: 'upgrade_pickup',
      stockist_id: storeId,
      products: [{ id: catalogue.shea.id, qty: 1 }],
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.products[0]).toContain('greater than the pickup amount');
  });

  it('spends the pickup difference of an upgrade paid from the wallet, and no more', async () => {
    // Starter → Bronze costs ₦17,500 and adds ₦35,000 − ₦17,500 = ₦17,500 of upgrade pickup.
    await fund(db(), C.id, 1_750_000);
    const upgraded = await server.http('PATCH', '/api/withdrawals/pay-with-wallet', {
      token: C.token,
      body: { amount: 17_500, txn_source: 'package_payment', is_upgrade: 1, meta_data: { package_id: 2 } },
    });
    expect(upgraded.status).toBe(200);
    expect(await allowances(db(), C.id)).toEqual({ registration: 1_750_000, upgrade: 1_750_000 });
    const first = await order(C, {
      pickup_type: 'upgrade_pickup',
      stockist_id: storeId,
      products: [{ id: catalogue.prostate.id, qty: 1 }],
    });
    expect(first.status).toBe(200);
    expect(await allowances(db(), C.id)).toEqual({ registration: 1_750_000, upgrade: 0 });
    const second = await order(C, {
      pickup_type: 'upgrade_pickup',
      stockist_id: storeId,
      products: [{ id: catalogue.shea.id, qty: 1 }],
    });
    expect(second.status).toBe(422);
    // What the upgrade screen reads is the same balance.
    const difference = await server.http('GET', '/api/users/2/package-difference?is_upgrade_pickup=true', {
      token: C.token,
    });
    expect(difference.body.data.package_difference).toBe(0);
  });
});

describe('bad orders answer 422 on the field and change nothing', () => {
  const cases: [string, Record<string, unknown>, string, RegExp][] = [
    ['no products', { products: [] }, 'products', /no selected products/],
    ['an unknown product', { products: [{ id: 999_999, qty: 1 }] }, 'products.0.id', /not available/],
    ['a product listed twice', 'twice' as never, 'products.1.id', /already in your selection/],
    ['quantity 0', { products: [{ id: 0, qty: 0 }] }, 'products.0.qty', /at least 1/],
    ['a negative quantity', { products: [{ id: 0, qty: -2 }] }, 'products.0.qty', /at least 1/],
    ['a fractional quantity', { products: [{ id: 0, qty: 1.5 }] }, 'products.0.qty', /whole number/],
    ['a huge quantity', { products: [{ id: 0, qty: 1_000_000 }] }, 'products.0.qty', /greater than 1000/],
    ['a pending store', { stockist_id: 'pending' }, 'stockist_id', /approved stockist/],
    ['an unknown store', { stockist_id: 999_999 }, 'stockist_id', /approved stockist/],
    ['no store', { stockist_id: undefined }, 'stockist_id', /required/i],
    ['a repurchase', { pickup_type: 'repurchase_pickup' }, 'pickup_type', /paid first/],
    ['a wrong total price', { total_price: 4_999 }, 'total_price', /₦5,000\.00/],
    ['a wrong total quantity', { total_quantity: 2 }, 'total_quantity', /does not match/],
    ['an unknown pickup type', { pickup_type: 're-stock' }, 'pickup_type', /./],
  ];

  for (const [name, change, field, reason] of cases) {
    it(`refuses ${name}`, async () => {
      const base = {
        pickup_type: 'registration_pickup',
        stockist_id: storeId,
        products: [{ id: catalogue.shea.id, qty: 1 }],
      };
      let body: Record<string, unknown>;
      if ((change as unknown) === 'twice') {
        body = {
          ...base,
          products: [
            { id: catalogue.shea.id, qty: 1 },
            { id: catalogue.shea.id, qty: 2 },
          ],
        };
      } else {
        body = { ...base, ...change };
        if (Array.isArray(change.products)) {
          body.products = (change.products as { id: number; qty: number }[]).map((l) => ({
            id: l.id === 0 ? catalogue.shea.id : l.id,
            qty: l.qty,
          }));
        }
        if (change.stockist_id === 'pending') body.stockist_id = pendingStoreId;
        if ('stockist_id' in change && change.stockist_id === undefined) delete body.stockist_id;
      }
      const before = { counts: await orderCounts(db()), allowance: await allowances(db(), C.id) };
      const res = await order(C, body);
      expect(res.status).toBe(422);
      expect(res.body.errors[field]?.[0]).toMatch(reason);
      expect({ counts: await orderCounts(db()), allowance: await allowances(db(), C.id) }).toEqual(before);
    });
  }

  it('refuses a disabled product', async () => {
    const res = await order(C, {
      pickup_type: 'registration_pickup',
      stockist_id: storeId,
      products: [{ id: retiredId, qty: 1 }],
    });
    expect(res.status).toBe(422);
    expect(res.body.errors['products.0.id']).toEqual(['This product is not available.']);
  });

  it('refuses a member who has not paid', async () => {
    const res = await order(N, {
      pickup_type: 'registration_pickup',
      stockist_id: storeId,
      products: [{ id: catalogue.shea.id, qty: 1 }],
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.pickup_type).toEqual(['Only an active member can order products.']);
  });
});

describe('who may order for whom', () => {
  it('refuses another member’s uuid (403), an administrator (403) and no session (401)', async () => {
    const before = { counts: await orderCounts(db()), allowance: await allowances(db(), C.id) };
    const body = {
      pickup_type: 'registration_pickup',
      stockist_id: storeId,
      products: [{ id: catalogue.shea.id, qty: 1 }],
    };
    expect((await order(C, body, B.token)).status).toBe(403);
    expect((await order(C, body, admin)).status).toBe(403);
    expect((await server.http('POST', `/api/purchases/user/${C.uuid}`, { body })).status).toBe(401);
    expect({ counts: await orderCounts(db()), allowance: await allowances(db(), C.id) }).toEqual(before);
  });
});

describe('purchase history and order details', () => {
  it('lists the member’s own orders newest first, paged, without codes', async () => {
    const page1 = await server.http('GET', `/api/purchases/user/${B.uuid}/history?per_page=1`, {
      token: B.token,
    });
    expect(page1.status).toBe(200);
    expect(page1.body.data).toMatchObject({ current_page: 1, last_page: 2, per_page: 1, total: 2 });
    expect(page1.body.data.data[0]).toMatchObject({ total_price: 19_500, status: 'processing' });
    expect(page1.body.data.data[0]).not.toHaveProperty('code');
    const page2 = await server.http('GET', `/api/purchases/user/${B.uuid}/history?page=2&per_page=1`, {
      token: B.token,
    });
    expect(page2.body.data.data[0]).toMatchObject({ total_price: 50_000 });
    expect(JSON.stringify(page2.body)).not.toMatch(/"code"/);
  });

  it('shows another member’s history to administrators only', async () => {
    expect(
      (await server.http('GET', `/api/purchases/user/${B.uuid}/history`, { token: C.token })).status,
    ).toBe(403);
    const asAdmin = await server.http('GET', `/api/purchases/user/${B.uuid}/history`, { token: admin });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.data.total).toBe(2);
  });

  it('shows an order’s lines to its member, its store and administrators, and to no one else', async () => {
    const [latest] = (await server.http('GET', `/api/purchases/user/${B.uuid}/history`, { token: B.token }))
      .body.data.data;
    const path = `/api/purchases/${latest.id}/order-details`;
    const own = await server.http('GET', path, { token: B.token });
    expect(own.status).toBe(200);
    expect(own.body.data).toEqual([
      {
        product_id: catalogue.moringa.id,
        name: 'Moringa Leaf Capsules',
        image: null,
        product_qty: 1,
        price: 8_500,
        points: 2,
      },
      {
        product_id: catalogue.bitterKola.id,
        name: 'Bitter Kola Tonic',
        image: null,
        product_qty: 1,
        price: 6_000,
        points: 1,
      },
      {
        product_id: catalogue.shea.id,
        name: 'Shea Body Butter',
        image: null,
        product_qty: 1,
        price: 5_000,
        points: 1,
      },
    ]);
    expect((await server.http('GET', path, { token: S.token })).status).toBe(200);
    expect((await server.http('GET', path, { token: admin })).status).toBe(200);
    expect((await server.http('GET', path, { token: C.token })).status).toBe(404);
    expect((await server.http('GET', path, { token: P.token })).status).toBe(404);
    expect((await server.http('GET', '/api/purchases/999999/order-details', { token: B.token })).status).toBe(
      404,
    );
  });
});

describe('the order code behind the password', () => {
  let orderId: number;
  let code: string;

  beforeAll(async () => {
    const [latest] = (await server.http('GET', `/api/purchases/user/${B.uuid}/history`, { token: B.token }))
      .body.data.data;
    orderId = latest.id;
    code = (
      await db().selectFrom('orders').select('code').where('id', '=', orderId).executeTakeFirstOrThrow()
    ).code;
  });

  const reveal = (who: Member, password: string, id = orderId, token = who.token) =>
    server.http('POST', '/api/purchases/order-code', { token, body: { order_id: id, password } });

  it('reveals the code to the member who re-enters their password', async () => {
    const res = await reveal(B, B.password);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ order_id: orderId, code, status: 'processing' });
  });

  it('refuses a wrong password with 422 on the password (the session stays)', async () => {
    const res = await reveal(B, 'Not-The-Password-1');
    expect(res.status).toBe(422);
    expect(res.body.errors.password).toEqual(['The password is incorrect.']);
    expect(JSON.stringify(res.body)).not.toContain(code);
  });

  it('answers 404 for another member’s order, even with the right password', async () => {
    const res = await reveal(C, C.password);
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain(code);
  });

  it('is for members only', async () => {
    expect((await reveal(B, B.password, orderId, admin)).status).toBe(403);
  });

  it('locks after five wrong passwords, even the right one, for that member only', async () => {
    for (let i = 0; i < 5; i++) expect((await reveal(C, 'Wrong-Password-1')).status).toBe(422);
    const locked = await reveal(C, C.password);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/Too many wrong passwords\. Please try again in 15 minutes\./);
    // B's attempts are B's own.
    expect((await reveal(B, B.password)).status).toBe(200);
  });
});

describe('repurchase', () => {
  const cart = () => ({
    txn_source: 'member_product_purchase',
    pickup_type: 'repurchase_pickup',
    stockist_id: storeId,
    // 2 × Moringa ₦8,500 (2 PV) = ₦17,000, 4 PV.
    products: [{ id: catalogue.moringa.id, qty: 2 }],
    amount: 17_000,
  });

  async function credits(userId: number, causeRef: string) {
    return db()
      .selectFrom('ledger_entries')
      .select(['kind', 'amount_kobo', 'explanation'])
      .where('user_id', '=', userId)
      .where('cause_ref', '=', causeRef)
      .orderBy('id')
      .execute();
  }

  it('refuses a wallet that does not cover it, changing nothing', async () => {
    const before = { counts: await orderCounts(db()), balance: await balanceOf(db(), P.id) };
    expect(before.balance).toBeLessThan(1_700_000);
    const res = await server.http('PATCH', '/api/withdrawals/pay-with-wallet', {
      token: P.token,
      body: cart(),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.amount).toEqual(['Your wallet balance is not enough for this payment.']);
    expect({ counts: await orderCounts(db()), balance: await balanceOf(db(), P.id) }).toEqual(before);
  });

  it('paid from the wallet: debits the price, creates the order, pays the repurchase and unilevel bonuses', async () => {
    await fund(db(), B.id, 1_700_000);
    const before = { b: await balanceOf(db(), B.id), s: await balanceOf(db(), S.id) };
    const allowanceBefore = await allowances(db(), B.id);
    const res = await server.http('PATCH', '/api/withdrawals/pay-with-wallet', {
      token: B.token,
      body: cart(),
    });
    expect(res.status).toBe(200);
    const reference = res.body.data.reference as string;
    const orderId = res.body.data.order_id as number;
    // Base = 4 PV × 350,000 = 1,400,000 kobo. B: −1,700,000 + 5% = 70,000. S (B's sponsor): 1% = 14,000.
    expect(await balanceOf(db(), B.id)).toBe(before.b - 1_700_000 + 70_000);
    expect(await balanceOf(db(), S.id)).toBe(before.s + 14_000);
    expect((await credits(B.id, reference)).map((e) => [e.kind, e.amount_kobo])).toEqual([
      ['wallet_payment', -1_700_000],
      ['repurchase_bonus', 70_000],
    ]);
    const [unilevel] = await credits(S.id, reference);
    expect(unilevel).toMatchObject({ kind: 'unilevel_bonus', amount_kobo: 14_000 });
    expect(unilevel!.explanation).toMatchObject({ baseKobo: 1_400_000, generation: 1, percentE4: 10_000 });
    const tx = await db()
      .selectFrom('ledger_transactions')
      .select(['cause_type', 'description'])
      .where('idempotency_key', '=', `bonuses:payment:${reference}`)
      .executeTakeFirstOrThrow();
    expect(tx).toEqual({
      cause_type: 'payment',
      description: `Repurchase by ${B.username} (order #0${orderId})`,
    });
    // A repurchase uses no allowance; it shows in the history as paid from the wallet.
    expect(await allowances(db(), B.id)).toEqual(allowanceBefore);
    const [latest] = (await server.http('GET', `/api/purchases/user/${B.uuid}/history`, { token: B.token }))
      .body.data.data;
    expect(latest).toMatchObject({
      id: orderId,
      pickup_type: 'repurchase_pickup',
      payment_mode: 'wallet',
      total_price: 17_000,
      total_points: 4,
      status: 'processing',
    });
  });

  it('paid by card: one order and one set of bonuses however often it is verified', async () => {
    const { reference } = await initiate(server.http, B.token, cart());
    const counts = await orderCounts(db());
    await decide(server, reference);
    const verify = () => server.http('POST', '/api/payments/verify', { token: B.token, body: { reference } });
    const answers = await Promise.all([verify(), verify(), verify()]);
    for (const a of answers) expect(a.body.data.status).toBe('approved');
    expect(await orderCounts(db())).toEqual({ orders: counts.orders + 1, lines: counts.lines + 1 });
    const payment = await db()
      .selectFrom('payments')
      .select('id')
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    const orders = await db()
      .selectFrom('orders')
      .select('id')
      .where('payment_id', '=', payment.id)
      .execute();
    expect(orders).toHaveLength(1);
    expect((await credits(B.id, reference)).map((e) => [e.kind, e.amount_kobo])).toEqual([
      ['repurchase_bonus', 70_000],
    ]);
    const [latest] = (await server.http('GET', `/api/purchases/user/${B.uuid}/history`, { token: B.token }))
      .body.data.data;
    expect(latest).toMatchObject({
      id: orders[0]!.id,
      payment_mode: 'card',
      pickup_type: 'repurchase_pickup',
    });
  });

  it('refuses a repurchase cart with a product twice or a disabled product, on the line', async () => {
    const before = await orderCounts(db());
    const twice = await server.http('PATCH', '/api/withdrawals/pay-with-wallet', {
      token: B.token,
      body: {
        ...cart(),
        products: [
          { id: catalogue.moringa.id, qty: 1 },
          { id: catalogue.moringa.id, qty: 1 },
        ],
      },
    });
    expect(twice.status).toBe(422);
    expect(twice.body.errors['products.1.id']).toEqual(['This product is already in your selection.']);
    const retired = await server.http('POST', '/api/payments/initiate', {
      token: B.token,
      body: { ...cart(), products: [{ id: retiredId, qty: 1 }], amount: 3_000 },
    });
    expect(retired.status).toBe(422);
    expect(retired.body.errors['products.0.id']).toEqual(['This product is not available.']);
    expect(await orderCounts(db())).toEqual(before);
  });

  it('refuses a repurchase at a store that is not approved', async () => {
    const res = await server.http('PATCH', '/api/withdrawals/pay-with-wallet', {
      token: B.token,
      body: { ...cart(), stockist_id: pendingStoreId },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.stockist_id).toEqual(['Select an approved stockist.']);
  });
});
