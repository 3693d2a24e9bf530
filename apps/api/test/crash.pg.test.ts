// Nothing lost on a crash, PostgreSQL (docs/money-and-ledger.md#crashes-and-backups): the real
// server in a child process, on this file's own database, is SIGKILLed at seeded random moments
// of a stream of activations, wallet payments and withdrawals, and restarted on the same
// database. After each kill the database is checked as the kill left it; at the end the
// interrupted payments are completed by verify or webhook replay and checked again.
// CRASH_SEED=<n> replays one run.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/database';
import { crashRun } from './crash.run';

const adminUrl = process.env.DATABASE_URL!;
const name = `kola_crash_${randomBytes(6).toString('hex')}`;
let url = '';
let handle: DatabaseHandle;

async function admin(text: string) {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  // A copy of the run's migrated and seeded template (test/global-setup.ts).
  await admin(`create database ${name} template ${inject('kolaTemplate').database!}`);
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  url = u.toString();
  handle = await openDatabase({ databaseUrl: url, pgliteDataDir: 'memory://' });
}, 300_000);
afterAll(async () => {
  await handle?.close();
  await admin(`drop database if exists ${name} with (force)`);
});

describe('SIGKILL in the middle of the money stream, PostgreSQL', () => {
  it('each operation applied fully or not at all, books balanced, interrupted payments completed once', async () => {
    const seed = Number(process.env.CRASH_SEED ?? Math.floor(Math.random() * 2 ** 31));
    const report = await crashRun({
      seed,
      kills: 3,
      workers: 3,
      minAnswers: 20,
      maxAnswers: 60,
      database: { DATABASE_URL: url },
      // PostgreSQL serves several processes: this one reads while the server is down or up.
      withDatabase: (fn) => fn(handle.db),
    });
    expect(report.kills).toHaveLength(3);
    expect(report.final.approved).toBeGreaterThan(0);
  }, 1_200_000);
});
