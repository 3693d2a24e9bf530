import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, startServer, type TestServer } from './helper';
import { balanceOf, expectLedgerSound } from './money';
import { member, orderCounts, products, type Member } from './orders.fixtures';
import { lastMonthSale, stockist, stockOf, storeBalances, type Stockist } from './stock.fixtures';
import { fund } from './withdrawals.fixtures';

/*
 * A stockist's stock purchases over HTTP (docs/pickups-and-stockists.md#stock): registration and
 * upgrade pickups against the store's balances, re-stock against last month's fulfilled sales
 * (paid with a receipt here, from the wallet through the payments flow), the administrator's
 * decisions (stock rises on approval; a disapproval gives back what was taken), and the reads.
 *
 *   root (the company)
 *   └─ U  Bronze
 *       └─ S  Bronze, runs an approved Mobile store (5% rebate), registration balance ₦350,000
 *   T  Bronze under U, runs another store; M  Starter under S, without a store.
 */

let server: TestServer;
let admin: string;
let U: Member, M: Member;
let S: Stockist, T: Stockist;
let catalogue: Awaited<ReturnType<typeof products>>;
const db = () => server.app.database.db;

const buy = (who: Member, body: Record<string, unknown>, token = who.token) =>
  server.http('POST', `/api/purchases/stockist/${who.uuid}`, { token, body });

