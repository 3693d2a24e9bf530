// Stock races that only a real PostgreSQL server can show (PGlite runs one connection):
// docs/pickups-and-stockists.md#orders-and-order-codes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slotQueue, startServer, type TestServer } from './helper';
import { expectLedgerSound } from './money';
import { member, products, type Member } from './orders.fixtures';
import { latestOrder, rebates, setStock, stockist, stockOf, type Stockist } from './stock.fixtures';

let server: TestServer;
const slots = slotQueue();
let S: Stockist;
let catalogue: Awaited<ReturnType<typeof products>>;
const db = () => server.app.database.db;

/** A paid member in the next free placement slot. */
async function paid(pkg: number): Promise<Member> {
  const m = await member(server, pkg, slots.take());
  slots.add(m.username);
  return m;
}

/** A registration pickup of `qty` Shea Body Butter at S's store; its id and code. */
async function orderShea(who: Member, qty: number) {
  const res = await server.http('POST', `/api/purchases/user/${who.uuid}`, {
    token: who.token,
    body: {
      pickup_type: 'registration_pickup',
      stockist_id: S.storeId,
      products: [{ id: catalogue.shea.id, qty }],
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return latestOrder(db(), who.id);
}

const approve = (order: { id: number; code: string }) =>
  server.http('PATCH', `/api/purchases/${order.id}/vendor-approve`, {
    token: S.token,
    body: { code: order.code },
  });

beforeAll(async () => {
  server = await startServer();
  expect(server.app.database.driver).toBe('postgres');
  S = await stockist(server, slots.take());
  slots.add(S.username);
  catalogue = await products(db());
}, 120_000);

afterAll(async () => {
  if (server) {
    await expectLedgerSound(db());
    await server.close();
  }
});

describe('orders racing for the same stock', () => {
  it('two orders for 3 of the last 4 units: one wins, the stock never goes negative, one rebate', async () => {
    const buyers = [await paid(3), await paid(3)];
    const orders = [await orderShea(buyers[0]!, 3), await orderShea(buyers[1]!, 3)];
    await setStock(db(), S.storeId, catalogue.shea.id, 4);
    const before = (await rebates(db(), S.id)).length;
    const results = await Promise.all(orders.map(approve));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body.message).toBe(
      "You don't have enough stock to process this order",
    );
    expect((await stockOf(db(), S.storeId))[catalogue.shea.id]).toBe(1);
    expect((await rebates(db(), S.id)).length).toBe(before + 1);
  }, 60_000);

  it('six one-unit orders at once for four units: exactly four are served and the stock ends at 0', async () => {
    const buyers = await Promise.all(Array.from({ length: 3 }, () => paid(3)));
    const orders = [];
    for (const b of buyers) orders.push(await orderShea(b, 1), await orderShea(b, 1));
    await setStock(db(), S.storeId, catalogue.shea.id, 4);
    const before = (await rebates(db(), S.id)).length;
    const results = await Promise.all(orders.map(approve));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 409, 409]);
    expect((await stockOf(db(), S.storeId))[catalogue.shea.id]).toBe(0);
    expect((await rebates(db(), S.id)).length).toBe(before + 4);
  }, 60_000);
});

describe('the same order approved twice at once', () => {
  it('one approval, one rebate, the stock lowered once', async () => {
    const buyer = await paid(3);
    const order = await orderShea(buyer, 2);
    await setStock(db(), S.storeId, catalogue.shea.id, 10);
    const before = await rebates(db(), S.id);
    const results = await Promise.all(Array.from({ length: 4 }, () => approve(order)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    // 2 × ₦5,000 at 5%: ₦500.
    expect(await rebates(db(), S.id)).toEqual([...before, 50_000]);
    expect((await stockOf(db(), S.storeId))[catalogue.shea.id]).toBe(8);
  }, 60_000);
});

describe('stock purchases racing for the store’s balance', () => {
  it('five purchases of ₦140,000 at once against ₦350,000: exactly two are placed, ₦70,000 remains', async () => {
    const store = await stockist(server, slots.take());
    slots.add(store.username);
    // 28 × Shea ₦5,000 = ₦140,000.
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        server.http('POST', `/api/purchases/stockist/${store.uuid}`, {
          token: store.token,
          body: { pickup_type: 'registration_pickup', products: [{ id: catalogue.shea.id, qty: 28 }] },
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 422, 422, 422]);
    const row = await db()
      .selectFrom('stockists')
      .select('registration_pickup_kobo')
      .where('id', '=', store.storeId)
      .executeTakeFirstOrThrow();
    expect(Number(row.registration_pickup_kobo)).toBe(7_000_000);
  }, 60_000);
});
