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

/** One ledger line: [account code, kind, kobo, stored explanation]. */
type Line = [string, string, number, Record<string, unknown>];
const byLine = (x: Line, y: Line) => x[0].localeCompare(y[0]) || x[1].localeCompare(y[1]) || x[2] - y[2];
const sorted = (lines: Line[]) => [...lines].sort(byLine);
const wallet = (m: { id: number }) => `member:${m.id}`;

/**
 * EVERY ledger line one reference caused, company accounts included, sorted: comparing it with
 * the full expected list shows that nobody else was paid and nothing was paid twice.
 */
async function linesOf(reference: string, s: TestServer = server): Promise<Line[]> {
  const rows = await s.app.database.db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .select(['a.code', 'e.kind', 'e.amount_kobo', 'e.explanation'])
    .where('e.cause_ref', '=', reference)
    .execute();
  return sorted(
    rows.map((r): Line => [r.code, r.kind, r.amount_kobo, r.explanation as Record<string, unknown>]),
  );
}

/** The stored explanation of a generation bonus (percentages in ten-thousandths: 5% = 50,000). */
const gen = (baseKobo: number, generation: number, percent: number, packageId: number) => ({
  baseKobo,
  generation,
  percentE4: percent * 10_000,
  packageId,
});
/** The stored explanation of a single percentage bonus (welcome, placement, repurchase). */
const pct = (baseKobo: number, percent: number, packageId?: number) => ({
  baseKobo,
  percentE4: percent * 10_000,
  ...(packageId === undefined ? {} : { packageId }),
});
/** The money-in lines of a card payment of `kobo`. */
const card = (kobo: number): Line[] => [
  ['company:payments_clearing', 'payment', -kobo, {}],
  ['company:revenue', 'payment', kobo, {}],
];
/** The company's bonus expense line for one kind (one line per kind per event). */
const expense = (kind: string, kobo: number): Line => ['company:bonus_expense', kind, -kobo, {}];

