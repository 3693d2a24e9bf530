// The ledger's checks of migration 0030 (ADR 0023) under concurrency, which only a real PostgreSQL
// server can show: an account cannot disappear under a posting, whichever of the two goes first.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { checkLedger, postTransaction, type Executor } from '../src/modules/ledger/ledger.repository';
import { startServer, type TestServer } from './helper';

let server: TestServer;
let db: Database;
let rootId: number;

beforeAll(async () => {
  server = await startServer();
  expect(server.app.database.driver).toBe('postgres');
  db = server.app.database.db;
  rootId = (await db.selectFrom('users').select('id').where('is_root', '=', true).executeTakeFirstOrThrow())
    .id;
});
afterAll(async () => server?.close());

/** A member (with the wallet the users trigger creates) that has no ledger entries yet. */
async function freshMember(): Promise<{ userId: number; accountId: number }> {
  const key = `race-${Math.random().toString(36).slice(2, 10)}`;
  const { rows } = await sql<{ id: number }>`
    insert into users (first_name, last_name, username, email, phone, password_hash, package_id, reg_package_id,
      sponsor_id)
    select 'Race', 'Member', ${key}, ${key} || '@example.test', ${key}, '-', p.id, p.id, ${rootId}::bigint
    from packages p order by p.id limit 1
    returning id`.execute(db);
  const userId = Number(rows[0]!.id);
  const account = await db
    .selectFrom('ledger_accounts')
    .select('id')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return { userId, accountId: Number(account.id) };
}

const credit = (userId: number, key: string) => ({
  idempotencyKey: key,
  kind: 'test',
  causeType: 'test',
  causeRef: key,
  lines: [
    { account: { company: 'bonus_expense' as const }, amountKobo: -25, kind: 'contra' as const },
    { account: { userId }, amountKobo: 25, kind: 'contra' as const },
  ],
});

/** Until some other session of this database waits for a lock (the statement under test blocks). */
async function untilBlocked(): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`.execute(db);
    if (rows[0]!.n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('no session ever waited for a lock');
}

/** A transaction that runs `first`, then stays open until `release()`. */
function held(first: (tx: Executor) => Promise<void>) {
  let release!: () => void;
  const open = new Promise<void>((resolve) => (release = resolve));
  let ready!: () => void;
  const started = new Promise<void>((resolve) => (ready = resolve));
  const done = db.transaction().execute(async (tx) => {
    await first(tx);
    ready();
    await open;
  });
  done.catch(() => ready());
  return { started, release, done };
}

describe('the ledger under concurrency (migration 0030)', () => {
  it('an account deleted while a posting to it is open waits, then is refused: the entries stay', async () => {
    const { userId, accountId } = await freshMember();
    const posting = held(async (tx) => {
      await postTransaction(tx, credit(userId, `race:post-first:${userId}`));
    });
    await posting.started;
    const deletion = sql`delete from ledger_accounts where id = ${accountId}`.execute(db);
    deletion.catch(() => undefined);
    await untilBlocked();
    posting.release();
    await posting.done;
    await expect(deletion).rejects.toMatchObject({
      code: '23503',
      message: expect.stringMatching(/has entries/),
    });
    expect(
      await db.selectFrom('ledger_accounts').select('balance_kobo').where('id', '=', accountId).execute(),
    ).toEqual([{ balance_kobo: 25 }]);
    expect(await checkLedger(db)).toEqual([]);
  });

  it('a posting to an account whose deletion is open waits, then is refused: nothing is posted', async () => {
    const { userId, accountId } = await freshMember();
    const deletion = held(async (tx) => {
      await sql`delete from ledger_accounts where id = ${accountId}`.execute(tx);
    });
    await deletion.started;
    const key = `race:delete-first:${userId}`;
    const posting = db.transaction().execute((tx) => postTransaction(tx, credit(userId, key)));
    posting.catch(() => undefined);
    await untilBlocked();
    deletion.release();
    await deletion.done;
    await expect(posting).rejects.toMatchObject({
      code: '23503',
      message: expect.stringMatching(/account \d+ does not exist/),
    });
    expect(
      await db.selectFrom('ledger_transactions').select('id').where('idempotency_key', '=', key).execute(),
    ).toEqual([]);
    expect(await checkLedger(db)).toEqual([]);
  });
});
