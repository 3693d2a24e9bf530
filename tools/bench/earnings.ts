// Benchmark of the member dashboard's earnings reads on PostgreSQL, for a member with years of
// ledger lines (docs/screens/member.md#dashboard).
//
//   node tools/with-postgres.mjs tsx tools/bench/earnings.ts [--years 3] [--per-day 100]
//     [--others 50] [--samples 200] [--keep-db]
//   (or `npm run bench -- --only earnings`, which does exactly that)
//
// On the server in DATABASE_URL it creates a database of its own (dropped at the end), then:
// 1. One member (the target) and --others members in a placement chain under the company root,
//    all paid, bulk-inserted with SQL.
// 2. The target's wallet gets --per-day bonus credits a day for --years years (referral,
//    matching, unilevel and placement, each with its explanation and a payment cause), plus one
//    withdrawal in ten; every other member a tenth of that. Each line is a balanced ledger
//    transaction (the wallet credited, the company's bonus expense debited) posted with the
//    ledger's triggers on. The target also gets --per-day / 2 forfeited generation lines a day.
// 3. Each read of the dashboard, signed in as the target, --samples times through the server
//    (Fastify inject: routing, access check, validation of the answer against the contract):
//    earnings?weeks=12 and ?weeks=104, recent-earnings, unpaid, rank-progress, with the
//    wallet-balance read for comparison. Prints p50 and p99 per read, and each read's target.
// Not a test: the targets never fail the run.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { hashPassword } from '../../apps/api/src/lib/passwords';
import { checkLedger } from '../../apps/api/src/modules/ledger/ledger.repository';

const PASSWORD = 'Bench-Password-2026';
/** p99 targets in ms on a 2-core machine, for the defaults (3 years × 100 lines a day). */
const TARGET_P99_MS: Record<string, number> = {
  'earnings?weeks=12': 50,
  'earnings?weeks=104': 400,
  'recent-earnings?limit=8': 20,
  unpaid: 400,
  'rank-progress': 20,
  'wallet-balance': 400,
};

