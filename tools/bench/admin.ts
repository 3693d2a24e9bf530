// Benchmark of the back office's member reads on PostgreSQL: the members list by type, its
// search, Registration History and the dashboard counts (docs/screens/back-office.md#members-list).
//
//   node tools/with-postgres.mjs tsx tools/bench/admin.ts [--members 1000000] [--samples 50]
//     [--seed 42] [--keep-db]
//   (or `npm run bench -- --only admin [--members 1000000]`, which does exactly that)
//
// On the server in DATABASE_URL it creates a database of its own (dropped at the end), writes N
// members (usernames bm<i>, ten common first and last names, emails bm<i>@bench.test, phones
// +234<i>; 93% paid), one approved registration payment and its PV event per paid member, an
// approved upgrade for every tenth member, and a store for every thousandth, and times each read in the server process (Fastify inject, signed
// in as the administrator). Prints p50/p95/max per read against the target (a page or a search
// ≤ 100 ms p95). Not a test: the targets never fail the run.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { pct, prng } from './api';

const TARGET_MS = 100;
const WARMUP = 5;

const fmt = (n: number, digits = 1) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const int = (n: number) => Math.round(n).toLocaleString('en-US');
const say = (message: string) => console.log(`[bench:admin] ${message}`);

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      members: { type: 'string', default: '100000' },
      samples: { type: 'string', default: '50' },
      seed: { type: 'string', default: '42' },
      'keep-db': { type: 'boolean', default: false },
    },
  });
  const members = Number(values.members);
  const samples = Number(values.samples);
  const seed = Number(values.seed);
  if (!Number.isInteger(members) || members < 1000 || !Number.isInteger(samples) || samples < 5)
    throw new Error('usage: admin.ts [--members N>=1000] [--samples K>=5] [--seed n] [--keep-db]');
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('DATABASE_URL is not set: run through tools/with-postgres.mjs');

  const dbName = `kola_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const version = (await admin.query<{ v: string }>(`select current_setting('server_version') as v`)).rows[0]!
    .v;
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const config = loadConfig({
    DATABASE_URL: url.toString(),
    LOG_LEVEL: 'silent',
    RUN_SCHEDULER: 'false',
    MEMBER_WEB_DIST: '/nonexistent',
    ADMIN_WEB_DIST: '/nonexistent',
  });
  say(
    `${int(members)} members, ${samples} samples per read, PostgreSQL ${version}, ${os.cpus().length} CPUs`,
  );
  const app = await buildApp(config, { logger: false });
  const client = new pg.Client({ connectionString: config.databaseUrl });
  await client.connect();
  try {
    let t0 = performance.now();
    // Members straight from generate_series (these reads need no placement tree): ten first names
    // and ten last names in turn, so a common name's prefix matches a tenth of everybody; one in
    // twenty has not paid and one in fifty expired; the newest has the highest id.
    await client.query('alter table users disable trigger user');
    await client.query(
      `insert into users (first_name, last_name, username, email, phone, password_hash, package_id,
         reg_package_id, status, payment_status, paid_at, created_at, updated_at)
       select (array['Adaeze','Bola','Chidi','Emeka','Funmi','Gbenga','Halima','Ifeoma','Jide','Ngozi'])[1 + i % 10],
         (array['Okafor','Adeyemi','Bello','Eze','Okeke','Lawal','Musa','Obi','Nwosu','Balogun'])[1 + (i / 10) % 10],
         'bm' || i, 'bm' || i || '@bench.test', '+234' || lpad(i::text, 10, '0'), 'not-a-hash',
         1 + i % 6, 1 + i % 6, s.status, case when s.status = 'active' then 'approved' else 'pending' end,
         case when s.status = 'active' then t.at + interval '1 hour' end, t.at, t.at
       from generate_series(1, $1::int) i,
         lateral (select case when i % 50 = 0 then 'expired' when i % 20 = 0 then 'inactive' else 'active' end as status) s,
         lateral (select now() - make_interval(secs => ($1::int - i) * 10) as at) t`,
      [members],
    );
    await client.query('alter table users enable trigger user');
    // Bulk payments without their per-row counter trigger; the counters are filled below.
    await client.query('alter table payments disable trigger payments_member_counts_insert');
    await client.query(
      `insert into payments (reference, user_id, txn_source, purpose, channel, amount_kobo, status, target,
         created_at, approved_at)
       select 'KOLA-REG-' || u.username, u.id, 'package_payment', 'registration', 'card', p.registration_value_kobo,
         'approved', jsonb_build_object('package_id', u.reg_package_id), u.created_at, u.paid_at
       from users u join packages p on p.id = u.reg_package_id where u.status = 'active' and not u.is_root`,
    );
    await client.query(
      `insert into pv_events (user_id, kind, pv, cause_ref, created_at)
       select u.id, 'activation', p.point_value, 'KOLA-REG-' || u.username, u.paid_at
       from users u join packages p on p.id = u.reg_package_id
       where u.status = 'active' and not u.is_root and p.point_value > 0`,
    );
    await client.query(
      `insert into payments (reference, user_id, txn_source, purpose, channel, amount_kobo, status, target,
         created_at, approved_at)
       select 'KOLA-UPG-' || u.username, u.id, 'package_payment', 'upgrade', 'card', 100000, 'approved',
         jsonb_build_object('package_id', u.package_id, 'from_package_id', u.reg_package_id),
         u.paid_at + interval '1 day', u.paid_at + interval '1 day'
       from users u where u.status = 'active' and not u.is_root and u.id % 10 = 0`,
    );
    await client.query(`update users set is_stockist = 1 where id % 1000 = 0 and not is_root`);
    await client.query('alter table payments enable trigger payments_member_counts_insert');
    // The counters of migration 0022 (their trigger was off for the bulk insert), as it fills them.
    await client.query('delete from member_counts');
    await client.query(
      `insert into member_counts (backend, members, active, paid, stockists, upgraded, package_payments)
       select 0, count(*), count(*) filter (where status = 'active'),
         count(*) filter (where payment_status = 'approved'), count(*) filter (where is_stockist = 1),
         count(*) filter (where exists (select 1 from payments p where p.user_id = users.id and p.purpose = 'upgrade')),
         (select count(*) from payments where txn_source = 'package_payment')
       from users where not is_root`,
    );
    await client.query('vacuum analyze users');
    await client.query('vacuum analyze payments');
    await client.query('vacuum analyze pv_events');
    const size = (
      await client.query<{ s: string }>('select pg_size_pretty(pg_database_size(current_database())) as s')
    ).rows[0]!.s;
    say(`data written in ${fmt((performance.now() - t0) / 1000)} s; database ${size}`);

    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/admin-login',
      payload: { email: config.adminEmail, password: config.adminPassword },
    });
    const token = (login.json() as { data?: { access_token?: string } }).data?.access_token;
    if (!token) throw new Error(`admin login failed: ${login.statusCode} ${login.body}`);
    const headers = { authorization: `Bearer ${token}` };
    const random = prng(seed + 7);
    const someId = () => 1 + Math.floor(random() * members);

    const rows: string[][] = [];
    const measure = async (name: string, path: () => string, target?: number) => {
      const times: number[] = [];
      let total = 0;
      for (let n = 0; n < samples + WARMUP; n++) {
        const a = performance.now();
        const res = await app.inject({ method: 'GET', url: `/api${path()}`, headers });
        const ms = performance.now() - a;
        if (res.statusCode !== 200)
          throw new Error(`GET ${path()} → ${res.statusCode} ${res.body.slice(0, 300)}`);
        const data = (res.json() as { data: unknown }).data;
        total = typeof data === 'object' && data !== null && 'total' in data ? Number(data.total) : total;
        if (n >= WARMUP) times.push(ms);
      }
      times.sort((a, b) => a - b);
      const p95 = pct(times, 0.95);
      const verdict = target === undefined ? '' : p95 <= target ? 'meets' : 'misses';
      rows.push([name, int(total), fmt(pct(times, 0.5)), fmt(p95), fmt(times[times.length - 1]!), verdict]);
      say(`${name}: p50 ${fmt(pct(times, 0.5))} ms, p95 ${fmt(p95)} ms (total ${int(total)})`);
    };

    t0 = performance.now();
    await measure('members, page 1', () => '/users', TARGET_MS);
    await measure('  active', () => '/users?type=active', TARGET_MS);
    await measure('  inactive', () => '/users?type=inactive', TARGET_MS);
    await measure('  stockists', () => '/users?type=stockists', TARGET_MS);
    await measure('  page 500 (offset 9,980)', () => '/users?page=500', TARGET_MS);
    await measure('active-users, page 1', () => '/users/active-users', TARGET_MS);
    await measure('search: a whole username', () => `/users/search?search=bm${someId()}`, TARGET_MS);
    await measure('search: a username prefix (bm12…)', () => '/users/search?search=bm12', TARGET_MS);
    await measure('search: an email', () => `/users/search?search=bm${someId()}%40bench`, TARGET_MS);
    await measure(
      'search: a phone (local 0…)',
      () => `/users/search?search=0${String(someId()).padStart(10, '0')}`,
      TARGET_MS,
    );
    await measure('search: nobody', () => '/users/search?search=nobody-by-this-name', TARGET_MS);
    await measure('search: a common first name (a tenth)', () => '/users/search?search=adaeze', TARGET_MS);
    await measure('  its page 50', () => '/users/search?search=adaeze&page=50', TARGET_MS);
    await measure('paid-users, page 1', () => '/users/paid-users', TARGET_MS);
    await measure(
      'search-paid-users: a reference',
      () => `/users/search-paid-users?search=KOLA-REG-bm${someId()}`,
      TARGET_MS,
    );
    await measure(
      'search-paid-users: a username',
      () => `/users/search-paid-users?search=bm${someId()}`,
      TARGET_MS,
    );
    await measure(
      'search-paid-users: a common name',
      () => '/users/search-paid-users?search=adaeze',
      TARGET_MS,
    );
    await measure('paid-users, page 500', () => '/users/paid-users?page=500', TARGET_MS);
    await measure('upgraded-users, page 1', () => '/users/upgraded-users', TARGET_MS);
    for (const count of [
      'total-users',
      'total-active-users',
      'total-paid-users',
      'total-registrations',
      'total-registration-pv',
      'sum-paid-users',
    ])
      await measure(`count: ${count}`, () => `/users/${count}`);
    const widths = [0, 1, 2, 3, 4, 5].map((i) =>
      Math.max(
        ...[['read', 'total', 'p50 ms', 'p95 ms', 'max ms', `≤ ${TARGET_MS} ms`], ...rows].map(
          (r) => r[i]!.length,
        ),
      ),
    );
    const line = (cells: string[]) =>
      cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
    console.log(
      `\nAdmin reads: ${int(members)} members, ${samples} timed reads each after ${WARMUP} warm-up, in the server ` +
        `process (Fastify inject); ${os.cpus().length} CPUs shared with PostgreSQL (load ${os.loadavg()[0]!.toFixed(1)}); ` +
        `reads ${fmt((performance.now() - t0) / 1000)} s\n` +
        [
          line(['read', 'total', 'p50 ms', 'p95 ms', 'max ms', `≤ ${TARGET_MS} ms`]),
          line(widths.map((w) => '-'.repeat(w))),
          ...rows.map(line),
        ].join('\n') +
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
    } else say(`kept the database: ${config.databaseUrl}`);
  }
}

main().catch((error) => {
  console.error('[bench:admin] failed:', error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
