import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/db/database';
import { checkLedger } from '../src/modules/ledger/ledger.repository';
import { seedKey, TEST_ENV } from './template';

export interface TestServer {
  app: FastifyInstance;
  config: Config;
  baseUrl: string;
  http: Http;
  close(): Promise<void>;
}

export interface Answer<T = any> {
  status: number;
  body: T;
}

export type Http = <T = any>(
  method: string,
  path: string,
  options?: { body?: unknown; token?: string | null; raw?: string; headers?: Record<string, string> },
) => Promise<Answer<T>>;

/** The template this run's servers copy (test/global-setup.ts), read once per file. */
let snapshot: Blob | null = null;
function pgliteSnapshot(file: string): Blob {
  snapshot ??= new Blob([readFileSync(file)]);
  return snapshot;
}

/** A client of the API at `baseUrl` (JSON in and out). */
export function httpFor(baseUrl: string): Http {
  return async (method, path, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.body !== undefined || options.raw !== undefined) headers['content-type'] = 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: options.raw ?? (options.body !== undefined ? JSON.stringify(options.body) : undefined),
    });
    const text = await response.text();
    // No answer anywhere may carry a password hash (every test goes through here).
    if (/\$argon2|password_hash/i.test(text))
      throw new Error(`${method} ${path} answered a password hash: ${text}`);
    let body: any = text;
    try {
      body = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    return { status: response.status, body };
  };
}

/**
 * A fresh server on a real port. PGlite in memory by default; with DATABASE_URL set (the
 * PostgreSQL run) a new database is created for this server and dropped afterwards. Either
 * starts as a copy of the run's migrated and seeded template when the server's seed settings
 * are the template's (test/global-setup.ts); otherwise it starts empty and buildApp migrates
 * and seeds it.
 */
export async function startServer(
  env: Record<string, string> = {},
  /** Share another server's database (cheap: no new PGlite); it is not closed by this server. */
  shared?: DatabaseHandle,
): Promise<TestServer> {
  const adminUrl = shared ? undefined : process.env.DATABASE_URL;
  const template = inject('kolaTemplate');
  let dbName: string | null = null;
  let databaseUrl = '';
  const probe = loadConfig({ ...TEST_ENV, ...env });
  const fromTemplate = template?.seedKey === seedKey(probe);
  if (adminUrl) {
    dbName = `kola_test_${randomBytes(6).toString('hex')}`;
    const pg = (await import('pg')).default;
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(
      fromTemplate && template.database
        ? `create database ${dbName} template ${template.database}`
        : `create database ${dbName}`,
    );
    await client.end();
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  const config = loadConfig({ ...TEST_ENV, DATABASE_URL: databaseUrl, ...env });
  const loadDataDir =
    !shared && !adminUrl && fromTemplate && template.snapshot && config.pgliteDataDir === 'memory://'
      ? pgliteSnapshot(template.snapshot)
      : undefined;
  const database: DatabaseHandle = shared ?? (await openDatabase(config, { loadDataDir }));
  const app = await buildApp(config, { database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  const http = httpFor(baseUrl);

  return {
    app,
    config,
    baseUrl,
    http,
    async close() {
      // Every API test file ends with the books checked: each balance equals the sum of its
      // entries, each transaction sums to zero, no member wallet is negative.
      if (!shared) {
        const problems = await checkLedger(database.db);
        if (problems.length > 0) {
          await app.close();
          await database.close();
          throw new Error(`The ledger is unsound after this file: ${JSON.stringify(problems)}`);
        }
      }
      await app.close();
      if (!shared) await database.close();
      if (dbName && adminUrl) {
        const pg = (await import('pg')).default;
        const client = new pg.Client({ connectionString: adminUrl });
        await client.connect();
        await client.query(`drop database if exists ${dbName} with (force)`);
        await client.end();
      }
    },
  };
}

/**
 * A second server on the same PostgreSQL database as `first`, with its own connection pool: what
 * a second machine behind the load balancer is. Closing it leaves the database to `first`.
 */
export async function startPeer(first: TestServer, env: Record<string, string> = {}): Promise<TestServer> {
  if (!first.config.databaseUrl) throw new Error('startPeer needs PostgreSQL (DATABASE_URL)');
  const config = loadConfig({ ...TEST_ENV, ...env, DATABASE_URL: first.config.databaseUrl });
  const database = await openDatabase(config);
  const app = await buildApp(config, { database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    app,
    config,
    baseUrl,
    http: httpFor(baseUrl),
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export const ADMIN = { email: TEST_ENV.ADMIN_EMAIL!, password: TEST_ENV.ADMIN_PASSWORD! };
export const PASSWORD = 'Correct-Horse-9';

let counter = 0;
/** A unique, valid registration form; override any field. */
export function registration(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const username = `m${Date.now().toString(36)}${counter}`;
  return {
    first_name: 'Ngozi',
    last_name: 'Okeke',
    username,
    password: PASSWORD,
    email: `${username}@example.com`,
    phone: '+2348012345678',
    package_id: 1,
    ...overrides,
  };
}

/** The newest code mailed to `to` (from the local outbox, as a user would read their mail). */
export async function latestCode(http: Http, to: string, subject?: RegExp): Promise<string> {
  const { body } = await http('GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`);
  const mail = (body.data as { subject: string; text: string }[]).find(
    (m) => !subject || subject.test(m.subject),
  );
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`No code mailed to ${to}`);
  return code;
}

/**
 * Hands out uplines with a free slot, breadth first from the company root: every member has
 * only two placement slots, so tests that register many members take their upline from here.
 */
export function slotQueue(rootUsername = 'kolaherbal') {
  const queue = [rootUsername, rootUsername];
  return {
    take(): string {
      const next = queue.shift();
      if (!next) throw new Error('no free slot left');
      return next;
    },
    add(username: string) {
      queue.push(username, username);
    },
    /** Takes from this queue but keeps the new member's slots out of it (the test fills them). */
    private(): { take(): string; add(): void; private(): never } {
      return {
        take: () => this.take(),
        add: () => undefined,
        private: () => {
          throw new Error('nested');
        },
      };
    },
  };
}
export type SlotQueue = ReturnType<typeof slotQueue>;

/** Register (under the next free slot), confirm the email, and log in. */
export async function signUp(
  http: Http,
  slots: Pick<SlotQueue, 'take' | 'add'>,
  overrides: Record<string, unknown> = {},
) {
  const form = registration({ referrer: slots.take(), ...overrides });
  const reg = await http('POST', '/api/auth/register', { body: form });
  if (reg.status !== 200) throw new Error(`register failed: ${JSON.stringify(reg.body)}`);
  const code = await latestCode(http, form.email);
  const confirmed = await http('POST', '/api/auth/email-confirmation', { body: { email: form.email, code } });
  if (confirmed.status !== 200) throw new Error(`confirm failed: ${JSON.stringify(confirmed.body)}`);
  slots.add(form.username);
  const login = await http('POST', '/api/auth/login', {
    body: { username: form.username, password: form.password },
  });
  return { form, uuid: reg.body.data.uuid as string, token: login.body.data.access_token as string };
}

export async function adminToken(http: Http): Promise<string> {
  const login = await http('POST', '/api/auth/admin-login', { body: ADMIN });
  if (!login.body.data?.access_token) throw new Error(`admin login failed: ${JSON.stringify(login.body)}`);
  return login.body.data.access_token;
}

export function wrongCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}
