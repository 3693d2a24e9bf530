import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, startServer, type TestServer } from './helper';
import { expectLedgerSound } from './money';
import { member, products, type Member } from './orders.fixtures';
import { latestOrder, rebates, setStock, stockist, stockOf, type Stockist } from './stock.fixtures';

/*
 * A stockist serving member orders by code (docs/pickups-and-stockists.md#orders-and-order-codes):
 * the fetch by code with each line checked against the store's stock, the approval that lowers the
 * stock, approves the order and pays the rebate once, the processed orders, and the throttle on
 * wrong codes.
 *
 *   root (the company)
 *   └─ U  Bronze
 *       ├─ S  Bronze, runs an approved Mobile store (5% rebate)
 *       │   └─ B  Silver (registration pickup allowance ₦70,000)
 *       └─ T  Bronze, runs another approved store
 */

let server: TestServer;
let admin: string;
let U: Member, B: Member;
let S: Stockist, T: Stockist;
let catalogue: Awaited<ReturnType<typeof products>>;
let order: { id: number; code: string };
const db = () => server.app.database.db;

const fetchOrder = (code: string, token: string) =>
  server.http('GET', `/api/purchases/fetch-order/${code}`, { token });
const approve = (id: number, code: string, token: string) =>
  server.http('PATCH', `/api/purchases/${id}/vendor-approve`, { token, body: { code } });
