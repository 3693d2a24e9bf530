import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, latestCode, registration, startServer, type TestServer } from './helper';
import { balanceOf, expectLedgerSound, payRegistration, userId } from './money';

/*
 * Incentive claims on a network built through the real pipelines (registrations paid in the
 * sandbox checkout). Seeded plan (apps/api/src/db/seed.ts): ranks by CPV, Star 100 (incentive
 * "Herbal wellness hamper", worth ₦20,000), Bronze Director 500 (Smartphone, ₦150,000).
 * Award bonus: the claimant's sponsor 10% of the worth, each direct downline 2%.
 *
 *   root
 *   ├─ S   Gold 40 PV, sponsor root
 *   └─ P   Starter 5 PV, sponsor root                     CPV 5 + 170 = 175: Star
 *       └─ C   Diamond 160 PV, placed under P, sponsor S   CPV 160 + 5 + 5 = 170: Star
 *           ├─ D1  Starter 5 PV, paid
 *           │   └─ X   Starter 5 PV, paid (no rank)
 *           └─ D2  Starter, never pays
 */

let server: TestServer;
let admin: string;
let adminId: number;
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

async function paid(pkg: number, referrer: string, placer?: string) {
  const m = await member(pkg, referrer, placer);
  const { verified } = await payRegistration(server, m.token, pkg);
  expect(verified.body.data.status).toBe('approved');
  return m;
}

async function rank(name: string) {
  return db()
    .selectFrom('ranks as r')
    .innerJoin('incentives as i', 'i.rank_id', 'r.id')
    .select(['r.id as rankId', 'i.id as incentiveId'])
    .where('r.name', '=', name)
    .executeTakeFirstOrThrow();
}

function claim(m: Member, body: { rank_id: number; incentive_id: number }, token = m.token) {
  return server.http('POST', `/api/incentive-claims/${m.uuid}/create`, { token, body });
}

async function current(m: Member) {
  const res = await server.http('GET', `/api/incentive-claims/${m.uuid}/current-incentive`, {
    token: m.token,
  });
  expect(res.status).toBe(200);
  return res.body;
}

/** The ledger lines posted for a claim: [owner, kind, kobo]. */
async function awardLines(claimId: number) {
  const { rows } = await sql<{ owner: string; kind: string; amount_kobo: number }>`
    select coalesce(e.user_id::text, a.code) as owner, e.kind, e.amount_kobo
    from ledger_entries e join ledger_accounts a on a.id = e.account_id
    where e.cause_type = 'incentive_claim' and e.cause_ref = ${String(claimId)}
    order by e.id`.execute(db());
  return rows.map((r) => [r.owner, r.kind, Number(r.amount_kobo)]);
}

