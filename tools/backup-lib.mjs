// Backup and restore of the server's database, for `npm run backup` and `npm run restore`
// (tools/backup.mjs, tools/restore.mjs; docs/money-and-ledger.md#crashes-and-backups).
// The database is the server's: PostgreSQL when DATABASE_URL is set, otherwise PGlite's data
// directory (PGLITE_DATA_DIR, by default .data/pglite).
// - PostgreSQL: `pg_dump --format=custom` (a consistent snapshot, the servers may keep running);
//   restore in one transaction through `pg_restore | psql --single-transaction`, so a failed
//   restore leaves the database as it was. Debian's PostgreSQL client is installed with apt-get
//   when missing (as tools/with-postgres.mjs does for the server).
// - PGlite: the data directory as one gzipped tar (PGlite's dumpDataDir), taken with the server
//   stopped (PGlite is one process's database); restore unpacks it into an empty directory
//   (PGlite's loadDataDir).
import { execFileSync, spawn } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

export class BackupError extends Error {}

/** Which database the server would use with this environment. */
export function target(env = process.env) {
  if (env.DATABASE_URL) return { engine: 'postgres', url: env.DATABASE_URL };
  const dir = env.PGLITE_DATA_DIR || path.join(root, '.data/pglite');
  if (dir.startsWith('memory://'))
    throw new BackupError('PGLITE_DATA_DIR is memory://: there is nothing on disk to back up or restore');
  return { engine: 'pglite', dir: path.resolve(dir) };
}

/**
 * The PGlite data directory's lock, as apps/api/src/db/dataDirLock.ts takes it (`<dir>.lock`:
 * pid and start time): a backup or a restore never opens a directory a running server holds,
 * and no server starts on it meanwhile.
 */
function procStart(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

async function withLock(dir, fn) {
  const file = `${dir.replace(/\/+$/, '')}.lock`;
  const mine = `${process.pid} ${procStart(process.pid) ?? ''}\n`;
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, mine);
      closeSync(fd);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST' || attempt >= 2) throw error;
      const [pid, start] = readFileSync(file, 'utf8').trim().split(/\s+/);
      const alive = existsSync('/proc/self/stat')
        ? procStart(Number(pid)) === (start ?? '')
        : (() => {
            try {
              process.kill(Number(pid), 0);
              return true;
            } catch {
              return false;
            }
          })();
      if (alive)
        throw new BackupError(
          `the PGlite directory ${dir} is in use by process ${pid}: stop the server first`,
        );
      rmSync(file, { force: true });
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(file, { force: true });
  }
}

/** 2026-11-28T05:47:51.123Z → 20261128T054751Z (sorts by time, safe in any file system). */
export function stamp(date = new Date()) {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
}

function findPgBin(name) {
  const base = '/usr/lib/postgresql';
  if (existsSync(base)) {
    const versions = readdirSync(base)
      .filter((v) => existsSync(path.join(base, v, 'bin', name)))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return path.join(base, versions[0], 'bin', name);
  }
  return null;
}

/** The newest pg_dump/pg_restore/psql on the machine (a dump needs a client at least as new as the server). */
function pgBin(name) {
  let found = findPgBin(name);
  if (found) return found;
  console.log('[backup] the PostgreSQL client is missing; installing postgresql-client with apt-get');
  const sudo = process.getuid?.() === 0 ? null : 'sudo';
  const apt = (args) =>
    execFileSync(sudo ?? 'apt-get', sudo ? ['apt-get', ...args] : args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  try {
    apt(['install', '-y', '--no-install-recommends', 'postgresql-client']);
  } catch {
    apt(['update']);
    apt(['install', '-y', '--no-install-recommends', 'postgresql-client']);
  }
  found = findPgBin(name);
  if (!found) throw new BackupError(`${name} is still missing after installing postgresql-client`);
  return found;
}

function run(cmd, args, { input, stdout } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: [input ? 'pipe' : 'ignore', stdout ?? 'pipe', 'pipe'] });
    let err = '';
    let out = '';
    child.stderr.on('data', (c) => (err += c));
    if (!stdout) child.stdout.on('data', (c) => (out += c));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(out)
        : reject(new BackupError(`${path.basename(cmd)} failed (${code}): ${err.trim()}`)),
    );
    if (input) input.pipe(child.stdin);
  });
}

