import { defineConfig } from 'vitest/config';

// API tests through the real HTTP stack, on two engines (README, "Working on one part"):
// - PGlite (`npx vitest run`): every file but the *.pg.test.ts.
// - PostgreSQL (`npm run test:pg`, DATABASE_URL set): every file, with the *.pg.test.ts (races,
//   locks and the read cache's change feed, which need several connections).
//   KOLA_PG_TESTS=races runs only the files that need PostgreSQL: the *.pg.test.ts and those
//   with a code path of their own there (runs-cli: the CLI's own pool; ledger-triggers: the
//   database's ledger rules in plain SQL; backup: pg_dump and pg_restore).
const onPostgres = Boolean(process.env.DATABASE_URL);
const postgresOnly = [
  'test/**/*.pg.test.ts',
  'test/runs-cli.test.ts',
  'test/ledger-triggers.test.ts',
  'test/backup.test.ts',
];
const everything = ['test/**/*.test.ts', 'src/**/*.test.ts'];

export default defineConfig({
  test: {
    include: onPostgres && process.env.KOLA_PG_TESTS === 'races' ? postgresOnly : everything,
    // crash.test.ts is PGlite's own crash test (its data directory on disk); crash.pg.test.ts is
    // PostgreSQL's.
    exclude: onPostgres ? ['test/crash.test.ts'] : ['**/*.pg.test.ts'],
    environment: 'node',
    // One migrated and seeded database per run, copied by every test server (test/helper.ts).
    globalSetup: ['./test/global-setup.ts'],
    // Cheapest argon2id parameters under tests only (src/lib/passwords.ts refuses them elsewhere).
    env: { KOLA_TEST_HASHING: 'fast' },
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