let funded = 0;
/** Credits a wallet for a test with a balanced company contra entry. */
async function fund(m: { id: number }, kobo: number, s: TestServer = server) {
  funded += 1;
  await postTransaction(s.app.database.db, {
    idempotencyKey: `test:fund:${m.id}:${funded}`,
    kind: 'test',
    causeType: 'test',
    causeRef: `fund-${m.id}-${funded}`,
    lines: [
      { account: { company: 'bonus_expense' }, amountKobo: -kobo, kind: 'contra' },
      { account: { userId: m.id }, amountKobo: kobo, kind: 'contra' },
    ],
  });
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
  let stockistId: number;

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

  it('pays A (Gold, 40 PV, under the root): referral to the root and the welcome bonus, explained', async () => {
    // Card ₦140,000 = 14,000,000 kobo. base = 40 PV × 350,000 = 14,000,000.
    // Root (Diamond, package 6) generation 1 at 5%: 700,000. A's welcome bonus 2%: 280,000,
    // explained with A's package (Gold, 4).
    expect(await linesOf(refs.a!)).toEqual(
      sorted([
        ...card(14_000_000),
        expense('referral_bonus', 700_000),
        expense('welcome_bonus', 280_000),
        [wallet({ id: root }), 'referral_bonus', 700_000, gen(14_000_000, 1, 5, 6)],
        [wallet(a), 'welcome_bonus', 280_000, pct(14_000_000, 2, 4)],
      ]),
    );
    expect(await gains({ id: root }, refs.a!)).toEqual([['referral_bonus', 700_000, 1]]);
  });

  it('pays B (Silver, 20 PV, under A): two generations of referral, explained', async () => {
    // Card ₦70,000 = 7,000,000. base = 20 × 350,000 = 7,000,000. A gen 1 (Gold, 4) 5% = 350,000;
    // root gen 2 (Diamond, 6) 5% = 350,000; B's welcome 2% = 140,000 (Silver, 3).
    expect(await linesOf(refs.b!)).toEqual(
      sorted([
        ...card(7_000_000),
        expense('referral_bonus', 700_000),
        expense('welcome_bonus', 140_000),
        [wallet(a), 'referral_bonus', 350_000, gen(7_000_000, 1, 5, 4)],
        [wallet({ id: root }), 'referral_bonus', 350_000, gen(7_000_000, 2, 5, 6)],
        [wallet(b), 'welcome_bonus', 140_000, pct(7_000_000, 2, 3)],
      ]),
    );
  });

  it('pays C (Starter, placed under B, sponsored by A): the placement bonus to the sponsor, explained', async () => {
    // Card ₦17,500 = 1,750,000. base = 5 × 350,000 = 1,750,000; 5% of it = 87,500.
    // B gen 1 (Silver, 3); A gen 2 (Gold, 4) and A's placement bonus 5% (explained with the new
    // member's package, Starter 1); root gen 3 (Diamond, 6); C's welcome 2% = 35,000.
    // Referral expense 3 × 87,500 = 262,500.
    expect(await linesOf(refs.c!)).toEqual(
      sorted([
        ...card(1_750_000),
        expense('referral_bonus', 262_500),
        expense('placement_bonus', 87_500),
        expense('welcome_bonus', 35_000),
        [wallet(b), 'referral_bonus', 87_500, gen(1_750_000, 1, 5, 3)],
        [wallet(a), 'referral_bonus', 87_500, gen(1_750_000, 2, 5, 4)],
        [wallet(a), 'placement_bonus', 87_500, pct(1_750_000, 5, 1)],
        [wallet({ id: root }), 'referral_bonus', 87_500, gen(1_750_000, 3, 5, 6)],
        [wallet(c), 'welcome_bonus', 35_000, pct(1_750_000, 2, 1)],
      ]),
    );
  });

  it('forfeits for an unpaid upline and beyond a package depth, with the reason and explanation recorded', async () => {
    const db = server.app.database.db;
    // F (Starter) under E (Bronze, never paid) under C. base 1,750,000, 5% = 87,500 a generation.
    // E gen 1 forfeited (inactive); C gen 2 (Starter, depth 2) paid; B gen 3 (Silver, depth 6);
    // A gen 4 (Gold, depth 8); root gen 5. E is F's sponsor and parent: no placement bonus.
    // Referral expense 4 × 87,500 = 350,000; F's welcome 35,000.
    expect(await linesOf(refs.f!)).toEqual(
      sorted([
        ...card(1_750_000),
        expense('referral_bonus', 350_000),
        expense('welcome_bonus', 35_000),
        [wallet(c), 'referral_bonus', 87_500, gen(1_750_000, 2, 5, 1)],
        [wallet(b), 'referral_bonus', 87_500, gen(1_750_000, 3, 5, 3)],
        [wallet(a), 'referral_bonus', 87_500, gen(1_750_000, 4, 5, 4)],
        [wallet({ id: root }), 'referral_bonus', 87_500, gen(1_750_000, 5, 5, 6)],
        [wallet(f), 'welcome_bonus', 35_000, pct(1_750_000, 2, 1)],
      ]),
    );
    // G (Starter) under F: F gen 1 (Starter) paid; E gen 2 forfeited (inactive); C gen 3 is
    // beyond Starter's depth 2: forfeited as setting_zero (0%, 0 kobo); B gen 4, A gen 5, root
    // gen 6 paid. Referral expense 4 × 87,500 = 350,000; G's welcome 35,000.
    expect(await linesOf(refs.g!)).toEqual(
      sorted([
        ...card(1_750_000),
        expense('referral_bonus', 350_000),
        expense('welcome_bonus', 35_000),
        [wallet(f), 'referral_bonus', 87_500, gen(1_750_000, 1, 5, 1)],
        [wallet(b), 'referral_bonus', 87_500, gen(1_750_000, 4, 5, 3)],
        [wallet(a), 'referral_bonus', 87_500, gen(1_750_000, 5, 5, 4)],
        [wallet({ id: root }), 'referral_bonus', 87_500, gen(1_750_000, 6, 5, 6)],
        [wallet(g), 'welcome_bonus', 35_000, pct(1_750_000, 2, 1)],
      ]),
    );
    expect(await gains(e, refs.f!)).toEqual([]);
    expect(await gains(c, refs.g!)).toEqual([]);
    const forfeits = await db
      .selectFrom('forfeited_bonuses')
      .select(['user_id', 'kind', 'amount_kobo', 'reason', 'cause_ref', 'explanation'])
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
        explanation: gen(1_750_000, 1, 5, 2),
      },
      {
        user_id: e.id,
        kind: 'referral_bonus',
        amount_kobo: 87_500,
        reason: 'recipient_inactive',
        cause_ref: refs.g,
        explanation: gen(1_750_000, 2, 5, 2),
      },
      {
        user_id: c.id,
        kind: 'referral_bonus',
        amount_kobo: 0,
        reason: 'setting_zero',
        cause_ref: refs.g,
        explanation: gen(1_750_000, 3, 0, 1),
      },
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
    // ΔPV 80 − 40 = 40 × 350,000 = 14,000,000; root gen 1 (Diamond) 5% = 700,000.
    expect(await linesOf(reference)).toEqual(
      sorted([
        ...card(14_000_000),
        expense('upgrade_bonus', 700_000),
        [wallet({ id: root }), 'upgrade_bonus', 700_000, gen(14_000_000, 1, 5, 6)],
      ]),
    );
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
    await fund(b, 7_000_000);
    const paid = await server.http('PATCH', '/api/withdrawals/pay-with-wallet', { token: b.token, body });
    expect(paid.body.message).toBe('Payment successful');
    expect(paid.status).toBe(200);
    expect(paid.body.data.wallet_balance).toBe(before / 100);
    // Silver → Gold: ΔPV 20, base 7,000,000. A (now Platinum) gen 1 5% = 350,000; root gen 2 350,000.
    expect(await gains(a, paid.body.data.reference)).toEqual([['upgrade_bonus', 350_000, 1]]);
    expect(await gains({ id: root }, paid.body.data.reference)).toEqual([['upgrade_bonus', 350_000, 2]]);
    // The wallet pays revenue instead of the card clearing account; A is Platinum (5) by now.
    expect(await linesOf(paid.body.data.reference)).toEqual(
      sorted([
        ['company:revenue', 'wallet_payment', 7_000_000, {}],
        [wallet(b), 'wallet_payment', -7_000_000, { purpose: 'upgrade' }],
        expense('upgrade_bonus', 700_000),
        [wallet(a), 'upgrade_bonus', 350_000, gen(7_000_000, 1, 5, 5)],
        [wallet({ id: root }), 'upgrade_bonus', 350_000, gen(7_000_000, 2, 5, 6)],
      ]),
    );
    const again = await server.http('PATCH', '/api/withdrawals/pay-with-wallet', { token: b.token, body });
    expect(again.status).toBe(409);
  });

  it('pays a repurchase from the wallet: the order, the repurchase bonus and unilevel up the SPONSOR chain', async () => {
    const db = server.app.database.db;
    // B runs an approved store; C (placed under B, sponsored by A) buys there.
    const store = await db
      .insertInto('stockists')
      .values({
        user_id: b.id,
        stockist_package_id: 1,
        referrer_user_id: a.id,
        store_name: 'B Store',
        status: 'approved',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    stockistId = store.id;
    // 3 × Moringa ₦8,500 (2 PV) + 1 × Bitter Kola ₦6,000 (1 PV) = ₦31,500, 7 PV.
    const body = {
      amount: 31_500,
      txn_source: 'member_product_purchase',
      pickup_type: 'repurchase_pickup',
      stockist_id: store.id,
      products: [
        { id: 1, qty: 3 },
        { id: 2, qty: 1 },
      ],
    };
    const orders = () => db.selectFrom('orders').selectAll().where('user_id', '=', c.id).execute();
    const before = await balanceOf(db, c.id);
    expect(before).toBeLessThan(3_150_000); // C's bonuses so far do not cover it
    const refused = await server.http('PATCH', '/api/withdrawals/pay-with-wallet', { token: c.token, body });
    expect(refused.status).toBe(422);
    expect(await balanceOf(db, c.id)).toBe(before);
    expect(await orders()).toEqual([]);
    const underpriced = await server.http('PATCH', '/api/withdrawals/pay-with-wallet', {
      token: c.token,
      body: { ...body, amount: 100 },
    });
    expect(underpriced.status).toBe(422);
    expect(underpriced.body.errors.amount).toBeDefined();

    await fund(c, 3_150_000);
    const cpv = async () =>
      (
        await db
          .selectFrom('member_volumes')
          .select('own_pv')
          .where('user_id', '=', c.id)
          .executeTakeFirstOrThrow()
      ).own_pv;
    const pvBefore = await cpv();
    const paid = await server.http('PATCH', '/api/withdrawals/pay-with-wallet', { token: c.token, body });
    expect(paid.status).toBe(200);
    expect(paid.body.message).toBe('Payment successful');
    const { reference, order_id: orderId } = paid.body.data as { reference: string; order_id: number };
    expect(paid.body.data.amount).toBe(31_500);
    // base = 7 PV × 350,000 = 2,450,000. Repurchase bonus 5% = 122,500 to the buyer.
    // Unilevel 1% = 24,500 in the sponsor chain: A gen 1 (Platinum, 5), root gen 2 (Diamond, 6).
    // B, C's placement parent and the store, earns nothing from the payment.
    expect(paid.body.data.wallet_balance).toBe((before + 122_500) / 100);
    expect(await linesOf(reference)).toEqual(
      sorted([
        ['company:revenue', 'wallet_payment', 3_150_000, {}],
        [wallet(c), 'wallet_payment', -3_150_000, { purpose: 'repurchase' }],
        expense('repurchase_bonus', 122_500),
        expense('unilevel_bonus', 49_000),
        [wallet(c), 'repurchase_bonus', 122_500, pct(2_450_000, 5)],
        [wallet(a), 'unilevel_bonus', 24_500, gen(2_450_000, 1, 1, 5)],
        [wallet({ id: root }), 'unilevel_bonus', 24_500, gen(2_450_000, 2, 1, 6)],
      ]),
    );
    expect(await balanceOf(db, c.id)).toBe(before + 122_500);
    const placed = await orders();
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({
      id: orderId,
      kind: 'member',
      stockist_id: store.id,
      pickup_type: 'repurchase_pickup',
      status: 'pending',
      total_price_kobo: 3_150_000,
      total_points: 7,
      total_quantity: 4,
    });
    const payment = await db
      .selectFrom('payments')
      .select(['id', 'channel', 'status', 'purpose', 'amount_kobo'])
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({
      channel: 'wallet',
      status: 'approved',
      purpose: 'repurchase',
      amount_kobo: 3_150_000,
    });
    expect(placed[0]!.payment_id).toBe(payment.id);
    expect((await cpv()) - pvBefore).toBe(7);
  });

  it('pays a stockist upgrade from the wallet once; a second payment while it is processing is refused', async () => {
    const db = server.app.database.db;
    // Mobile Stockist ₦350,000 → State Stockist ₦1,000,000: ₦650,000 = 65,000,000 kobo.
    const body = { amount: 650_000, txn_source: 'stockist_upgrade', meta_data: { stockist_package_id: 2 } };
    // A card payment for the same upgrade, started first and paid at the checkout only later.
    const { reference: cardReference } = await initiate(server.http, b.token, body);
    await fund(b, 2 * 65_000_000); // enough for two, so only the rule can refuse the second
    const before = await balanceOf(db, b.id);
    const paid = await server.http('PATCH', '/api/withdrawals/pay-with-wallet', { token: b.token, body });
    expect(paid.status).toBe(200);
    const { reference } = paid.body.data as { reference: string };
    expect(paid.body.data.wallet_balance).toBe((before - 65_000_000) / 100);
    // Signee and stockist upline bonuses wait for the administrator's approval: money in only.
    expect(await linesOf(reference)).toEqual(
      sorted([
        ['company:revenue', 'wallet_payment', 65_000_000, {}],
        [wallet(b), 'wallet_payment', -65_000_000, { purpose: 'stockist_upgrade' }],
      ]),
    );
    const payment = await db
      .selectFrom('payments')
      .select(['id', 'channel', 'status', 'txn_source'])
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ channel: 'wallet', status: 'approved', txn_source: 'stockist_upgrade' });
    const upgrades = () =>
      db.selectFrom('stockist_upgrades').selectAll().where('stockist_id', '=', stockistId).execute();
    expect(await upgrades()).toEqual([
      expect.objectContaining({
        status: 'processing',
        previous_package_id: 1,
        new_package_id: 2,
        amount_kobo: 65_000_000,
        payment_id: payment.id,
      }),
    ]);
    // Paying the same upgrade again (a double click) would be approved and paid out twice.
    const again = await server.http('PATCH', '/api/withdrawals/pay-with-wallet', { token: b.token, body });
    expect(again.status).toBe(409);
    expect(await balanceOf(db, b.id)).toBe(before - 65_000_000);
    expect(await upgrades()).toHaveLength(1);
    const byCard = await server.http('POST', '/api/payments/initiate', { token: b.token, body });
    expect(byCard.status).toBe(409);
    // The card payment started earlier is paid now: the money is received and held for review,
    // no second upgrade is recorded.
    await decide(server, cardReference);
    const verified = await server.http('POST', '/api/payments/verify', {
      token: b.token,
      body: { reference: cardReference },
    });
    expect(verified.body.data.status).toBe('failed');
    const held = await db
      .selectFrom('payments')
      .select(['status', 'failure_reason'])
      .where('reference', '=', cardReference)
      .executeTakeFirstOrThrow();
    expect(held).toEqual({
      status: 'review',
      failure_reason: 'An upgrade of this stockist is already being processed.',
    });
    expect(await linesOf(cardReference)).toEqual(card(65_000_000));
    expect(await upgrades()).toHaveLength(1);
    expect(await balanceOf(db, b.id)).toBe(before - 65_000_000);
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

  it('a fresh reference verified five times and delivered five times, all at once: one credit', async () => {
    const db = ps.app.database.db;
    const { reference } = await startPayment();
    paystack.pay(reference);
    const body = event(reference);
    // Ten requests at once, verifies and signed webhooks interleaved, on a reference nobody applied.
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2 === 0
          ? ps.http('POST', '/api/payments/verify', { token: m.token, body: { reference } })
          : deliver(i === 9 ? body.replace('{', '{ ') : body).then((r) => ({ status: r.status, body: null })),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    for (const a of answers.filter((_, i) => i % 2 === 0))
      expect(a.body).toMatchObject({ success: true, data: { status: 'approved' } });
    // One application: one money-in and one bonus transaction, no (account, kind) twice.
    const transactions = await db
      .selectFrom('ledger_transactions')
      .select('idempotency_key')
      .where('cause_ref', '=', reference)
      .orderBy('idempotency_key')
      .execute();
    expect(transactions.map((t) => t.idempotency_key)).toEqual([
      `bonuses:payment:${reference}`,
      `payment:${reference}`,
    ]);
    const lines = await linesOf(reference, ps);
    const keys = lines.map(([code, kind]) => `${code}/${kind}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(lines.filter(([code]) => code === 'company:payments_clearing')).toEqual([
      ['company:payments_clearing', 'payment', -1_750_000, {}],
    ]);
    expect(await gains(m, reference)).toEqual([['welcome_bonus', 35_000, null]]);
    expect(await balanceOf(db, m.id)).toBe(35_000);
    // The placement parent (generation 1) is credited once too.
    const parent = await db
      .selectFrom('users')
      .select('placement_parent_id')
      .where('id', '=', m.id)
      .executeTakeFirstOrThrow();
    const parentLines = lines.filter(([code]) => code === `member:${parent.placement_parent_id}`);
    expect(parentLines).toHaveLength(1);
    expect(parentLines[0]!.slice(0, 2)).toEqual([`member:${parent.placement_parent_id}`, 'referral_bonus']);
    const pv = await db.selectFrom('pv_events').select('pv').where('cause_ref', '=', reference).execute();
    expect(pv).toEqual([{ pv: 5 }]);
    const stored = await db
      .selectFrom('webhook_events')
      .select(['event_key', 'processed_at'])
      .where('event_key', 'like', `%${reference}%`)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.processed_at).not.toBeNull();
  });

  it('a redelivered event whose first processing was cut off (stored, not applied) is applied then, once', async () => {
    const { reference } = await startPayment();
    paystack.pay(reference);
    const body = event(reference);
    const db = ps.app.database.db;
    // What a crash between storing the event and applying it leaves behind.
    await db
      .insertInto('webhook_events')
      .values({
        provider: 'paystack',
        event_key: `charge.success:${reference}:success`,
        event: 'charge.success',
        payload: body,
      })
      .execute();
    expect((await deliver(body)).status).toBe(200);
    expect((await deliver(body)).status).toBe(200);
    expect(await gains(m, reference)).toEqual([['welcome_bonus', 35_000, null]]);
    const stored = await db
      .selectFrom('webhook_events')
      .select('processed_at')
      .where('event_key', '=', `charge.success:${reference}:success`)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.processed_at).not.toBeNull();
  });

  it('verify credits nothing when Paystack reports another status, amount or currency', async () => {
    const db = ps.app.database.db;
    type Case = {
      faults: Partial<FakePaystack['faults']>;
      paid: boolean;
      answer: string;
      held: string;
      reason?: RegExp;
    };
    const cases: Record<string, Case> = {
      // Paystack's data.status while the outer status is true (verify-payments doc).
      abandoned: { faults: {}, paid: false, answer: 'abandoned', held: 'initialized' },
      ongoing: { faults: { verifyStatus: 'ongoing' }, paid: true, answer: 'pending', held: 'initialized' },
      reversed: { faults: { verifyStatus: 'reversed' }, paid: true, answer: 'failed', held: 'failed' },
      // 1,750,000 kobo expected.
      short: {
        faults: { verifyAmount: 1_749_999 },
        paid: true,
        answer: 'failed',
        held: 'review',
        reason: /amount 1749999 kobo instead of 1750000/,
      },
      over: {
        faults: { verifyAmount: 1_750_001 },
        paid: true,
        answer: 'failed',
        held: 'review',
        reason: /amount 1750001/,
      },
      dollars: {
        faults: { verifyCurrency: 'USD' },
        paid: true,
        answer: 'failed',
        held: 'review',
        reason: /currency USD/,
      },
    };
    const nothingCredited = async (member: Member, reference: string) => {
      expect(await linesOf(reference, ps)).toEqual([]);
      expect(await balanceOf(db, member.id)).toBe(0);
      expect(
        await db.selectFrom('pv_events').select('id').where('cause_ref', '=', reference).execute(),
      ).toEqual([]);
      const user = await db
        .selectFrom('users')
        .select(['payment_status', 'status'])
        .where('id', '=', member.id)
        .executeTakeFirstOrThrow();
      expect(user.payment_status).toBe('pending');
    };
    const started: Record<string, { reference: string; member: Member }> = {};
    for (const [name, c] of Object.entries(cases)) {
      const { reference } = await startPayment();
      started[name] = { reference, member: m };
      if (c.paid) paystack.pay(reference);
      Object.assign(paystack.faults, c.faults);
      const res = await ps.http('POST', '/api/payments/verify', { token: m.token, body: { reference } });
      paystack.resetFaults();
      expect([name, res.status, res.body.success, res.body.data.status]).toEqual([
        name,
        200,
        false,
        c.answer,
      ]);
      await nothingCredited(m, reference);
      const payment = await db
        .selectFrom('payments')
        .select(['status', 'failure_reason'])
        .where('reference', '=', reference)
        .executeTakeFirstOrThrow();
      expect([name, payment.status]).toEqual([name, c.held]);
      if (c.reason) expect(payment.failure_reason).toMatch(c.reason);
    }
    // Held for review or failed stays so even when Paystack later answers correctly.
    for (const name of ['reversed', 'short', 'over', 'dollars']) {
      const { reference, member } = started[name]!;
      paystack.pay(reference);
      const res = await ps.http('POST', '/api/payments/verify', { token: member.token, body: { reference } });
      expect([name, res.body.data.status]).toEqual([name, 'failed']);
      await nothingCredited(member, reference);
    }
    // A status that was not final (abandoned, ongoing) is no verdict: once paid, it is applied once.
    for (const name of ['abandoned', 'ongoing']) {
      const { reference, member } = started[name]!;
      paystack.pay(reference);
      const res = await ps.http('POST', '/api/payments/verify', { token: member.token, body: { reference } });
      expect([name, res.body.data.status]).toEqual([name, 'approved']);
      expect(await gains(member, reference)).toEqual([['welcome_bonus', 35_000, null]]);
    }
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