async function pgQuery(url, text) {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

/** A non-empty database: PostgreSQL with a table in its public schema, a PGlite directory with files. */
async function isEmpty(t) {
  if (t.engine === 'postgres') {
    const rows = await pgQuery(
      t.url,
      `select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
    );
    return rows[0].n === 0;
  }
  return !existsSync(t.dir) || readdirSync(t.dir).length === 0;
}

/** What the books hold, printed after a backup or a restore so the two can be compared. */
export async function summary(t) {
  const text = `select (select count(*) from users)::int as users,
      (select count(*) from ledger_entries)::int as ledger_entries,
      (select coalesce(sum(abs(amount_kobo)), 0)::text from ledger_entries) as ledger_volume_kobo`;
  if (t.engine === 'postgres') return (await pgQuery(t.url, text))[0];
  const { PGlite } = await import('@electric-sql/pglite');
  return withLock(t.dir, async () => {
    const db = await PGlite.create(t.dir);
    try {
      return (await db.query(text)).rows[0];
    } finally {
      await db.close();
    }
  });
}

/** Writes one backup file named with the engine and the time; returns its path. */
export async function backup({ env = process.env, dir, now = new Date() } = {}) {
  const t = target(env);
  const outDir = path.resolve(dir || env.BACKUP_DIR || path.join(root, '.data/backups'));
  mkdirSync(outDir, { recursive: true });
  if (t.engine === 'postgres') {
    const file = path.join(outDir, `kola-postgres-${stamp(now)}.dump`);
    await run(pgBin('pg_dump'), [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${file}`,
      t.url,
    ]);
    return { file, engine: t.engine };
  }
  if (!existsSync(t.dir) || readdirSync(t.dir).length === 0)
    throw new BackupError(`no PGlite database at ${t.dir}`);
  const { PGlite } = await import('@electric-sql/pglite');
  // Opening the directory runs PGlite's recovery first, so a directory left by a crash is
  // backed up as it will be read. A running server holds the lock: it must be stopped first.
  return withLock(t.dir, async () => {
    const db = await PGlite.create(t.dir);
    try {
      await db.query('checkpoint');
      const blob = await db.dumpDataDir('gzip');
      const file = path.join(outDir, `kola-pglite-${stamp(now)}.tar.gz`);
      writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
      return { file, engine: t.engine };
    } finally {
      await db.close();
    }
  });
}

/**
 * Restores a backup file into the server's database. Refuses a non-empty database unless
 * `force`: then PostgreSQL's public schema is replaced in the same transaction as the restore,
 * and a PGlite directory is moved aside (`<dir>.before-restore-<time>`) rather than deleted.
 */
export async function restore({ env = process.env, file, force = false, now = new Date() }) {
  if (!file) throw new BackupError('name the backup file: npm run restore -- <file> [--force]');
  if (!existsSync(file) || !statSync(file).isFile()) throw new BackupError(`no backup file at ${file}`);
  const t = target(env);
  const kind = file.endsWith('.dump') ? 'postgres' : file.endsWith('.tar.gz') ? 'pglite' : null;
  if (kind !== t.engine)
    throw new BackupError(
      `${path.basename(file)} is ${kind ? `a ${kind} backup` : 'not a kola backup'}, the database is ${t.engine === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite (${t.dir})`}`,
    );
  if (t.engine === 'pglite') return withLock(t.dir, () => restorePglite(t, file, force, now));
  const empty = await isEmpty(t);
  if (!empty && !force)
    throw new BackupError(
      'the database is not empty (DATABASE_URL has tables); stop the servers and add --force to replace it',
    );
  const script = spawn(pgBin('pg_restore'), ['--no-owner', '--no-privileges', '--file=-', file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const { PassThrough } = await import('node:stream');
  const input = new PassThrough();
  input.write('drop schema if exists public cascade;\ncreate schema public;\n');
  script.stdout.pipe(input, { end: false });
  // A pg_restore that fails half-way must not commit half a database: end psql's script with
  // an error, so its single transaction rolls back.
  script.on('close', (code) => {
    if (code !== 0) input.write('\nselect pg_restore_failed();\n');
    input.end();
  });
  await run(
    pgBin('psql'),
    [
      '--quiet',
      '--no-psqlrc',
      '--set=ON_ERROR_STOP=1',
      '--single-transaction',
      `--dbname=${t.url}`,
      '--file=-',
    ],
    { input, stdout: 'ignore' },
  );
  return { engine: t.engine, replaced: !empty };
}

async function restorePglite(t, file, force, now) {
  const empty = await isEmpty(t);
  if (!empty && !force)
    throw new BackupError(
      `the database is not empty (${t.dir}); stop the server and add --force to replace it`,
    );
  let movedAside = null;
  if (!empty) {
    movedAside = `${t.dir}.before-restore-${stamp(now)}`;
    renameSync(t.dir, movedAside);
  }
  mkdirSync(t.dir, { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(t.dir, { loadDataDir: new Blob([readFileSync(file)]) });
  try {
    await db.query('select 1');
  } finally {
    await db.close();
  }
  return { engine: t.engine, replaced: !empty, movedAside };
}
