// Races only a real PostgreSQL server can show (PGlite runs one connection): two servers, each
// with its own connection pool, commit the same run period at the same moment.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/database';
import { checkLedger } from '../src/modules/ledger/ledger.repository';
import {
  createRunsService,
  runBatches,
  type CommitResult,
  type RunKind,
} from '../src/modules/runs/runs.service';
import { startServer, type TestServer } from './helper';

let server: TestServer;
let other: DatabaseHandle;
const NOW = new Date('2026-11-22T10:00:00Z');
/** Free placement slots, breadth first from the root. */
const slots: [number, 1 | 2][] = [];
let seq = 0;

/** A member inserted with SQL (registration is not under test), their package payment initiated. */
async function enrol(): Promise<string> {
  const db = server.app.database.db;
  const [parent, position] = slots.shift()!;
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
      package_id: 2,
      reg_package_id: 2,
      sponsor_id: parent,
      placement_parent_id: parent,
      placement_position: position,
      email_verified_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  slots.push([user.id, 1], [user.id, 2]);
  const started = await server.app.payments.initiate(user.id, {
    amount: 35_000,
    txn_source: 'package_payment',
    is_upgrade: 0,
  });
  return started.reference;
}

/** The provider's success applied: PV to every ancestor's legs, a new active descendant. */
async function activate(reference: string): Promise<void> {
  const paid = await server.app.payments.confirm(reference, {
    status: 'success',
    amountKobo: 3_500_000,
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
    const one = createRunsService({ db: server.app.database.db, now: () => NOW });
    const two = createRunsService({ db: other.db, now: () => NOW });
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
    const one = createRunsService({ db: server.app.database.db, now: () => NOW });
    const two = createRunsService({ db: other.db, now: () => NOW });
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
