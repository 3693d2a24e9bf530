import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../src/db/transaction';
import { returnAllowance } from '../src/modules/orders/orders.repository';
import { adminToken, startServer, type TestServer } from './helper';
import { expectLedgerSound } from './money';
import {
  allowances,
  disabledProduct,
  member,
  orderCounts,
  products,
  store,
  type Member,
} from './orders.fixtures';

/*
 * The product catalogue members order from, and product claims: registration products delivered
 * by the company, taken from the same registration pickup allowance as pickup orders
 * (docs/pickups-and-stockists.md#products, #product-claims).
 *
 *   root ─ A  Starter (registration pickup allowance ₦17,500), sponsor root
 *        ─ Z  Starter, sponsor root; runs an approved store
 */

let server: TestServer;
let admin: string;
let A: Member, Z: Member;
let retiredId: number;
let storeId: number;
let catalogue: Awaited<ReturnType<typeof products>>;
const db = () => server.app.database.db;

beforeAll(async () => {
  server = await startServer();
  admin = await adminToken(server.http);
  A = await member(server, 1, 'kolaherbal');
  Z = await member(server, 1, 'kolaherbal');
  storeId = await store(db(), Z.id);
  retiredId = await disabledProduct(db());
  catalogue = await products(db());
}, 120_000);

afterAll(async () => {
  if (server) {
    await expectLedgerSound(db());
    await server.close();
  }
});

describe('products', () => {
  it('lists the enabled products with naira prices and PV, by name', async () => {
    const res = await server.http('GET', '/api/products/active', { token: A.token });
    expect(res.status).toBe(200);
    const names = res.body.data.map((p: { name: string }) => p.name);
    expect(names).toEqual([
      'Bitter Kola Tonic',
      'Black Seed Oil',
      'Ginger & Garlic Tea',
      'Moringa Leaf Capsules',
      'Prostate Care Blend',
      'Shea Body Butter',
    ]);
    expect(names).not.toContain('Retired Root Tea');
    expect(res.body.data.find((p: { name: string }) => p.name === 'Moringa Leaf Capsules')).toMatchObject({
      id: catalogue.moringa.id,
      worth: 8_500,
      points: 2,
      is_active: true,
    });
  });

  it('shows one enabled product; a disabled one only to administrators', async () => {
    const one = await server.http('GET', `/api/products/${catalogue.prostate.id}`, { token: A.token });
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({ name: 'Prostate Care Blend', worth: 17_500, points: 5 });
    expect((await server.http('GET', `/api/products/${retiredId}`, { token: A.token })).status).toBe(404);
    const asAdmin = await server.http('GET', `/api/products/${retiredId}`, { token: admin });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.data).toMatchObject({ is_active: false, worth: 3_000 });
    expect((await server.http('GET', '/api/products/999999', { token: A.token })).status).toBe(404);
  });

  it('is for signed-in accounts only', async () => {
    expect((await server.http('GET', '/api/products/active')).status).toBe(401);
    expect((await server.http('GET', `/api/products/${catalogue.shea.id}`)).status).toBe(401);
  });
});

