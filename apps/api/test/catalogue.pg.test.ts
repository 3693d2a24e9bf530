// The back office's catalogue and provider choices, and the welcome page's first bank details,
// racing on a real PostgreSQL server (PGlite runs one connection): two requests at the same
// moment, one wins, the other is told so (409), and one audit row is written
// (docs/pickups-and-stockists.md#the-catalogue-in-the-back-office, docs/payments.md#the-provider-in-use,
// docs/payments.md#bank-accounts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, signUp, slotQueue, startServer, type TestServer } from './helper';

let server: TestServer;
const TRIALS = 3;
/** Two administrators' sessions. */
let admins: [string, string];
const db = () => server.app.database.db;

const auditCount = async (action: string, targetId?: string) => {
  let query = db()
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('action', '=', action);
  if (targetId) query = query.where('target_id', '=', targetId);
  return Number((await query.executeTakeFirstOrThrow()).n);
};

beforeAll(async () => {
  server = await startServer();
  expect(server.app.database.driver).toBe('postgres');
  admins = [await adminToken(server.http), await adminToken(server.http)];
}, 120_000);

afterAll(async () => {
  if (server) await server.close();
});

describe('at the same moment', () => {
  it('two administrators disabling one product: one does, the other gets 409', async () => {
    for (let trial = 0; trial < TRIALS; trial++) {
      const product = await db()
        .insertInto('products')
        .values({ name: `Race Tea ${trial}`, worth_kobo: 100_000 })
        .returning('id')
        .executeTakeFirstOrThrow();
      const answers = await Promise.all(
        admins.map((token) =>
          server.http('PUT', `/api/products/${product.id}/toggle-status`, {
            token,
            body: { is_active: false },
          }),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(await auditCount('product.status.set', String(product.id))).toBe(1);
    }
  });

  it('two administrators assigning a provider to payouts: one assignment, the other 409', async () => {
    const sandbox = await db()
      .selectFrom('service_providers')
      .select('id')
      .where('slug', '=', 'sandbox')
      .executeTakeFirstOrThrow();
    for (let trial = 0; trial < TRIALS; trial++) {
      await db().deleteFrom('product_services').where('service', '=', 'payout').execute();
      const before = await auditCount('product_service.create');
      const answers = await Promise.all(
        admins.map((token) =>
          server.http('POST', '/api/product-services/create', {
            token,
            body: { service: 'payout', service_provider_id: sandbox.id },
          }),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const rows = await db()
        .selectFrom('product_services')
        .select('id')
        .where('service', '=', 'payout')
        .execute();
      expect(rows).toHaveLength(1);
      expect(await auditCount('product_service.create')).toBe(before + 1);
    }
  });

  it('a member sending the welcome form twice: one set of bank details, the other 409', async () => {
    const slots = slotQueue();
    for (let trial = 0; trial < TRIALS; trial++) {
      const m = await signUp(server.http, slots);
      const answers = await Promise.all(
        ['0123456789', '0987654321'].map((account) =>
          server.http('POST', '/api/users/create-profile', {
            token: m.token,
            body: { bank_name: 'Access Bank', bank_code: '044', bank_account_number: account },
          }),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const won = answers.find((a) => a.status === 200)!.body.data.bank_account_number;
      const row = await db()
        .selectFrom('users')
        .select('bank_account_number')
        .where('uuid', '=', m.uuid)
        .executeTakeFirstOrThrow();
      expect(row.bank_account_number).toBe(won);
      expect(await auditCount('member.profile.create', m.uuid)).toBe(1);
    }
  });
});
