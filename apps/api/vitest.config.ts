import { defineConfig } from 'vitest/config';

// API tests through the real HTTP stack, split between two engines so that each file runs once
// where it tests something (README, "Working on one part"):
// - PGlite (`npx vitest run`): every file but the *.pg.test.ts.
// - PostgreSQL (`npm run test:pg`, DATABASE_URL set): the *.pg.test.ts (races, locks and the
//   read cache's change feed, which need several connections) and the files with a code path of
//   their own on PostgreSQL (runs-cli: the CLI's own pool; ledger-triggers: the database's
//   ledger rules in plain SQL). Every migration also runs on PostgreSQL (test/global-setup.ts).
//   KOLA_PG_TESTS=all runs every file on PostgreSQL (after changing SQL, say).
const onPostgres = Boolean(process.env.DATABASE_URL);
const postgresOnly = ['test/**/*.pg.test.ts', 'test/runs-cli.test.ts', 'test/ledger-triggers.test.ts'];
const everything = ['test/**/*.test.ts', 'src/**/*.test.ts'];

export default defineConfig({
  test: {
    include: onPostgres && process.env.KOLA_PG_TESTS !== 'all' ? postgresOnly : everything,
    exclude: onPostgres ? [] : ['**/*.pg.test.ts'],
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
