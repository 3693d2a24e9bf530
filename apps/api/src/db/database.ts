import { mkdirSync } from 'node:fs';
import { Kysely, PostgresDialect, sql } from 'kysely';
import type { Config } from '../config';
import { lockDataDir } from './dataDirLock';
import type { DB } from './types';

export type Database = Kysely<DB>;

/** Runs plain SQL text (several statements allowed) on one pinned connection. */
export type ScriptRunner = (text: string) => Promise<Record<string, unknown>[]>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /**
   * PostgreSQL only: one connection of its own, outside `db`'s pool, for work that a transaction
   * of that pool waits on: a matching run's member state (docs/adr/0025-matching-state-beside-the-run.md).
   * From the pool itself it could wait for a connection held by requests that wait for the run.
   */
  sideDb?: Database;
  /** Pins one connection for `fn`, which may run multi-statement scripts (migrations). */
  withScript<T>(fn: (run: ScriptRunner) => Promise<T>): Promise<T>;
  /** PGlite only: a snapshot of the data directory, for `OpenOptions.loadDataDir`. */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

/** Connections of the server's PostgreSQL pool (`db`), besides its one side connection. */
export const POOL_SIZE = 10;

const INT8 = 20;
const NUMERIC = 1700;

/**
 * bigint (kobo, ids) and numeric (percentages) come back as JS numbers from both drivers:
 * node-postgres hands int8 over as a string and PGlite as a number or a bigint, so both are
 * given these parsers. An int8 beyond 2^53 would lose kobo, so it is refused, never rounded.
 */
export function parseInt8(value: string): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n) || String(n) !== value.replace(/^\+/, '')) {
    throw new RangeError(`An int8 beyond the exact range of a JS number: ${value}`);
  }
  return n;
}

function toNumber(value: string): number {
  const n = Number(value);
  if (!Number.isFinite(n)) throw new RangeError(`Unexpected numeric value from the database: ${value}`);
  return n;
}

export interface OpenOptions {
  /**
   * PGlite only: start from this data directory snapshot (`dumpDataDir`) instead of an empty
   * cluster. The tests restore one migrated and seeded snapshot per server (test/global-setup.ts).
   */
  loadDataDir?: Blob;
}

/**
 * PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite (one in-process
 * connection, data directory from PGLITE_DATA_DIR).
 */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'pgliteDataDir'>,
  options: OpenOptions = {},
): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    const pg = (await import('pg')).default;
    pg.types.setTypeParser(INT8, parseInt8);
    pg.types.setTypeParser(NUMERIC, toNumber);
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: POOL_SIZE });
    // An idle connection that the server ends (a restart, an administrator's terminate, a
    // database dropped at shutdown) is an 'error' on the pool; pg-pool has already dropped it
    // and opens a new one when needed. Without a listener Node would stop the process.
    let closing = false;
    pool.on('error', (error) => {
      if (!closing)
        console.warn(`PostgreSQL: an idle connection was lost (${error.message}); it is replaced.`);
    });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    // Connects on its first query only: most processes never use it.
    const sidePool = new pg.Pool({ connectionString: config.databaseUrl, max: 1 });
    sidePool.on('error', (error) => {
      if (!closing)
        console.warn(`PostgreSQL: an idle connection was lost (${error.message}); it is replaced.`);
    });
    const sideDb = new Kysely<DB>({ dialect: new PostgresDialect({ pool: sidePool }) });
    return {
      db,
      sideDb,
      driver: 'postgres',
      async withScript(fn) {
        const client = await pool.connect();
        try {
          return await fn(async (text) => {
            const result = (await client.query(text)) as unknown as
              { rows: Record<string, unknown>[] } | { rows: Record<string, unknown>[] }[];
            const last = Array.isArray(result) ? result[result.length - 1] : result;
            return last?.rows ?? [];
          });
        } finally {
          client.release();
        }
      },
      close: async () => {
        closing = true;
        await Promise.all([db.destroy(), sideDb.destroy()]);
      },
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { PGliteDialect } = await import('kysely-pglite-dialect');
  const dataDir = config.pgliteDataDir;
  let unlock = () => undefined as void;
  if (!dataDir.startsWith('memory://')) {
    mkdirSync(dataDir, { recursive: true });
    // One process per data directory: a second one would corrupt it (src/db/dataDirLock.ts).
    unlock = lockDataDir(dataDir);
  }
  let pglite;
  try {
    pglite = await PGlite.create(dataDir, {
      parsers: { [INT8]: parseInt8, [NUMERIC]: toNumber },
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
  } catch (error) {
    unlock();
    throw error;
  }
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    driver: 'pglite',
    dumpDataDir: () => pglite.dumpDataDir('none'),
    async withScript(fn) {
      return fn(async (text) => {
        const results = await pglite.exec(text);
        return (results[results.length - 1]?.rows ?? []) as Record<string, unknown>[];
      });
    },
    async close() {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
      unlock();
    },
  };
}

export async function ping(db: Database): Promise<void> {
  await sql`select 1`.execute(db);
}
