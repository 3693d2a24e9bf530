import { lagosDate, monthKey, monthOf } from '@kola/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postTransaction } from '../src/modules/ledger/ledger.repository';
import { createBonusesService, windowStart } from '../src/modules/bonuses/bonuses.service';
import { lagosDateKey } from '../src/modules/runs/runs.periods';
import { createRunsService } from '../src/modules/runs/runs.service';
import type { RunKind } from '../src/modules/runs/runs.types';
import { adminToken, latestCode, registration, startServer, type TestServer } from './helper';
import { balanceOf, expectLedgerSound, payRegistration, userId } from './money';
import { addBank } from './withdrawals.fixtures';

/*
 * Every Bonuses read against the ledger, on a network built through the real pipelines:
 * registrations paid in the sandbox checkout, an upgrade paid from the wallet, withdrawals
 * requested and declined over HTTP, and the scheduled runs committed by the runs service.
 *
 * Seeded plan (apps/api/src/db/seed.ts): U = ₦3,500 per PV = 350,000 kobo. Welcome 2%,
 * placement 5%, referral and upgrade 5% for generations 1..depth of the recipient's package
 * (Starter 2, Bronze 4, Gold 8, Diamond 10). Matching 10 PV a pair at 10%; equilibrium ₦1,000 a
 * pair, loyalty 2%; profit pool 2% of PV × U; global profit 5% × 10% of the year's PV × U.
 *
 *   root (Diamond, the company)
 *   └─ A   Gold 40 PV, sponsor root
 *       └─ M   Starter 5 PV, sponsor A; upgrades to Bronze (10 PV) paying from the wallet
 *           ├─ D   Diamond 160 PV, placed under M, sponsor A (placer)
 *           │   ├─ F   Starter 5 PV, sponsor D
 *           │   └─ U   Starter, never pays
 *           └─ E   Bronze 10 PV, sponsor M
 *
 * Activation bonuses (base = PV × 350,000 kobo):
 *   A base 14,000,000: root gen 1 700,000; A welcome 280,000.
 *   M base  1,750,000: A gen 1 87,500; root gen 2 87,500; M welcome 35,000.
 *   D base 56,000,000: M gen 1 2,800,000; A gen 2 2,800,000 + placement 2,800,000;
 *                      root gen 3 2,800,000; D welcome 1,120,000.
 *   E base  3,500,000: M gen 1 175,000; A gen 2 175,000; root gen 3 175,000; E welcome 70,000.
 *   M upgrade Starter → Bronze, ₦17,500 from the wallet, ΔPV 5, base 1,750,000:
 *                      A gen 1 87,500; root gen 2 87,500.
 *   F base  1,750,000: D gen 1 87,500; M gen 2 87,500; A gen 3 87,500; root gen 4 87,500;
 *                      F welcome 35,000.
 */

let server: TestServer;
let admin: string;
const db = () => server.app.database.db;

async function member(pkg: number, referrer: string, placer?: string) {
  const form = registration({ package_id: pkg, referrer, ...(placer ? { placer } : {}) });
  const reg = await server.http('POST', '/api/auth/register', { body: form });
  expect(reg.status).toBe(200);
  const code = await latestCode(server.http, form.email);
  await server.http('POST', '/api/auth/email-confirmation', { body: { email: form.email, code } });
  const login = await server.http('POST', '/api/auth/login', {
    body: { username: form.username, password: form.password },
  });
  return {
    username: form.username,
    uuid: reg.body.data.uuid as string,
    token: login.body.data.access_token as string,
    id: await userId(db(), form.username),
  };
}
type Member = Awaited<ReturnType<typeof member>>;

async function pay(m: Member, pkg: number) {
  const { verified } = await payRegistration(server, m.token, pkg);
  expect(verified.body.data.status).toBe('approved');
}

/** The member's ledger entries of a kind summed in kobo, reversals naming the kind deducted. */
async function ledgerKobo(uid: number, kind: string): Promise<number> {
  const { rows } = await sql<{ total: number }>`
    select coalesce(sum(amount_kobo), 0) as total from ledger_entries
    where user_id = ${uid}
      and (kind = ${kind} or (kind = 'reversal' and explanation->>'reversed_kind' = ${kind}))`.execute(db());
  return Number(rows[0]!.total);
}

