// Two administrators deciding one product claim at the same moment: only a real PostgreSQL
// server runs them concurrently (PGlite has one connection). docs/pickups-and-stockists.md#product-claims
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, adminToken, slotQueue, startServer, type TestServer } from './helper';
import { allowances, member, products } from './orders.fixtures';

let server: TestServer;
let adminA: string;
let adminB: string;
const slots = slotQueue();
let catalogue: Awaited<ReturnType<typeof products>>;
const db = () => server.app.database.db;

/** A second administrator with the first one's password. */
async function secondAdmin(): Promise<string> {
  const first = await db()
    .selectFrom('admins')
    .select('password_hash')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', ADMIN.email.toLowerCase()))
    .executeTakeFirstOrThrow();
  const email = `second-${Date.now()}@example.com`;
  await db().insertInto('admins').values({ email, password_hash: first.password_hash }).execute();
  const login = await server.http('POST', '/api/auth/admin-login', {
    body: { email, password: ADMIN.password },
  });
  expect(login.body.data?.access_token).toBeTruthy();
  return login.body.data.access_token as string;
}

beforeAll(async () => {
  server = await startServer();
  expect(server.app.database.driver).toBe('postgres');
  adminA = await adminToken(server.http);
  adminB = await secondAdmin();
  catalogue = await products(db());
}, 120_000);

afterAll(async () => {
  if (server) await server.close();
});

async function claimFor() {
  const m = await member(server, 3, slots.take());
  slots.add(m.username);
  const res = await server.http('POST', `/api/product-claims/${m.uuid}/create`, {
    token: m.token,
    body: { products: [{ id: catalogue.shea.id, qty: 4 }] }, // ₦20,000 of ₦70,000
  });
  expect(res.status).toBe(200);
  return { m, id: res.body.data.id as number };
}

const audits = (id: number) =>
  db()
    .selectFrom('audit_log')
    .select(['action', 'actor_id'])
    .where('target_type', '=', 'product_claim')
    .where('target_id', '=', String(id))
    .execute();

describe('two administrators deciding one product claim at once', () => {
  it.each([
    ['both approve', 'approve', 'approve'],
    ['both decline', 'decline', 'decline'],
    ['one approves, one declines', 'approve', 'decline'],
  ] as const)(
    '%s: exactly one wins, one audit row, the allowance moved at most once',
    async (_, a, b) => {
      for (let round = 0; round < 3; round += 1) {
        const { m, id } = await claimFor();
        const [ra, rb] = await Promise.all([
          server.http('PUT', `/api/product-claims/${id}/${a}`, { token: adminA }),
          server.http('PUT', `/api/product-claims/${id}/${b}`, { token: adminB }),
        ]);
        expect([ra.status, rb.status].sort()).toEqual([200, 409]);
        const winner = ra.status === 200 ? ra : rb;
        const rows = await audits(id);
        expect(rows).toHaveLength(1);
        const status = winner.body.data.status as string;
        expect(rows[0]!.action).toBe(`product_claim.${status === 'approved' ? 'approve' : 'decline'}`);
        const stored = await db()
          .selectFrom('product_claims')
          .select('status')
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        expect(stored.status).toBe(status);
        expect((await allowances(db(), m.id)).registration).toBe(
          status === 'declined' ? 7_000_000 : 5_000_000,
        );
      }
    },
    120_000,
  );
});