async function entryCount() {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from ledger_entries`.execute(db());
  return rows[0]!.n;
}

async function audits(claimId: number) {
  return db()
    .selectFrom('audit_log')
    .select(['actor_type', 'actor_id', 'action', 'before', 'after'])
    .where('target_type', '=', 'incentive_claim')
    .where('target_id', '=', String(claimId))
    .orderBy('id')
    .execute();
}

let S: Member, P: Member, C: Member, D1: Member, D2: Member, X: Member;
let star: { rankId: number; incentiveId: number };
let bronze: { rankId: number; incentiveId: number };
let cClaim: number;

beforeAll(async () => {
  server = await startServer();
  admin = await adminToken(server.http);
  adminId = (await db().selectFrom('admins').select('id').executeTakeFirstOrThrow()).id;
  star = await rank('Star');
  bronze = await rank('Bronze Director');
  S = await paid(4, 'kolaherbal');
  P = await paid(1, 'kolaherbal');
  C = await paid(6, P.username, S.username);
  D1 = await paid(1, C.username);
  D2 = await member(1, C.username); // never pays
  X = await paid(1, D1.username);
}, 300_000);

afterAll(async () => {
  if (server) {
    await expectLedgerSound(db());
    await server.close();
  }
});

describe('the current incentive and the rank badge', () => {
  it('answers the incentive of the member’s rank, or null without a rank', async () => {
    expect(await current(X)).toMatchObject({
      message: 'You are yet to qualify for an incentive',
      data: null,
    });
    expect((await current(C)).data).toEqual({
      id: star.incentiveId,
      rank_id: star.rankId,
      rank_name: 'Star',
      incentive: 'Herbal wellness hamper',
      worth: 20_000,
      points: 100,
      file_path: null,
      claim_status: null,
    });
    const other = await server.http('GET', `/api/incentive-claims/${C.uuid}/current-incentive`, {
      token: X.token,
    });
    expect(other.status).toBe(403);
    expect(other.body.data).toBeUndefined();
    const byAdmin = await server.http('GET', `/api/incentive-claims/${C.uuid}/current-incentive`, {
      token: admin,
    });
    expect(byAdmin.body.data.rank_name).toBe('Star');
  });

  it('answers a rank badge by rank id to any signed-in account', async () => {
    const user = await server.http('GET', '/api/auth/user', { token: C.token });
    expect(user.body.data.rank_id).toBe(star.rankId);
    const badge = { id: star.rankId, name: 'Star', points: 100, is_global_profit_eligible: 0, package: null };
    const mine = await server.http('GET', `/api/ranks/current-rank-badge/${star.rankId}`, { token: C.token });
    expect(mine.body.data).toMatchObject({ ...badge, package_name: null, description: expect.any(String) });
    const anyone = await server.http('GET', `/api/ranks/current-rank-badge/${star.rankId}`, {
      token: X.token,
    });
    expect(anyone.body.data).toMatchObject(badge);
    const byAdmin = await server.http('GET', `/api/ranks/current-rank-badge/${star.rankId}`, {
      token: admin,
    });
    expect(byAdmin.body.data).toMatchObject(badge);
    expect((await server.http('GET', '/api/ranks/current-rank-badge/9999', { token: C.token })).status).toBe(
      404,
    );
    expect((await server.http('GET', `/api/ranks/current-rank-badge/${star.rankId}`)).status).toBe(401);
  });
});

describe('claiming', () => {
  it('refuses a claim without the rank, for another rank, or for somebody else', async () => {
    const before = await db().selectFrom('incentive_claims').select('id').execute();
    // X holds no rank.
    const noRank = await claim(X, { rank_id: star.rankId, incentive_id: star.incentiveId });
    expect(noRank.status).toBe(409);
    expect(noRank.body.message).toBe('You do not hold the rank of this incentive.');
    // C holds Star, not Bronze Director.
    const higher = await claim(C, { rank_id: bronze.rankId, incentive_id: bronze.incentiveId });
    expect(higher.status).toBe(409);
    expect(higher.body.message).toBe('You do not hold the rank of this incentive.');
    // The incentive must be that rank's.
    const mismatch = await claim(C, { rank_id: star.rankId, incentive_id: bronze.incentiveId });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors.incentive_id).toEqual(['This incentive is not the reward of that rank.']);
    expect((await claim(C, { rank_id: star.rankId, incentive_id: 9999 })).status).toBe(404);
    // Only for one's own uuid (403, whoever it is); administrators do not claim.
    const forC = await claim(C, { rank_id: star.rankId, incentive_id: star.incentiveId }, X.token);
    expect(forC.status).toBe(403);
    expect(forC.body.data).toBeUndefined();
    expect((await claim(C, { rank_id: star.rankId, incentive_id: star.incentiveId }, admin)).status).toBe(
      403,
    );
    expect(await db().selectFrom('incentive_claims').select('id').execute()).toEqual(before);
  });

  it('takes one claim out of five sent at once, then refuses another', async () => {
    const body = { rank_id: star.rankId, incentive_id: star.incentiveId };
    const answers = await Promise.all(Array.from({ length: 5 }, () => claim(C, body)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const ok = answers.find((a) => a.status === 200)!;
    expect(ok.body.message).toBe('incentive claimed successfully');
    expect(ok.body.data).toMatchObject({
      uuid: C.uuid,
      username: C.username,
      package_name: 'Diamond',
      cpv: 170,
      rank_id: star.rankId,
      rank_name: 'Star',
      incentive_id: star.incentiveId,
      incentive: 'Herbal wellness hamper',
      worth: 20_000,
      points: 100,
      status: 'processing',
    });
    cClaim = ok.body.data.id;
    const rows = await db().selectFrom('incentive_claims').select('id').where('user_id', '=', C.id).execute();
    expect(rows).toEqual([{ id: cClaim }]);
    const again = await claim(C, body);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You have already claimed this incentive.');
    expect((await current(C)).data.claim_status).toBe('processing');
  });

  it('lists the requests to administrators and a member’s claims to the member', async () => {
    const all = await server.http('GET', '/api/incentive-claims/all?per_page=10', { token: admin });
    expect(all.status).toBe(200);
    expect(all.body.data).toMatchObject({ current_page: 1, per_page: 10, total: 1, last_page: 1 });
    expect(all.body.data.data).toEqual([
      expect.objectContaining({ id: cClaim, status: 'processing', cpv: 170 }),
    ]);
    expect((await server.http('GET', '/api/incentive-claims/all', { token: C.token })).status).toBe(403);
    const mine = await server.http('GET', `/api/incentive-claims/${C.uuid}/claims`, { token: C.token });
    expect(mine.body.data).toEqual([expect.objectContaining({ id: cClaim, status: 'processing' })]);
    const theirs = await server.http('GET', `/api/incentive-claims/${C.uuid}/claims`, { token: X.token });
    expect(theirs.status).toBe(403);
    expect(JSON.stringify(theirs.body)).not.toContain('Herbal');
    const byAdmin = await server.http('GET', `/api/incentive-claims/${C.uuid}/claims`, { token: admin });
    expect(byAdmin.body.data).toHaveLength(1);
    const ghost = '00000000-0000-4000-8000-000000000000';
    expect((await server.http('GET', `/api/incentive-claims/${ghost}/claims`, { token: admin })).status).toBe(
      404,
    );
    expect(
      (await server.http('GET', `/api/incentive-claims/${ghost}/claims`, { token: C.token })).status,
    ).toBe(403);
  });
});

describe('approving', () => {
  it('pays the award bonus once when five approvals arrive at once', async () => {
    const sBefore = await balanceOf(db(), S.id);
    const d1Before = await balanceOf(db(), D1.id);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        server.http('PUT', `/api/incentive-claims/${cClaim}/approve`, { token: admin }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const ok = answers.find((a) => a.status === 200)!;
    expect(ok.body.message).toBe('Incentive approved successfully');
    expect(ok.body.data).toMatchObject({ id: cClaim, status: 'approved', worth: 20_000 });
    // Worth ₦20,000 = 2,000,000 kobo. Sponsor S: 10% = 200,000. Direct downlines: D1 (paid) 2% =
    // 40,000; D2 (never paid) 40,000 forfeited as inactive. The bonus expense pays 240,000.
    expect(await awardLines(cClaim)).toEqual([
      ['company:bonus_expense', 'award_bonus', -240_000],
      [String(S.id), 'award_bonus', 200_000],
      [String(D1.id), 'award_bonus', 40_000],
    ]);
    const tx = await db()
      .selectFrom('ledger_transactions')
      .select(['id'])
      .where('idempotency_key', '=', `award:${cClaim}`)
      .execute();
    expect(tx).toHaveLength(1);
    const forfeits = await db()
      .selectFrom('forfeited_bonuses')
      .select(['user_id', 'kind', 'amount_kobo', 'reason'])
      .where('cause_type', '=', 'incentive_claim')
      .where('cause_ref', '=', String(cClaim))
      .execute();
    expect(forfeits).toEqual([
      { user_id: D2.id, kind: 'award_bonus', amount_kobo: 40_000, reason: 'recipient_inactive' },
    ]);
    expect(await balanceOf(db(), S.id)).toBe(sBefore + 200_000);
    expect(await balanceOf(db(), D1.id)).toBe(d1Before + 40_000);
    // The award shows on the dashboards, from the ledger.
    const stats = await server.http('GET', `/api/bonuses/${S.uuid}/bonus-stats`, { token: S.token });
    expect(stats.body.data.award_bonus).toBe(2_000);
    const d1 = await server.http('GET', `/api/bonuses/${D1.uuid}/bonus-stats`, { token: D1.token });
    expect(d1.body.data.award_bonus).toBe(400);
    const wallet = await server.http('GET', `/api/bonuses/${S.uuid}/wallet-balance`, { token: S.token });
    expect(Math.round(wallet.body.data.wallet_balance * 100)).toBe(await balanceOf(db(), S.id));
    expect(await audits(cClaim)).toEqual([
      {
        actor_type: 'admin',
        actor_id: adminId,
        action: 'incentive_claim.approve',
        before: { status: 'processing' },
        after: { status: 'approved', award_kobo: 240_000 },
      },
    ]);
    expect((await current(C)).data.claim_status).toBe('approved');
  });

  it('refuses a second decision with 409 and pays nothing more', async () => {
    const entries = await entryCount();
    const again = await server.http('PUT', `/api/incentive-claims/${cClaim}/approve`, { token: admin });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This claim is already approved; only a pending request can be decided.');
    expect(
      (await server.http('PUT', `/api/incentive-claims/${cClaim}/decline`, { token: admin })).status,
    ).toBe(409);
    expect(await entryCount()).toBe(entries);
    expect(await audits(cClaim)).toHaveLength(1);
    expect((await server.http('PUT', '/api/incentive-claims/9999/approve', { token: admin })).status).toBe(
      404,
    );
    expect((await server.http('PUT', '/api/incentive-claims/9999/decline', { token: admin })).status).toBe(
      404,
    );
    expect(
      (await server.http('PUT', `/api/incentive-claims/${cClaim}/approve`, { token: C.token })).status,
    ).toBe(403);
    // Claimed once: approved is for good.
    const reclaim = await claim(C, { rank_id: star.rankId, incentive_id: star.incentiveId });
    expect(reclaim.status).toBe(409);
    expect(reclaim.body.message).toBe('You have already claimed this incentive.');
  });
});

describe('declining', () => {
  let pClaim: number;

  it('declines a processing claim and pays nothing', async () => {
    const created = await claim(P, { rank_id: star.rankId, incentive_id: star.incentiveId });
    expect(created.status).toBe(200);
    pClaim = created.body.data.id;
    const entries = await entryCount();
    const declined = await server.http('PUT', `/api/incentive-claims/${pClaim}/decline`, { token: admin });
    expect(declined.status).toBe(200);
    expect(declined.body.message).toBe('Incentive declined successfully');
    expect(declined.body.data).toMatchObject({ id: pClaim, status: 'declined' });
    expect(await entryCount()).toBe(entries);
    expect(await awardLines(pClaim)).toEqual([]);
    expect(await audits(pClaim)).toEqual([
      {
        actor_type: 'admin',
        actor_id: adminId,
        action: 'incentive_claim.decline',
        before: { status: 'processing' },
        after: { status: 'declined' },
      },
    ]);
    const approve = await server.http('PUT', `/api/incentive-claims/${pClaim}/approve`, { token: admin });
    expect(approve.status).toBe(409);
    expect(await entryCount()).toBe(entries);
    expect((await current(P)).data.claim_status).toBe('declined');
  });

  it('lets a declined incentive be claimed again, one processing claim at a time', async () => {
    const body = { rank_id: star.rankId, incentive_id: star.incentiveId };
    const second = await claim(P, body);
    expect(second.status).toBe(200);
    pClaim = second.body.data.id;
    expect((await current(P)).data.claim_status).toBe('processing');
    expect((await claim(P, body)).status).toBe(409);
    const mine = await server.http('GET', `/api/incentive-claims/${P.uuid}/claims`, { token: P.token });
    expect(mine.body.data.map((c: { status: string }) => c.status)).toEqual(['processing', 'declined']);
  });

  it('refuses the next rank’s incentive while a claim is processing', async () => {
    // The administrator lowers Bronze Director to P's CPV + 5 (an SQL update of the seeded
    // rank, as the rank edit screen would), then a paid registration under X lifts P's CPV by
    // 5: P (175 → 180) becomes Bronze Director; C (170 → 175) stays Star.
    const pCpv = await db()
      .selectFrom('member_volumes')
      .select('cpv')
      .where('user_id', '=', P.id)
      .executeTakeFirstOrThrow();
    expect(pCpv.cpv).toBe(175);
    await db().updateTable('ranks').set({ points: 180 }).where('id', '=', bronze.rankId).execute();
    await paid(1, X.username);
    expect((await current(P)).data).toMatchObject({ rank_name: 'Bronze Director', claim_status: null });
    expect((await current(C)).data.rank_name).toBe('Star');
    const busy = await claim(P, { rank_id: bronze.rankId, incentive_id: bronze.incentiveId });
    expect(busy.status).toBe(409);
    expect(busy.body.message).toBe('You already have an incentive claim awaiting approval.');
    // Once the Star claim is decided, the Bronze Director incentive can be claimed.
    const approved = await server.http('PUT', `/api/incentive-claims/${pClaim}/approve`, { token: admin });
    expect(approved.status).toBe(200);
    // P's sponsor is the root: 10% of 2,000,000 = 200,000; P's direct downline C: 2% = 40,000.
    const root = await userId(db(), 'kolaherbal');
    expect(await awardLines(pClaim)).toEqual([
      ['company:bonus_expense', 'award_bonus', -240_000],
      [String(root), 'award_bonus', 200_000],
      [String(C.id), 'award_bonus', 40_000],
    ]);
    const next = await claim(P, { rank_id: bronze.rankId, incentive_id: bronze.incentiveId });
    expect(next.status).toBe(200);
    expect(next.body.data).toMatchObject({
      rank_name: 'Bronze Director',
      worth: 150_000,
      status: 'processing',
    });
  });
});