const orderStatus = async (id: number) =>
  (await db().selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

beforeAll(async () => {
  server = await startServer();
  admin = await adminToken(server.http);
  U = await member(server, 2, 'kolaherbal');
  S = await stockist(server, U.username, { name: 'Ikeja Herbal Store' });
  T = await stockist(server, U.username);
  B = await member(server, 3, S.username);
  catalogue = await products(db());
  // B orders 2 × Moringa ₦8,500 + 1 × Shea ₦5,000 = ₦22,000 at S's store; S holds 5 Moringa, no Shea.
  const placed = await server.http('POST', `/api/purchases/user/${B.uuid}`, {
    token: B.token,
    body: {
      pickup_type: 'registration_pickup',
      stockist_id: S.storeId,
      products: [
        { id: catalogue.moringa.id, qty: 2 },
        { id: catalogue.shea.id, qty: 1 },
      ],
    },
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  order = await latestOrder(db(), B.id);
  await setStock(db(), S.storeId, catalogue.moringa.id, 5);
}, 180_000);

afterAll(async () => {
  if (server) {
    await expectLedgerSound(db());
    await server.close();
  }
});

describe('fetching an order by its code', () => {
  it('answers the lines against the store’s stock and the member’s details', async () => {
    const res = await fetchOrder(order.code, S.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      id: order.id,
      pickup_type: 'registration_pickup',
      status: 'processing',
      total_quantity: 3,
      total_price: 22_000,
      can_approve: false,
      user: { username: B.username },
    });
    expect(res.body.data.user.email).toContain('@');
    expect(res.body.data.products).toEqual([
      expect.objectContaining({
        product_id: catalogue.moringa.id,
        product_qty: 2,
        price: 8_500,
        in_stock: true,
        stock_qty: 5,
        qualify: true,
        product_purchase_id: order.id,
        claim_type: 'registration_pickup',
      }),
      expect.objectContaining({
        product_id: catalogue.shea.id,
        in_stock: false,
        stock_qty: 0,
        qualify: false,
      }),
    ]);
    // A code typed in lower case is the same code.
    expect((await fetchOrder(order.code.toLowerCase(), S.token)).status).toBe(200);
  });

  it('another store, a member without a store, or a wrong code: 404 with the screen’s message', async () => {
    for (const [code, token] of [
      [order.code, T.token],
      [order.code, B.token],
      ['ZZZZZZZZZZZZ', S.token],
    ] as const) {
      const res = await fetchOrder(code, token);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Please enter a valid order code to fetch order details');
      expect(JSON.stringify(res.body)).not.toContain(B.username);
    }
  });
});

describe("the stockist's approval", () => {
  it('refuses while a line is short of stock, and nothing changes', async () => {
    const before = { stock: await stockOf(db(), S.storeId), rebates: await rebates(db(), S.id) };
    const res = await approve(order.id, order.code, S.token);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("You don't have enough stock to process this order");
    expect({ stock: await stockOf(db(), S.storeId), rebates: await rebates(db(), S.id) }).toEqual(before);
    expect(await orderStatus(order.id)).toBe('pending');
  });

  it('refuses a wrong code (422) and another store (404)', async () => {
    await setStock(db(), S.storeId, catalogue.shea.id, 1);
    const wrong = await approve(order.id, 'ZZZZZZZZZZZZ', S.token);
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.code).toEqual(['You cannot proceed without a valid order code']);
    expect((await approve(order.id, order.code, T.token)).status).toBe(404);
    expect((await approve(order.id, order.code, B.token)).status).toBe(404);
    expect(await orderStatus(order.id)).toBe('pending');
  });

  it('lowers the stock, approves the order and pays the rebate (5% of ₦22,000), once', async () => {
    const fetched = await fetchOrder(order.code, S.token);
    expect(fetched.body.data.can_approve).toBe(true);
    const res = await approve(order.id, order.code, S.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      id: order.id,
      status: 'approved',
      store_name: 'Ikeja Herbal Store',
    });
    expect(await stockOf(db(), S.storeId)).toEqual({ [catalogue.moringa.id]: 3, [catalogue.shea.id]: 0 });
    expect(await rebates(db(), S.id)).toEqual([110_000]);

    const again = await approve(order.id, order.code, S.token);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This order code has been used.');
    expect((await fetchOrder(order.code, S.token)).status).toBe(409);
    expect(await stockOf(db(), S.storeId)).toEqual({ [catalogue.moringa.id]: 3, [catalogue.shea.id]: 0 });
    expect(await rebates(db(), S.id)).toEqual([110_000]);
  });

  it('the processed orders, the stock and the sales: the owner and an administrator; 404 for another store', async () => {
    const processed = await server.http('GET', `/api/purchases/vendor/${S.storeId}/processed-orders`, {
      token: S.token,
    });
    expect(processed.status).toBe(200);
    expect(processed.body.data.total).toBe(1);
    expect(processed.body.data.data[0]).toMatchObject({
      id: order.id,
      username: B.username,
      pickup_type: 'registration_pickup',
      status: 'approved',
    });
    const stock = await server.http('GET', `/api/stockists/${S.storeId}/stock`, { token: S.token });
    expect(stock.body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ product_id: catalogue.shea.id, quantity: 0, in_stock: false }),
        expect.objectContaining({ product_id: catalogue.moringa.id, quantity: 3, in_stock: true }),
      ]),
    );
    const stats = await server.http('GET', `/api/stockists/${S.storeId}/sales-stats`, { token: admin });
    expect(stats.body.data).toEqual({ total_purchases: 0, total_sales: 22_000 });
    const other = await server.http('GET', `/api/purchases/vendor/${S.storeId}/processed-orders`, {
      token: T.token,
    });
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.body)).not.toContain(B.username);
  });
});

describe('guessing codes', () => {
  it('five wrong codes in 15 minutes lock that stockist’s fetches with 429, even a right code', async () => {
    const placed = await server.http('POST', `/api/purchases/user/${B.uuid}`, {
      token: B.token,
      body: {
        pickup_type: 'registration_pickup',
        stockist_id: T.storeId,
        products: [{ id: catalogue.shea.id, qty: 1 }],
      },
    });
    expect(placed.status).toBe(200);
    const mine = await latestOrder(db(), B.id);
    expect((await fetchOrder(mine.code, T.token)).status).toBe(200);
    const statuses: number[] = [];
    // T's fetch of S's order above was its first failure; four more make five.
    for (let i = 0; i < 4; i++) statuses.push((await fetchOrder(`WRONG${i}CODE`, T.token)).status);
    expect(statuses).toEqual([404, 404, 404, 404]);
    const locked = await fetchOrder(mine.code, T.token);
    expect(locked.status).toBe(429);
    expect((await approve(mine.id, mine.code, T.token)).status).toBe(429);
    // Another stockist is not locked out by T's failures.
    expect((await fetchOrder('ZZZZZZZZZZZZ', S.token)).status).toBe(404);
  });
});
