import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postTransaction } from '../src/modules/ledger/ledger.repository';
import { startFakePaystack, type FakePaystack } from './fakes/fakePaystack';
import { adminToken, latestCode, registration, startServer, type TestServer } from './helper';
import {
  balanceOf,
  bonusEntries,
  decide,
  expectLedgerSound,
  initiate,
  packagePrice,
  payRegistration,
  userId,
} from './money';

/*
 * Seeded plan (apps/api/src/db/seed.ts): U = ₦3,500 per PV = 350,000 kobo. Packages 1..6:
 * Starter 5 PV ₦17,500, Bronze 10 PV, Silver 20 PV ₦70,000, Gold 40 PV ₦140,000, Platinum 80 PV
 * ₦280,000, Diamond 160 PV (the root). Referral and upgrade bonus: 5% for generations 1..depth
 * of the recipient's package, depth Starter 2, Bronze 4, Silver 6, Gold 8, Platinum 10,
 * Diamond 10. Welcome 2%, placement 5%.
 */

let server: TestServer;
let root: number;

async function member(pkg: number, referrer: string, placer?: string, s: TestServer = server) {
  const form = registration({ package_id: pkg, referrer, ...(placer ? { placer } : {}) });
  const reg = await s.http('POST', '/api/auth/register', { body: form });
  expect(reg.status).toBe(200);
  const code = await latestCode(s.http, form.email);
  await s.http('POST', '/api/auth/email-confirmation', { body: { email: form.email, code } });
  const login = await s.http('POST', '/api/auth/login', {
    body: { username: form.username, password: form.password },
  });
  const id = await userId(s.app.database.db, form.username);
  return {
    username: form.username,
    uuid: reg.body.data.uuid as string,
    token: login.body.data.access_token as string,
    id,
    pkg,
  };
}
type Member = Awaited<ReturnType<typeof member>>;

/** [kind, kobo, generation] of the entries one payment reference gave a member. */
async function gains(m: { id: number }, reference: string) {
  return (await bonusEntries(server.app.database.db, m.id))
    .filter((e) => e.cause_ref === reference)
    .map((e) => [e.kind, e.amount_kobo, (e.explanation as { generation?: number }).generation ?? null]);
}

beforeAll(async () => {
  server = await startServer();
  root = await userId(server.app.database.db, 'kolaherbal');
}, 120_000);

afterAll(async () => {
  if (server) {
    await expectLedgerSound(server.app.database.db);
    await server.close();
  }
});

