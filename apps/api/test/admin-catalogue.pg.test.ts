// Catalogue edits racing on a real PostgreSQL server (PGlite runs one connection):
// docs/catalogue.md. Two administrators at the same moment: deleting the last two company bank
// accounts leaves one; changing two neighbouring packages cannot together break their order;
// creating two packages (or two ranks) with the same name makes one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, startServer, type TestServer } from './helper';

let server: TestServer;
/** Two administrators' sessions. */
let admins: [string, string];
const http: TestServer['http'] = (...args) => server.http(...args);
const db = () => server.app.database.db;
const TRIALS = 3;

beforeAll(async () => {
  server = await startServer();
  expect(server.app.database.driver).toBe('postgres');
  admins = [await adminToken(http), await adminToken(http)];
}, 120_000);
afterAll(async () => server?.close());

describe('two administrators at once', () => {
  it('deleting the last two bank accounts: one is deleted, the other refused (409)', async () => {
    for (let trial = 0; trial < TRIALS; trial++) {
      // Exactly two accounts.
      const existing = await db().selectFrom('company_banks').select('id').execute();
      if (existing.length < 2) {
        const number = String(1_000_000_000 + trial);
        const add = await http('POST', '/api/banks/create', {
          token: admins[0],
          body: { bank_name: 'Zenith Bank', bank_account_name: 'Kola Herbal', bank_account_number: number },
        });
        expect(add.status, JSON.stringify(add.body)).toBe(200);
      }
      const ids = (await db().selectFrom('company_banks').select('id').orderBy('id').execute()).map(
        (b) => b.id,
      );
      expect(ids).toHaveLength(2);
      const answers = await Promise.all(
        ids.map((id, i) => http('DELETE', `/api/banks/${id}/delete`, { token: admins[i] })),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(await db().selectFrom('company_banks').select('id').execute()).toHaveLength(1);
    }
  });

  it('raising one package and lowering the next: at most one succeeds and the order holds', async () => {
    for (let trial = 0; trial < TRIALS; trial++) {
      const [two, three] = await db()
        .selectFrom('packages')
        .selectAll()
        .where('id', 'in', [2, 3])
        .orderBy('id')
        .execute();
      const price = (p: typeof two) => Number(p!.registration_value_kobo) / 100;
      const gap = price(three) - price(two);
      const body = (p: typeof two, registration_value: number) => ({
        name: p!.name,
        point_value: p!.point_value,
        registration_value,
        pickup_amount: Number(p!.pickup_amount_kobo) / 100,
        matching_bonus_cap: Number(p!.matching_bonus_cap_kobo) / 100,
      });
      // Each alone is allowed; both together would make package 2 dearer than package 3.
      const answers = await Promise.all([
        http('PUT', '/api/packages/2/update', {
          token: admins[0],
          body: body(two, price(two) + (gap * 3) / 4),
        }),
        http('PUT', '/api/packages/3/update', {
          token: admins[1],
          body: body(three, price(three) - (gap * 3) / 4),
        }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
      const after = await db()
        .selectFrom('packages')
        .selectAll()
        .where('id', 'in', [2, 3])
        .orderBy('id')
        .execute();
      expect(Number(after[0]!.registration_value_kobo)).toBeLessThanOrEqual(
        Number(after[1]!.registration_value_kobo),
      );
      // Put them back for the next trial.
      for (const p of [two, three])
        expect(
          (await http('PUT', `/api/packages/${p!.id}/update`, { token: admins[0], body: body(p, price(p)) }))
            .status,
        ).toBe(200);
    }
  });

  it('creating two packages with the same name: one is created, the other refused on name', async () => {
    for (let trial = 0; trial < TRIALS; trial++) {
      const top = await db()
        .selectFrom('packages')
        .selectAll()
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      const body = (name: string) => ({
        name,
        point_value: top.point_value,
        registration_value: Number(top.registration_value_kobo) / 100,
      });
      const answers = await Promise.all([
        http('POST', '/api/packages/create', { token: admins[0], body: body(`Onyx ${trial}`) }),
        http('POST', '/api/packages/create', { token: admins[1], body: body(`ONYX ${trial}`) }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
      expect(answers.find((a) => a.status === 422)!.body.errors).toHaveProperty('name');
      const named = await db()
        .selectFrom('packages')
        .select('id')
        .where('name', 'ilike', `onyx ${trial}`)
        .execute();
      expect(named).toHaveLength(1);
    }
  });

  it('creating two ranks with the same name: one is created, the other refused on name', async () => {
    for (let trial = 0; trial < TRIALS; trial++) {
      const body = (name: string) => ({
        name,
        points: 4_000 + trial,
        is_global_profit_eligible: 0,
        package_id: 1,
      });
      const answers = await Promise.all([
        http('POST', '/api/ranks/create', { token: admins[0], body: body(`Opal ${trial}`) }),
        http('POST', '/api/ranks/create', { token: admins[1], body: body(`OPAL ${trial}`) }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
      expect(answers.find((a) => a.status === 422)!.body.errors).toHaveProperty('name');
      expect(
        await db().selectFrom('ranks').select('id').where('name', 'ilike', `opal ${trial}`).execute(),
      ).toHaveLength(1);
    }
  });
});