/** Company-wide: every member wallet entry of a kind. */
async function companyKobo(kind: string): Promise<number> {
  const { rows } = await sql<{ total: number }>`
    select coalesce(sum(amount_kobo), 0) as total from ledger_entries
    where user_id is not null
      and (kind = ${kind} or (kind = 'reversal' and explanation->>'reversed_kind' = ${kind}))`.execute(db());
  return Number(rows[0]!.total);
}

const kobo = (naira: number) => Math.round(naira * 100);

async function read(path: string, token: string) {
  const res = await server.http('GET', `/api${path}`, { token });
  expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
  expect(res.body.success).toBe(true);
  return res.body.data;
}

async function commitRun(kind: RunKind, periodKey: string, now: Date) {
  const result = await createRunsService({ db: db(), now: () => now }).commit(kind, periodKey);
  expect(result.outcome).toBe('committed');
  return result;
}

let root: { id: number; uuid: string };
let A: Member, M: Member, D: Member, E: Member, F: Member, U: Member;
let profitPoolMonth: string;
let globalProfitYear: number;

beforeAll(async () => {
  server = await startServer();
  admin = await adminToken(server.http);
  const r = await db()
    .selectFrom('users')
    .select(['id', 'uuid'])
    .where('is_root', '=', true)
    .executeTakeFirstOrThrow();
  root = { id: r.id, uuid: r.uuid };
}, 180_000);

afterAll(async () => {
  if (server) {
    await expectLedgerSound(db());
    await server.close();
  }
});

