import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../src/modules/ledger/ledger.repository';
import { inTransaction } from '../src/db/transaction';
import { loadPlan } from '../src/modules/plan/plan.repository';
import {
  approveRestock,
  approveStockistRegistration,
  approveStockistUpgrade,
  fulfilMemberOrder,
} from '../src/modules/plan/stockist-pipelines';
import { adminToken, latestCode, registration, startServer, type TestServer } from './helper';
import { decide, expectLedgerSound, initiate, payRegistration, userId } from './money';

/*
 * The money engine of orders and stockists (docs/plan.md#stockist-decisions,
 * docs/pickups-and-stockists.md#stockists). The stockist HTTP operations have no handler (they answer 501
 * Not implemented); here the payments go through the real API and the administrator's and stockist's
 * decisions call the engine directly.
 *
 * Seeded plan: U = ₦3,500/PV = 350,000 kobo; repurchase bonus 5%; unilevel and stockist-upline
 * 1% per generation up to the recipient package's depth (Starter 2, Bronze 4, Silver 6, Gold 8,
 * Diamond 10); signee (stockist referral) 5%; Mobile Stockist ₦350,000 with 5% sales bonus,
 * State Stockist ₦1,000,000. Products: 1 Moringa ₦8,500 2 PV, 2 Bitter Kola ₦6,000 1 PV.
 */

let server: TestServer;
let root: number;
type Member = { username: string; token: string; id: number };

async function member(pkg: number, referrer: string, placer?: string): Promise<Member> {
  const form = registration({ package_id: pkg, referrer, ...(placer ? { placer } : {}) });
  const reg = await server.http('POST', '/api/auth/register', { body: form });
  if (reg.status !== 200) throw new Error(JSON.stringify(reg.body));
  const code = await latestCode(server.http, form.email);
  await server.http('POST', '/api/auth/email-confirmation', { body: { email: form.email, code } });
  const login = await server.http('POST', '/api/auth/login', {
    body: { username: form.username, password: form.password },
  });
  const m = { username: form.username, token: login.body.data.access_token as string, id: 0 };
  m.id = await userId(server.app.database.db, form.username);
  await payRegistration(server, m.token, pkg);
  return m;
}

/** Credits of one cause to one member, as [kind, kobo, generation]. */
async function credits(userIdValue: number, causeRef: string) {
  const rows = await server.app.database.db
    .selectFrom('ledger_entries')
    .select(['kind', 'amount_kobo', 'explanation'])
    .where('user_id', '=', userIdValue)
    .where('cause_ref', '=', causeRef)
    .orderBy('id')
    .execute();
  return rows.map((r) => [
    r.kind,
    r.amount_kobo,
    (r.explanation as { generation?: number }).generation ?? null,
  ]);
}

const decideWith = <T>(fn: (tx: Executor) => Promise<T>) => inTransaction(server.app.database.db, fn);

let a: Member, s: Member, m: Member;
let stockistId: number;

beforeAll(async () => {
  server = await startServer();
  const db = server.app.database.db;
  root = await userId(db, 'kolaherbal');
  a = await member(4, 'kolaherbal');
  s = await member(3, a.username);
  m = await member(2, s.username);
  const row = await db
    .insertInto('stockists')
    .values({ user_id: s.id, stockist_package_id: 1, referrer_user_id: a.id, store_name: 'S Store' })
    .returning('id')
    .executeTakeFirstOrThrow();
  stockistId = row.id;
}, 180_000);

afterAll(async () => {
  if (server) {
    await expectLedgerSound(server.app.database.db);
    await server.close();
  }
});

describe('stockist registration approved', () => {
  it('pays the signee bonus to the form’s referrer and the stockist upline bonus, once', async () => {
    const first = await decideWith(async (tx) =>
      approveStockistRegistration(tx, await loadPlan(tx), stockistId, new Date()),
    );
    expect(first).toMatchObject({ decided: true, paidKobo: 2_450_000 });
    const ref = `stockist:${stockistId}`;
    // Fee ₦350,000 = 35,000,000 kobo. Signee 5% = 1,750,000 to A; upline 1%: A gen 1 350,000,
    // root gen 2 350,000. Total 2,450,000.
    expect(await credits(a.id, ref)).toEqual([
      ['signee_bonus', 1_750_000, null],
      ['stockist_upline_bonus', 350_000, 1],
    ]);
    expect(await credits(root, ref)).toEqual([['stockist_upline_bonus', 350_000, 2]]);
    const user = await server.app.database.db
      .selectFrom('users')
      .select('is_stockist')
      .where('id', '=', s.id)
      .executeTakeFirstOrThrow();
    expect(user.is_stockist).toBe(1);
    const second = await decideWith(async (tx) =>
      approveStockistRegistration(tx, await loadPlan(tx), stockistId, new Date()),
    );
    expect(second).toMatchObject({ decided: false });
    expect(await credits(a.id, ref)).toHaveLength(2);
  });
});

