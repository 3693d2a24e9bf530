import { defineConfig } from 'vitest/config';

// End-to-end journeys: the real server (PGlite in a temporary directory, demo data, built web
// apps) and Debian's Chromium driven by playwright-core. The web apps must be built first
// (`npm test` does it; alone: `npx nx run-many -t build`).
export default defineConfig({
  test: {
    include: ['tests/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['./support/global-setup.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
