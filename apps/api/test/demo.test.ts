import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServer, type TestServer } from './helper';
import { balanceOf, expectLedgerSound, userId } from './money';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ SEED_DEMO: 'true' });
}, 120_000);
afterAll(async () => server?.close());

const PAID = ['bola', 'ada', 'chidi', 'emeka', 'funmi', 'gbenga', 'halima', 'ifeoma', 'jide'];

it('pays the demo registrations through the real payment path, so the demo wallets are ledger data', async () => {
  const db = server.app.database.db;
  const ids = Object.fromEntries(
    await Promise.all(['kolaherbal', 'dayo', ...PAID].map(async (u) => [u, await userId(db, u)] as const)),
  ) as Record<string, number>;
  const paid = await db
    .selectFrom('payments')
    .select(['user_id', 'status', 'provider', 'amount_kobo'])
    .orderBy('id')
    .execute();
  // Parents and sponsors pay before the members below them. Starter ₦17,500, Bronze ₦35,000,
  // Silver ₦70,000, Gold ₦140,000; all through the sandbox.
  const price: Record<string, number> = {
    bola: 3_500_000,
    ada: 14_000_000,
    chidi: 1_750_000,
    emeka: 3_500_000,
    funmi: 7_000_000,
    gbenga: 1_750_000,
    halima: 3_500_000,
    ifeoma: 1_750_000,
    jide: 7_000_000,
  };
  expect(paid).toEqual(
    PAID.map((u) => ({ user_id: ids[u], status: 'approved', provider: 'sandbox', amount_kobo: price[u] })),
  );
  // Bases (PV × ₦3,500): Starter 1,750,000, Bronze 3,500,000, Silver 7,000,000, Gold 14,000,000 kobo.
  // Referral 5% per placement generation within the recipient's package depth (Starter 2, Bronze 4,
  // Silver 6, Gold 8, Diamond 10), welcome 2% to the new member, placement 5% to a sponsor who is
  // not the placement parent (docs/plan.md#referral-bonus, #welcome-bonus, #placement-bonus).
  // ada: welcome 280,000; referral from chidi g1 87,500, emeka g2 175,000, funmi g2 350,000,
  // gbenga g3 87,500, halima g3 175,000, ifeoma g3 87,500, jide g4 350,000; placement for funmi
  // 350,000 and halima 175,000.
  expect(await balanceOf(db, ids.ada!)).toBe(2_117_500);
  // bola: welcome 70,000 + placement for ada (bola recruited her, the root placed her) 700,000.
  expect(await balanceOf(db, ids.bola!)).toBe(770_000);
  // chidi (Starter, two generations): welcome 35,000; emeka g1 175,000, funmi g1 350,000,
  // gbenga g2 87,500, halima g2 175,000, ifeoma g2 87,500; jide is generation 3: not paid. And the
  // 5% rebate on the order his store served for emeka (₦22,000): 110,000.
  expect(await balanceOf(db, ids.chidi!)).toBe(1_020_000);
  // root (Diamond, ten generations): bola 175,000, ada 700,000, chidi 87,500, emeka 175,000,
  // funmi 350,000, gbenga 87,500, halima 175,000, ifeoma 87,500, jide 350,000.
  expect(await balanceOf(db, ids.kolaherbal!)).toBe(2_187_500);
  expect(await balanceOf(db, ids.dayo!)).toBe(0);
  // What chidi's package did not pay is recorded, with its reason and generation, for the
  // dashboard to explain (a 0% setting forfeits ₦0: docs/plan.md#how-a-bonus-is-computed).
  const forfeited = await db
    .selectFrom('forfeited_bonuses')
    .select(['kind', 'amount_kobo', 'reason', 'explanation'])
    .where('user_id', '=', ids.chidi!)
    .execute();
  expect(forfeited).toEqual([
    {
      kind: 'referral_bonus',
      amount_kobo: 0,
      reason: 'setting_zero',
      explanation: expect.objectContaining({ generation: 3 }),
    },
  ]);
  const dayoRow = await db
    .selectFrom('users')
    .select('payment_status')
    .where('id', '=', ids.dayo!)
    .executeTakeFirstOrThrow();
  expect(dayoRow.payment_status).toBe('pending');
  await expectLedgerSound(db);
  // A restart does not pay twice.
  const again = await startServer({ SEED_DEMO: 'true' }, server.app.database);
  await again.close();
  expect(await db.selectFrom('payments').select('id').execute()).toHaveLength(PAID.length);
}, 120_000);