describe('a member’s repurchase paid by card, then fulfilled by the stockist', () => {
  let reference: string;
  let orderId: number;

  it('prices the cart on the server and refuses a different amount', async () => {
    const cart = {
      txn_source: 'member_product_purchase',
      pickup_type: 'repurchase_pickup',
      stockist_id: stockistId,
      products: [
        { id: 1, qty: 3 },
        { id: 2, qty: 1 },
      ],
    };
    const wrong = await server.http('POST', '/api/payments/initiate', {
      token: m.token,
      body: { ...cart, amount: 100 },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.amount[0]).toContain('31500');
    const noType = await server.http('POST', '/api/payments/initiate', {
      token: m.token,
      body: { ...cart, pickup_type: 'registration_pickup', amount: 31_500 },
    });
    expect(noType.status).toBe(422);
    expect(noType.body.errors.pickup_type).toEqual(['Order type not selected']);
    // 3 × ₦8,500 + ₦6,000 = ₦31,500.
    reference = (await initiate(server.http, m.token, { ...cart, amount: 31_500 })).reference;
    await decide(server, reference);
    const verified = await server.http('POST', '/api/payments/verify', {
      token: m.token,
      body: { reference },
    });
    expect(verified.body.data.status).toBe('approved');
  });

  it('pays the repurchase bonus to the buyer and unilevel up the SPONSOR chain, and adds the PV', async () => {
    // PV = 3 × 2 + 1 = 7; base = 7 × 350,000 = 2,450,000. Repurchase 5% = 122,500 to M.
    // Unilevel 1%: S (M's sponsor) 24,500, A (S's sponsor) 24,500, root 24,500.
    expect(await credits(m.id, reference)).toEqual([['repurchase_bonus', 122_500, null]]);
    expect(await credits(s.id, reference)).toEqual([['unilevel_bonus', 24_500, 1]]);
    expect(await credits(a.id, reference)).toEqual([['unilevel_bonus', 24_500, 2]]);
    expect(await credits(root, reference)).toEqual([['unilevel_bonus', 24_500, 3]]);
    const db = server.app.database.db;
    const order = await db
      .selectFrom('orders')
      .selectAll()
      .where('user_id', '=', m.id)
      .executeTakeFirstOrThrow();
    orderId = order.id;
    expect(order).toMatchObject({
      status: 'pending',
      total_price_kobo: 3_150_000,
      total_points: 7,
      total_quantity: 4,
    });
    expect(order.code).toMatch(/^[A-HJ-NP-Z2-9]{12}$/);
    const vol = await db
      .selectFrom('member_volumes')
      .select(['own_pv', 'cpv'])
      .where('user_id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(vol).toEqual({ own_pv: 17, cpv: 17 }); // Bronze 10 + the order's 7
  });

  it('pays the stockist its rebate once when it fulfils the order', async () => {
    const first = await decideWith((tx) => fulfilMemberOrder(tx, orderId, new Date()));
    // Mobile Stockist sales bonus 5% × 3,150,000 = 157,500.
    expect(first).toMatchObject({ decided: true, paidKobo: 157_500, stockistUserId: s.id });
    expect(await credits(s.id, `order:${orderId}`)).toEqual([['rebate', 157_500, null]]);
    const again = await decideWith((tx) => fulfilMemberOrder(tx, orderId, new Date()));
    expect(again).toEqual({ decided: false, reason: 'This order code has been used.' });
  });
});

describe('re-stock purchases', () => {
  const restock = (qty: number) => ({
    txn_source: 'stockist_product_purchase',
    pickup_type: 're-stock',
    stockist_id: stockistId,
    products: [{ id: 1, qty }],
    amount: qty * 8_500,
  });

  it('allows up to the previous calendar month’s fulfilled sales', async () => {
    const over = await server.http('POST', '/api/payments/initiate', { token: s.token, body: restock(1) });
    expect(over.status).toBe(409); // this month's sales do not count yet
    // Move the fulfilled ₦31,500 order into last month (the allowance is last month's sales).
    await server.app.database.db
      .updateTable('orders')
      .set({
        approved_at: new Date(
          Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 1) - 86_400_000,
        ),
      })
      .where('kind', '=', 'member')
      .execute();
    const tooMuch = await server.http('POST', '/api/payments/initiate', { token: s.token, body: restock(4) });
    expect(tooMuch.status).toBe(409); // ₦34,000 > ₦31,500
    expect(tooMuch.body.message).toBe("The selected items' total price is greater than the pickup amount");
    const notYours = await server.http('POST', '/api/payments/initiate', {
      token: m.token,
      body: restock(1),
    });
    expect(notYours.status).toBe(409);
  });

  it('pays the stockist upline bonus when an administrator approves the paid purchase', async () => {
    const { reference } = await initiate(server.http, s.token, restock(2));
    await decide(server, reference);
    const db = server.app.database.db;
    const order = await db
      .selectFrom('orders')
      .selectAll()
      .where('kind', '=', 'stockist')
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({ status: 'pending', total_price_kobo: 1_700_000 });
    const first = await decideWith(async (tx) =>
      approveRestock(tx, await loadPlan(tx), order.id, new Date()),
    );
    // 1% of 1,700,000 = 17,000 to A (gen 1) and root (gen 2); no signee bonus on re-stock.
    expect(first).toMatchObject({ decided: true, paidKobo: 34_000 });
    expect(await credits(a.id, `order:${order.id}`)).toEqual([['stockist_upline_bonus', 17_000, 1]]);
    const second = await decideWith(async (tx) =>
      approveRestock(tx, await loadPlan(tx), order.id, new Date()),
    );
    expect(second).toMatchObject({ decided: false });
  });
});

describe('stockist upgrade', () => {
  it('is priced as the difference, recorded as processing, and pays signee and upline once approved', async () => {
    const body = { txn_source: 'stockist_upgrade', meta_data: { stockist_package_id: 2 }, amount: 650_000 };
    const notStockist = await server.http('POST', '/api/payments/initiate', { token: m.token, body });
    expect(notStockist.status).toBe(409);
    const { reference } = await initiate(server.http, s.token, body);
    await decide(server, reference);
    const db = server.app.database.db;
    const upgrade = await db.selectFrom('stockist_upgrades').selectAll().executeTakeFirstOrThrow();
    expect(upgrade).toMatchObject({
      status: 'processing',
      amount_kobo: 65_000_000,
      previous_package_id: 1,
      new_package_id: 2,
    });
    const first = await decideWith(async (tx) =>
      approveStockistUpgrade(tx, await loadPlan(tx), upgrade.id, new Date()),
    );
    // Signee 5% × 65,000,000 = 3,250,000 to A; upline 1%: A 650,000, root 650,000.
    expect(first).toMatchObject({ decided: true, paidKobo: 4_550_000 });
    expect(await credits(a.id, `stockist-upgrade:${upgrade.id}`)).toEqual([
      ['signee_bonus', 3_250_000, null],
      ['stockist_upline_bonus', 650_000, 1],
    ]);
    const stockist = await db
      .selectFrom('stockists')
      .select('stockist_package_id')
      .where('id', '=', stockistId)
      .executeTakeFirstOrThrow();
    expect(stockist.stockist_package_id).toBe(2);
    const second = await decideWith(async (tx) =>
      approveStockistUpgrade(tx, await loadPlan(tx), upgrade.id, new Date()),
    );
    expect(second).toMatchObject({ decided: false });
    const admin = await adminToken(server.http);
    const history = await server.http('GET', `/api/payments/${stockistId}/stockist-upgrade-history`, {
      token: admin,
    });
    expect(history.body.data).toMatchObject({ total: 1, current_page: 1 });
    expect(history.body.data.data[0]).toMatchObject({
      previous_package: 'Mobile Stockist',
      new_package: 'State Stockist',
      amount: 650000,
      status: 'approved',
      payment_receipt: null,
    });
    const missing = await server.http('GET', '/api/payments/999999/stockist-upgrade-history', {
      token: admin,
    });
    expect(missing.status).toBe(404);
    const member = await server.http('GET', `/api/payments/${stockistId}/stockist-upgrade-history`, {
      token: s.token,
    });
    expect(member.status).toBe(403);
  });
});
