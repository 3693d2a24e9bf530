import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, slotQueue, startServer, type TestServer } from './helper';
import { expectLedgerSound } from './money';
import { allowances, member, products, type Member } from './orders.fixtures';

/*
 * The back office's product claims (docs/pickups-and-stockists.md#product-claims): the list,
 * approval (records the decision; the allowance stays taken) and decline (the allowance comes
 * back), each audited, each only once. Runs on PostgreSQL (the allowance is money's twin).
 */

let server: TestServer;
let admin: string;
const slots = slotQueue();
let catalogue: Awaited<ReturnType<typeof products>>;
const db = () => server.app.database.db;

async function paid(pkg: number): Promise<Member> {
  const m = await member(server, pkg, slots.take());
  slots.add(m.username);
  return m;
}

async function claim(m: Member, qty: number) {
  const res = await server.http('POST', `/api/product-claims/${m.uuid}/create`, {
    token: m.token,
    body: { products: [{ id: catalogue.shea.id, qty }] },
  });
  expect(res.status).toBe(200);
  return res.body.data as { id: number; total_price: number; status: string };
}

const decide = (id: number, action: 'approve' | 'decline', token = admin) =>
  server.http('PUT', `/api/product-claims/${id}/${action}`, { token });

const auditRows = (id: number) =>
  db()
    .selectFrom('audit_log')
    .selectAll()
    .where('target_type', '=', 'product_claim')
    .where('target_id', '=', String(id))
    .execute();

beforeAll(async () => {
  server = await startServer();
  admin = await adminToken(server.http);
  catalogue = await products(db());
}, 120_000);

afterAll(async () => {
  if (server) {
    await expectLedgerSound(db());
    await server.close();
  }
});

describe('product claims in the back office', () => {
  it('approves a processing claim once: audited, the allowance stays taken; again is 409 and changes nothing', async () => {
    const B = await paid(3); // Silver: ₦70,000 of registration pickup
    const c = await claim(B, 4); // ₦20,000
    expect((await allowances(db(), B.id)).registration).toBe(5_000_000);

    const res = await decide(c.id, 'approve');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Product approved successfully');
    expect(res.body.data).toMatchObject({ id: c.id, status: 'approved', total_price: 20_000 });
    expect((await allowances(db(), B.id)).registration).toBe(5_000_000);
    const [entry, ...more] = await auditRows(c.id);
    expect(more).toHaveLength(0);
    expect(entry).toMatchObject({ actor_type: 'admin', action: 'product_claim.approve' });
    expect(entry!.before).toEqual({ status: 'processing' });
    expect(entry!.after).toMatchObject({ status: 'approved', total_price: 20_000 });

    for (const action of ['approve', 'decline'] as const) {
      const again = await decide(c.id, action);
      expect(again.status).toBe(409);
      expect(again.body.message).toMatch(/already approved/);
    }
    expect((await allowances(db(), B.id)).registration).toBe(5_000_000);
    expect(await auditRows(c.id)).toHaveLength(1);
  });

  it('declines a processing claim: its total returns to the allowance, audited; approving it then is 409', async () => {
    const B = await paid(3);
    const c = await claim(B, 6); // ₦30,000
    expect((await allowances(db(), B.id)).registration).toBe(4_000_000);

    const res = await decide(c.id, 'decline');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Product declined successfully');
    expect(res.body.data.status).toBe('declined');
    expect((await allowances(db(), B.id)).registration).toBe(7_000_000);
    const [entry] = await auditRows(c.id);
    expect(entry).toMatchObject({ action: 'product_claim.decline' });
    expect(entry!.after).toMatchObject({ status: 'declined', registration_pickup_returned: 30_000 });

    const again = await decide(c.id, 'approve');
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already declined/);
    expect((await allowances(db(), B.id)).registration).toBe(7_000_000);
    // The member may claim the returned allowance again, all of it.
    await claim(B, 14);
    expect((await allowances(db(), B.id)).registration).toBe(0);
  });

  it('answers 404 for an unknown claim, and only administrators may decide or list', async () => {
    expect((await decide(999_999, 'approve')).status).toBe(404);
    const B = await paid(1);
    const c = await claim(B, 1);
    expect((await decide(c.id, 'approve', B.token)).status).toBe(403);
    expect((await server.http('GET', '/api/product-claims/all', { token: B.token })).status).toBe(403);
    expect((await server.http('GET', '/api/product-claims/all')).status).toBe(401);
    const rows = await db()
      .selectFrom('product_claims')
      .select('status')
      .where('id', '=', c.id)
      .executeTakeFirstOrThrow();
    expect(rows.status).toBe('processing');
  });

  it('lists processing claims first, then newest first, paged, with their lines and claimant', async () => {
    const B = await paid(3);
    const first = await claim(B, 1);
    const second = await claim(B, 2);
    await decide(second.id, 'approve');
    const third = await claim(B, 3);

    const all = await server.http('GET', '/api/product-claims/all?per_page=100', { token: admin });
    expect(all.status).toBe(200);
    const rows = all.body.data.data as { id: number; status: string }[];
    const statuses = rows.map((r) => r.status);
    const lastProcessing = statuses.lastIndexOf('processing');
    expect(statuses.slice(0, lastProcessing + 1).every((s) => s === 'processing')).toBe(true);
    const ids = rows.map((r) => r.id);
    expect(ids.indexOf(third.id)).toBeLessThan(ids.indexOf(first.id));
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    const mine = rows.find((r) => r.id === third.id) as unknown as Record<string, unknown>;
    expect(mine).toMatchObject({
      username: B.username,
      uuid: B.uuid,
      total_quantity: 3,
      total_price: 15_000,
    });
    expect(mine.products).toEqual([
      expect.objectContaining({ product_id: catalogue.shea.id, product_qty: 3 }),
    ]);
    expect(all.body.data.total).toBe(rows.length);

    const page = await server.http('GET', '/api/product-claims/all?per_page=1&page=2', { token: admin });
    expect(page.body.data).toMatchObject({ current_page: 2, per_page: 1, total: rows.length });
    expect(page.body.data.data.map((r: { id: number }) => r.id)).toEqual([ids[1]]);
  });
});
