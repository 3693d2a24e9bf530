// Payment races that only a real PostgreSQL server can show (PGlite runs one connection).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePaystack, type FakePaystack } from './fakes/fakePaystack';
import { latestCode, registration, startServer, type TestServer } from './helper';
import { balanceOf, expectLedgerSound, initiate, packagePrice, payRegistration, userId } from './money';
import { fund } from './withdrawals.fixtures';

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

/** A paid member with a free placement slot (the root's two slots are taken early). */
async function freeUpline(): Promise<string> {
  const { rows } = await sql<{ username: string }>`
    select u.username from users u
    where u.payment_status = 'approved'
      and (select count(*) from users c where c.placement_parent_id = u.id) < 2
    order by u.id desc limit 1`.execute(server.app.database.db);
  return rows[0]!.username;
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

describe('Paystack: verifies and signed webhooks racing over HTTP on a fresh reference', () => {
  let paystack: FakePaystack;
  let ps: TestServer;

  beforeAll(async () => {
    paystack = await startFakePaystack();
    // A second server on the same database with Paystack configured (and no sandbox): its
    // payments go to the fake Paystack and its webhook route checks Paystack's signature.
    ps = await startServer(
      { PAYSTACK_SECRET_KEY: paystack.secretKey, PAYSTACK_BASE_URL: paystack.baseUrl },
      server.app.database,
    );
  }, 120_000);
  afterAll(async () => {
    await ps?.close();
    await paystack?.close();
  });

  it('five POST /payments/verify and five signed POST /webhooks/paystack at once: one credit, 20 trials', async () => {
    const upline = await member(1, await freeUpline());
    await payRegistration(server, upline.token, 1);
    let parent = upline;
    for (let trial = 0; trial < 20; trial++) {
      const m = await member(1, parent.username);
      const { reference } = await initiate(ps.http, m.token, {
        amount: 17_500,
        txn_source: 'package_payment',
      });
      expect(paystack.transactions.get(reference)).toMatchObject({ amount: 1_750_000 });
      paystack.pay(reference);
      const body = JSON.stringify({
        event: 'charge.success',
        data: {
          reference,
          status: 'success',
          amount: 1_750_000,
          currency: 'NGN',
          paid_at: new Date().toISOString(),
        },
      });
      const signature = paystack.signWebhook(body);
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          i % 2 === 0
            ? ps.http('POST', '/api/payments/verify', { token: m.token, body: { reference } })
            : fetch(`${ps.baseUrl}/api/webhooks/paystack`, {
                method: 'POST',
                headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
                body,
              }).then((r) => ({ status: r.status, body: null })),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
      for (const a of answers.filter((_, i) => i % 2 === 0))
        expect(a.body).toMatchObject({ success: true, data: { status: 'approved' } });
      expect(
        await count(sql`select count(*) as n from ledger_transactions where cause_ref = ${reference}`),
      ).toBe(2); // money in + bonuses
      expect(
        await count(
          sql`select count(*) as n from ledger_entries where cause_ref = ${reference} and user_id = ${m.id}`,
        ),
      ).toBe(1); // the welcome bonus
      expect(await balanceOf(server.app.database.db, m.id)).toBe(35_000);
      // The parent (Starter, generation 1, 5% of 1,750,000) is credited once.
      expect(
        await count(
          sql`select coalesce(sum(amount_kobo), 0) as n from ledger_entries where cause_ref = ${reference} and user_id = ${parent.id}`,
        ),
      ).toBe(87_500);
      expect(await count(sql`select count(*) as n from pv_events where cause_ref = ${reference}`)).toBe(1);
      expect(
        await count(
          sql`select count(*) as n from webhook_events where event_key = ${`charge.success:${reference}:success`} and processed_at is not null`,
        ),
      ).toBe(1);
      parent = m;
    }
  }, 600_000);
});

describe('pay with wallet racing against its own balance', () => {
  const db = () => server.app.database.db;

  async function activeMember(referrer: string) {
    const m = await member(1, referrer);
    await payRegistration(server, m.token, 1); // Starter: welcome bonus 2% × 1,750,000 = 35,000
    return m;
  }

  it('six concurrent repurchases when three are affordable: exactly three succeed, never below zero, 20 trials', async () => {
    const owner = await activeMember(await freeUpline());
    const store = await db()
      .insertInto('stockists')
      .values({ user_id: owner.id, stockist_package_id: 1, store_name: 'Race Store', status: 'approved' })
      .returning('id')
      .executeTakeFirstOrThrow();
    // One Moringa: ₦8,500 = 850,000 kobo, 2 PV: base 700,000, repurchase bonus 5% = 35,000 back
    // to the buyer in the same transaction. Start 35,000 + 2,500,000 = 2,535,000:
    // after 1: 1,720,000; after 2: 905,000 (covers a third); after 3: 90,000 (< 850,000).
    const body = {
      amount: 8_500,
      txn_source: 'member_product_purchase',
      pickup_type: 'repurchase_pickup',
      stockist_id: store.id,
      products: [{ id: 1, qty: 1 }],
    };
    let parent = owner.username;
    for (let trial = 0; trial < 20; trial++) {
      const m = await activeMember(parent);
      parent = m.username;
      await fund(db(), m.id, 2_500_000);
      expect(await balanceOf(db(), m.id)).toBe(2_535_000);
      const answers = await Promise.all(
        Array.from({ length: 6 }, () =>
          server.http('PATCH', '/api/withdrawals/pay-with-wallet', { token: m.token, body }),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 422, 422, 422]);
      expect(await balanceOf(db(), m.id)).toBe(90_000);
      expect(
        await count(
          sql`select count(*) as n from ledger_entries where user_id = ${m.id} and kind = 'wallet_payment' and amount_kobo = -850000`,
        ),
      ).toBe(3);
      expect(
        await count(sql`select count(*) as n from orders where user_id = ${m.id} and kind = 'member'`),
      ).toBe(3);
      // Replaying the wallet's entries in order, its balance never went below zero.
      expect(
        await count(sql`select min(running) as n from (
          select sum(amount_kobo) over (order by id) as running from ledger_entries where user_id = ${m.id}
        ) s`),
      ).toBeGreaterThanOrEqual(0);
    }
  }, 600_000);

  it('four concurrent wallet payments of one stockist upgrade: one is taken, 5 trials', async () => {
    let parent = await freeUpline();
    // Mobile Stockist → State Stockist: ₦650,000 = 65,000,000 kobo; the wallet covers four.
    const body = { amount: 650_000, txn_source: 'stockist_upgrade', meta_data: { stockist_package_id: 2 } };
    for (let trial = 0; trial < 5; trial++) {
      const s = await activeMember(parent);
      parent = s.username;
      const store = await db()
        .insertInto('stockists')
        .values({ user_id: s.id, stockist_package_id: 1, store_name: 'Upgrade Store', status: 'approved' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await fund(db(), s.id, 4 * 65_000_000);
      const answers = await Promise.all(
        Array.from({ length: 4 }, () =>
          server.http('PATCH', '/api/withdrawals/pay-with-wallet', { token: s.token, body }),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
      expect(await balanceOf(db(), s.id)).toBe(35_000 + 3 * 65_000_000);
      expect(
        await count(sql`select count(*) as n from stockist_upgrades where stockist_id = ${store.id}`),
      ).toBe(1);
    }
  }, 300_000);
});
