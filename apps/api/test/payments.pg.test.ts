// Payment races that only a real PostgreSQL server can show (PGlite runs one connection).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestCode, registration, startServer, type TestServer } from './helper';
import { expectLedgerSound, initiate, packagePrice, payRegistration, userId } from './money';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
  expect(server.app.database.driver).toBe('postgres');
}, 120_000);
afterAll(async () => {
  if (server) {
    await expectLedgerSound(server.app.database.db);
    await server.close();
  }
});

async function member(pkg: number, referrer: string) {
  const form = registration({ package_id: pkg, referrer });
  const reg = await server.http('POST', '/api/auth/register', { body: form });
  if (reg.status !== 200) throw new Error(JSON.stringify(reg.body));
  const code = await latestCode(server.http, form.email);
  await server.http('POST', '/api/auth/email-confirmation', { body: { email: form.email, code } });
  const login = await server.http('POST', '/api/auth/login', {
    body: { username: form.username, password: form.password },
  });
  return {
    username: form.username,
    token: login.body.data.access_token as string,
    id: await userId(server.app.database.db, form.username),
  };
}

/** A registration whose checkout was paid at the provider but not yet applied here. */
async function paidAtProvider(m: { token: string }, pkg: number) {
  const amount = await packagePrice(server.app.database.db, pkg);
  const { reference } = await initiate(server.http, m.token, { amount, txn_source: 'package_payment' });
  // Decide at the sandbox without its hook, so every application below races.
  await server.app.paymentProviders.sandbox.decide(reference, 'success');
  return reference;
}

async function count(query: ReturnType<typeof sql<{ n: number }>>) {
  const { rows } = await query.execute(server.app.database.db);
  return Number(rows[0]!.n);
}

describe('one reference applied once, whoever comes first', () => {
  it('five verifies and five provider confirmations at once: one credit, 20 trials', async () => {
    const upline = await member(1, 'kolaherbal');
    await payRegistration(server, upline.token, 1);
    let parent = upline.username;
    for (let trial = 0; trial < 20; trial++) {
      const m = await member(1, parent);
      parent = m.username;
      const reference = await paidAtProvider(m, 1);
      const truth = await server.app.paymentProviders.sandbox.verify(reference);
      const answers = await Promise.all([
        ...Array.from({ length: 5 }, () =>
          server.http('POST', '/api/payments/verify', { token: m.token, body: { reference } }),
        ),
        ...Array.from({ length: 5 }, () => server.app.payments.confirm(reference, truth)),
      ]);
      for (const a of answers.slice(0, 5))
        expect((a as { body: { data: { status: string } } }).body.data.status).toBe('approved');
      expect(
        await count(sql`select count(*) as n from ledger_transactions where cause_ref = ${reference}`),
      ).toBe(2); // money in + bonuses
      expect(
        await count(
          sql`select count(*) as n from ledger_entries where cause_ref = ${reference} and kind = 'welcome_bonus' and user_id is not null`,
        ),
      ).toBe(1);
      expect(await count(sql`select count(*) as n from pv_events where cause_ref = ${reference}`)).toBe(1);
    }
  }, 300_000);
});

describe('activations sharing ancestors at the same time', () => {
  it('twelve registrations under one subtree applied concurrently: no deadlock, every bonus and PV once', async () => {
    const db = server.app.database.db;
    const top = await member(6, 'kolaherbal');
    await payRegistration(server, top.token, 6);
    // A binary subtree of 12 unpaid members under `top` (they may register under unpaid uplines).
    const members = [top];
    const pending: { m: Awaited<ReturnType<typeof member>>; reference: string }[] = [];
    for (let i = 0; i < 12; i++) {
      const parent = members[Math.floor(i / 2)]!;
      const m = await member(2, parent.username);
      members.push(m);
      pending.push({ m, reference: await paidAtProvider(m, 2) });
    }
    const before = await db
      .selectFrom('member_volumes')
      .select('cpv')
      .where('user_id', '=', top.id)
      .executeTakeFirstOrThrow();
    const answers = await Promise.all(
      pending.map(({ m, reference }) =>
        server.http('POST', '/api/payments/verify', { token: m.token, body: { reference } }),
      ),
    );
    expect(answers.map((a) => a.body.data.status)).toEqual(pending.map(() => 'approved'));
    // 12 × Bronze 10 PV reach top's CPV exactly once each.
    const after = await db
      .selectFrom('member_volumes')
      .select(['cpv', 'active_descendants'])
      .where('user_id', '=', top.id)
      .executeTakeFirstOrThrow();
    expect(after.cpv - before.cpv).toBe(120);
    expect(after.active_descendants).toBe(12);
    // Top (Diamond, 10 generations at 5%) earns referral on all 12: 10 PV × 350,000 × 5% = 175,000 each.
    const referral = await count(
      sql`select coalesce(sum(amount_kobo), 0) as n from ledger_entries where user_id = ${top.id} and kind = 'referral_bonus'`,
    );
    expect(referral).toBe(12 * 175_000);
  }, 300_000);
});
