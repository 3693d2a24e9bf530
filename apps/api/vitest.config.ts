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
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
