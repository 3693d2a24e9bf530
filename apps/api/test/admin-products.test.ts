import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, startServer, type TestServer } from './helper';
import { member, orderCounts, products, store, type Member } from './orders.fixtures';

/*
 * The back office's product catalogue (docs/pickups-and-stockists.md#products): every product,
 * the product form with its picture, and the enable/disable switch, each change audited; a
 * disabled product leaves what members can see and order.
 *
 *   root ─ A  Starter (registration pickup allowance ₦17,500), paid
 *        ─ Z  runs an approved store A orders from
 */

let server: TestServer;
let admin: string;
let A: Member;
let storeId: number;
const db = () => server.app.database.db;

// Files by their first bytes: the server looks at the content, never at the name or the type sent.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0'),
  Buffer.alloc(64, 7),
]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>');

function form(fields: Record<string, string>, image?: Buffer) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (image) body.append('image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'picture.png');
  return body;
}

async function send(path: string, token: string | null, body: FormData) {
  const res = await fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body,
  });
  return { status: res.status, body: JSON.parse(await res.text()) };
}

const create = (fields: Record<string, string>, image?: Buffer, token: string | null = admin) =>
  send('/api/products/create', token, form(fields, image));
const update = (id: number, fields: Record<string, string>, image?: Buffer, token: string | null = admin) =>
  send(`/api/products/${id}/update`, token, form(fields, image));
const toggle = (id: number, is_active: boolean, token: string | null = admin) =>
  server.http('PUT', `/api/products/${id}/toggle-status`, { token, body: { is_active } });

