import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface Config {
  /** NODE_ENV=production: unsafe defaults are refused (docs/security.md#production-defaults). */
  production: boolean;
  port: number;
  host: string;
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl: string | null;
  /** PGlite data directory, or "memory://" for a throw-away database. */
  pgliteDataDir: string;
  smtpUrl: string | null;
  mailFrom: string;
  publicUrl: string;
  rootUsername: string;
  rootEmail: string;
  adminEmail: string;
  adminPassword: string;
  seedDemo: boolean;
  sessionTtlHours: number;
  /** Requests per minute per IP on each auth route. */
  authRateLimitMax: number;
  logLevel: string;
  memberWebDist: string;
  adminWebDist: string;
  /** Validate every JSON answer against the contract (a failure is a 500 and a log line). */
  responseValidation: boolean;
  /** Display reads (sessions, wallet totals) kept in memory, invalidated by PostgreSQL notifications. */
  readCache: boolean;
  /** Behind a reverse proxy: take the client IP from X-Forwarded-For (never when exposed directly). */
  trustProxy: boolean;
  /** Paystack secret key (sk_test_…/sk_live_…); when absent the built-in sandbox provider serves payments. */
  paystackSecretKey: string | null;
  /** Paystack API address (a local fake in tests). */
  paystackBaseUrl: string;
  /** How long one payment-provider request may take, in milliseconds. */
  paymentProviderTimeoutMs: number;
  /**
   * The built-in sandbox provider (its checkout approves a payment at the press of a button):
   * on by default only without a Paystack key, so a production server never offers it.
   */
  paymentSandbox: boolean;
  /** Commit the scheduled runs (matching, equilibrium, profit pool, global profit, payouts) when due. */
  runScheduler: boolean;
}

export class ConfigError extends Error {}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}; got "${raw}"`);
  }
  return value;
}

function bool(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off)$/i.test(raw)) return false;
  throw new ConfigError(`${name} must be true or false; got "${raw}"`);
}

function str(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const raw = env[name];
  return raw === undefined || raw === '' ? fallback : raw;
}

/** The administrator password of a fresh development server; published in the README. */
export const DEFAULT_ADMIN_PASSWORD = 'Admin-Password-2026';

function underTest(env: NodeJS.ProcessEnv): boolean {
  return [env, process.env].some((e) => e.NODE_ENV === 'test' || Boolean(e.VITEST));
}

/** Reads and checks the environment once; every setting is documented in the README. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = int(env, 'PORT', 3000, 0, 65535);
  const adminEmail = str(env, 'ADMIN_EMAIL', 'admin@kolaherbal.test');
  if (!/^[^@\s]+@[^@\s]+$/.test(adminEmail))
    throw new ConfigError(`ADMIN_EMAIL is not an email address: "${adminEmail}"`);
  const production = env.NODE_ENV === 'production';
  const adminPassword = str(env, 'ADMIN_PASSWORD', DEFAULT_ADMIN_PASSWORD);
  if (adminPassword.length < 8) throw new ConfigError('ADMIN_PASSWORD must have at least 8 characters');
  // docs/security.md#production-defaults: a production server never runs with the published password.
  if (production && adminPassword === DEFAULT_ADMIN_PASSWORD)
    throw new ConfigError(
      'NODE_ENV=production refuses the default administrator password: set ADMIN_PASSWORD to a password of your own',
    );
  const rootUsername = str(env, 'ROOT_USERNAME', 'kolaherbal');
  if (!/^[A-Za-z0-9_.-]{3,30}$/.test(rootUsername))
    throw new ConfigError(`ROOT_USERNAME is not a valid username: "${rootUsername}"`);
  const paystackSecretKey = env.PAYSTACK_SECRET_KEY ? env.PAYSTACK_SECRET_KEY.trim() : null;
  // Never echo the key itself in an error.
  if (paystackSecretKey && !/^sk_(test|live)_\S+$/.test(paystackSecretKey))
    throw new ConfigError('PAYSTACK_SECRET_KEY must be a Paystack secret key (sk_test_… or sk_live_…)');
  const paystackBaseUrl = str(env, 'PAYSTACK_BASE_URL', 'https://api.paystack.co').replace(/\/+$/, '');
  if (!/^https?:\/\/[^\s/]+/.test(paystackBaseUrl))
    throw new ConfigError(`PAYSTACK_BASE_URL is not an http(s) address: "${paystackBaseUrl}"`);
  const paymentSandbox = bool(env, 'PAYMENT_SANDBOX', !paystackSecretKey);
  // In production the sandbox (which approves any payment at the press of a button) runs only when
  // asked for by name, never as the fallback of a missing Paystack key.
  if (production && paymentSandbox && !/^(1|true|yes|on)$/i.test(env.PAYMENT_SANDBOX ?? ''))
    throw new ConfigError(
      'NODE_ENV=production would take payments through the sandbox provider: set PAYSTACK_SECRET_KEY, or PAYMENT_SANDBOX=on to run the sandbox on purpose',
    );
  if (!paystackSecretKey && !paymentSandbox)
    throw new ConfigError(
      'PAYMENT_SANDBOX=off needs PAYSTACK_SECRET_KEY: without either, nothing can take payments',
    );
  const seedDemo = bool(env, 'SEED_DEMO', false);
  if (seedDemo && !paymentSandbox)
    throw new ConfigError(
      'SEED_DEMO pays the demo members through the sandbox provider: set PAYMENT_SANDBOX=on, or leave PAYSTACK_SECRET_KEY unset',
    );
  return {
    production,
    port,
    host: str(env, 'HOST', '127.0.0.1'),
    databaseUrl: env.DATABASE_URL ? env.DATABASE_URL : null,
    pgliteDataDir: str(env, 'PGLITE_DATA_DIR', path.join(repoRoot, '.data/pglite')),
    smtpUrl: env.SMTP_URL ? env.SMTP_URL : null,
    mailFrom: str(env, 'MAIL_FROM', 'Kola Herbal <no-reply@kolaherbal.test>'),
    publicUrl: str(env, 'PUBLIC_URL', `http://localhost:${port}`).replace(/\/+$/, ''),
    rootUsername,
    rootEmail: str(env, 'ROOT_EMAIL', 'company@kolaherbal.test'),
    adminEmail,
    adminPassword,
    seedDemo,
    sessionTtlHours: int(env, 'SESSION_TTL_HOURS', 24, 1, 24 * 90),
    authRateLimitMax: int(env, 'AUTH_RATE_LIMIT_MAX', 10, 1, 1_000_000),
    logLevel: str(env, 'LOG_LEVEL', 'info'),
    memberWebDist: str(env, 'MEMBER_WEB_DIST', path.join(repoRoot, 'apps/member-web/dist')),
    adminWebDist: str(env, 'ADMIN_WEB_DIST', path.join(repoRoot, 'apps/admin-web/dist')),
    responseValidation: bool(env, 'RESPONSE_VALIDATION', true),
    readCache: bool(env, 'READ_CACHE', true),
    trustProxy: bool(env, 'TRUST_PROXY', false),
    paystackSecretKey,
    paystackBaseUrl,
    paymentProviderTimeoutMs: int(env, 'PAYMENT_PROVIDER_TIMEOUT_MS', 10_000, 100, 120_000),
    paymentSandbox,
    // Off by default under tests (NODE_ENV=test or vitest, whose env may not be the one passed in).
    runScheduler: bool(env, 'RUN_SCHEDULER', !underTest(env)),
  };
}