describe('a registration paid in the sandbox', () => {
  let a: Member, b: Member, c: Member, e: Member, f: Member, g: Member;
  const refs: Record<string, string> = {};

  beforeAll(async () => {
    a = await member(4, 'kolaherbal');
    refs.a = (await payRegistration(server, a.token, 4)).reference;
    b = await member(3, a.username);
    refs.b = (await payRegistration(server, b.token, 3)).reference;
    c = await member(1, b.username, a.username);
    refs.c = (await payRegistration(server, c.token, 1)).reference;
    e = await member(2, c.username); // never pays
    f = await member(1, e.username);
    refs.f = (await payRegistration(server, f.token, 1)).reference;
    g = await member(1, f.username);
    refs.g = (await payRegistration(server, g.token, 1)).reference;
  }, 180_000);

  it('answers Payment Verified successfully and activates the member', async () => {
    const ref = await payRegistration(server, (await member(1, c.username)).token, 1);
    expect(ref.verified.status).toBe(200);
    expect(ref.verified.body).toMatchObject({ success: true, message: 'Payment Verified successfully' });
    expect(ref.verified.body.data).toMatchObject({
      status: 'approved',
      amount: 17500,
      txn_source: 'package_payment',
    });
  });

  it('pays A (Gold, 40 PV, under the root): referral to the root and the welcome bonus', async () => {
    // base = 40 × 350,000 = 14,000,000 kobo. Root gen 1 (Diamond) 5% = 700,000; welcome 2% = 280,000.
    expect(await gains({ id: root }, refs.a!)).toEqual([['referral_bonus', 700_000, 1]]);
    expect(await gains(a, refs.a!)).toEqual([['welcome_bonus', 280_000, null]]);
  });

  it('pays B (Silver, 20 PV, under A): two generations of referral', async () => {
    // base = 20 × 350,000 = 7,000,000. A gen 1 (Gold) 5% = 350,000; root gen 2 = 350,000; welcome 140,000.
    expect(await gains(a, refs.b!)).toEqual([['referral_bonus', 350_000, 1]]);
    expect(await gains({ id: root }, refs.b!)).toEqual([['referral_bonus', 350_000, 2]]);
    expect(await gains(b, refs.b!)).toEqual([['welcome_bonus', 140_000, null]]);
  });

  it('pays C (Starter, placed under B, sponsored by A): the placement bonus to the sponsor', async () => {
    // base = 5 × 350,000 = 1,750,000. B gen 1 87,500; A gen 2 87,500 + placement 5% 87,500;
    // root gen 3 87,500; welcome 2% 35,000.
    expect(await gains(b, refs.c!)).toEqual([['referral_bonus', 87_500, 1]]);
    expect((await gains(a, refs.c!)).sort()).toEqual([
      ['placement_bonus', 87_500, null],
      ['referral_bonus', 87_500, 2],
    ]);
    expect(await gains({ id: root }, refs.c!)).toEqual([['referral_bonus', 87_500, 3]]);
    expect(await gains(c, refs.c!)).toEqual([['welcome_bonus', 35_000, null]]);
  });

  it('forfeits for an unpaid upline and beyond a package depth, with the reason recorded', async () => {
    const db = server.app.database.db;
    // F under E (unpaid): E gen 1 forfeited 87,500 (inactive); C gen 2 (Starter, depth 2) paid.
    expect(await gains(e, refs.f!)).toEqual([]);
    expect(await gains(c, refs.f!)).toEqual([['referral_bonus', 87_500, 2]]);
    expect(await gains(b, refs.f!)).toEqual([['referral_bonus', 87_500, 3]]);
    expect(await gains(a, refs.f!)).toEqual([['referral_bonus', 87_500, 4]]);
    expect(await gains({ id: root }, refs.f!)).toEqual([['referral_bonus', 87_500, 5]]);
    // G under F: C is generation 3, beyond Starter's depth 2: forfeited as setting_zero.
    expect(await gains(c, refs.g!)).toEqual([]);
    const forfeits = await db
      .selectFrom('forfeited_bonuses')
      .select(['user_id', 'kind', 'amount_kobo', 'reason', 'cause_ref'])
      .where('cause_ref', 'in', [refs.f!, refs.g!])
      .orderBy('id')
      .execute();
    expect(forfeits).toEqual([
      {
        user_id: e.id,
        kind: 'referral_bonus',
        amount_kobo: 87_500,
        reason: 'recipient_inactive',
        cause_ref: refs.f,
      },
      {
        user_id: e.id,
        kind: 'referral_bonus',
        amount_kobo: 87_500,
        reason: 'recipient_inactive',
        cause_ref: refs.g,
      },
      { user_id: c.id, kind: 'referral_bonus', amount_kobo: 0, reason: 'setting_zero', cause_ref: refs.g },
    ]);
  });

  it('adds PV to every ancestor’s leg and CPV', async () => {
    const db = server.app.database.db;
    const vol = async (id: number) =>
      db
        .selectFrom('member_volumes')
        .select(['own_pv', 'left_pv', 'right_pv', 'cpv'])
        .where('user_id', '=', id)
        .executeTakeFirstOrThrow();
    // Under A (left leg): B 20 + C 5 + F 5 + G 5 + the extra Starter under C 5 = 40; own 40.
    expect(await vol(a.id)).toEqual({ own_pv: 40, left_pv: 40, right_pv: 0, cpv: 80 });
    // E never paid: F and G reach C through E's position (C's left leg).
    expect(await vol(c.id)).toMatchObject({ own_pv: 5, cpv: 20 });
  });

  it('prices an upgrade, pays it by card, and pays the upgrade bonus', async () => {
    const db = server.app.database.db;
    // Gold → Platinum: ₦280,000 − ₦140,000 = ₦140,000. ΔPV 40: base 14,000,000; root gen 1 5% = 700,000.
    const wrong = await server.http('POST', '/api/payments/initiate', {
      token: a.token,
      body: { amount: 100, txn_source: 'package_payment', is_upgrade: 1, meta_data: { package_id: 5 } },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.amount).toBeDefined();
    const lower = await server.http('POST', '/api/payments/initiate', {
      token: a.token,
      body: { amount: 0, txn_source: 'package_payment', is_upgrade: 1, meta_data: { package_id: 3 } },
    });
    expect(lower.status).toBe(409);
    const { reference } = await initiate(server.http, a.token, {
      amount: 140_000,
      txn_source: 'package_payment',
      is_upgrade: 1,
      meta_data: { package_id: 5 },
    });
    await decide(server, reference);
    const verified = await server.http('POST', '/api/payments/verify', {
      token: a.token,
      body: { reference },
    });
    expect(verified.body.data.status).toBe('approved');
    expect(await gains({ id: root }, reference)).toEqual([['upgrade_bonus', 700_000, 1]]);
    const user = await db
      .selectFrom('users')
      .select(['package_id', 'upgrade_pickup_kobo', 'rank_id'])
      .where('id', '=', a.id)
      .executeTakeFirstOrThrow();
    expect(user.package_id).toBe(5);
    // CPV 80 + 40 = 120 ≥ 100: rank Star.
    const star = await db
      .selectFrom('ranks')
      .select('id')
      .where('points', '=', 100)
      .executeTakeFirstOrThrow();
    expect(user.rank_id).toBe(star.id);
    const history = await server.http('GET', `/api/payments/${a.uuid}/user-upgrade-history`, {
      token: a.token,
    });
    expect(history.body.data.data[0]).toMatchObject({
      reference,
      previous_package: 'Gold',
      new_package: 'Platinum',
      amount: 140000,
      status: 'approved',
    });
    const other = await server.http('GET', `/api/payments/${a.uuid}/user-upgrade-history`, {
      token: b.token,
    });
    expect(other.status).toBe(403);
    expect(JSON.stringify(other.body)).not.toContain(reference);
  });

  it('pays an upgrade from the wallet with the same pipeline, and refuses what the balance does not cover', async () => {
    const db = server.app.database.db;
    const before = await balanceOf(db, b.id);
    const body = {
      amount: 70_000,
      txn_source: 'package_payment',
      is_upgrade: 1,
      meta_data: { package_id: 4 },
    };
    const refused = await server.http('PATCH', '/api/withdrawals/pay-with-wallet', { token: b.token, body });
    expect(refused.status).toBe(422);
    expect(await balanceOf(db, b.id)).toBe(before);
    // Fund B's wallet for this test with a balanced company contra entry.
    await postTransaction(db, {
      idempotencyKey: 'test:fund-b',
      kind: 'test',
      causeType: 'test',
      causeRef: 'fund-b',
      lines: [
        { account: { company: 'bonus_expense' }, amountKobo: -7_000_000, kind: 'contra' },
        { account: { userId: b.id }, amountKobo: 7_000_000, kind: 'contra' },
      ],
    });
    const paid = await server.http('PATCH', '/api/withdrawals/pay-with-wallet', { token: b.token, body });
    expect(paid.body.message).toBe('Payment successful');
    expect(paid.status).toBe(200);
    expect(paid.body.data.wallet_balance).toBe(before / 100);
    // Silver → Gold: ΔPV 20, base 7,000,000. A (now Platinum) gen 1 5% = 350,000; root gen 2 350,000.
    expect(await gains(a, paid.body.data.reference)).toEqual([['upgrade_bonus', 350_000, 1]]);
    expect(await gains({ id: root }, paid.body.data.reference)).toEqual([['upgrade_bonus', 350_000, 2]]);
    const again = await server.http('PATCH', '/api/withdrawals/pay-with-wallet', { token: b.token, body });
    expect(again.status).toBe(409);
  });

  it('verifies one reference five times in a row and five times at once: one credit', async () => {
    const h = await member(1, g.username);
    const amount = await packagePrice(server.app.database.db, 1);
    const { reference } = await initiate(server.http, h.token, { amount, txn_source: 'package_payment' });
    const pending = await server.http('POST', '/api/payments/verify', {
      token: h.token,
      body: { reference },
    });
    expect(pending.body).toMatchObject({ success: false, message: 'Unable to verify payment' });
    expect(pending.body.data.status).toBe('abandoned');
    await decide(server, reference);
    await decide(server, reference);
    for (let i = 0; i < 5; i++) {
      const res = await server.http('POST', '/api/payments/verify', { token: h.token, body: { reference } });
      expect(res.body.data.status).toBe('approved');
    }
    await Promise.all(
      Array.from({ length: 5 }, () =>
        server.http('POST', '/api/payments/verify', { token: h.token, body: { reference } }),
      ),
    );
    expect(await gains(h, reference)).toEqual([['welcome_bonus', 35_000, null]]);
    const someoneElse = await server.http('POST', '/api/payments/verify', {
      token: g.token,
      body: { reference },
    });
    expect(someoneElse.status).toBe(404);
  });

  it('a declined sandbox payment credits nothing', async () => {
    const k = await member(1, g.username);
    const amount = await packagePrice(server.app.database.db, 1);
    const { reference } = await initiate(server.http, k.token, { amount, txn_source: 'package_payment' });
    await decide(server, reference, 'decline');
    const res = await server.http('POST', '/api/payments/verify', { token: k.token, body: { reference } });
    expect(res.body).toMatchObject({ success: false, data: { status: 'failed' } });
    expect(await gains(k, reference)).toEqual([]);
    const user = await server.app.database.db
      .selectFrom('users')
      .select('payment_status')
      .where('id', '=', k.id)
      .executeTakeFirstOrThrow();
    expect(user.payment_status).toBe('pending');
  });
});

describe('Paystack webhooks (fake Paystack)', () => {
  let paystack: FakePaystack;
  let ps: TestServer;
  let m: Member;

  beforeAll(async () => {
    paystack = await startFakePaystack();
    ps = await startServer(
      { PAYSTACK_SECRET_KEY: paystack.secretKey, PAYSTACK_BASE_URL: paystack.baseUrl },
      server.app.database,
    );
    const db = server.app.database.db;
    const slug = await db
      .selectFrom('service_providers')
      .select('id')
      .where('slug', '=', 'paystack')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('product_services')
      .set({ service_provider_id: slug.id })
      .where('service', '=', 'payment')
      .execute();
  }, 120_000);

  afterAll(async () => {
    const db = server.app.database.db;
    const sandbox = await db
      .selectFrom('service_providers')
      .select('id')
      .where('slug', '=', 'sandbox')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('product_services')
      .set({ service_provider_id: sandbox.id })
      .where('service', '=', 'payment')
      .execute();
    await ps?.close();
    await paystack?.close();
  });

  async function startPayment() {
    m = await member(1, await freeUpline(), undefined, ps);
    const amount = await packagePrice(ps.app.database.db, 1);
    return initiate(ps.http, m.token, { amount, txn_source: 'package_payment' });
  }

  /** A paid member with a free slot. */
  async function freeUpline() {
    const db = ps.app.database.db;
    const row = await db
      .selectFrom('users as u')
      .select('u.username')
      .where('u.payment_status', '=', 'approved')
      .where((eb) =>
        eb(
          eb
            .selectFrom('users as c')
            .select(eb.fn.countAll().as('n'))
            .whereRef('c.placement_parent_id', '=', 'u.id'),
          '<',
          2,
        ),
      )
      .orderBy('u.id', 'desc')
      .executeTakeFirstOrThrow();
    return row.username;
  }

  function event(reference: string, overrides: Record<string, unknown> = {}) {
    const tx = paystack.transactions.get(reference)!;
    return JSON.stringify({
      event: 'charge.success',
      data: {
        reference,
        status: 'success',
        amount: tx.amount,
        currency: 'NGN',
        paid_at: new Date().toISOString(),
        ...overrides,
      },
    });
  }

  async function deliver(body: string, signature = paystack.signWebhook(body)) {
    return fetch(`${ps.baseUrl}/api/webhooks/paystack`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
      body,
    });
  }

  it('offers no sandbox checkout where Paystack serves payments', async () => {
    const { reference } = await startPayment();
    for (const [method, path] of [
      ['GET', `/api/sandbox/checkout/${reference}`],
      ['POST', `/api/sandbox/checkout/${reference}/pay`],
    ] as const) {
      const response = await fetch(`${ps.baseUrl}${path}`, { method });
      expect(response.status).toBe(404);
    }
    const payment = await ps.app.database.db
      .selectFrom('payments')
      .select(['status', 'provider'])
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    expect(payment).toEqual({ status: 'initialized', provider: 'paystack' });
  });

  it('initializes at Paystack with the server’s price in kobo', async () => {
    const { reference, authorization_url } = await startPayment();
    expect(authorization_url).toMatch(/^http/);
    expect(paystack.transactions.get(reference)).toMatchObject({ amount: 1_750_000 });
  });

  it('applies charge.success delivered five times in a row and five times at once exactly once', async () => {
    const { reference } = await startPayment();
    paystack.pay(reference);
    const body = event(reference);
    for (let i = 0; i < 5; i++) expect((await deliver(body)).status).toBe(200);
    const concurrent = await Promise.all(Array.from({ length: 5 }, () => deliver(body)));
    expect(concurrent.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    // Spacing and key order differ: the signature covers the raw bytes, not a re-serialisation.
    const spaced = body.replace('{', '{  ');
    expect((await deliver(spaced)).status).toBe(200);
    expect(await gains(m, reference)).toEqual([['welcome_bonus', 35_000, null]]);
    const verify = await ps.http('POST', '/api/payments/verify', { token: m.token, body: { reference } });
    expect(verify.body.data.status).toBe('approved');
    expect(await gains(m, reference)).toEqual([['welcome_bonus', 35_000, null]]);
  });

  it('a payment paid at the provider but never verified is applied by the reconciler, once', async () => {
    const { reference } = await startPayment();
    paystack.pay(reference);
    expect(await ps.app.payments.reconcilePending(0)).toBeGreaterThanOrEqual(1);
    expect(await gains(m, reference)).toEqual([['welcome_bonus', 35_000, null]]);
    await ps.app.payments.reconcilePending(0);
    expect(await gains(m, reference)).toEqual([['welcome_bonus', 35_000, null]]);
  });

  it('refuses a bad or missing signature with 401 and changes nothing', async () => {
    const { reference } = await startPayment();
    const body = event(reference);
    const db = ps.app.database.db;
    const before = await db
      .selectFrom('webhook_events')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect((await deliver(body, 'f'.repeat(128))).status).toBe(401);
    expect((await deliver(body, 'short')).status).toBe(401);
    const missing = await fetch(`${ps.baseUrl}/api/webhooks/paystack`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(missing.status).toBe(401);
    const after = await db
      .selectFrom('webhook_events')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toEqual(before.n);
    const payment = await db
      .selectFrom('payments')
      .select('status')
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    expect(payment.status).toBe('initialized');
  });

  it('credits nothing when the provider’s status is not success, or the amount or currency differ', async () => {
    const db = ps.app.database.db;
    const notSuccess = await startPayment();
    paystack.faults.verifyStatus = 'failed';
    const res = await ps.http('POST', '/api/payments/verify', {
      token: m.token,
      body: { reference: notSuccess.reference },
    });
    expect(res.body).toMatchObject({ success: false, data: { status: 'failed' } });
    paystack.resetFaults();

    const wrongAmount = await startPayment();
    paystack.pay(wrongAmount.reference);
    await deliver(event(wrongAmount.reference, { amount: 100 }));
    const wrongCurrency = await startPayment();
    paystack.pay(wrongCurrency.reference);
    await deliver(event(wrongCurrency.reference, { currency: 'USD' }));
    for (const ref of [notSuccess.reference, wrongAmount.reference, wrongCurrency.reference]) {
      const entries = await db
        .selectFrom('ledger_entries')
        .select('id')
        .where('cause_ref', '=', ref)
        .execute();
      expect(entries).toEqual([]);
    }
    const statuses = await db
      .selectFrom('payments')
      .select(['reference', 'status'])
      .where('reference', 'in', [wrongAmount.reference, wrongCurrency.reference])
      .execute();
    expect(statuses.map((s) => s.status)).toEqual(['review', 'review']);
  });
});

describe('the settings the payment and wallet screens read', () => {
  it('any signed-in account reads them in naira; the record by id is for administrators', async () => {
    const someone = await member(1, 'kolaherbal');
    const res = await server.http('GET', '/api/settings/all', { token: someone.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: 1,
      unit_point_value: 3500,
      minimum_withdrawal: 2000,
      maximum_withdrawal: 200000,
      withdrawal_charge_type: 'percentage',
      charge: 1.5,
      withdrawal_charge_cap: 1000,
      welcome_bonus_percentage: 2,
    });
    expect((await server.http('GET', '/api/settings/1', { token: someone.token })).status).toBe(403);
    const admin = await adminToken(server.http);
    expect((await server.http('GET', '/api/settings/1', { token: admin })).body.data.unit_point_value).toBe(
      3500,
    );
    expect((await server.http('GET', '/api/settings/2', { token: admin })).status).toBe(404);
  });
});
