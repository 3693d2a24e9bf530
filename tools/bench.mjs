#!/usr/bin/env node
// `npm run bench`: the performance figures. Not a test: targets are printed, never enforced.
//
//   npm run bench                                  # every benchmark, 100,000 members
//   npm run bench -- --members 1000000             # the API benchmark on 1,000,000 members
//   npm run bench -- --only api                    # one of them: api | network | admin | genealogy | earnings | dashboard
//   npm run bench -- --only network --members 1000000
//   npm run bench -- --only api --samples 500 --duration 5 --matching-timeout 1800
//   npm run bench -- --only dashboard --runs 7 --no-service-worker  # the same build without member-web's worker
//   DATABASE_URL=postgres://… npm run bench -- --only api --members 1000000 --reuse-network --skip spillover,reads
//                                                  # activation and matching only, on a network kept on that server
//
// api       (tools/bench/api.ts) on a throw-away PostgreSQL (tools/with-postgres.mjs; with
//           DATABASE_URL set, a database of its own on that server, dropped afterwards):
//           activation latency p50/p99 with every bonus and PV propagation, one matching run
//           over the whole network, wallet-balance reads against a bare Fastify route.
// network   (tools/bench/network.ts) on a throw-away PostgreSQL as well: the member's network
//           reads on the generated network (a genealogy branch, downline pages, searches), p95.
// admin     (tools/bench/admin.ts) on a throw-away PostgreSQL: the back office's member lists,
//           searches, Registration History and dashboard counts, p95.
// genealogy (tools/bench/genealogy.mjs) the GenealogyTree with 10,000 members in Chromium.
// earnings  (tools/bench/earnings.ts) on a throw-away PostgreSQL: the member dashboard's earnings
//           reads for a member with 3 years of ledger lines (--years, --per-day, --others).
// dashboard (tools/bench/dashboard.mjs) a signed-in member's dashboard in Chromium on DevTools'
//           "Fast 3G", served by the real server on PGlite with the demo data: time until it shows
//           real numbers, first visit and returning member (--runs, default 5; target 1.5 s).
// The exit code is 1 only when a benchmark could not run.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { bin, ensureChromium, ensureInstalled, log, root, run } from './lib.mjs';

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    members: { type: 'string', default: '100000' },
    samples: { type: 'string' },
    duration: { type: 'string' },
    seed: { type: 'string' },
    'matching-timeout': { type: 'string' },
    runs: { type: 'string' },
    years: { type: 'string' },
    'per-day': { type: 'string' },
    others: { type: 'string' },
    'keep-db': { type: 'boolean', default: false },
    'reuse-network': { type: 'boolean', default: false },
    skip: { type: 'string' },
    'no-service-worker': { type: 'boolean', default: false },
  },
});
const names = ['api', 'network', 'admin', 'genealogy', 'earnings', 'dashboard'];
const only = values.only ? values.only.split(',') : names;
const unknown = only.filter((n) => !names.includes(n));
if (unknown.length > 0) {
  console.error(`unknown benchmark ${unknown.join(', ')}; choose from ${names.join(', ')}`);
  process.exit(2);
}
const members = Number(values.members.replace(/[_,]/g, ''));
if (!Number.isInteger(members) || members < 10) {
  console.error(`--members must be a whole number (at least 10); got "${values.members}"`);
  process.exit(2);
}

ensureInstalled();
const results = [];
const started = Date.now();

if (only.includes('api')) {
  log(`── api benchmark (${members.toLocaleString('en-US')} members)`);
  const args = ['--members', String(members)];
  for (const name of ['samples', 'duration', 'seed', 'matching-timeout'])
    if (values[name]) args.push(`--${name}`, values[name]);
  if (values['keep-db']) args.push('--keep-db');
  if (values['reuse-network']) args.push('--reuse-network');
  if (values.skip) args.push('--skip', values.skip);
  const t0 = Date.now();
  const code = await run('node', [
    path.join(root, 'tools/with-postgres.mjs'),
    bin('tsx'),
    path.join(root, 'tools/bench/api.ts'),
    ...args,
  ]);
  results.push(['api', code, Date.now() - t0]);
}

if (only.includes('network')) {
  log(`── network benchmark (${members.toLocaleString('en-US')} members)`);
  const args = ['--members', String(members)];
  for (const name of ['samples', 'seed']) if (values[name]) args.push(`--${name}`, values[name]);
  if (values['keep-db']) args.push('--keep-db');
  const t0 = Date.now();
  const code = await run('node', [
    path.join(root, 'tools/with-postgres.mjs'),
    bin('tsx'),
    path.join(root, 'tools/bench/network.ts'),
    ...args,
  ]);
  results.push(['network', code, Date.now() - t0]);
}

if (only.includes('admin')) {
  log(`── admin benchmark (${members.toLocaleString('en-US')} members)`);
  const args = ['--members', String(members)];
  for (const name of ['samples', 'seed']) if (values[name]) args.push(`--${name}`, values[name]);
  const t0 = Date.now();
  const code = await run('node', [
    path.join(root, 'tools/with-postgres.mjs'),
    bin('tsx'),
    path.join(root, 'tools/bench/admin.ts'),
    ...args,
  ]);
  results.push(['admin', code, Date.now() - t0]);
}

if (only.includes('genealogy')) {
  log('── genealogy benchmark');
  ensureChromium();
  const t0 = Date.now();
  const code = await run('node', [
    path.join(root, 'tools/bench/genealogy.mjs'),
    ...(values.runs ? ['--runs', values.runs] : []),
  ]);
  results.push(['genealogy', code, Date.now() - t0]);
}

if (only.includes('earnings')) {
  log('── earnings benchmark');
  const args = [];
  for (const name of ['years', 'per-day', 'others', 'samples'])
    if (values[name]) args.push(`--${name}`, values[name]);
  if (values['keep-db']) args.push('--keep-db');
  const t0 = Date.now();
  const code = await run('node', [
    path.join(root, 'tools/with-postgres.mjs'),
    bin('tsx'),
    path.join(root, 'tools/bench/earnings.ts'),
    ...args,
  ]);
  results.push(['earnings', code, Date.now() - t0]);
}

if (only.includes('dashboard')) {
  log('── dashboard benchmark (Fast 3G)');
  ensureChromium();
  const t0 = Date.now();
  const code = await run('node', [
    path.join(root, 'tools/bench/dashboard.mjs'),
    ...(values.runs ? ['--runs', values.runs] : []),
    ...(values['no-service-worker'] ? ['--no-service-worker'] : []),
  ]);
  results.push(['dashboard', code, Date.now() - t0]);
}

for (const [name, code, ms] of results) {
  log(`${name}: ${code === 0 ? 'done' : `could not run (exit ${code})`} in ${(ms / 1000).toFixed(0)} s`);
}
log(`total ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exitCode = results.some(([, code]) => code !== 0) ? 1 : 0;
