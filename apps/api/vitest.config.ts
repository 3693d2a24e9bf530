import { defineConfig } from 'vitest/config';

// API tests through the real HTTP stack. PGlite by default; `npm run test:pg` runs the same
// files (plus *.pg.test.ts, the races) against a real PostgreSQL server.
const onPostgres = Boolean(process.env.DATABASE_URL);

export default defineConfig({
  test: {
    include: onPostgres
      ? ['test/**/*.test.ts', 'src/**/*.test.ts']
      : ['test/**/*.test.ts', 'src/**/*.test.ts'],
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