const fmt = (n: number, digits = 1) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const int = (n: number) => Math.round(n).toLocaleString('en-US');
const say = (message: string) => console.log(`[bench:earnings] ${message}`);
const pct = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      years: { type: 'string', default: '3' },
      'per-day': { type: 'string', default: '100' },
      others: { type: 'string', default: '50' },
      samples: { type: 'string', default: '200' },
      'keep-db': { type: 'boolean', default: false },
    },
  });
  const years = Number(values.years);
  const perDay = Number(values['per-day']);
  const others = Number(values.others);
  const samples = Number(values.samples);
  if (!(years > 0) || !(perDay >= 1) || !Number.isInteger(others) || others < 0 || !(samples >= 1)) {
    throw new Error('usage: earnings.ts [--years Y>0] [--per-day N>=1] [--others K>=0] [--samples S>=1]');
  }
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl)
    throw new Error('DATABASE_URL is not set: run through tools/with-postgres.mjs (npm run bench)');

  const dbName = `kola_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const databaseUrl = url.toString();

  const config = loadConfig({
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
    RUN_SCHEDULER: 'false',
    READ_CACHE: 'false',
    MEMBER_WEB_DIST: '/nonexistent',
    ADMIN_WEB_DIST: '/nonexistent',
  });
  const app = await buildApp(config, { logger: false });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // ---- 1. Members: a chain under the root, the target first.
    const rootId = Number(
      (await client.query<{ id: string }>('select id from users where is_root')).rows[0]!.id,
    );
    const passwordHash = await hashPassword(PASSWORD);
    const members = others + 1;
    await client.query(
      `insert into users (first_name, last_name, username, email, phone, password_hash, package_id,
         reg_package_id, status, payment_status, paid_at, activated_at, email_verified_at, created_at, updated_at)
       select 'Bench', 'Member ' || g, 'be' || g, 'be' || g || '@bench.test', '+234' || lpad(g::text, 10, '0'),
         $2, 1, 1, 'active', 'approved', now(), now(), now(), now() - interval '${Math.ceil(years * 366)} days', now()
       from generate_series(1, $1::int) g order by g`,
      [members, passwordHash],
    );
    const ids = (
      await client.query<{ id: string }>(`select id from users where username like 'be%' order by id`)
    ).rows.map((r) => Number(r.id));
    // Placement: each member under the previous one (the first under the root), left slot.
    await client.query(
      `update users u set placement_parent_id = coalesce(p.prev, $1), placement_position = 1, sponsor_id = coalesce(p.prev, $1)
       from (select id, lag(id) over (order by id) as prev from users where username like 'be%') p
       where u.id = p.id`,
      [rootId],
    );
    const target = { id: ids[0]!, username: 'be1' };

    // ---- 2. Ledger lines: one balanced transaction per line, in chunks of one statement each.
    const t0 = performance.now();
    const days = Math.round(years * 365);
    const expense = Number(
      (
        await client.query<{ id: string }>(
          `select id from ledger_accounts where code = 'company:bonus_expense'`,
        )
      ).rows[0]!.id,
    );
    let lines = 0;
    const post = async (userId: number, count: number, tag: string) => {
      const chunk = 20_000;
      for (let from = 0; from < count; from += chunk) {
        const n = Math.min(chunk, count - from);
        // The transactions, then both lines of each in one statement (the ledger's triggers check
        // that each transaction balances and gets all its entries at once).
        await client.query(
          `with t as (
             insert into ledger_transactions (idempotency_key, kind, cause_type, cause_ref, description, created_at)
             select 'bench:' || $1 || ':' || g, 'bonuses', 'payment', 'bench-ref-' || $1 || '-' || g,
               'Activation of bench member ' || g, now() - make_interval(secs => (g::float8 / $3) * $4 * 86400)
             from generate_series($2::int + 1, $2::int + $5::int) g
             returning id, created_at, cause_ref)
           insert into ledger_entries (transaction_id, account_id, user_id, amount_kobo, kind, cause_type, cause_ref,
             explanation, created_at)
           select t.id, a.id, a.user_id,
             case when a.user_id is null then -1 else 1 end * (8750 + (t.id % 7) * 1250),
             (array['referral_bonus', 'matching_bonus', 'unilevel_bonus', 'placement_bonus'])[1 + (t.id % 4)],
             'payment', t.cause_ref,
             case when a.user_id is null then '{}'::jsonb
               else jsonb_build_object('baseKobo', 175000 + (t.id % 7) * 25000, 'generation', 1 + (t.id % 10),
                 'percentE4', 50000, 'packageId', 1) end,
             t.created_at
           from t cross join ledger_accounts a
           where a.id in ($6::bigint, (select id from ledger_accounts where user_id = $7))`,
          [tag, from, count, days, n, expense, userId],
        );
      }
      lines += count;
    };
    await post(target.id, Math.round(perDay * days), `t${target.id}`);
    for (const id of ids.slice(1)) await post(id, Math.round((perDay * days) / 10), `o${id}`);
    // Withdrawals: one in ten of the target's credits leaves again (wallet debit, payouts credit).
    await client.query(
      `with t as (
         insert into ledger_transactions (idempotency_key, kind, cause_type, cause_ref, description, created_at)
         select 'bench:w:' || g, 'withdrawal', 'withdrawal', 'w' || g, 'Withdrawal', now() - make_interval(days => g % $2)
         from generate_series(1, $1::int) g returning id, created_at, cause_ref)
       insert into ledger_entries (transaction_id, account_id, user_id, amount_kobo, kind, cause_type, cause_ref, created_at)
       select t.id, a.id, a.user_id, case when a.user_id is null then 8750 else -8750 end, 'withdrawal', 'withdrawal',
         t.cause_ref, t.created_at
       from t cross join ledger_accounts a
       where a.id in ((select id from ledger_accounts where code = 'company:payouts'),
                      (select id from ledger_accounts where user_id = $3))`,
      [Math.round((perDay * days) / 10), days, target.id],
    );
    const forfeits = Math.round((perDay / 2) * days);
    await client.query(
      `insert into forfeited_bonuses (user_id, kind, amount_kobo, reason, cause_type, cause_ref, explanation, created_at)
       select $1, 'referral_bonus', 0, 'setting_zero', 'payment', 'bench-f-' || g,
         jsonb_build_object('baseKobo', 175000 * (1 + g % 7), 'generation', 3 + g % 8, 'percentE4', 0, 'packageId', 1),
         now() - make_interval(secs => (g::float8 / $2) * $3 * 86400)
       from generate_series(1, $2::int) g`,
      [target.id, forfeits, days],
    );
    await client.query('vacuum analyze');
    say(
      `${int(members)} members; the target has ${int(perDay * days)} bonus credits over ${fmt(years)} years, ` +
        `${int((perDay * days) / 10)} withdrawals and ${int(forfeits)} forfeited lines; ${int(lines)} credits in all ` +
        `(${int(lines * 2)} ledger entries); seeded in ${fmt((performance.now() - t0) / 1000)} s; ` +
        `${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(1)}`,
    );

    // ---- 3. The reads, signed in as the target.
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: target.username, password: PASSWORD },
    });
    const token = (login.json() as { data?: { access_token?: string } }).data?.access_token;
    if (!token)
      throw new Error(`could not sign in as ${target.username} (${login.statusCode}: ${login.body})`);
    const uuid = (await client.query<{ uuid: string }>('select uuid from users where id = $1', [target.id]))
      .rows[0]!.uuid;
    const rows: string[][] = [];
    for (const read of Object.keys(TARGET_P99_MS)) {
      const path = `/api/bonuses/${uuid}/${read}`;
      const times: number[] = [];
      for (let i = 0; i < samples + 5; i++) {
        const start = performance.now();
        const res = await app.inject({
          method: 'GET',
          url: path,
          headers: { authorization: `Bearer ${token}` },
        });
        const ms = performance.now() - start;
        if (res.statusCode !== 200)
          throw new Error(`${read} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
        if (i >= 5) times.push(ms); // the first five warm the caches
      }
      times.sort((a, b) => a - b);
      const p99 = pct(times, 99);
      const goal = TARGET_P99_MS[read]!;
      rows.push([
        read,
        `${fmt(pct(times, 50))} ms`,
        `${fmt(p99)} ms`,
        `≤ ${goal} ms`,
        p99 <= goal ? 'meets' : 'misses',
      ]);
    }
    const problems = await checkLedger(app.database.db);
    say(problems.length === 0 ? 'ledger sound' : `LEDGER UNSOUND: ${JSON.stringify(problems.slice(0, 3))}`);
    const widths = [0, 1, 2, 3, 4].map((c) =>
      Math.max(...[['read', 'p50', 'p99', 'target p99', ''], ...rows].map((r) => r[c]!.length)),
    );
    const line = (r: string[]) => r.map((cell, c) => cell.padEnd(widths[c]!)).join('  ');
    console.log(
      `\nEarnings reads (${samples} samples each, in-process through Fastify inject):\n` +
        [line(['read', 'p50', 'p99', 'target p99', '']), ...rows.map(line)].join('\n') +
        '\nInformational: the run never fails on a target.\n',
    );
  } finally {
    await client.end().catch(() => undefined);
    await app.close();
    if (!values['keep-db']) {
      const drop = new pg.Client({ connectionString: adminUrl });
      await drop.connect();
      await drop.query(`drop database if exists ${dbName} with (force)`);
      await drop.end();
    } else {
      say(`kept the database: ${databaseUrl}`);
    }
  }
}

main().catch((error) => {
  console.error('[bench:earnings] failed:', error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