describe('bonus reads on a real network', () => {
  beforeAll(async () => {
    A = await member(4, 'kolaherbal');
    await pay(A, 4);
    M = await member(1, A.username);
    await pay(M, 1);
    D = await member(6, M.username, A.username);
    await pay(D, 6);
    E = await member(2, M.username);
    await pay(E, 2);
    // M pays the upgrade to Bronze from the wallet (35,000 + 2,800,000 + 175,000 kobo ≥ ₦17,500).
    const upgrade = await server.http('PATCH', '/api/withdrawals/pay-with-wallet', {
      token: M.token,
      body: { amount: 17_500, txn_source: 'package_payment', is_upgrade: 1, meta_data: { package_id: 2 } },
    });
    expect(upgrade.status).toBe(200);
    F = await member(1, D.username);
    await pay(F, 1);
    U = await member(1, D.username); // never pays
    // Withdrawals: ₦5,000 requested then declined (credited back), ₦2,000 left pending.
    await addBank(server.http, M.token, M.uuid);
    const first = await server.http('POST', `/api/withdrawals/${M.uuid}/initiate`, {
      token: M.token,
      body: { amount: 5_000 },
    });
    expect(first.status).toBe(200);
    const declined = await server.http('PATCH', `/api/withdrawals/${first.body.data.id}/decline`, {
      token: admin,
    });
    expect(declined.status).toBe(200);
    const second = await server.http('POST', `/api/withdrawals/${M.uuid}/initiate`, {
      token: M.token,
      body: { amount: 2_000 },
    });
    expect(second.status).toBe(200);

    const now = new Date();
    // Matching: M's legs L = D 160 + F 5 = 165, R = E 10: one pair of 10 PV at 10% = 350,000.
    await commitRun('matching', lagosDateKey(now), now);
    // Equilibrium: M has 3 new active descendants (D, E, F) → 1 pair → ₦1,000 = 100,000, with
    // D and E as paid direct downlines; loyalty to D and E 2% = 2,000 each. A (one direct
    // downline) and the root (one) are forfeited 'not_eligible'.
    await commitRun('equilibrium', lagosDateKey(now), now);
    // Profit pool: the administrator sets the offset to 1 day and 1 downline activation a
    // month (an SQL update of the two settings, as the profit-pool settings screen would).
    // D (Diamond, profit-pool eligible) had F activated in its downline this month:
    // 160 PV × 350,000 × 2% = 1,120,000. (Run on the last day of a month, D's window would
    // start the next month and nothing would be paid.)
    // Diamond is flagged profit-pool eligible here: on a fresh database migration 0002 sets
    // the flag before seedBase inserts the packages, so no seeded package carries it.
    await db().updateTable('packages').set({ is_profit_pool_eligible: true }).where('id', '=', 6).execute();
    await db()
      .updateTable('settings')
      .set({ profit_pool_days_offset: 1, profit_pool_num_of_downlines: 1 })
      .where('id', '=', 1)
      .execute();
    const f = await db()
      .selectFrom('users')
      .select('activated_at')
      .where('id', '=', F.id)
      .executeTakeFirstOrThrow();
    const month = monthOf(lagosDate(f.activated_at!));
    profitPoolMonth = monthKey(month);
    const nextMonth = new Date(Date.UTC(month.year, month.month, 1, 12));
    await commitRun('profit_pool', profitPoolMonth, nextMonth);
    // Global profit: the administrator makes Star (100 CPV) global-profit eligible (an SQL
    // update of the seeded rank, as the rank edit screen would). Star holders: root (CPV 225),
    // A (225), M (185), D (165). PV of the year: 40 + 5 + 160 + 10 + 5 (upgrade) + 5 = 225.
    // Pool = 225 × 350,000 × 5% × 10% = 393,750; share = floor(393,750 / 4) = 98,437 each.
    await db()
      .updateTable('ranks')
      .set({ is_global_profit_eligible: true })
      .where('points', '=', 100)
      .execute();
    globalProfitYear = lagosDate(now).getUTCFullYear();
    await commitRun(
      'global_profit',
      String(globalProfitYear),
      new Date(Date.UTC(globalProfitYear, 11, 31, 12)),
    );
  }, 600_000);

  it('pays what the worked example says (hand-computed, in kobo)', async () => {
    expect(await ledgerKobo(M.id, 'welcome_bonus')).toBe(35_000);
    // 2,800,000 (D) + 175,000 (E) + 87,500 (F, generation 2)
    expect(await ledgerKobo(M.id, 'referral_bonus')).toBe(3_062_500);
    expect(await ledgerKobo(M.id, 'matching_bonus')).toBe(350_000);
    expect(await ledgerKobo(M.id, 'equilibrium_bonus')).toBe(100_000);
    expect(await ledgerKobo(M.id, 'global_profit')).toBe(98_437);
    expect(await ledgerKobo(D.id, 'loyalty_bonus')).toBe(2_000);
    expect(await ledgerKobo(E.id, 'loyalty_bonus')).toBe(2_000);
    expect(await ledgerKobo(D.id, 'profit_pool')).toBe(1_120_000);
    // 87,500 (M) + 2,800,000 (D) + 175,000 (E) + 87,500 (F)
    expect(await ledgerKobo(A.id, 'referral_bonus')).toBe(3_150_000);
    expect(await ledgerKobo(A.id, 'placement_bonus')).toBe(2_800_000);
    expect(await ledgerKobo(A.id, 'upgrade_bonus')).toBe(87_500);
  });

  it('answers M’s wallet: bonus − withdrawals − wallet payments = the ledger balance', async () => {
    const wallet = await read(`/bonuses/${M.uuid}/wallet-balance`, M.token);
    // Bonus 35,000 + 3,062,500 + 350,000 + 100,000 + 98,437 = 3,645,937. Withdrawals: the
    // declined ₦5,000 was credited back, the pending ₦2,000 (fee ₦30 included) = 200,000.
    // Wallet payments: the ₦17,500 upgrade. Balance 3,645,937 − 200,000 − 1,750,000 = 1,695,937.
    expect(wallet).toEqual({
      total_bonus: 36_459.37,
      total_withdrawals: 2_000,
      total_wallet_payments: 17_500,
      wallet_balance: 16_959.37,
    });
    expect(kobo(wallet.wallet_balance)).toBe(await balanceOf(db(), M.id));
    expect(await read(`/bonuses/${M.uuid}/total-bonus`, M.token)).toEqual({ amount: 36_459.37, count: 7 });
  });

  it('answers every member read with the ledger sums to the kobo, for the member and for an administrator', async () => {
    const members = [A, M, D, E, F, U];
    const single: [string, string][] = [
      ['welcome-bonus', 'welcome_bonus'],
      ['referral-bonus', 'referral_bonus'],
      ['placement-bonus', 'placement_bonus'],
      ['equilibrum-bonus', 'equilibrium_bonus'],
      ['loyalty-bonus', 'loyalty_bonus'],
      ['profit-pool', 'profit_pool'],
      ['global-profit', 'global_profit'],
    ];
    const stats: [string, string][] = [
      ['matching_bonus', 'matching_bonus'],
      ['repurchase_bonus', 'repurchase_bonus'],
      ['unilevel_bonus', 'unilevel_bonus'],
      ['upgrade_bonus', 'upgrade_bonus'],
      ['stockist_ref_bonus', 'signee_bonus'],
      ['award_bonus', 'award_bonus'],
      ['stockist_upline_bonus', 'stockist_upline_bonus'],
    ];
    const readers = [...members.map((m) => ({ m, token: m.token })), { m: root, token: admin }];
    for (const { m, token } of [...readers, ...members.map((m) => ({ m, token: admin }))]) {
      for (const [path, kind] of single) {
        const data = await read(`/bonuses/${m.uuid}/${path}`, token);
        expect(kobo(data.amount), `${path} of ${m.id}`).toBe(await ledgerKobo(m.id, kind));
      }
      const data = await read(`/bonuses/${m.uuid}/bonus-stats`, token);
      for (const [field, kind] of stats) expect(kobo(data[field]), field).toBe(await ledgerKobo(m.id, kind));
      const wallet = await read(`/bonuses/${m.uuid}/wallet-balance`, token);
      expect(kobo(wallet.wallet_balance)).toBe(await balanceOf(db(), m.id));
      expect(
        kobo(wallet.total_bonus) - kobo(wallet.total_withdrawals) - kobo(wallet.total_wallet_payments),
      ).toBe(kobo(wallet.wallet_balance));
      expect(kobo((await read(`/bonuses/${m.uuid}/total-bonus`, token)).amount)).toBe(
        kobo(wallet.total_bonus),
      );
    }
    // The counts are the entries summed: A's referral lines are M, D, E and F.
    expect(await read(`/bonuses/${A.uuid}/referral-bonus`, A.token)).toEqual({ amount: 31_500, count: 4 });
    expect(await read(`/bonuses/${U.uuid}/welcome-bonus`, U.token)).toEqual({ amount: 0, count: 0 });
  }, 180_000);

  it('answers the dashboard summary with what each read answers alone, for the member and for an administrator', async () => {
    for (const { m, token } of [A, M, D, E, F, U].flatMap((m) => [
      { m, token: m.token },
      { m, token: admin },
    ])) {
      const summary = await read(`/bonuses/${m.uuid}/summary`, token);
      const alone = async (path: string) => read(`/bonuses/${m.uuid}/${path}`, token);
      expect(summary, `summary of ${m.id}`).toEqual({
        wallet: await alone('wallet-balance'),
        referral_bonus: await alone('referral-bonus'),
        placement_bonus: await alone('placement-bonus'),
        stats: await alone('bonus-stats'),
        total_bonus: await alone('total-bonus'),
        global_profit: await alone('global-profit'),
        total_pv: await read(`/users/${m.uuid}/total-pv`, token),
      });
      expect(kobo(summary.wallet.wallet_balance)).toBe(await balanceOf(db(), m.id));
    }
    // Not a vacuous comparison: M has a balance, CPV and the Qualified badge.
    const m = await read(`/bonuses/${M.uuid}/summary`, M.token);
    expect(m.wallet.wallet_balance).toBe(16_959.37);
    expect(m.referral_bonus).toEqual({ amount: 30_625, count: 3 });
    expect(m.global_profit).toEqual({ amount: 984.37, eligible: true });
    expect(m.total_pv).toBe(185);
  }, 180_000);

  it('sets each eligible flag as the operation describes', async () => {
    const flag = async (m: { uuid: string }, path: string) =>
      (await read(`/bonuses/${m.uuid}/${path}`, admin)).eligible as boolean;
    // Equilibrium: at least 2 paid direct downlines. M has D and E; D has F (U never paid).
    expect(await flag(M, 'equilibrum-bonus')).toBe(true);
    expect(await flag(D, 'equilibrum-bonus')).toBe(false);
    expect(await flag(A, 'equilibrum-bonus')).toBe(false);
    // Loyalty: the upline has at least 2 direct downlines. D and E (upline M) yes; M (upline A,
    // one) no; the root has no upline.
    expect(await flag(D, 'loyalty-bonus')).toBe(true);
    expect(await flag(E, 'loyalty-bonus')).toBe(true);
    expect(await flag(M, 'loyalty-bonus')).toBe(false);
    expect(await flag(root, 'loyalty-bonus')).toBe(false);
    // Profit pool: the package (Diamond) is profit-pool eligible.
    expect(await flag(D, 'profit-pool')).toBe(true);
    expect(await flag(M, 'profit-pool')).toBe(false);
    // Global profit: the rank (Star, made eligible above) is global-profit eligible; E has no rank.
    expect(await flag(M, 'global-profit')).toBe(true);
    expect(await flag(E, 'global-profit')).toBe(false);
  });

  it('lists the profit-pool and global-profit payouts with their periods', async () => {
    const pools = await read(`/bonuses/${D.uuid}/profit-pools`, D.token);
    expect(pools).toEqual([{ profit: 11_200, period: profitPoolMonth, created_at: expect.any(String) }]);
    const shares = await read(`/bonuses/${M.uuid}/global-profits`, M.token);
    expect(shares).toEqual([
      { profit: 984.37, period: String(globalProfitYear), created_at: expect.any(String) },
    ]);
    expect(await read(`/bonuses/${E.uuid}/profit-pools`, E.token)).toEqual([]);
  });

  it('answers the company totals from every member wallet entry', async () => {
    // Equilibrium 100,000; loyalty 2 × 2,000; profit pool 1,120,000; global profit 4 × 98,437.
    expect(await read('/bonuses/total-equilibrum-bonus', admin)).toEqual({ amount: 1_000, count: 1 });
    expect(await read('/bonuses/total-loyalty-bonus', admin)).toEqual({ amount: 40, count: 2 });
    expect(await read('/bonuses/total-profit-pool-bonus', admin)).toEqual({ amount: 11_200, count: 1 });
    expect(await read('/bonuses/total-global-profit-bonus', admin)).toEqual({ amount: 3_937.48, count: 4 });
    expect(await read('/bonuses/total-global-profit-bonus?type=month&count=1', admin)).toEqual({
      amount: 3_937.48,
      count: 4,
    });
    expect(await read('/bonuses/total-global-profit-bonus?type=year&count=2', admin)).toEqual({
      amount: 3_937.48,
      count: 4,
    });
    const bad = await server.http('GET', '/api/bonuses/total-global-profit-bonus?type=week&count=0', {
      token: admin,
    });
    expect(bad.status).toBe(422);
    expect(await read('/bonuses/bonus-stats', admin)).toEqual({
      matching_bonus_sum: 3_500,
      repurchase_bonus_sum: 0,
      unilevel_bonus_sum: 0,
      repurchase_bonus_count: 0,
    });
    for (const kind of ['equilibrium_bonus', 'loyalty_bonus', 'profit_pool', 'global_profit']) {
      expect(await companyKobo(kind)).toBeGreaterThan(0);
    }
    // Everything credited, withdrawn and held: credited − withdrawn − wallet payments = held.
    const company = await read('/bonuses/company-wallet-balance', admin);
    const { rows } = await sql<{ credited: number; withdrawn: number; paid: number; held: number }>`
      select
        (select coalesce(sum(amount_kobo), 0) from ledger_entries where user_id is not null
          and kind not in ('withdrawal', 'withdrawal_fee', 'withdrawal_reversal', 'admin_transfer',
                           'admin_transfer_reversal', 'wallet_payment')) as credited,
        (select -coalesce(sum(amount_kobo), 0) from ledger_entries where user_id is not null
          and kind in ('withdrawal', 'withdrawal_fee', 'withdrawal_reversal', 'admin_transfer',
                       'admin_transfer_reversal')) as withdrawn,
        (select -coalesce(sum(amount_kobo), 0) from ledger_entries where user_id is not null
          and kind = 'wallet_payment') as paid,
        (select coalesce(sum(balance_kobo), 0) from ledger_accounts where kind = 'member_wallet') as held`.execute(
      db(),
    );
    const t = rows[0]!;
    expect(kobo(company.total_company_wallet)).toBe(Number(t.credited));
    expect(kobo(company.total_withdrawals)).toBe(200_000);
    expect(kobo(company.wallet_balance)).toBe(Number(t.held));
    expect(Number(t.credited) - Number(t.withdrawn) - Number(t.paid)).toBe(Number(t.held));
    const total = await read('/bonuses/total-company-wallet', admin);
    expect(kobo(total.amount)).toBe(Number(t.credited));
    // The administrator's totals are not for members.
    for (const path of [
      'total-equilibrum-bonus',
      'company-wallet-balance',
      'bonus-stats',
      'total-company-wallet',
    ]) {
      const res = await server.http('GET', `/api/bonuses/${path}`, { token: M.token });
      expect(res.status).toBe(403);
      expect(res.body.data).toBeUndefined();
    }
  });

  it('totals the global profit of the last periods only', async () => {
    // Two years on, the last year holds no share; the last three years hold all four.
    const later = new Date(Date.UTC(globalProfitYear + 2, 5, 1));
    const service = createBonusesService({ db: db(), now: () => later });
    expect(await service.totalGlobalProfit({ type: 'year', count: 1 })).toEqual({ amount: 0, count: 0 });
    expect(await service.totalGlobalProfit({ type: 'year', count: 3 })).toEqual({
      amount: 3_937.48,
      count: 4,
    });
    expect(await service.totalGlobalProfit({ type: 'month', count: 12 })).toEqual({ amount: 0, count: 0 });
    // Windows start at a Lagos month or year boundary (UTC+1): 1 March 2026 00:00 Lagos.
    expect(windowStart('month', 3, new Date('2026-05-15T10:00:00Z')).toISOString()).toBe(
      '2026-02-28T23:00:00.000Z',
    );
    expect(windowStart('year', 1, new Date('2026-12-31T23:30:00Z')).toISOString()).toBe(
      '2026-12-31T23:00:00.000Z',
    );
  });

  it('deducts a reversal from the kind it corrects, and from the wallet totals', async () => {
    // No pipeline reverses a bonus yet; a correction is a new reversing entry
    // (docs/money-and-ledger.md#corrections), posted here as an administrator's correction would be: 10,000
    // kobo of E's welcome bonus back.
    await postTransaction(db(), {
      idempotencyKey: 'test:reverse-welcome-e',
      kind: 'reversal',
      causeType: 'correction',
      causeRef: 'test',
      lines: [
        { account: { company: 'bonus_expense' }, amountKobo: 10_000, kind: 'reversal' },
        {
          account: { userId: E.id },
          amountKobo: -10_000,
          kind: 'reversal',
          explanation: { reversed_kind: 'welcome_bonus' },
        },
      ],
    });
    // E: welcome 70,000 − 10,000 = 60,000; loyalty 2,000; total bonus 62,000 = the balance.
    expect(await read(`/bonuses/${E.uuid}/welcome-bonus`, E.token)).toEqual({ amount: 600, count: 2 });
    expect(await read(`/bonuses/${E.uuid}/total-bonus`, E.token)).toEqual({ amount: 620, count: 3 });
    const wallet = await read(`/bonuses/${E.uuid}/wallet-balance`, E.token);
    expect(wallet).toEqual({
      total_bonus: 620,
      total_withdrawals: 0,
      total_wallet_payments: 0,
      wallet_balance: 620,
    });
    expect(await balanceOf(db(), E.id)).toBe(62_000);
  });

  it('refuses another member’s uuid on every uuid route with 403 and no data', async () => {
    const paths = [
      'welcome-bonus',
      'referral-bonus',
      'placement-bonus',
      'equilibrum-bonus',
      'loyalty-bonus',
      'profit-pool',
      'profit-pools',
      'global-profit',
      'global-profits',
      'total-bonus',
      'wallet-balance',
      'bonus-stats',
      'summary',
    ].map((p) => `/api/bonuses/${M.uuid}/${p}`);
    paths.push(`/api/users/${M.uuid}/total-pv`);
    const ghost = '00000000-0000-4000-8000-000000000000';
    for (const path of paths) {
      const res = await server.http('GET', path, { token: E.token });
      expect(res.status, path).toBe(403);
      expect(res.body.success).toBe(false);
      expect(res.body.data).toBeUndefined();
      expect(JSON.stringify(res.body)).not.toMatch(/16959|36459|total_bonus|amount/);
      // A uuid that does not exist answers the same 403 to a member, 404 to an administrator.
      const missing = path.replace(M.uuid, ghost);
      expect((await server.http('GET', missing, { token: E.token })).status).toBe(403);
      expect((await server.http('GET', missing, { token: admin })).status).toBe(404);
      expect((await server.http('GET', path)).status).toBe(401);
    }
  }, 120_000);
});

