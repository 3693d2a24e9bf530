import { defineConfig } from 'vitest/config';

// API tests through the real HTTP stack (README, "Which API tests run on which database"). Each
// file runs on one engine:
// - PostgreSQL (`npm run test:pg`, DATABASE_URL set), what production runs: the money paths
//   (payments, withdrawals, bonuses, runs, orders, stock, the ledger), the races and locks
//   (*.pg.test.ts, which need several connections), and the files with a code path of their own
//   on each engine (runs-cli: the CLI's own pool; ledger-triggers: the ledger rules in plain
//   SQL; backup: pg_dump or a copy of PGlite's directory), which run on both.
// - PGlite (`npx vitest run`), what `npm start` and the e2e journeys run: everything else.
// KOLA_PG_TESTS=all runs every file on PostgreSQL.
const onPostgres = Boolean(process.env.DATABASE_URL);
const bothEngines = ['test/runs-cli.test.ts', 'test/ledger-triggers.test.ts', 'test/backup.test.ts'];
const postgresOnly = [
  'test/**/*.pg.test.ts',
  'test/payments.test.ts',
  'test/payments-transfers.test.ts',
  'test/held-payments.test.ts',
  'test/withdrawals.test.ts',
  'test/bonuses.test.ts',
  'test/earnings.test.ts',
  'test/entry-kinds.test.ts',
  'test/incentive-claims.test.ts',
  'test/runs.test.ts',
  'test/admin-runs.test.ts',
  'test/orders.test.ts',
  'test/product-claims.test.ts',
  'test/commerce-pipelines.test.ts',
  'test/stock-orders.test.ts',
  'test/stock-purchases.test.ts',
  'test/plan-versions.test.ts',
];
const everything = ['test/**/*.test.ts', 'src/**/*.test.ts'];
const allOnPostgres = process.env.KOLA_PG_TESTS === 'all';

export default defineConfig({
  test: {
    include: onPostgres && !allOnPostgres ? [...postgresOnly, ...bothEngines] : everything,
    // crash.test.ts is PGlite's own crash test (its data directory on disk); crash.pg.test.ts is
    // PostgreSQL's.
    exclude: onPostgres ? ['test/crash.test.ts'] : postgresOnly,
    environment: 'node',
    // One migrated and seeded database per run, copied by every test server (test/helper.ts).
    globalSetup: ['./test/global-setup.ts'],
    // Cheapest argon2id parameters under tests only (src/lib/passwords.ts refuses them elsewhere).
    env: { KOLA_TEST_HASHING: 'fast' },
    pool: 'forks',
    maxWorkers: 2,
    // The files of a worker share its modules instead of importing the server's sources again
    // each (the PGlite run 220 s → 171 s): each file starts its own servers on its own database
    // copy, and the one module-wide record (the read cache's own writes) is reset by its test.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
