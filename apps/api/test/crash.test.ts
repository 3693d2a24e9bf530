// Nothing lost on a crash, PGlite with its data directory on disk
// (docs/money-and-ledger.md#crashes-and-backups): the real server in a child process is
// SIGKILLed at seeded random moments of a stream of activations, wallet payments and
// withdrawals, and restarted on the same directory. After each kill the directory is opened
// here (the server is down) and checked; at the end the interrupted payments are completed by
// verify or webhook replay and checked again. CRASH_SEED=<n> replays one run.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/database';
import { crashRun } from './crash.run';

const dir = mkdtempSync(path.join(tmpdir(), 'kola-crash-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function withDataDir<T>(dataDir: string, fn: (db: Database) => Promise<T>, loadDataDir?: Blob) {
  const handle = await openDatabase({ databaseUrl: null, pgliteDataDir: dataDir }, { loadDataDir });
  try {
    return await fn(handle.db);
  } finally {
    await handle.close();
  }
}

describe('SIGKILL in the middle of the money stream, PGlite on disk', () => {
  it('each operation applied fully or not at all, books balanced, interrupted payments completed once', async () => {
    const seed = Number(process.env.CRASH_SEED ?? Math.floor(Math.random() * 2 ** 31));
    const dataDir = path.join(dir, 'pglite');
    // The run's migrated and seeded template written to disk (test/global-setup.ts), so the
    // child server's first start skips initdb.
    const snapshot = inject('kolaTemplate').snapshot!;
    await withDataDir(dataDir, async () => undefined, new Blob([readFileSync(snapshot)]));
    const report = await crashRun({
      seed,
      kills: 3,
      workers: 3,
      minAnswers: 20,
      maxAnswers: 60,
      database: { PGLITE_DATA_DIR: dataDir },
      withDatabase: (fn) => withDataDir(dataDir, fn),
    });
    expect(report.kills).toHaveLength(3);
    expect(report.final.approved).toBeGreaterThan(0);
  }, 1_200_000);
});
