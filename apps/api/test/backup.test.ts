// `npm run backup` and `npm run restore` (tools/backup.mjs, tools/restore.mjs), run as npm runs
// them, by a round trip on the engine of this run: PGlite (a data directory on disk, the server
// stopped around each command) or PostgreSQL (DATABASE_URL set: this file's own database).
// Backup, a change, a restore refused without --force, the restore: the change gone and the books
// identical to the backup's. docs/money-and-ledger.md#crashes-and-backups
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { repoRoot } from '../src/config';
import { DataDirInUseError } from '../src/db/dataDirLock';
import { openDatabase, type Database } from '../src/db/database';
import { checkLedger } from '../src/modules/ledger/ledger.repository';
import { ADMIN, latestCode, registration, startServer, type TestServer } from './helper';
import { payRegistration } from './money';

const onPostgres = Boolean(process.env.DATABASE_URL);
const dir = mkdtempSync(path.join(tmpdir(), 'kola-backup-'));
const dataDir = path.join(dir, 'pglite');
const backups = path.join(dir, 'backups');
let pgServer: TestServer | null = null;

function command(
  script: 'backup' | 'restore',
  args: string[],
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    BACKUP_DIR: backups,
    ...(onPostgres ? { DATABASE_URL: pgServer!.config.databaseUrl! } : { PGLITE_DATA_DIR: dataDir }),
  };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(repoRoot, `tools/${script}.mjs`), ...args], {
      cwd: repoRoot,
      env,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** A server on this file's database: PGlite's directory is free again once `fn` is done. */
async function withServer<T>(fn: (server: TestServer) => Promise<T>): Promise<T> {
  if (onPostgres) return fn(pgServer!);
  const server = await startServer({ PGLITE_DATA_DIR: dataDir });
  try {
    return await fn(server);
  } finally {
    await server.close();
  }
}

async function withDatabase<T>(fn: (db: Database) => Promise<T>): Promise<T> {
  if (onPostgres) return fn(pgServer!.app.database.db);
  const handle = await openDatabase({ databaseUrl: null, pgliteDataDir: dataDir });
  try {
    return await fn(handle.db);
  } finally {
    await handle.close();
  }
}

/** A member who registers and pays (a welcome bonus, the sponsor's bonuses: ledger lines). */
async function activate(server: TestServer, referrer: string, packageId: number) {
  const form = registration({ referrer, package_id: packageId });
  const reg = await server.http('POST', '/api/auth/register', { body: form });
  expect(reg.status).toBe(200);
  const code = await latestCode(server.http, form.email);
  await server.http('POST', '/api/auth/email-confirmation', { body: { email: form.email, code } });
  const login = await server.http('POST', '/api/auth/login', {
    body: { username: form.username, password: form.password },
  });
  const { verified } = await payRegistration(server, login.body.data.access_token, packageId);
  expect(verified.body.data.status).toBe('approved');
  return form.username;
}

/** Everything money: each entry, each balance, each transaction; plus the members. */
async function books(db: Database) {
  const q = async (query: ReturnType<typeof sql>) => (await query.execute(db)).rows;
  return {
    users: await q(sql`select id, username, payment_status from users order by id`),
    transactions: await q(sql`select id, idempotency_key from ledger_transactions order by id`),
    entries: await q(
      sql`select id, transaction_id, account_id, amount_kobo, kind from ledger_entries order by id`,
    ),
    balances: await q(sql`select id, code, balance_kobo from ledger_accounts order by id`),
    payments: await q(sql`select reference, status, amount_kobo from payments order by id`),
  };
}

beforeAll(async () => {
  if (onPostgres) {
    pgServer = await startServer();
  } else {
    // The run's migrated and seeded template, written to disk (test/global-setup.ts).
    const handle = await openDatabase(
      { databaseUrl: null, pgliteDataDir: dataDir },
      { loadDataDir: new Blob([readFileSync(inject('kolaTemplate').snapshot!)]) },
    );
    await handle.close();
  }
}, 300_000);
afterAll(async () => {
  await pgServer?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe(`backup and restore, ${onPostgres ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('round trip: the change after the backup is gone, the books are those of the backup', async () => {
    const first = await withServer((s) => activate(s, 'kolaherbal', 6));
    const before = await withDatabase(books);
    expect(before.entries.length).toBeGreaterThan(0);

    const made = await command('backup', []);
    expect(made.code, made.stderr).toBe(0);
    const files = readdirSync(backups);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(
      onPostgres ? /^kola-postgres-\d{8}T\d{6}Z\.dump$/ : /^kola-pglite-\d{8}T\d{6}Z\.tar\.gz$/,
    );
    const file = path.join(backups, files[0]!);

    // The change: another member pays, money moves.
    const second = await withServer((s) => activate(s, first, 5));
    const changed = await withDatabase(books);
    expect(changed.entries.length).toBeGreaterThan(before.entries.length);

    // Without --force the restore refuses the non-empty database and changes nothing.
    const refused = await command('restore', [file]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/not empty.*--force/);
    expect(await withDatabase(books)).toEqual(changed);

    const restored = await command('restore', [file, '--force']);
    expect(restored.code, restored.stderr).toBe(0);
    const after = await withDatabase(books);
    expect(after).toEqual(before);
    expect(after.users.some((u) => (u as { username: string }).username === second)).toBe(false);
    expect(await withDatabase((db) => checkLedger(db))).toEqual([]);
    if (!onPostgres) {
      // The replaced directory is kept next to it, not deleted.
      const aside = readdirSync(dir).filter((f) => f.startsWith('pglite.before-restore-'));
      expect(aside).toHaveLength(1);
    }

    // The restored database serves again: the administrator signs in, a member signs in.
    await withServer(async (s) => {
      const admin = await s.http('POST', '/api/auth/admin-login', { body: ADMIN });
      expect(admin.status).toBe(200);
    });
  }, 600_000);

  it('a backup next to a running server: refused on PGlite (its directory is locked, a second process too), taken on PostgreSQL', async () => {
    // PostgreSQL serves several processes: its backup runs next to the servers (the round trip's).
    await withServer(async () => {
      const made = await command('backup', ['--dir', path.join(dir, 'busy')]);
      if (onPostgres) {
        expect(made.code, made.stderr).toBe(0);
        return;
      }
      expect(made.code).toBe(1);
      expect(made.stderr).toMatch(/in use by process \d+: stop the server first/);
      expect(existsSync(path.join(dir, 'busy'))).toBe(true);
      expect(readdirSync(path.join(dir, 'busy'))).toEqual([]);
      await expect(openDatabase({ databaseUrl: null, pgliteDataDir: dataDir })).rejects.toThrow(
        DataDirInUseError,
      );
    });
  }, 300_000);

  it('refuses a file that is not a backup of this engine, and a missing file', async () => {
    const missing = await command('restore', [path.join(dir, 'nope.dump')]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/no backup file/);
    const wrong = path.join(dir, onPostgres ? 'x.tar.gz' : 'x.dump');
    await import('node:fs').then((fs) => fs.writeFileSync(wrong, 'x'));
    const refused = await command('restore', [wrong, '--force']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/backup, the database is/);
    expect(existsSync(wrong)).toBe(true);
  }, 120_000);
});
