// Benchmark of the member's network reads on PostgreSQL: genealogy branches, downline pages,
// searches (docs/adr/0012-placement-paths-and-counts.md).
//
//   node tools/with-postgres.mjs tsx tools/bench/network.ts [--members 1000000] [--samples 300]
//     [--seed 42] [--keep-db]
//   (or `npm run bench -- --only network [--members 1000000]`, which does exactly that)
//
// On the server in DATABASE_URL it creates a database of its own (dropped at the end), writes
// the API benchmark's generated network (tools/bench/api.ts: a random binary placement tree of
// N paid members, with their volumes, placement paths and members-below counts, no ledger),
// then times each read in the server process (the real app through Fastify's inject: access
// check, contract validation of the query and the answer, SQL, serialization), signed in as
// an administrator reading the company root's network, which sees all of it:
// - expanding a random node (its children; `depth=1`, what the genealogy screen asks on expand),
// - the first page of downlines of a member deep in the network, and of the root (every member
//   below it: the worst case), with a leg and an active filter, and a page far down,
// - a username search in the downline list and a genealogy path search to a deep member.
// Prints p50/p95/max per read and the targets (≤ 50 ms, ≤ 50 ms, ≤ 100 ms p95 on 1,000,000
// members). Not a test: the targets never fail the run.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { loadPlan } from '../../apps/api/src/modules/plan/plan.repository';
import { derive, generateNetwork, insertNetwork, pct, prng, type RankRow } from './api';

const TARGETS = { expandP95Ms: 50, pageP95Ms: 50, searchP95Ms: 100 };
const WARMUP = 20;

const fmt = (n: number, digits = 1) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const int = (n: number) => Math.round(n).toLocaleString('en-US');