/** A re-stock with its receipt, as the browser sends it (multipart; products is a JSON part). */
async function buyWithReceipt(who: Member, fields: Record<string, string>, file?: Blob) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('payment_receipt', file, 'receipt.pdf');
  const res = await fetch(`${server.baseUrl}/api/purchases/stockist/${who.uuid}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${who.token}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as any };
}
const PDF = () => new Blob(['%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n'], { type: 'application/pdf' });

const decide = (id: number, action: 'approve-stock' | 'disapprove-stock') =>
  server.http('PATCH', `/api/purchases/${id}/${action}`, { token: admin });

beforeAll(async () => {
  server = await startServer();
  admin = await adminToken(server.http);
  U = await member(server, 2, 'kolaherbal');
  S = await stockist(server, U.username, { name: 'Ikeja Herbal Store' });
  T = await stockist(server, U.username);
  M = await member(server, 1, S.username);
  catalogue = await products(db());
}, 180_000);

afterAll(async () => {
  if (server) {
    await expectLedgerSound(db());
    await server.close();
  }
});

describe('registration and upgrade pickups of stock', () => {
  it('records a processing purchase at server prices and takes its total off the store’s balance', async () => {
    const entries = await expectLedgerSound(db());
    // 10 × Moringa ₦8,500 + 4 × Black Seed ₦12,000 = ₦133,000.
    const res = await buy(S, {
      pickup_type: 'registration_pickup',
      products: [
        { id: catalogue.moringa.id, qty: 10 },
        { id: catalogue.blackSeed.id, qty: 4 },
      ],
      total_price: 133_000,
      total_quantity: 14,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      stockist_id: S.storeId,
      store_name: 'Ikeja Herbal Store',
      username: S.username,
      pickup_type: 'registration_pickup',
      total_quantity: 14,
      total_price: 133_000,
      total_points: 32,
      payment_mode: 'allowance',
      payment_receipt: null,
      status: 'processing',
    });
    expect(await storeBalances(db(), S.storeId)).toEqual({
      registration: 35_000_000 - 13_300_000,
      upgrade: 0,
    });
    // Nothing in stock until an administrator approves, and no money moved.
    expect(await stockOf(db(), S.storeId)).toEqual({});
    expect(await expectLedgerSound(db())).toBe(entries);
  });

  it('refuses a total above the balance, an empty upgrade balance and a stale total, changing nothing', async () => {
    const before = { counts: await orderCounts(db()), balances: await storeBalances(db(), S.storeId) };
    // ₦217,000 remain; 13 × Prostate Care ₦17,500 = ₦227,500.
    const over = await buy(S, {
      pickup_type: 'registration_pickup',
      products: [{ id: catalogue.prostate.id, qty: 13 }],
    });
    expect(over.status).toBe(422);
    expect(over.body.errors.products).toEqual([
      "The selected items' total price is greater than the pickup amount",
    ]);
    const upgrade = await buy(S, {
      pickup_type: 'upgrade_pickup',
      products: [{ id: catalogue.shea.id, qty: 1 }],
    });
    expect(upgrade.status).toBe(422);
    expect(upgrade.body.errors.products).toBeDefined();
    const stale = await buy(S, {
      pickup_type: 'registration_pickup',
      products: [{ id: catalogue.shea.id, qty: 1 }],
      total_price: 4_000,
    });
    expect(stale.status).toBe(422);
    expect(stale.body.errors.total_price).toBeDefined();
    // The JSON body is held to its schema like any other (422 naming the field).
    const bogus = await buy(S, { pickup_type: 'bogus', products: [{ id: catalogue.shea.id, qty: 1 }] });
    expect(bogus.status).toBe(422);
    expect(bogus.body.errors.pickup_type, JSON.stringify(bogus.body)).toBeDefined();
    const notList = await buy(S, { pickup_type: 'registration_pickup', products: 'shea' });
    expect(notList.status).toBe(422);
    // (The validator wraps a lone value in a list, as for any JSON body: the line is refused.)
    expect(notList.body.errors['products.0'], JSON.stringify(notList.body)).toBeDefined();
    expect({ counts: await orderCounts(db()), balances: await storeBalances(db(), S.storeId) }).toEqual(
      before,
    );
  });

  it('a balance spent exactly to zero fits; a re-stock without its payment is refused on payment_receipt', async () => {
    const res = await buy(T, {
      pickup_type: 'upgrade_pickup',
      products: [{ id: catalogue.shea.id, qty: 1 }],
    });
    expect(res.status).toBe(422);
    await db()
      .updateTable('stockists')
      .set({ upgrade_pickup_kobo: 1_000_000 })
      .where('id', '=', T.storeId)
      .execute();
    const exact = await buy(T, {
      pickup_type: 'upgrade_pickup',
      products: [{ id: catalogue.shea.id, qty: 2 }],
    });
    expect(exact.status).toBe(200);
    expect((await storeBalances(db(), T.storeId)).upgrade).toBe(0);
    const restock = await buy(T, { pickup_type: 're-stock', products: [{ id: catalogue.shea.id, qty: 1 }] });
    expect(restock.status).toBe(422);
    expect(restock.body.errors.payment_receipt).toBeDefined();
  });

  it('only the store’s owner buys: a member without a store gets 403, another member’s uuid 403', async () => {
    const line = { pickup_type: 'registration_pickup', products: [{ id: catalogue.shea.id, qty: 1 }] };
    const before = await orderCounts(db());
    expect((await buy(M, line)).status).toBe(403);
    expect((await buy(S, line, T.token)).status).toBe(403);
    expect((await buy(S, line, admin)).status).toBe(403);
    expect(await orderCounts(db())).toEqual(before);
  });
});

describe("an administrator's decision", () => {
  let approvedId: number;

  it('approval adds the quantities to the stock, pays no bonus on a pickup, and is audited', async () => {
    const history = await server.http('GET', `/api/purchases/stockist/${S.uuid}/history`, { token: S.token });
    expect(history.status).toBe(200);
    approvedId = history.body.data.data[0].id;
    const uBefore = await balanceOf(db(), U.id);
    const res = await decide(approvedId, 'approve-stock');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.status).toBe('approved');
    expect(await stockOf(db(), S.storeId)).toEqual({
      [catalogue.moringa.id]: 10,
      [catalogue.blackSeed.id]: 4,
    });
    expect(await balanceOf(db(), U.id)).toBe(uBefore);
    const audit = await db()
      .selectFrom('audit_log')
      .select(['action', 'actor_type'])
      .where('target_id', '=', String(approvedId))
      .where('action', 'like', 'stock_purchase.%')
      .execute();
    expect(audit).toEqual([{ action: 'stock_purchase.approve', actor_type: 'admin' }]);
  });

  it('deciding twice changes nothing and says so', async () => {
    const stock = await stockOf(db(), S.storeId);
    const again = await decide(approvedId, 'approve-stock');
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('decided already');
    const disapprove = await decide(approvedId, 'disapprove-stock');
    expect(disapprove.status).toBe(409);
    expect(await stockOf(db(), S.storeId)).toEqual(stock);
    expect((await decide(999_999, 'approve-stock')).status).toBe(404);
  });

  it('disapproval gives the pickup balance back and leaves the stock as it was', async () => {
    const placed = await buy(S, {
      pickup_type: 'registration_pickup',
      products: [{ id: catalogue.shea.id, qty: 20 }],
    });
    expect(placed.status).toBe(200);
    const balance = await storeBalances(db(), S.storeId);
    const stock = await stockOf(db(), S.storeId);
    const res = await decide(placed.body.data.id, 'disapprove-stock');
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('disapproved');
    expect(await storeBalances(db(), S.storeId)).toEqual({
      ...balance,
      registration: balance.registration + 10_000_000,
    });
    expect(await stockOf(db(), S.storeId)).toEqual(stock);
    expect((await decide(placed.body.data.id, 'disapprove-stock')).status).toBe(409);
    expect(await storeBalances(db(), S.storeId)).toEqual({
      ...balance,
      registration: balance.registration + 10_000_000,
    });
  });

  it('a member cannot decide (403)', async () => {
    expect(
      (await server.http('PATCH', `/api/purchases/${approvedId}/approve-stock`, { token: S.token })).status,
    ).toBe(403);
  });
});

describe('re-stock', () => {
  it('the allowance is last month’s fulfilled sales less this month’s re-stocks', async () => {
    await lastMonthSale(db(), S.storeId, M.id, 4_000_000);
    const res = await server.http('GET', `/api/purchases/stockist-prev-month-sales/${S.storeId}`, {
      token: S.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.total_sales).toBe(40_000);
    expect(res.body.data.remaining_allowance).toBe(40_000);
    expect(res.body.data.month).toMatch(/^\d{4}-\d{2}$/);
  });

  it('with a receipt: over the allowance refused, within it processing and paid by receipt', async () => {
    const over = await buyWithReceipt(
      S,
      { pickup_type: 're-stock', products: JSON.stringify([{ id: catalogue.prostate.id, qty: 3 }]) },
      PDF(),
    );
    expect(over.status).toBe(422);
    expect(over.body.errors.products).toEqual([
      "The selected items' total price is greater than the pickup amount",
    ]);
    const noReceipt = await buyWithReceipt(S, {
      pickup_type: 're-stock',
      products: JSON.stringify([{ id: catalogue.shea.id, qty: 1 }]),
    });
    expect(noReceipt.status).toBe(422);
    expect(noReceipt.body.errors.payment_receipt).toBeDefined();
    const notJson = await buyWithReceipt(S, { pickup_type: 're-stock', products: 'shea' }, PDF());
    expect(notJson.status).toBe(422);
    expect(notJson.body.errors.products).toBeDefined();

    // 4 × Bitter Kola ₦6,000 = ₦24,000 of the ₦40,000.
    const ok = await buyWithReceipt(
      S,
      { pickup_type: 're-stock', products: JSON.stringify([{ id: catalogue.bitterKola.id, qty: 4 }]) },
      PDF(),
    );
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data).toMatchObject({
      pickup_type: 're-stock',
      payment_mode: 'receipt',
      status: 'processing',
    });
    expect(ok.body.data.payment_receipt).toMatch(/^\/api\/storage\/[a-f0-9]{32}\.pdf$/);
    const left = await server.http('GET', `/api/purchases/stockist-prev-month-sales/${S.storeId}`, {
      token: S.token,
    });
    expect(left.body.data.remaining_allowance).toBe(16_000);

    // Approval adds the stock and pays the stockist upline bonus to U on the ₦24,000.
    const uBefore = await balanceOf(db(), U.id);
    const approved = await decide(ok.body.data.id, 'approve-stock');
    expect(approved.status).toBe(200);
    expect((await stockOf(db(), S.storeId))[catalogue.bitterKola.id]).toBe(4);
    expect(await balanceOf(db(), U.id)).toBeGreaterThan(uBefore);
  });

  it('paid from the wallet and disapproved: the price is credited back and the allowance freed', async () => {
    await fund(db(), S.id, 1_200_000);
    const paid = await server.http('PATCH', '/api/withdrawals/pay-with-wallet', {
      token: S.token,
      body: {
        amount: 12_000,
        txn_source: 'stockist_product_purchase',
        pickup_type: 're-stock',
        stockist_id: S.storeId,
        products: [{ id: catalogue.blackSeed.id, qty: 1 }],
      },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const walletAfterPaying = await balanceOf(db(), S.id);
    const left = await server.http('GET', `/api/purchases/stockist-prev-month-sales/${S.storeId}`, {
      token: S.token,
    });
    expect(left.body.data.remaining_allowance).toBe(4_000);
    const history = await server.http('GET', `/api/purchases/stockist/${S.uuid}/history`, { token: S.token });
    const purchase = history.body.data.data[0];
    expect(purchase).toMatchObject({ payment_mode: 'wallet', status: 'processing', total_price: 12_000 });
    const res = await decide(purchase.id, 'disapprove-stock');
    expect(res.status).toBe(200);
    expect(await balanceOf(db(), S.id)).toBe(walletAfterPaying + 1_200_000);
    const freed = await server.http('GET', `/api/purchases/stockist-prev-month-sales/${S.storeId}`, {
      token: S.token,
    });
    expect(freed.body.data.remaining_allowance).toBe(16_000);
    expect((await decide(purchase.id, 'disapprove-stock')).status).toBe(409);
    expect(await balanceOf(db(), S.id)).toBe(walletAfterPaying + 1_200_000);
  });
});

describe('the reads', () => {
  it('history and details for the owner and an administrator; 404 for another store', async () => {
    const own = await server.http('GET', `/api/purchases/stockist/${S.uuid}/history?per_page=2`, {
      token: S.token,
    });
    expect(own.status).toBe(200);
    expect(own.body.data.total).toBe(4);
    expect(own.body.data.data).toHaveLength(2);
    const asAdmin = await server.http('GET', `/api/purchases/stockist/${S.uuid}/history`, { token: admin });
    expect(asAdmin.body.data.total).toBe(4);
    expect(
      (await server.http('GET', `/api/purchases/stockist/${S.uuid}/history`, { token: T.token })).status,
    ).toBe(403);

    const first = asAdmin.body.data.data.at(-1);
    const details = await server.http('GET', `/api/purchases/${first.id}/stock-details`, { token: S.token });
    expect(details.status).toBe(200);
    expect(details.body.data).toEqual([
      expect.objectContaining({
        product_id: catalogue.moringa.id,
        product_qty: 10,
        price: 8_500,
        status: 'approved',
      }),
      expect.objectContaining({ product_id: catalogue.blackSeed.id, product_qty: 4, price: 12_000 }),
    ]);
    expect(
      (await server.http('GET', `/api/purchases/${first.id}/stock-details`, { token: T.token })).status,
    ).toBe(404);
    expect(
      (await server.http('GET', `/api/purchases/${first.id}/stock-details`, { token: admin })).status,
    ).toBe(200);
  });

  it('the stock with in_stock and the cost price; sales stats; another store gets 404', async () => {
    const stock = await server.http('GET', `/api/stockists/${S.storeId}/stock`, { token: S.token });
    expect(stock.status).toBe(200);
    expect(stock.body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          product_id: catalogue.moringa.id,
          quantity: 10,
          in_stock: true,
          cost_price: 8_500,
        }),
        expect.objectContaining({ product_id: catalogue.bitterKola.id, quantity: 4, in_stock: true }),
      ]),
    );
    const stats = await server.http('GET', `/api/stockists/${S.storeId}/sales-stats`, { token: S.token });
    // Approved: ₦133,000 + ₦24,000 of purchases; ₦40,000 of last month's sales.
    expect(stats.body.data).toEqual({ total_purchases: 157_000, total_sales: 40_000 });
    for (const path of ['stock', 'sales-stats']) {
      expect(
        (await server.http('GET', `/api/stockists/${S.storeId}/${path}`, { token: T.token })).status,
      ).toBe(404);
      expect((await server.http('GET', `/api/stockists/${S.storeId}/${path}`, { token: admin })).status).toBe(
        200,
      );
    }
    expect(
      (await server.http('GET', `/api/purchases/stockist-prev-month-sales/${S.storeId}`, { token: M.token }))
        .status,
    ).toBe(404);
  });
});