describe('product claims', () => {
  const claim = (who: Member, body: Record<string, unknown>, token = who.token) =>
    server.http('POST', `/api/product-claims/${who.uuid}/create`, { token, body });
  const claimRows = async () =>
    Number(
      (
        await db()
          .selectFrom('product_claims')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('claims products at server prices, processing, taking the total off the registration allowance', async () => {
    // 2 × Black Seed Oil ₦12,000 would be ₦24,000: over the Starter's ₦17,500.
    const over = await claim(A, { products: [{ id: catalogue.blackSeed.id, qty: 2 }] });
    expect(over.status).toBe(422);
    expect(over.body.errors.products).toEqual([
      "The selected items' total price is greater than the pickup amount",
    ]);
    expect(await claimRows()).toBe(0);
    // Black Seed Oil ₦12,000 (3 PV) + Shea ₦5,000 (1 PV) = ₦17,000, 4 PV.
    const res = await claim(A, {
      products: [
        { id: catalogue.blackSeed.id, qty: 1 },
        { id: catalogue.shea.id, qty: 1 },
      ],
      total_price: 17_000,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Product claimed successfully');
    expect(res.body.data).toMatchObject({
      uuid: A.uuid,
      username: A.username,
      total_price: 17_000,
      total_quantity: 2,
      total_points: 4,
      status: 'processing',
      products: [
        {
          product_id: catalogue.blackSeed.id,
          name: 'Black Seed Oil',
          product_qty: 1,
          price: 12_000,
          points: 3,
        },
        { product_id: catalogue.shea.id, name: 'Shea Body Butter', product_qty: 1, price: 5_000, points: 1 },
      ],
    });
    expect((await allowances(db(), A.id)).registration).toBe(50_000);
  });

  it('shares the allowance with pickup orders: ₦500 is left for either', async () => {
    const counts = await orderCounts(db());
    const ordered = await server.http('POST', `/api/purchases/user/${A.uuid}`, {
      token: A.token,
      body: {
        pickup_type: 'registration_pickup',
        stockist_id: storeId,
        products: [{ id: catalogue.shea.id, qty: 1 }],
      },
    });
    expect(ordered.status).toBe(422);
    expect(await orderCounts(db())).toEqual(counts);
    expect((await claim(A, { products: [{ id: catalogue.shea.id, qty: 1 }] })).status).toBe(422);
    expect((await allowances(db(), A.id)).registration).toBe(50_000);
  });

  it('refuses bad carts on the field, changing nothing', async () => {
    const before = await claimRows();
    const bad: [Record<string, unknown>, string][] = [
      [{ products: [] }, 'products'],
      [{ products: [{ id: retiredId, qty: 1 }] }, 'products.0.id'],
      [{ products: [{ id: catalogue.shea.id, qty: 0 }] }, 'products.0.qty'],
      [{ products: [{ id: catalogue.shea.id, qty: 2.5 }] }, 'products.0.qty'],
      [{ products: [{ id: catalogue.shea.id, qty: 1 }], total_price: 1 }, 'total_price'],
    ];
    for (const [body, field] of bad) {
      const res = await claim(Z, body);
      expect(res.status).toBe(422);
      expect(res.body.errors[field]).toHaveLength(1);
    }
    expect(await claimRows()).toBe(before);
    expect((await allowances(db(), Z.id)).registration).toBe(1_750_000);
  });

  it('lets a member claim and read only for themselves; administrators read anyone’s', async () => {
    const body = { products: [{ id: catalogue.shea.id, qty: 1 }] };
    expect((await claim(Z, body, A.token)).status).toBe(403);
    expect((await claim(Z, body, admin)).status).toBe(403);
    expect((await allowances(db(), Z.id)).registration).toBe(1_750_000);
    const path = `/api/product-claims/${A.uuid}/claims`;
    expect((await server.http('GET', path, { token: Z.token })).status).toBe(403);
    const own = await server.http('GET', path, { token: A.token });
    expect(own.status).toBe(200);
    expect(own.body.data).toHaveLength(1);
    const asAdmin = await server.http('GET', `${path}?processing=true`, { token: admin });
    expect(asAdmin.body.data.map((c: { status: string }) => c.status)).toEqual(['processing']);
    await db()
      .updateTable('product_claims')
      .set({ status: 'approved' })
      .where('user_id', '=', A.id)
      .execute();
    expect((await server.http('GET', `${path}?processing=true`, { token: A.token })).body.data).toEqual([]);
    expect((await server.http('GET', path, { token: A.token })).body.data[0].status).toBe('approved');
  });

  it('gets its total back into the allowance when declined (what an administrator’s decline calls)', async () => {
    const claimed = await claim(Z, { products: [{ id: catalogue.shea.id, qty: 1 }] });
    expect(claimed.status).toBe(200);
    expect((await allowances(db(), Z.id)).registration).toBe(1_250_000);
    await inTransaction(db(), async (tx) => {
      await tx
        .updateTable('product_claims')
        .set({ status: 'declined' })
        .where('id', '=', claimed.body.data.id)
        .execute();
      await returnAllowance(tx, Z.id, 'registration_pickup', 500_000);
    });
    expect((await allowances(db(), Z.id)).registration).toBe(1_750_000);
  });
});
