#!/usr/bin/env node
// `npm test`: everything, on a fresh clone. Installs what is missing (npm ci, Debian's
// chromium, PostgreSQL), then runs: contract checks, lint (with the layer rules), type checks,
// unit, component and page tests, the API tests on PGlite and, on a real PostgreSQL server, the
// money paths and the races (README, "Which API tests run on which database"), Storybook
// stories in Chromium, and end-to-end journeys in Chromium.
// Every step runs; the summary lists each with its time; the exit code is 1 if any failed.
// `npm test -- --only <step>[,<step>]` runs some steps (names in the summary).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bin, ensureChromium, ensureInstalled, log, root, run as runTool } from './lib.mjs';

const onlyArg = process.argv.indexOf('--only');
const only = onlyArg > 0 ? new Set(process.argv[onlyArg + 1].split(',')) : null;

// Every failing test line a step prints is kept, so the summary (the tail CI keeps) names them.
const failures = new Map();
const tails = new Map(); // the last lines of each step, shown when it failed without a FAIL line
const FAILED_LINE = /(^|\s)(FAIL|×|✗)\s/;
// The error a failing test threw (its first line), so the summary says why, not only which.
const ERROR_LINE = /^(\w*Error|AssertionError|Expected|Received)\b/;
const plain = (line) => line.replace(/\x1b\[[0-9;]*m/g, '');
/** Runs a command of step `step`, keeping its failing lines; `prefix` marks its output beside another step's. */
const runIn =
  (step, prefix) =>
  (command, args, options = {}) =>
    runTool(command, args, {
      ...options,
      prefix,
      onLine: (line) => {
        const text = plain(line).trim();
        if (!text) return;
        const tail = tails.get(step) ?? [];
        tail.push(text);
        if (tail.length > 15) tail.shift();
        tails.set(step, tail);
        // Error lines only once the step has named a failure (vitest prints them after), so the
        // errors passing tests log on purpose do not crowd the list.
        if (!FAILED_LINE.test(text) && !(failures.has(step) && ERROR_LINE.test(text))) return;
        const list = failures.get(step) ?? [];
        if (!list.includes(text) && list.length < 40) list.push(text);
        failures.set(step, list);
      },
    });

const started = Date.now();
ensureInstalled();
ensureChromium();

// Each run has its own empty Nx cache and task database (deleted at the end): a task two steps
// need runs once within the run, and a fresh run still type-checks, tests and builds everything
// for real. (The task database alone, in .nx/workspace-data, would answer "existing outputs
// match the cache" for a task without outputs, such as typecheck, from an earlier run.)
// Steps run one after the other, except the last three: lint beside typecheck, or api-postgres
// beside the browser tests, saved nothing measurable on two cores (44.7 s together vs 16.5 s +
// 28.5 s apart; 351.5 s together vs 293.6 s + about 30-50 s apart, on a loaded machine), since
// each keeps both cores busy. The end-to-end journeys leave a third of the cores idle (the
// browser and the server wait on each other), so they run beside the API tests on PostgreSQL and
// the Storybook build.
const nxDir = mkdtempSync(path.join(tmpdir(), 'kola-nx-'));
process.on('exit', () => rmSync(nxDir, { recursive: true, force: true }));
const nxIn = (run) => (args) =>
  run(bin('nx'), [...args, '--output-style=stream-without-prefixes'], {
    env: {
      NX_SKIP_NX_CACHE: '',
      NX_CACHE_DIRECTORY: path.join(nxDir, 'cache'),
      NX_WORKSPACE_DATA_DIRECTORY: path.join(nxDir, 'workspace-data'),
    },
  });
const spec = path.resolve(root, '../shared/tools/spec-coverage');

/** Each step, given the `run` and `nx` that file its output under its name. */
const steps = {
  contract: async (run) => {
    let code = await run('node', ['tools/openapi/check-generated.mjs']);
    // Every call of the catalogue in the contract and every text of ui-texts.txt on a screen.
    if (existsSync(spec)) code ||= await run('node', [spec, '--strict']);
    return code;
  },
  lint: async (run) => {
    let code = await run(bin('nx'), ['show', 'projects']); // caches the project graph the boundary rule reads
    // ESLint and Prettier each use one core: side by side 45 s instead of 26 s + 29 s.
    const codes = await Promise.all([
      run(bin('eslint'), ['.', '--max-warnings=0']),
      run(bin('prettier'), ['--check', '.', '--log-level=warn']),
    ]);
    code ||= codes.find((c) => c !== 0) ?? 0;
    code ||= await run('node', ['tools/check-boundaries.mjs']);
    return code;
  },
  typecheck: (run, nx) => nx(['run-many', '-t', 'typecheck', '--parallel=2']),
  // Unit tests (jsdom, node), the stories, the tests that render them and the app pages
  // (Chromium: README, "Where the UI tests run"), and the API on PGlite.
  'unit+stories+api': (run, nx) => nx(['run-many', '-t', 'test', '--exclude=@kola/e2e', '--parallel=2']),
  build: async (run, nx) => {
    let code = await nx(['run-many', '-t', 'build', '--parallel=2']);
    // The JavaScript budgets of both apps' routes, on these builds (docs/adr/0014-static-delivery.md).
    code ||= await run('node', ['--test', 'tools/check-budgets.test.mjs']);
    return code || run('node', ['tools/check-budgets.mjs']);
  },
  'api-postgres': (run) =>
    run('node', [path.join(root, 'tools/with-postgres.mjs'), bin('vitest'), 'run'], {
      cwd: path.join(root, 'apps/api'),
    }),
  // The journeys serve the apps `build` made.
  e2e: (run) => run(bin('vitest'), ['run'], { cwd: path.join(root, 'e2e') }),
  // The static Storybook designers and testers review (npm run storybook:build).
  storybook: (run) =>
    run(bin('storybook'), ['build', '-c', '.storybook', '-o', 'storybook-static', '--quiet']),
};
/** What runs when: each entry's steps side by side, the entries one after the other. */
const order = [
  ['contract'],
  ['lint'],
  ['typecheck'],
  ['unit+stories+api'],
  ['build'],
  ['api-postgres', 'e2e', 'storybook'],
];

const results = [];
for (const group of order) {
  const names = group.filter((name) => !only || only.has(name));
  const beside = names.length > 1;
  await Promise.all(
    names.map(async (name) => {
      log(`── ${name}${beside ? ` (beside ${names.filter((n) => n !== name).join(', ')})` : ''}`);
      const run = runIn(name, beside ? `[${name}] ` : undefined);
      const t = Date.now();
      const code = await steps[name](run, nxIn(run));
      results.push({ name, ok: code === 0, seconds: (Date.now() - t) / 1000 });
      log(`── ${name}: ${code === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - t) / 1000).toFixed(1)} s`);
    }),
  );
}

const position = order.flat();
results.sort((a, b) => position.indexOf(a.name) - position.indexOf(b.name));
console.log('\nSummary');
for (const r of results)
  console.log(`  ${r.ok ? 'pass' : 'FAIL'}  ${r.name.padEnd(18)} ${r.seconds.toFixed(1).padStart(7)} s`);
for (const { name, ok } of results) {
  if (ok) continue;
  console.log(`\n  ${name} failed:`);
  for (const line of failures.get(name) ?? tails.get(name) ?? []) console.log(`    ${line.slice(0, 200)}`);
}
console.log(`  total ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exitCode = results.every((r) => r.ok) ? 0 : 1;
