// Races that only a real PostgreSQL server can show (PGlite runs one connection).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  latestCode,
  registration,
  signUp,
  slotQueue,
  startServer,
  type SlotQueue,
  type TestServer,
} from './helper';

let server: TestServer;
let slots: SlotQueue;

beforeAll(async () => {
  server = await startServer();
  expect(server.app.database.driver).toBe('postgres');
  slots = slotQueue();
});
afterAll(async () => server?.close());

describe('placement slots under concurrency', () => {
  it('two registrations racing for the last slot of one upline: exactly one wins, 20 times over', async () => {
    for (let trial = 0; trial < 20; trial++) {
      await signUp(server.http, slots); // grows the queue of free slots by one
      const upline = await signUp(server.http, slots.private());
      const first = await server.http('POST', '/api/auth/register', {
        body: registration({ referrer: upline.form.username }),
      });
      expect(first.status).toBe(200);
      const [a, b] = await Promise.all([
        server.http('POST', '/api/auth/register', { body: registration({ referrer: upline.form.username }) }),
        server.http('POST', '/api/auth/register', { body: registration({ referrer: upline.form.username }) }),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 422]);
      const loser = a.status === 422 ? a : b;
      expect(loser.body.errors.referrer[0]).toContain('Choose another upline');
      const children = await server.app.database.db
        .selectFrom('users as c')
        .innerJoin('users as p', 'p.id', 'c.placement_parent_id')
        .select('c.id')
        .where('p.username', '=', upline.form.username)
        .where('c.placement_position', 'is not', null)
        .execute();
      expect(children).toHaveLength(2);
    }
  }, 180_000);

  it('eight registrations at once under one upline: two win', async () => {
    await signUp(server.http, slots);
    const upline = await signUp(server.http, slots.private());
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        server.http('POST', '/api/auth/register', { body: registration({ referrer: upline.form.username }) }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    expect(results.filter((r) => r.status === 422)).toHaveLength(6);
  }, 180_000);

  it('the same username registered twice at once: one account', async () => {
    const form = registration({ referrer: slots.take() });
    const [a, b] = await Promise.all([
      server.http('POST', '/api/auth/register', { body: form }),
      server.http('POST', '/api/auth/register', { body: { ...form, referrer: slots.take() } }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 422]);
    slots.add(form.username);
  }, 180_000);
});

describe('one-time codes under concurrency', () => {
  it('the same code submitted five times at once is used once', async () => {
    const form = registration({ referrer: slots.take() });
    await server.http('POST', '/api/auth/register', { body: form });
    slots.add(form.username);
    const code = await latestCode(server.http, form.email);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        server.http('POST', '/api/auth/email-confirmation', { body: { email: form.email, code } }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
  }, 180_000);
});