describe('total PV and package difference', () => {
  it('answers the CPV: own PV plus the whole placement downline', async () => {
    // M: own 5 + 5 (upgrade) + D 160 + F 5 + E 10 = 185; D: 160 + F 5 = 165.
    expect(await read(`/users/${M.uuid}/total-pv`, M.token)).toBe(185);
    expect(await read(`/users/${D.uuid}/total-pv`, admin)).toBe(165);
    expect(await read(`/users/${U.uuid}/total-pv`, U.token)).toBe(0);
  });

  it('prices the caller’s upgrade to a higher package, and refuses the others', async () => {
    // M holds Bronze (₦35,000); Gold is ₦140,000: ₦105,000.
    const gold = await read('/users/4/package-difference', M.token);
    expect(gold).toEqual({
      package_name: 'Gold',
      package_difference: 105_000,
      current_package: { id: 2, name: 'Bronze', registration_value: 35_000, pickup_amount: 35_000 },
      new_package: { id: 4, name: 'Gold', registration_value: 140_000, pickup_amount: 140_000 },
    });
    for (const id of [1, 2]) {
      const res = await server.http('GET', `/api/users/${id}/package-difference`, { token: M.token });
      expect(res.status).toBe(422);
      expect(res.body.errors.id).toEqual(['You can only upgrade to a higher package.']);
    }
    expect((await server.http('GET', '/api/users/99/package-difference', { token: M.token })).status).toBe(
      404,
    );
    // The caller's own upgrade: an administrator has none.
    expect((await server.http('GET', '/api/users/4/package-difference', { token: admin })).status).toBe(403);
  });

  it('answers the remaining upgrade pickup allowance with is_upgrade_pickup=true', async () => {
    // Starter → Bronze added pickup 35,000 − 17,500 = ₦17,500.
    const path = '/users/2/package-difference?is_upgrade_pickup=true';
    expect((await read(path, M.token)).package_difference).toBe(17_500);
    // Orders take from the balance as they are placed (POST /purchases/user/{uuid}): a ₦5,000
    // upgrade pickup does, a registration pickup does not.
    const store = await db()
      .insertInto('stockists')
      .values({ user_id: A.id, stockist_package_id: 1, store_name: 'A Store', status: 'approved' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const shea = await db()
      .selectFrom('products')
      .select('id')
      .where('name', '=', 'Shea Body Butter')
      .executeTakeFirstOrThrow();
    for (const pickup_type of ['upgrade_pickup', 'registration_pickup']) {
      const placed = await server.http('POST', `/api/purchases/user/${M.uuid}`, {
        token: M.token,
        body: { pickup_type, stockist_id: store.id, products: [{ id: shea.id, qty: 1 }] },
      });
      expect(placed.status).toBe(200);
    }
    expect((await read(path, M.token)).package_difference).toBe(12_500);
    // Nothing left for a member who never upgraded.
    expect(
      (await read('/users/1/package-difference?is_upgrade_pickup=true', F.token)).package_difference,
    ).toBe(0);
  });
});
