// Races only a real PostgreSQL server can show (PGlite runs one connection): two servers, each
// with its own connection pool, commit the same run period at the same moment.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, POOL_SIZE, type DatabaseHandle } from '../src/db/database';
import { checkLedger } from '../src/modules/ledger/ledger.repository';
import { createRunsService, runBatches } from '../src/modules/runs/runs.service';
import type { CommitResult, RunKind, RunPlan, RunPreview } from '../src/modules/runs/runs.types';
import { createAutomatedWithdrawal } from '../src/modules/withdrawals/withdrawals.service';
import { startServer, type TestServer } from './helper';

let server: TestServer;
let other: DatabaseHandle;
const NOW = new Date('2026-11-22T10:00:00Z');
/** Free placement slots, breadth first from the root. */
const slots: [number, 1 | 2][] = [];
let seq = 0;

/**
 * A member inserted with SQL (registration is not under test), their package payment
 * initiated: under the next free slot (whose own slots then go to the queue), or `under` a
 * given parent (the caller decides about their slots).
 */
async function enrolMember(
  packageId = 2,
  under?: [number, 1 | 2],
): Promise<{ id: number; reference: string }> {
  const db = server.app.database.db;
  const [parent, position] = under ?? slots.shift()!;
  seq += 1;
  const user = await db
    .insertInto('users')
    .values({
      first_name: 'Race',
      last_name: `M${seq}`,
      username: `race_${seq}`,
      email: `race_${seq}@example.com`,
      phone: '+2348012345678',
      password_hash: 'not-a-password-hash',
      package_id: packageId,
      reg_package_id: packageId,
      sponsor_id: parent,
      placement_parent_id: parent,
      placement_position: position,
      email_verified_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (!under) slots.push([user.id, 1], [user.id, 2]);
  const pkg = await db
    .selectFrom('packages')
    .select('registration_value_kobo')
    .where('id', '=', packageId)
    .executeTakeFirstOrThrow();
  const started = await server.app.payments.initiate(user.id, {
    amount: pkg.registration_value_kobo / 100,
    txn_source: 'package_payment',
    is_upgrade: 0,
  });
  return { id: user.id, reference: started.reference };
}

async function enrol(): Promise<string> {
  return (await enrolMember()).reference;
}

/** The provider's success applied: PV to every ancestor's legs, a new active descendant. */
async function activate(reference: string): Promise<void> {
  const { amount_kobo } = await server.app.database.db
    .selectFrom('payments')
    .select('amount_kobo')
    .where('reference', '=', reference)
    .executeTakeFirstOrThrow();
  const paid = await server.app.payments.confirm(reference, {
    status: 'success',
    amountKobo: amount_kobo,
    currency: 'NGN',
    reference,
    paidAt: new Date(),
    channel: 'card',
  });
  expect(paid?.status).toBe('approved');
}

/** A member joined and activated through the real payment path. */
async function join(): Promise<void> {
  await activate(await enrol());
}

beforeAll(async () => {
  server = await startServer();
  expect(server.app.database.driver).toBe('postgres');
  // The second "server": its own pool on the same database.
  other = await openDatabase({ databaseUrl: server.config.databaseUrl, pgliteDataDir: 'memory://' });
  const root = await server.app.database.db
    .selectFrom('users')
    .select('id')
    .where('is_root', '=', true)
    .executeTakeFirstOrThrow();
  slots.push([root.id, 1], [root.id, 2]);
}, 180_000);

afterAll(async () => {
  await other?.close();
  if (server) {
    expect(await checkLedger(server.app.database.db)).toEqual([]);
    await server.close();
  }
}, 120_000);

/** What the ledger holds for (kind, period): postings and bonus expense. */
async function ledgerOf(kind: RunKind, periodKey: string) {
  const { rows } = await sql<{ postings: number; expense: number }>`
    select count(distinct t.id) as postings,
      coalesce(sum(e.amount_kobo) filter (where a.code = 'company:bonus_expense'), 0) as expense
    from ledger_transactions t
    left join ledger_entries e on e.transaction_id = t.id
    left join ledger_accounts a on a.id = e.account_id
    where t.idempotency_key like ${`run:${kind}:${periodKey}:%`}`.execute(server.app.database.db);
  return { postings: Number(rows[0]!.postings), expense: Number(rows[0]!.expense) };
}

describe('a run started twice at the same time', () => {
  it('pays once: two servers commit matching and equilibrium of the same day together, 20 trials', async () => {
    // As the servers run them on PostgreSQL: each matching run's member state on its server's
    // side connection (ADR 0025).
    const one = createRunsService({
      db: server.app.database.db,
      stateDb: server.app.database.sideDb,
      now: () => NOW,
    });
    const two = createRunsService({ db: other.db, stateDb: other.sideDb, now: () => NOW });
    let paidTrials = 0;
    for (let trial = 0; trial < 20; trial++) {
      // Two new active members: new leg volume and a new pair of active descendants upstream.
      await join();
      await join();
      const day = new Date(Date.UTC(2026, 9, 1 + trial)).toISOString().slice(0, 10);
      const results = await Promise.all([
        one.commit('equilibrium', day),
        two.commit('equilibrium', day),
        two.commit('matching', day),
        one.commit('matching', day),
      ]);
      for (const kind of ['equilibrium', 'matching'] as const) {
        const mine = results.filter((_, i) => (i < 2 ? 'equilibrium' : 'matching') === kind);
        expect(mine.map((r) => r.outcome).sort()).toEqual(['already_run', 'committed']);
        const committed = mine.find((r) => r.outcome === 'committed') as Extract<
          CommitResult,
          { outcome: 'committed' }
        >;
        const ledger = await ledgerOf(kind, day);
        expect(ledger.postings).toBe(
          [...runBatches(committed.plan.postings.map((p) => ({ entries: p.lines })))].length,
        );
        expect(ledger.expense).toBe(-committed.plan.totals.paidKobo);
        expect(committed.run.total_kobo).toBe(committed.plan.totals.paidKobo);
        if (committed.plan.totals.paidKobo > 0) paidTrials += 1;
        const loser = mine.find((r) => r.outcome === 'already_run')!;
        expect(loser.run.id).toBe(committed.run.id);
        expect(loser.run.status).toBe('committed');
      }
      const runs = await server.app.database.db
        .selectFrom('bonus_runs')
        .select('id')
        .where('period_key', '=', day)
        .execute();
      expect(runs).toHaveLength(2);
    }
    // Every trial had something to pay (the root gains a pair of descendants each time).
    expect(paidTrials).toBeGreaterThanOrEqual(20);
    expect(await checkLedger(server.app.database.db)).toEqual([]);
  }, 600_000);
});

describe('runs racing other runs and activations', () => {
  it('two matching periods committed at once while members activate: no volume is paired twice, 10 trials', async () => {
    // As the servers run them on PostgreSQL: each matching run's member state on its server's
    // side connection (ADR 0025).
    const one = createRunsService({
      db: server.app.database.db,
      stateDb: server.app.database.sideDb,
      now: () => NOW,
    });
    const two = createRunsService({ db: other.db, stateDb: other.sideDb, now: () => NOW });
    for (let trial = 0; trial < 10; trial++) {
      await join();
      await join();
      const pending = [await enrol(), await enrol()];
      const dayA = new Date(Date.UTC(2026, 7, 1 + 2 * trial)).toISOString().slice(0, 10);
      const dayB = new Date(Date.UTC(2026, 7, 2 + 2 * trial)).toISOString().slice(0, 10);
      const [a, b] = await Promise.all([
        one.commit('matching', dayA),
        two.commit('matching', dayB),
        ...pending.map(activate),
      ]);
      expect([a?.outcome, b?.outcome]).toEqual(['committed', 'committed']);
    }
    // A pair is PV on both legs: the pairs of every run (a capped line is paid and forfeited
    // with the same pairs, so each run counts once per member) never exceed either leg.
    const { rows } = await sql<{ user_id: number; pairs: number; left_pv: number; right_pv: number }>`
      with lines as (
        select user_id, cause_ref, (explanation->>'pairs')::int as pairs from ledger_entries
        where kind = 'matching_bonus' and user_id is not null
        union all
        select user_id, cause_ref, (explanation->>'pairs')::int from forfeited_bonuses
        where kind = 'matching_bonus' and user_id is not null
      ), per_run as (
        select user_id, cause_ref, max(pairs) as pairs from lines group by user_id, cause_ref
      )
      select r.user_id, sum(r.pairs) as pairs, mv.left_pv, mv.right_pv
      from per_run r join member_volumes mv on mv.user_id = r.user_id
      group by r.user_id, mv.left_pv, mv.right_pv`.execute(server.app.database.db);
    const settings = await server.app.database.db
      .selectFrom('settings')
      .select('matching_bonus_total_pv')
      .executeTakeFirstOrThrow();
    const perPair = Number(settings.matching_bonus_total_pv);
    expect(perPair).toBeGreaterThan(0);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(Number(r.pairs) * perPair).toBeLessThanOrEqual(Math.min(Number(r.left_pv), Number(r.right_pv)));
    }
    expect(await checkLedger(server.app.database.db)).toEqual([]);
  }, 600_000);
});

/** A promise and the function that settles it: what a test holds a connection until. */
function signal(): { done: Promise<void>; fire: () => void } {
  let fire!: () => void;
  const done = new Promise<void>((resolve) => (fire = resolve));
  return { done, fire };
}

/** A committed matching run paid exactly its preview, to the same wallets and forfeits. */
async function expectPaidAsPreviewed(result: CommitResult, preview: RunPreview): Promise<void> {
  if (result.outcome !== 'committed') throw new Error('the period was claimed');
  expect(planOf(result.plan)).toEqual(planOf(preview));
  expect(await paidByRun(result.run.id)).toEqual(paidByPlan(result.plan));
}

/** Every member's matching state in force, by member. */
async function stateInForce() {
  return server.app.database.db.selectFrom('member_matching_state').selectAll().orderBy('user_id').execute();
}

describe("a matching run's member state, written beside its ledger (ADR 0025)", () => {
  it('is not in force when the run fails after the state committed; the next commit pays exactly its preview', async () => {
    const db = server.app.database.db;
    const runs = createRunsService({ db, stateDb: server.app.database.sideDb, now: () => NOW });
    await join();
    await join();
    const day = '2026-06-01';
    const before = await stateInForce();
    const preview = await runs.preview('matching', day);
    expect(preview.totals.paidKobo).toBeGreaterThan(0);
    // The run's own transaction fails at its last step, once its state's transaction committed.
    await sql`create function kola_test_fail_run() returns trigger language plpgsql as $$
      begin raise exception 'the run fails at its end'; end $$`.execute(db);
    await sql`create trigger kola_test_fail_run before update on bonus_runs for each row
      when (new.status = 'committed') execute function kola_test_fail_run()`.execute(db);
    try {
      await expect(runs.commit('matching', day)).rejects.toThrow('the run fails at its end');
    } finally {
      await sql`drop trigger kola_test_fail_run on bonus_runs`.execute(db);
      await sql`drop function kola_test_fail_run()`.execute(db);
    }
    // The state's transaction did commit, for a run that never did: none of it is in force.
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from member_volumes
      where matching_run_id is not null and matching_run_id not in (select id from bonus_runs)`.execute(db);
    expect(rows[0]!.n).toBe(preview.summary.membersCounted);
    expect(await stateInForce()).toEqual(before);
    expect(await ledgerOf('matching', day)).toEqual({ postings: 0, expense: 0 });
    expect(await runs.preview('matching', day)).toEqual(preview);

    const result = await runs.commit('matching', day);
    await expectPaidAsPreviewed(result, preview);
    if (result.outcome !== 'committed') return;
    // Now in force: each member the run counted has the leg totals it counted as base.
    const { rows: counted } = await sql<{
      left_pv: number;
      right_pv: number;
      left_base: number;
      right_base: number;
    }>`
      select ms.left_pv, ms.right_pv, ms.left_base, ms.right_base
      from member_matching_state ms join member_volumes mv on mv.user_id = ms.user_id
      where mv.matching_run_id = ${result.run.id}`.execute(db);
    expect(counted.length).toBe(preview.summary.membersCounted);
    for (const r of counted) expect([r.left_base, r.right_base]).toEqual([r.left_pv, r.right_pv]);
    expect(await stateInForce()).not.toEqual(before);
    expect(await checkLedger(db)).toEqual([]);
  }, 120_000);
});

describe("a matching run's member state, when a member's row is held", () => {
  it('fails after its lock timeout and pays nothing, instead of waiting for ever; a later commit pays its preview', async () => {
    const db = server.app.database.db;
    const runs = createRunsService({
      db,
      stateDb: server.app.database.sideDb,
      stateLockTimeoutMs: 300,
      now: () => NOW,
    });
    await join();
    await join();
    const day = '2026-06-02';
    const preview = await runs.preview('matching', day);
    const memberId = preview.postings[0]!.memberId;
    const before = await stateInForce();
    // Another connection holds a counted member's row: a writer of member volumes that did not
    // take the bonus expense lock first (none does; the rule's safety net is under test).
    const released = signal();
    const held = signal();
    const holder = other.db.transaction().execute(async (tx) => {
      await sql`update member_volumes set members_below = members_below where user_id = ${memberId}`.execute(
        tx,
      );
      held.fire();
      await released.done;
    });
    await held.done;
    try {
      await expect(runs.commit('matching', day)).rejects.toThrow('lock timeout');
    } finally {
      released.fire();
      await holder;
    }
    expect(await stateInForce()).toEqual(before);
    expect(await ledgerOf('matching', day)).toEqual({ postings: 0, expense: 0 });
    expect(await db.selectFrom('bonus_runs').where('period_key', '=', day).selectAll().execute()).toEqual([]);

    await expectPaidAsPreviewed(await runs.commit('matching', day), preview);
  }, 120_000);
});

describe("a matching run while the server's pool is taken", () => {
  it('commits: its state has a connection of its own, so the run never waits for one held by requests waiting for it', async () => {
    const db = server.app.database.db;
    const runs = createRunsService({ db, stateDb: server.app.database.sideDb, now: () => NOW });
    await join();
    await join();
    const day = '2026-06-03';
    const preview = await runs.preview('matching', day);
    expect(preview.totals.paidKobo).toBeGreaterThan(0);
    // Every connection of the pool but the run's own is held until the run has finished, as
    // activations waiting for its bonus expense lock would hold them.
    const released = signal();
    const held = signal();
    let holding = 0;
    const holders = Array.from({ length: POOL_SIZE - 1 }, () =>
      db.transaction().execute(async (tx) => {
        await sql`select 1`.execute(tx);
        if (++holding === POOL_SIZE - 1) held.fire();
        await released.done;
      }),
    );
    await held.done;
    let result: CommitResult;
    try {
      result = await runs.commit('matching', day);
    } finally {
      released.fire();
      await Promise.all(holders);
    }
    await expectPaidAsPreviewed(result, preview);
  }, 120_000);
});

describe('a committed run', () => {
  it('can be neither deleted nor reopened: the matching state in force is read through it', async () => {
    const db = server.app.database.db;
    const run = await db
      .selectFrom('bonus_runs')
      .select(['id', 'period_key'])
      .where('kind', '=', 'matching')
      .where('status', '=', 'committed')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const before = await stateInForce();
    await expect(db.deleteFrom('bonus_runs').where('id', '=', run.id).execute()).rejects.toThrow(
      'cannot be deleted or reopened',
    );
    await expect(
      db.updateTable('bonus_runs').set({ status: 'failed' }).where('id', '=', run.id).execute(),
    ).rejects.toThrow('cannot be deleted or reopened');
    await expect(
      db
        .updateTable('bonus_runs')
        .set({ id: run.id + 100_000 })
        .where('id', '=', run.id)
        .execute(),
    ).rejects.toThrow('cannot be deleted or reopened');
    expect(await stateInForce()).toEqual(before);
  });
});

/** The plan a commit reports, without what only a commit can know (the withdrawals it made). */
function planOf(plan: RunPlan | RunPreview) {
  const { kind, periodKey, postings, totals, summary, payouts } = plan;
  return {
    kind,
    periodKey,
    postings,
    totals,
    summary,
    payouts: payouts?.map(({ withdrawalId: _w, reference: _r, ...line }) => line),
  };
}

/** What the run's ledger transactions paid each wallet, and what it recorded as forfeited. */
async function paidByRun(runId: number) {
  const db = server.app.database.db;
  const paid = await db
    .selectFrom('ledger_entries')
    .select(['user_id', 'kind', sql<number>`sum(amount_kobo)`.as('kobo')])
    .where('cause_type', '=', 'run')
    .where('cause_ref', '=', String(runId))
    .where('user_id', 'is not', null)
    .groupBy(['user_id', 'kind'])
    .orderBy('user_id')
    .orderBy('kind')
    .execute();
  const forfeited = await db
    .selectFrom('forfeited_bonuses')
    .select(['user_id', 'kind', 'amount_kobo', 'reason'])
    .where('cause_type', '=', 'run')
    .where('cause_ref', '=', String(runId))
    .orderBy('id')
    .execute();
  return {
    paid: paid.map((r) => [r.user_id, r.kind, Number(r.kobo)]),
    forfeited: forfeited.map((f) => [f.user_id, f.kind, f.amount_kobo, f.reason]),
  };
}

/** The same, as the plan says it: paid lines summed per wallet and kind, forfeited lines in order. */
function paidByPlan(plan: RunPlan) {
  const sums = new Map<string, [number, string, number]>();
  const forfeited: [number | null, string, number, string][] = [];
  for (const line of plan.postings.flatMap((p) => p.lines)) {
    if (line.forfeitReason) {
      forfeited.push([line.recipientId, line.kind, line.amountKobo, line.forfeitReason]);
      continue;
    }
    const key = `${line.recipientId}:${line.kind}`;
    const sum = sums.get(key) ?? [line.recipientId!, line.kind, 0];
    sum[2] += line.amountKobo;
    sums.set(key, sum);
  }
  const paid = [...sums.values()].sort((a, b) => a[0] - b[0] || a[1].localeCompare(b[1]));
  return { paid, forfeited };
}

describe('profit pool, global profit and automated payouts started twice at the same time', () => {
  it('each pays once and exactly its preview: two servers commit all three together, 20 trials', async () => {
    const db = server.app.database.db;
    const one = createRunsService({ db, now: () => NOW, createAutomatedWithdrawal });
    const two = createRunsService({ db: other.db, now: () => NOW, createAutomatedWithdrawal });
    // Settings an administrator may choose: the profit pool needs 2 downline activations in the
    // month; automated payouts from ₦100. Diamond (6) is the profit-pool package (docs/plan.md#profit-pool).
    await db
      .updateTable('settings')
      .set({ profit_pool_num_of_downlines: 2, minimum_withdrawal_kobo: 10_000 })
      .where('id', '=', 1)
      .execute();
    await db.updateTable('packages').set({ is_profit_pool_eligible: true }).where('id', '=', 6).execute();
    const sharerRank = await db
      .selectFrom('ranks')
      .select('id')
      .where('is_global_profit_eligible', '=', true)
      .orderBy('points')
      .executeTakeFirstOrThrow();
    const TRIALS = 20;
    for (let trial = 0; trial < TRIALS; trial++) {
      // Periods already due at NOW (Sunday 22 November 2026), one of each kind per trial.
      const month = new Date(Date.UTC(2025, trial, 1));
      const monthKey = month.toISOString().slice(0, 7); // 2025-01 … 2026-08
      const year = String(2006 + trial); // shared on 31 December: 2006 … 2025
      const friday = new Date(Date.UTC(2026, 10, 20 - 7 * trial)).toISOString().slice(0, 10);
      const period: Record<'profit_pool' | 'global_profit' | 'payouts', string> = {
        profit_pool: monthKey,
        global_profit: year,
        payouts: friday,
      };
      /*
       * A Diamond member D and two Bronze members under D, activated through the payment path.
       * D activated on the 10th of the month before: its profit-pool window (30 days on, 6
       * months) starts this month, in which D's two downlines were activated (2 ≥ 2): D earns
       * 160 PV × ₦3,500 × 2% = ₦11,200. D holds a global-profit rank; the downlines' 20 PV are
       * this year's activations: a pool of 20 × ₦3,500 × 5% × 10% = ₦350 shared by the D of
       * every trial so far. Each downline has a standing withdrawal of ₦500 and a verified bank
       * account, and its ₦700 welcome bonus covers it.
       */
      const d = await enrolMember(6);
      await activate(d.reference);
      const children = [await enrolMember(2, [d.id, 1]), await enrolMember(2, [d.id, 2])];
      for (const child of children) {
        await activate(child.reference);
        slots.push([child.id, 1], [child.id, 2]);
      }
      const before = new Date(Date.UTC(2025, trial - 1, 10, 12));
      await db
        .updateTable('users')
        .set({ activated_at: before, rank_id: sharerRank.id })
        .where('id', '=', d.id)
        .execute();
      const childIds = children.map((c) => c.id);
      await db
        .updateTable('users')
        .set({
          activated_at: new Date(Date.UTC(2025, trial, 15, 12)),
          withdrawal_amount_kobo: 50_000,
          bank_name: 'Test Bank',
          bank_code: '058',
          bank_account_number: '0123456789',
          bank_account_name: 'RACE MEMBER',
          bank_verified_at: new Date(),
        })
        .where('id', 'in', childIds)
        .execute();
      await db
        .updateTable('pv_events')
        .set({ created_at: new Date(`${year}-06-15T12:00:00Z`) })
        .where('user_id', 'in', childIds)
        .execute();

      const kinds = ['profit_pool', 'global_profit', 'payouts'] as const;
      const previews = await Promise.all(kinds.map((kind) => one.preview(kind, period[kind])));
      for (const p of previews) expect(p.alreadyRun).toBeNull();
      const results = await Promise.all([
        one.commit('profit_pool', monthKey),
        two.commit('global_profit', year),
        two.commit('payouts', friday),
        two.commit('profit_pool', monthKey),
        one.commit('payouts', friday),
        one.commit('global_profit', year),
      ]);
      for (const [k, kind] of kinds.entries()) {
        const mine = results.filter((r) => r.run.kind === kind);
        expect(mine.map((r) => r.outcome).sort(), `${kind} ${period[kind]}`).toEqual([
          'already_run',
          'committed',
        ]);
        const committed = mine.find((r) => r.outcome === 'committed') as Extract<
          CommitResult,
          { outcome: 'committed' }
        >;
        const loser = mine.find((r) => r.outcome === 'already_run')!;
        expect(loser.run.id).toBe(committed.run.id);
        expect(loser.run.status).toBe('committed');
        // The preview taken before the race is exactly what the winner paid.
        expect(planOf(committed.plan)).toEqual(planOf(previews[k]!));
        const runs = await db
          .selectFrom('bonus_runs')
          .select(['id', 'status'])
          .where('kind', '=', kind)
          .where('period_key', '=', period[kind])
          .execute();
        expect(runs).toEqual([{ id: committed.run.id, status: 'committed' }]);
        if (kind === 'payouts') {
          // Two withdrawals (the new downlines'); earlier downlines wait on their pending one.
          const made = committed.plan.payouts!.filter((p) => !p.skipped);
          expect(made.map((p) => p.memberId).sort((a, b) => a - b)).toEqual(childIds);
          expect(committed.run.total_kobo).toBe(100_000);
          const withdrawals = await db
            .selectFrom('withdrawals')
            .select(['id', 'user_id', 'amount_kobo', 'fee_kobo', 'reference'])
            .where('withdrawal_type', '=', 'automated')
            .where('reason', '=', `Automated payout ${friday}`)
            .orderBy('user_id')
            .execute();
          expect(withdrawals.map((w) => [w.user_id, w.amount_kobo, w.fee_kobo])).toEqual(
            childIds.map((memberId) => [memberId, 50_000, 750]),
          );
          expect(withdrawals.map((w) => w.reference).sort()).toEqual(made.map((p) => p.reference).sort());
          // One debit per withdrawal: each downline's ₦700 welcome bonus less ₦500.
          for (const memberId of childIds) {
            const wallet = await db
              .selectFrom('ledger_accounts')
              .select('balance_kobo')
              .where('user_id', '=', memberId)
              .executeTakeFirstOrThrow();
            expect(wallet.balance_kobo).toBe(70_000 - 50_000);
          }
          // One ledger transaction per withdrawal, debiting the wallet the amount (payout + fee).
          const debits = await db
            .selectFrom('ledger_entries')
            .select([
              'user_id',
              sql<number>`sum(amount_kobo)`.as('kobo'),
              sql<number>`count(distinct transaction_id)`.as('transactions'),
            ])
            .where('cause_type', '=', 'withdrawal')
            .where(
              'cause_ref',
              'in',
              withdrawals.map((w) => w.reference),
            )
            .where('user_id', 'is not', null)
            .groupBy('user_id')
            .orderBy('user_id')
            .execute();
          expect(debits.map((e) => [e.user_id, Number(e.kobo), Number(e.transactions)])).toEqual(
            childIds.map((memberId) => [memberId, -50_000, 1]),
          );
        } else {
          // One payment set: the ledger parts of the run, its expense and each wallet's lines.
          const ledger = await ledgerOf(kind, period[kind]);
          expect(ledger.postings).toBe(
            [...runBatches(committed.plan.postings.map((p) => ({ entries: p.lines })))].length,
          );
          expect(ledger.expense).toBe(-committed.plan.totals.paidKobo);
          expect(committed.run.total_kobo).toBe(committed.plan.totals.paidKobo);
          expect(await paidByRun(committed.run.id)).toEqual(paidByPlan(committed.plan));
          if (kind === 'profit_pool') {
            // D is paid in its first month (others of earlier trials may be paid or forfeit).
            expect(paidByPlan(committed.plan).paid).toContainEqual([d.id, 'profit_pool', 1_120_000]);
          } else {
            // 35,000 kobo shared by the D of every trial so far, rounded down.
            expect(committed.plan.summary).toMatchObject({
              pvLast12Months: 20,
              poolKobo: 35_000,
              sharers: trial + 1,
              shareKobo: Math.floor(35_000 / (trial + 1)),
            });
            expect(committed.plan.totals.paidKobo).toBe(Math.floor(35_000 / (trial + 1)) * (trial + 1));
          }
        }
      }
    }
    expect(await checkLedger(db)).toEqual([]);
  }, 600_000);
});
