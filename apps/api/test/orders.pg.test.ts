// Pickup allowance and wallet races that only a real PostgreSQL server can show (PGlite runs one
// connection): docs/pickups-and-stockists.md#pickup-allowance.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slotQueue, startServer, type TestServer } from './helper';
import { balanceOf, expectLedgerSound } from './money';
import { allowances, member, products, store, type Member } from './orders.fixtures';
import { fund } from './withdrawals.fixtures';

let server: TestServer;
const slots = slotQueue();

/** A paid member in the next free placement slot. */
async function paid(pkg: number): Promise<Member> {
  const m = await member(server, pkg, slots.take());
  slots.add(m.username);
  return m;
}
let storeId: number;
let catalogue: Awaited<ReturnType<typeof products>>;
const db = () => server.app.database.db;

beforeAll(async () => {
  server = await startServer();
  expect(server.app.database.driver).toBe('postgres');
  const owner = await paid(1);
  storeId = await store(db(), owner.id);
  catalogue = await products(db());
}, 120_000);

afterAll(async () => {
  if (server) {
    await expectLedgerSound(db());
    await server.close();
  }
});

/** The member's live registration-pickup orders and claims, summed (kobo). */
async function spent(userId: number) {
  const orders = await db()
    .selectFrom('orders')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('total_price_kobo'), eb.lit(0)).as('total'))
    .where('user_id', '=', userId)
    .where('pickup_type', '=', 'registration_pickup')
    .executeTakeFirstOrThrow();
  const claims = await db()
    .selectFrom('product_claims')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('total_price_kobo'), eb.lit(0)).as('total'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(orders.total) + Number(claims.total);
}

describe('the pickup allowance under concurrency', () => {
  it('ten orders at once, each for most of the allowance: exactly one succeeds', async () => {
    // Silver: ₦70,000. Each order: 8 × Shea ₦5,000 = ₦40,000.
    const B = await paid(3);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        server.http('POST', `/api/purchases/user/${B.uuid}`, {
          token: B.token,
          body: {
            pickup_type: 'registration_pickup',
            stockist_id: storeId,
            products: [{ id: catalogue.shea.id, qty: 8 }],
          },
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, ...Array(9).fill(422)]);
    for (const r of results.filter((x) => x.status === 422)) {
      expect(r.body.errors.products[0]).toContain('greater than the pickup amount');
    }
    expect((await allowances(db(), B.id)).registration).toBe(3_000_000);
    expect(await spent(B.id)).toBe(4_000_000);
  }, 60_000);

  it('twelve orders and claims at once for ₦15,000 each: exactly the four affordable ones succeed', async () => {
    const B = await paid(3);
    const attempts = Array.from({ length: 12 }, (_, i) =>
      i % 2 === 0
        ? server.http('POST', `/api/purchases/user/${B.uuid}`, {
            token: B.token,
            body: {
              pickup_type: 'registration_pickup',
              stockist_id: storeId,
              products: [{ id: catalogue.shea.id, qty: 3 }],
            },
          })
        : server.http('POST', `/api/product-claims/${B.uuid}/create`, {
            token: B.token,
            body: { products: [{ id: catalogue.shea.id, qty: 3 }] },
          }),
    );
    const results = await Promise.all(attempts);
    expect(results.filter((r) => r.status === 200)).toHaveLength(4);
    expect(results.filter((r) => r.status === 422)).toHaveLength(8);
    // ₦70,000 − 4 × ₦15,000 = ₦10,000 left, and what was spent is exactly what the balance lost.
    expect((await allowances(db(), B.id)).registration).toBe(1_000_000);
    expect(await spent(B.id)).toBe(6_000_000);
  }, 60_000);
});

describe('wallet repurchases under concurrency', () => {
  it('five repurchases at once from a wallet that covers two: two orders, the wallet never negative', async () => {
    const B = await paid(1);
    const start = await balanceOf(db(), B.id);
    // Each: 2 × Moringa = ₦17,000. Top the wallet up to cover two and a half.
    await fund(db(), B.id, 4_250_000 - start);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        server.http('PATCH', '/api/withdrawals/pay-with-wallet', {
          token: B.token,
          body: {
            txn_source: 'member_product_purchase',
            pickup_type: 'repurchase_pickup',
            stockist_id: storeId,
            products: [{ id: catalogue.moringa.id, qty: 2 }],
            amount: 17_000,
          },
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    expect(results.filter((r) => r.status === 422)).toHaveLength(3);
    const orders = await db()
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', B.id)
      .where('pickup_type', '=', 'repurchase_pickup')
      .execute();
    expect(orders).toHaveLength(2);
    // 4,250,000 − 2 × 1,700,000 + 2 × the 5% repurchase bonus on 4 PV × 350,000 (70,000).
    expect(await balanceOf(db(), B.id)).toBe(4_250_000 - 3_400_000 + 140_000);
  }, 60_000);
});