it('gives chidi and bola approved stores with stock and every product a picture that the server serves', async () => {
  const db = server.app.database.db;
  const store = await db
    .selectFrom('stockists')
    .innerJoin('users', 'users.id', 'stockists.user_id')
    .select(['stockists.id', 'stockists.status', 'stockists.state', 'users.username', 'users.is_stockist'])
    .orderBy('users.username')
    .execute();
  expect(store).toEqual([
    expect.objectContaining({ username: 'bola', status: 'approved', state: 'oyo', is_stockist: 1 }),
    expect.objectContaining({ username: 'chidi', status: 'approved', state: 'lagos', is_stockist: 1 }),
  ]);
  // The store's stock came from its approved registration pickup, within the Mobile Stockist's
  // ₦350,000 pickup amount.
  const stock = await db
    .selectFrom('orders')
    .select(['kind', 'pickup_type', 'status', 'total_price_kobo', 'total_quantity'])
    .where('stockist_id', '=', store[1]!.id)
    .execute();
  expect(stock).toEqual(
    expect.arrayContaining([
      {
        kind: 'stockist',
        pickup_type: 'registration_pickup',
        status: 'approved',
        total_price_kobo: 34_250_000,
        total_quantity: 46,
      },
      // The order chidi served: emeka's 2 Moringa Leaf Capsules and 1 Shea Body Butter.
      {
        kind: 'member',
        pickup_type: 'registration_pickup',
        status: 'approved',
        total_price_kobo: 2_200_000,
        total_quantity: 3,
      },
    ]),
  );
  expect(stock).toHaveLength(2);
  // What the purchase brought in less what the order took: 10 − 2 Moringa, 8 − 1 Shea.
  const held = await db
    .selectFrom('stockist_stock as s')
    .innerJoin('products as p', 'p.id', 's.product_id')
    .select(['p.name', 's.quantity'])
    .where('s.stockist_id', '=', store[1]!.id)
    .orderBy('p.name')
    .execute();
  expect(Object.fromEntries(held.map((h) => [h.name, h.quantity]))).toEqual({
    'Bitter Kola Tonic': 10,
    'Black Seed Oil': 5,
    'Ginger & Garlic Tea': 10,
    'Moringa Leaf Capsules': 8,
    'Prostate Care Blend': 3,
    'Shea Body Butter': 7,
  });
  const rebate = await db
    .selectFrom('ledger_entries')
    .innerJoin('users', 'users.id', 'ledger_entries.user_id')
    .select(['users.username', 'ledger_entries.amount_kobo'])
    .where('ledger_entries.kind', '=', 'rebate')
    .execute();
  expect(rebate).toEqual([{ username: 'chidi', amount_kobo: 110_000 }]);
  // The store's remaining registration pickup: ₦350,000 − ₦342,500.
  const balance = await db
    .selectFrom('stockists')
    .select(['registration_pickup_kobo', 'upgrade_pickup_kobo'])
    .where('id', '=', store[1]!.id)
    .executeTakeFirstOrThrow();
  expect(balance).toEqual({ registration_pickup_kobo: 35_000_000 - 34_250_000, upgrade_pickup_kobo: 0 });
  const products = await db.selectFrom('products').select(['name', 'image']).execute();
  expect(products).toHaveLength(6);
  for (const product of products) {
    expect(product.image, product.name).toMatch(/^\/api\/storage\/[a-f0-9]{32}\.jpg$/);
    const res = await fetch(`${server.baseUrl}${product.image}`);
    expect(res.status, product.name).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(1_000);
  }
});