function say(message: string): void {
  console.log(`[bench:network] ${message}`);
}

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      members: { type: 'string', default: '100000' },
      samples: { type: 'string', default: '300' },
      seed: { type: 'string', default: '42' },
      'keep-db': { type: 'boolean', default: false },
    },
  });
  const members = Number(values.members);
  const samples = Number(values.samples);
  const seed = Number(values.seed);
  if (!Number.isInteger(members) || members < 10 || !Number.isInteger(samples) || samples < 10)
    throw new Error('usage: network.ts [--members N>=10] [--samples K>=10] [--seed n] [--keep-db]');
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl)
    throw new Error('DATABASE_URL is not set: run through tools/with-postgres.mjs (npm run bench)');

  const dbName = `kola_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const server = (await admin.query<{ v: string }>(`select current_setting('server_version') as v`)).rows[0]!
    .v;
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const databaseUrl = url.toString();
  const started = performance.now();
  say(
    `${int(members)} members, ${int(samples)} samples per read, PostgreSQL ${server}, ${os.cpus().length} CPUs, ` +
      `load average ${os.loadavg()[0]!.toFixed(1)}`,
  );

  const config = loadConfig({
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
    RUN_SCHEDULER: 'false',
    READ_CACHE: 'true',
    MEMBER_WEB_DIST: '/nonexistent',
    ADMIN_WEB_DIST: '/nonexistent',
  });
  const app = await buildApp(config, { logger: false });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // ---- The network (the API benchmark's generator, without payments and ledger)
    const plan = await loadPlan(app.database.db);
    const packageIds = [...plan.packages.keys()].sort((a, b) => a - b);
    const registrationKobo = packageIds.map((id) => plan.packages.get(id)!.registrationValueKobo);
    const ranks = (await client.query<RankRow>('select id, points, package_id from ranks')).rows;
    const rootRow = (
      await client.query<{ id: string; uuid: string }>('select id, uuid from users where is_root')
    ).rows[0]!;
    const rootId = Number(rootRow.id);
    let t0 = performance.now();
    const net = generateNetwork(members, 1, seed);
    const derived = derive(net, plan, packageIds, ranks);
    const written = await insertNetwork(client, net, derived, rootId, packageIds, registrationKobo, false);
    await client.query('vacuum analyze users');
    await client.query('vacuum analyze member_volumes');
    const size = (
      await client.query<{ s: string }>('select pg_size_pretty(pg_database_size(current_database())) as s')
    ).rows[0]!.s;
    let maxDepth = 0;
    let depthSum = 0;
    for (let i = 1; i <= members; i++) {
      maxDepth = Math.max(maxDepth, net.depth[i]!);
      depthSum += net.depth[i]!;
    }
    say(
      `network written in ${fmt((performance.now() - t0) / 1000)} s (${written.steps.join(', ')}); depth mean ` +
        `${fmt(depthSum / members)} max ${maxDepth}; database ${size}`,
    );
    // The counts the generator wrote agree with the tree (the root's members-below).
    const check = (
      await client.query<{ below: string; placed: string }>(
        `select (select members_below from member_volumes where user_id = $1) as below,
           (select count(*) from users where placement_path is not null and not is_root) as placed`,
        [rootId],
      )
    ).rows[0]!;
    if (check.below !== check.placed)
      throw new Error(`members below the root ${check.below} ≠ ${check.placed}`);

    // ---- Signed in as the administrator, reading the root's network (all of it).
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/admin-login',
      payload: { email: config.adminEmail, password: config.adminPassword },
    });
    const token = (login.json() as { data?: { access_token?: string } }).data?.access_token;
    if (!token) throw new Error(`admin login failed: ${login.statusCode} ${login.body}`);
    const headers = { authorization: `Bearer ${token}` };
    const get = async (path: string) => {
      const a = performance.now();
      const res = await app.inject({ method: 'GET', url: `/api${path}`, headers });
      const ms = performance.now() - a;
      if (res.statusCode !== 200)
        throw new Error(`GET ${path} → ${res.statusCode} ${res.body.slice(0, 300)}`);
      return { ms, body: res.json() as { data: unknown } };
    };

    const random = prng(seed + 1);
    const pick = (from: number, to: number) => from + Math.floor(random() * (to - from + 1));
    const uuidOf = async (indexes: number[]) => {
      const { rows } = await client.query<{ id: string; uuid: string; username: string }>(
        'select id, uuid, username from users where id = any($1::bigint[])',
        [indexes.map((i) => rootId + i)],
      );
      const byId = new Map(rows.map((r) => [Number(r.id), r]));
      return indexes.map((i) => byId.get(rootId + i)!);
    };
    // Members "deep in the network": at least the mean depth.
    const deep: number[] = [];
    while (deep.length < samples + WARMUP) {
      const i = pick(1, members);
      if (net.depth[i]! >= depthSum / members) deep.push(i);
    }
    const anyMembers = Array.from({ length: samples + WARMUP }, () => pick(1, members));
    const [deepRows, anyRows] = [await uuidOf(deep), await uuidOf(anyMembers)];
    const root = rootRow.uuid;

    const results: { name: string; target?: number; times: number[]; note?: string }[] = [];
    const measure = async (name: string, paths: string[], target?: number, note?: string) => {
      const times: number[] = [];
      for (const [n, path] of paths.entries()) {
        const { ms } = await get(path);
        if (n >= WARMUP) times.push(ms);
      }
      times.sort((a, b) => a - b);
      results.push({ name, target, times, note });
      say(
        `${name}: p50 ${fmt(pct(times, 0.5))} ms, p95 ${fmt(pct(times, 0.95))} ms, max ${fmt(times[times.length - 1]!)} ms`,
      );
    };
    const repeat = (path: string) => Array.from({ length: samples + WARMUP }, () => path);

    t0 = performance.now();
    await measure(
      'expand a random node (depth=1)',
      anyRows.map((r) => `/users/${root}/genealogy?node=${r.uuid}&depth=1`),
      TARGETS.expandP95Ms,
    );
    await measure(
      '  the same, three generations',
      anyRows.map((r) => `/users/${root}/genealogy?node=${r.uuid}&depth=3`),
    );
    await measure(
      'downlines page 1, deep member',
      deepRows.map((r) => `/users/${r.uuid}/downlines`),
      TARGETS.pageP95Ms,
    );
    await measure('downlines page 1, the root', repeat(`/users/${root}/downlines`), TARGETS.pageP95Ms);
    await measure('  the root, right leg', repeat(`/users/${root}/downlines?leg=right`), TARGETS.pageP95Ms);
    await measure(
      '  the root, not active',
      repeat(`/users/${root}/downlines?active=false`),
      TARGETS.pageP95Ms,
    );
    await measure('  the root, page 50', repeat(`/users/${root}/downlines?page=50`));
    await measure(
      'username search in downlines (root)',
      deepRows.map((r) => `/users/${root}/downlines?search=${r.username}`),
      TARGETS.searchP95Ms,
    );
    await measure(
      'genealogy path to a username (root)',
      deepRows.map((r) => `/users/${root}/genealogy?depth=1&username=${r.username}`),
      TARGETS.searchP95Ms,
    );
    const readsMs = performance.now() - t0;

    const verdict = (p95: number, target?: number) =>
      target === undefined ? '' : p95 <= target ? 'meets' : 'misses';
    console.log(
      `\nNetwork benchmark: ${int(members)} members (depth mean ${fmt(depthSum / members)}, max ${maxDepth}), ` +
        `${int(samples)} timed reads each after ${WARMUP} warm-up, one at a time, timed in the server process ` +
        `(Fastify inject); ${os.cpus().length} CPUs shared with PostgreSQL (load average ` +
        `${os.loadavg()[0]!.toFixed(1)}); reads ${fmt(readsMs / 1000)} s, total ` +
        `${fmt((performance.now() - started) / 1000)} s\n` +
        table(
          ['read', 'p50 ms', 'p95 ms', 'max ms', 'target p95', 'verdict'],
          results.map((r) => {
            const p95 = pct(r.times, 0.95);
            return [
              r.name,
              fmt(pct(r.times, 0.5)),
              fmt(p95),
              fmt(r.times[r.times.length - 1]!),
              r.target === undefined ? '' : `≤ ${r.target} ms`,
              verdict(p95, r.target),
            ];
          }),
        ) +
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
  console.error('[bench:network] failed:', error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
