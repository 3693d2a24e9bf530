import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { checkLedger, postTransaction, type Executor } from '../src/modules/ledger/ledger.repository';
import { startServer, type TestServer } from './helper';

/*
 * The ledger's rules held by the database itself (migrations 0002 and 0004), whatever code
 * writes to it: plain SQL here, not the services.
 */

let server: TestServer;
let db: Database;
let rootId: number;

async function account(code: string) {
  return db
    .selectFrom('ledger_accounts')
    .select(['id', 'balance_kobo'])
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
}

async function wallet(userId: number) {
  return db
    .selectFrom('ledger_accounts')
    .select(['id', 'balance_kobo'])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
}

async function newTransaction(key: string, ex: Executor = db): Promise<number> {
  const row = await ex
    .insertInto('ledger_transactions')
    .values({ idempotency_key: key, kind: 'test', cause_type: 'test', cause_ref: key })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

function entry(transactionId: number, accountId: number, amount: number, userId: number | null = null) {
  return {
    transaction_id: transactionId,
    account_id: accountId,
    user_id: userId,
    amount_kobo: amount,
    kind: 'contra',
    cause_type: 'test',
    cause_ref: String(transactionId),
  };
}

beforeAll(async () => {
  server = await startServer();
  db = server.app.database.db;
  rootId = (await db.selectFrom('users').select('id').where('is_root', '=', true).executeTakeFirstOrThrow())
    .id;
}, 180_000);

afterAll(async () => {
  await server?.close();
}, 120_000);

describe('the ledger in the database', () => {
  it('applies a many-line statement to each balance once, netting lines of the same account', async () => {
    const expense = await account('company:bonus_expense');
    const revenue = await account('company:revenue');
    const root = await wallet(rootId);
    await db.transaction().execute(async (tx) => {
      const t = { id: await newTransaction('trigger:many', tx) };
      await tx
        .insertInto('ledger_entries')
        .values([
          entry(t.id, expense.id, -300),
          entry(t.id, root.id, 100, rootId),
          entry(t.id, root.id, 250, rootId),
          entry(t.id, root.id, -50, rootId),
          entry(t.id, revenue.id, 7),
          entry(t.id, revenue.id, -7),
        ])
        .execute();
    });
    expect((await account('company:bonus_expense')).balance_kobo).toBe(expense.balance_kobo - 300);
    expect((await wallet(rootId)).balance_kobo).toBe(root.balance_kobo + 300);
    expect((await account('company:revenue')).balance_kobo).toBe(revenue.balance_kobo);
    expect(await checkLedger(db)).toEqual([]);
  });

  it('refuses a statement whose transaction does not sum to zero, changing nothing', async () => {
    const expense = await account('company:bonus_expense');
    const root = await wallet(rootId);
    await expect(
      db.transaction().execute(async (tx) => {
        const t = { id: await newTransaction('trigger:unbalanced', tx) };
        await tx
          .insertInto('ledger_entries')
          .values([entry(t.id, expense.id, -100), entry(t.id, root.id, 99, rootId)])
          .execute();
      }),
    ).rejects.toThrow(/unbalanced by -1 kobo/);
    expect((await wallet(rootId)).balance_kobo).toBe(root.balance_kobo);
    expect(
      await db
        .selectFrom('ledger_transactions')
        .select('id')
        .where('idempotency_key', '=', 'trigger:unbalanced')
        .execute(),
    ).toEqual([]);
  });

  it('refuses entries added to a transaction that already has its entries, even balanced ones', async () => {
    const expense = await account('company:bonus_expense');
    const root = await wallet(rootId);
    const t = await newTransaction('trigger:closed');
    await db
      .insertInto('ledger_entries')
      .values([entry(t, expense.id, -10), entry(t, root.id, 10, rootId)])
      .execute();
    await expect(
      db
        .insertInto('ledger_entries')
        .values([entry(t, expense.id, -10), entry(t, root.id, 10, rootId)])
        .execute(),
    ).rejects.toThrow(/already has its entries/);
    expect((await wallet(rootId)).balance_kobo).toBe(root.balance_kobo + 10);
  });

  it('never lets a member wallet go below zero', async () => {
    const root = await wallet(rootId);
    const revenue = await account('company:revenue');
    const t = await newTransaction('trigger:overdraw');
    await expect(
      db
        .insertInto('ledger_entries')
        .values([
          entry(t, root.id, -(root.balance_kobo + 1), rootId),
          entry(t, revenue.id, root.balance_kobo + 1),
        ])
        .execute(),
    ).rejects.toMatchObject({ code: '23514' });
    expect((await wallet(rootId)).balance_kobo).toBe(root.balance_kobo);
  });

  it('keeps entries append-only', async () => {
    await expect(sql`update ledger_entries set amount_kobo = amount_kobo + 1`.execute(db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`delete from ledger_entries`.execute(db)).rejects.toThrow(/append-only/);
  });

  it('posts a thousand wallets in one transaction through the repository', async () => {
    const expense = await account('company:bonus_expense');
    const root = await wallet(rootId);
    const lines = Array.from({ length: 1000 }, (_, i) => ({
      account: { userId: rootId },
      amountKobo: i + 1,
      kind: 'matching_bonus' as const,
      explanation: { line: i, note: `He said "₦1,000" {ok}, \\ back\nslash` },
    }));
    const total = (1000 * 1001) / 2;
    const posted = await db.transaction().execute((tx) =>
      postTransaction(tx, {
        idempotencyKey: 'trigger:thousand',
        kind: 'bonuses',
        causeType: 'test',
        causeRef: 'thousand',
        lines: [
          { account: { company: 'bonus_expense' }, amountKobo: -total, kind: 'matching_bonus' },
          ...lines,
        ],
      }),
    );
    expect(posted).not.toBeNull();
    // Every line stored as given, in order, with its explanation intact.
    const stored = await db
      .selectFrom('ledger_entries')
      .select(['user_id', 'amount_kobo', 'explanation'])
      .where('transaction_id', '=', posted!)
      .orderBy('id')
      .execute();
    expect(stored).toHaveLength(1001);
    expect(stored[0]).toMatchObject({ user_id: null, amount_kobo: -total });
    expect(stored[1]).toEqual({
      user_id: rootId,
      amount_kobo: 1,
      explanation: { line: 0, note: 'He said "₦1,000" {ok}, \\ back\nslash' },
    });
    expect(stored[1000]!.amount_kobo).toBe(1000);
    expect((await wallet(rootId)).balance_kobo).toBe(root.balance_kobo + total);
    expect((await account('company:bonus_expense')).balance_kobo).toBe(expense.balance_kobo - total);
    expect(await checkLedger(db)).toEqual([]);
  });
});