/** The products, their pictures and the audit rows: what "nothing changed" compares. */
async function snapshot() {
  const [rows, uploads, audit] = await Promise.all([
    db().selectFrom('products').selectAll().orderBy('id').execute(),
    db()
      .selectFrom('uploads')
      .select('name')
      .where('purpose', '=', 'product_image')
      .orderBy('name')
      .execute(),
    db()
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('target_type', '=', 'product')
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, uploads, audit: Number(audit.n) };
}

const auditOf = (id: number) =>
  db()
    .selectFrom('audit_log')
    .select(['action', 'actor_type', 'before', 'after', 'ip'])
    .where('target_type', '=', 'product')
    .where('target_id', '=', String(id))
    .orderBy('id')
    .execute();

beforeAll(async () => {
  server = await startServer();
  admin = await adminToken(server.http);
  A = await member(server, 1, 'kolaherbal');
  const Z = await member(server, 1, 'kolaherbal');
  storeId = await store(db(), Z.id);
}, 120_000);

afterAll(async () => {
  if (server) await server.close();
});

describe('creating a product', () => {
  let id: number;

  it('saves the form with its picture and reads it back, enabled, audited', async () => {
    const res = await create(
      {
        name: '  Hibiscus Tea  ',
        worth: '7250.5',
        description: 'Dried hibiscus petals',
        points: '2',
        stock_qty: '40',
      },
      PNG,
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Product created successfully');
    expect(res.body.data).toMatchObject({
      name: 'Hibiscus Tea',
      description: 'Dried hibiscus petals',
      worth: 7_250.5,
      points: 2,
      is_active: true,
      in_stock: true,
      stock_qty: 40,
      image: expect.stringMatching(/^\/api\/storage\/[a-f0-9]{32}\.png$/),
    });
    id = res.body.data.id;
    const row = await db().selectFrom('products').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(Number(row.worth_kobo)).toBe(725_050);
    const picture = await fetch(`${server.baseUrl}${res.body.data.image}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await picture.arrayBuffer()).equals(PNG)).toBe(true);

    const all = await server.http('GET', '/api/products/all', { token: admin });
    expect(all.status).toBe(200);
    expect(all.body.data[0]).toEqual(res.body.data);
    const audit = await auditOf(id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'product.create',
      actor_type: 'admin',
      before: null,
      after: { name: 'Hibiscus Tea', worth_kobo: 725_050, points: 2, stock_qty: 40, is_active: true },
    });
    expect(audit[0]!.ip).toBeTruthy();
  });

  it('needs only a name and a worth; no picture, no stock', async () => {
    const res = await create({ name: 'Neem Soap', worth: '1500' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: 'Neem Soap',
      description: '',
      image: null,
      worth: 1_500,
      points: 0,
      in_stock: false,
      stock_qty: 0,
    });
  });

  it('refuses bad values on their field and stores nothing', async () => {
    const before = await snapshot();
    const bad: [Record<string, string>, Buffer | undefined, string][] = [
      [{ worth: '100' }, undefined, 'name'],
      [{ name: '   ', worth: '100' }, undefined, 'name'],
      [{ name: 'Tea' }, undefined, 'worth'],
      [{ name: 'Tea', worth: '0' }, undefined, 'worth'],
      [{ name: 'Tea', worth: '-5' }, undefined, 'worth'],
      [{ name: 'Tea', worth: '10.005' }, undefined, 'worth'],
      [{ name: 'Tea', worth: 'ten' }, undefined, 'worth'],
      [{ name: 'Tea', worth: '100', points: '1.5' }, undefined, 'points'],
      [{ name: 'Tea', worth: '100', points: '-1' }, undefined, 'points'],
      [{ name: 'Tea', worth: '100', stock_qty: '-1' }, undefined, 'stock_qty'],
      [{ name: 'Tea', worth: '100', colour: 'red' }, undefined, 'colour'],
      [{ name: 'x'.repeat(121), worth: '100' }, undefined, 'name'],
      [{ name: 'Tea', worth: '100' }, SVG, 'image'],
      [{ name: 'Tea', worth: '100' }, Buffer.concat([PNG, Buffer.alloc(500 * 1024)]), 'image'],
    ];
    for (const [fields, image, field] of bad) {
      const res = await create(fields, image);
      expect(res.status, JSON.stringify(fields)).toBe(422);
      expect(Object.keys(res.body.errors), JSON.stringify(fields)).toContain(field);
    }
    const json = await server.http('POST', '/api/products/create', {
      token: admin,
      body: { name: 'Tea', worth: 100 },
    });
    expect(json.status).toBe(422);
    expect(await snapshot()).toEqual(before);
  });

  it('is for administrators only', async () => {
    const before = await snapshot();
    expect((await create({ name: 'Tea', worth: '100' }, undefined, A.token)).status).toBe(403);
    expect((await create({ name: 'Tea', worth: '100' }, undefined, null)).status).toBe(401);
    expect((await update(id, { name: 'Mine' }, undefined, A.token)).status).toBe(403);
    expect((await toggle(id, false, A.token)).status).toBe(403);
    expect((await server.http('GET', '/api/products/all', { token: A.token })).status).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  describe('editing it', () => {
    it('changes only the fields sent; the picture stays without a new one', async () => {
      const before = (await server.http('GET', `/api/products/${id}`, { token: admin })).body.data;
      const res = await update(id, { worth: '8000', points: '3' });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Product updated successfully');
      expect(res.body.data).toEqual({ ...before, worth: 8_000, points: 3 });
      const audit = await auditOf(id);
      expect(audit.at(-1)).toMatchObject({
        action: 'product.update',
        before: { worth_kobo: 725_050, points: 2, name: 'Hibiscus Tea' },
        after: { worth_kobo: 800_000, points: 3, name: 'Hibiscus Tea' },
      });
    });

    it('replaces the picture and drops the old one', async () => {
      const old = (await server.http('GET', `/api/products/${id}`, { token: admin })).body.data.image;
      const res = await update(id, { name: 'Hibiscus Flower Tea', stock_qty: '0' }, JPEG);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        name: 'Hibiscus Flower Tea',
        stock_qty: 0,
        in_stock: false,
        image: expect.stringMatching(/^\/api\/storage\/[a-f0-9]{32}\.jpg$/),
      });
      expect(res.body.data.image).not.toBe(old);
      expect((await fetch(`${server.baseUrl}${old}`)).status).toBe(404);
      expect((await fetch(`${server.baseUrl}${res.body.data.image}`)).status).toBe(200);
    });

    it('refuses bad values and unknown products, changing nothing', async () => {
      const before = await snapshot();
      for (const [fields, field] of [
        [{ worth: '0' }, 'worth'],
        [{ name: '' }, 'name'],
        [{ points: '2.5' }, 'points'],
        [{ is_active: 'false' }, 'is_active'],
      ] as const) {
        const res = await update(id, fields);
        expect(res.status, JSON.stringify(fields)).toBe(422);
        expect(Object.keys(res.body.errors)).toContain(field);
      }
      expect((await update(id, { name: 'Tea' }, SVG)).status).toBe(422);
      expect((await update(999_999, { name: 'Tea' })).status).toBe(404);
      expect(await snapshot()).toEqual(before);
    });
  });

  describe('disabling it', () => {
    it('leaves the members’ list and product read, and is audited', async () => {
      const off = await toggle(id, false);
      expect(off.status).toBe(200);
      expect(off.body.message).toBe('Product disabled successfully');
      expect(off.body.data.is_active).toBe(false);
      const active = await server.http('GET', '/api/products/active', { token: A.token });
      expect(active.body.data.map((p: { id: number }) => p.id)).not.toContain(id);
      expect((await server.http('GET', `/api/products/${id}`, { token: A.token })).status).toBe(404);
      const all = await server.http('GET', '/api/products/all', { token: admin });
      expect(all.body.data.find((p: { id: number }) => p.id === id).is_active).toBe(false);
      expect((await auditOf(id)).at(-1)).toMatchObject({
        action: 'product.status.set',
        before: { is_active: true },
        after: { is_active: false },
      });
    });

    it('answers 409 when it already is, changing nothing', async () => {
      const before = await snapshot();
      const again = await toggle(id, false);
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('This product is already disabled.');
      expect((await toggle(999_999, true)).status).toBe(404);
      expect(await snapshot()).toEqual(before);
    });

    it('cannot be ordered: a pickup order or a claim naming it is refused on the line', async () => {
      const counts = await orderCounts(db());
      const ordered = await server.http('POST', `/api/purchases/user/${A.uuid}`, {
        token: A.token,
        body: { pickup_type: 'registration_pickup', stockist_id: storeId, products: [{ id, qty: 1 }] },
      });
      expect(ordered.status).toBe(422);
      expect(Object.keys(ordered.body.errors)).toEqual(['products.0.id']);
      const claimed = await server.http('POST', `/api/product-claims/${A.uuid}/create`, {
        token: A.token,
        body: { products: [{ id, qty: 1 }] },
      });
      expect(claimed.status).toBe(422);
      expect(Object.keys(claimed.body.errors)).toEqual(['products.0.id']);
      expect(await orderCounts(db())).toEqual(counts);
    });

    it('can be ordered again once enabled', async () => {
      const on = await toggle(id, true);
      expect(on.status).toBe(200);
      expect(on.body.message).toBe('Product enabled successfully');
      const active = await server.http('GET', '/api/products/active', { token: A.token });
      expect(active.body.data.map((p: { id: number }) => p.id)).toContain(id);
      const claimed = await server.http('POST', `/api/product-claims/${A.uuid}/create`, {
        token: A.token,
        body: { products: [{ id, qty: 1 }] },
      });
      expect(claimed.status).toBe(200);
      expect(claimed.body.data.products[0]).toMatchObject({ product_id: id, price: 8_000, points: 3 });
    });
  });
});

it('keeps the seeded catalogue in the administrators’ list', async () => {
  const all = await server.http('GET', '/api/products/all', { token: admin });
  const seeded = await products(db());
  const ids = all.body.data.map((p: { id: number }) => p.id);
  for (const p of Object.values(seeded)) expect(ids).toContain(p.id);
});
