import { loadConfig, type Config } from '../src/config';

/** The environment every test server starts from (a test may override any of it). */
export const TEST_ENV: Record<string, string> = {
  PGLITE_DATA_DIR: 'memory://',
  DATABASE_URL: '',
  LOG_LEVEL: 'silent',
  AUTH_RATE_LIMIT_MAX: '100000',
  ADMIN_EMAIL: 'admin@kolaherbal.test',
  ADMIN_PASSWORD: 'Admin-Password-2026',
  MEMBER_WEB_DIST: '/nonexistent',
  ADMIN_WEB_DIST: '/nonexistent',
};

/**
 * What the base seed (db/seed.ts `seedBase`) reads from the config. The template database is
 * seeded with TEST_ENV's values; a server whose values differ gets a fresh database instead.
 */
export function seedKey(config: Config): string {
  return JSON.stringify([config.rootUsername, config.rootEmail, config.adminEmail, config.adminPassword]);
}

export const templateConfig = (): Config => loadConfig({ ...TEST_ENV });

/** Set by test/global-setup.ts: the migrated and seeded template each server copies. */
export interface Template {
  /** PGlite: a `dumpDataDir` snapshot file. */
  snapshot?: string;
  /** PostgreSQL: the database `CREATE DATABASE … TEMPLATE` copies. */
  database?: string;
  seedKey: string;
}

declare module 'vitest' {
  interface ProvidedContext {
    kolaTemplate: Template;
  }
}
