import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import {
  checkLedger,
  IdempotencyConflictError,
  postTransaction,
  type Executor,
} from '../src/modules/ledger/ledger.repository';
import { checkBooksCommand } from '../src/cli/check-books';
import { BOOKS_MISMATCH, scheduleBooksCheck } from '../src/modules/ledger/ledger.books';
import { startServer, type TestServer } from './helper';

/*
 * The ledger's rules held by the database itself (migrations 0002, 0004, 0019 and 0030), whatever
 * code writes to it: plain SQL here, not the services.
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

  // Since 0030 the statement trigger checks what ledger_entries' three foreign keys checked, for
  // the whole statement (ADR 0023): each of these fails if that check is missing.
  async function balances() {
    return (
      await db.selectFrom('ledger_accounts').select(['id', 'balance_kobo']).orderBy('id').execute()
    ).map((a) => `${a.id}:${a.balance_kobo}`);
  }

  async function secondMember(): Promise<number> {
    const key = `ledger-other-${Math.random().toString(36).slice(2, 8)}`;
    const row = await sql<{ id: number }>`
      insert into users (first_name, last_name, username, email, phone, password_hash, package_id, reg_package_id,
        sponsor_id)
      select 'Other', 'Member', ${key}, ${key} || '@example.test', ${key}, '-', p.id, p.id, ${rootId}::bigint
      from packages p order by p.id limit 1
      returning id`.execute(db);
    return Number(row.rows[0]!.id);
  }

  it('refuses an entry of a ledger transaction that does not exist, among good lines, changing nothing', async () => {
    const expense = await account('company:bonus_expense');
    const root = await wallet(rootId);
    const before = await balances();
    const t = await newTransaction('trigger:no-transaction');
    const missing = t + 1_000_000;
    await expect(
      db
        .insertInto('ledger_entries')
        .values([
          entry(t, expense.id, -10),
          entry(t, root.id, 10, rootId),
          entry(missing, expense.id, -5),
          entry(missing, root.id, 5, rootId),
        ])
        .execute(),
    ).rejects.toMatchObject({
      code: '23503',
      message: expect.stringMatching(/transaction \d+ does not exist/),
    });
    expect(await balances()).toEqual(before);
    expect(
      await db.selectFrom('ledger_entries').select('id').where('transaction_id', '=', t).execute(),
    ).toEqual([]);
  });

  it('refuses an entry for an account that does not exist, changing nothing', async () => {
    const expense = await account('company:bonus_expense');
    const root = await wallet(rootId);
    const before = await balances();
    const t = await newTransaction('trigger:no-account');
    const { max } = await db
      .selectFrom('ledger_accounts')
      .select((eb) => eb.fn.max('id').as('max'))
      .executeTakeFirstOrThrow();
    await expect(
      db
        .insertInto('ledger_entries')
        .values([entry(t, expense.id, -15), entry(t, root.id, 10, rootId), entry(t, Number(max) + 1_000, 5)])
        .execute(),
    ).rejects.toMatchObject({ code: '23503', message: expect.stringMatching(/account \d+ does not exist/) });
    expect(await balances()).toEqual(before);
  });

  it("refuses an entry whose member is not its account's owner (another member, a company account, none)", async () => {
    const expense = await account('company:bonus_expense');
    const root = await wallet(rootId);
    const other = await secondMember();
    const before = await balances();
    const attempts: [string, ReturnType<typeof entry>[]][] = [
      // The root's wallet, said to be another member's.
      ['another', [entry(0, expense.id, -10), entry(0, root.id, 10, other)]],
      // A company account said to be a member's.
      ['company', [entry(0, expense.id, -10, rootId), entry(0, root.id, 10, rootId)]],
      // A member's wallet without its member.
      ['none', [entry(0, expense.id, -10), entry(0, root.id, 10, null)]],
      // A member that does not exist (the foreign key to users refused this before 0030).
      ['missing', [entry(0, expense.id, -10), entry(0, root.id, 10, other + 1_000_000)]],
    ];
    for (const [name, lines] of attempts) {
      const t = await newTransaction(`trigger:owner:${name}`);
      await expect(
        db
          .insertInto('ledger_entries')
          .values(lines.map((l) => ({ ...l, transaction_id: t })))
          .execute(),
        name,
      ).rejects.toMatchObject({ code: '23503', message: expect.stringMatching(/does not belong to member/) });
    }
    expect(await balances()).toEqual(before);
    expect(await checkLedger(db)).toEqual([]);
  });

  it('never deletes, renumbers, re-owns or truncates away an account or transaction that has entries', async () => {
    const root = await wallet(rootId);
    const revenue = await account('company:revenue');
    const other = await secondMember();
    const fresh = await wallet(other);
    // The root's wallet and the revenue account have entries by now.
    expect(await checkLedger(db)).toEqual([]);
    await expect(sql`delete from ledger_accounts where id = ${root.id}`.execute(db)).rejects.toMatchObject({
      code: '23503',
      message: expect.stringMatching(/has entries/),
    });
    await expect(sql`delete from ledger_accounts where id = ${revenue.id}`.execute(db)).rejects.toThrow(
      /has entries/,
    );
    await expect(
      sql`update ledger_accounts set id = id + 1000000 where id = ${revenue.id}`.execute(db),
    ).rejects.toThrow(/has entries/);
    await expect(
      sql`update ledger_accounts set user_id = ${other} where id = ${root.id}`.execute(db),
    ).rejects.toThrow(/has entries/);
    // Ledger transactions are append-only (0002), whatever refers to them.
    await expect(sql`delete from ledger_transactions`.execute(db)).rejects.toThrow(/append-only/);
    // TRUNCATE runs no row triggers: the accounts or transactions go only together with the entries.
    for (const table of ['ledger_accounts', 'ledger_transactions']) {
      await expect(
        db.transaction().execute(async (tx) => {
          await sql`truncate ${sql.table(table)}`.execute(tx);
          throw new Error(`truncated ${table}`);
        }),
      ).rejects.toMatchObject({ code: '23503', message: expect.stringMatching(/ledger entries refer to/) });
    }
    // An account without entries is as free as before: its other columns, and (with no member
    // owning it any more) its deletion.
    await sql`update ledger_accounts set created_at = created_at where id = ${fresh.id}`.execute(db);
    await db.transaction().execute(async (tx) => {
      await sql`delete from ledger_accounts where id = ${fresh.id}`.execute(tx);
      await sql`insert into ledger_accounts (code, user_id, kind) values (${`member:${other}`}, ${other}, 'member_wallet')`.execute(
        tx,
      );
    });
    expect(
      await db.selectFrom('ledger_accounts').select('id').where('id', '=', root.id).execute(),
    ).toHaveLength(1);
    expect(await checkLedger(db)).toEqual([]);
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

  it('lets only the ledger change a balance', async () => {
    const revenue = await account('company:revenue');
    await expect(
      sql`update ledger_accounts set balance_kobo = balance_kobo + 1 where code = 'company:revenue'`.execute(
        db,
      ),
    ).rejects.toThrow(/only the ledger changes a balance/);
    await expect(
      sql`insert into ledger_accounts (code, kind, balance_kobo) values ('company:extra', 'company', 5)`.execute(
        db,
      ),
    ).rejects.toThrow(/only the ledger changes a balance/);
    // The ledger's own flag is gone once its statement ends, even in the same transaction.
    await expect(
      db.transaction().execute(async (tx) => {
        await postTransaction(tx, {
          idempotencyKey: 'trigger:flag-off',
          kind: 'test',
          causeType: 'test',
          causeRef: 'flag-off',
          lines: [
            { account: { company: 'bonus_expense' }, amountKobo: -3, kind: 'contra' },
            { account: { company: 'revenue' }, amountKobo: 3, kind: 'contra' },
          ],
        });
        await sql`update ledger_accounts set balance_kobo = 0 where code = 'company:revenue'`.execute(tx);
      }),
    ).rejects.toThrow(/only the ledger changes a balance/);
    expect((await account('company:revenue')).balance_kobo).toBe(revenue.balance_kobo);
    // Other columns stay writable, and a balance set to what it already is changes nothing.
    await sql`update ledger_accounts set balance_kobo = balance_kobo where code = 'company:revenue'`.execute(
      db,
    );
    expect(await checkLedger(db)).toEqual([]);
  });

  it('refuses a replayed idempotency key with other lines, and accepts the same lines as a no-op', async () => {
    const post = (amount: number, kind: 'contra' | 'payment' = 'contra') =>
      postTransaction(db, {
        idempotencyKey: 'trigger:replay',
        kind: 'test',
        causeType: 'test',
        causeRef: 'replay',
        lines: [
          { account: { company: 'bonus_expense' }, amountKobo: -amount, kind },
          { account: { userId: rootId }, amountKobo: amount, kind },
        ],
      });
    const root = await wallet(rootId);
    expect(await post(40)).not.toBeNull();
    expect(await post(40)).toBeNull();
    await expect(post(41)).rejects.toBeInstanceOf(IdempotencyConflictError);
    await expect(post(40, 'payment')).rejects.toThrow(/already posted with other lines/);
    expect((await wallet(rootId)).balance_kobo).toBe(root.balance_kobo + 40);
  });

  it('check-books: exit 0 on balanced books, 1 with a loud message on a mismatch; the daily check logs it', async () => {
    const lines: string[] = [];
    const out = { log: (l: string) => lines.push(l), error: (l: string) => lines.push(`ERR ${l}`) };
    expect(await checkBooksCommand(db, out)).toBe(0);
    expect(lines.join('\n')).toMatch(/The books balance: \d+ accounts, \d+ ledger transactions/);

    // A balance changed behind the ledger's back (someone sets the ledger's own flag by hand).
    const revenue = await account('company:revenue');
    const setRevenue = (kobo: number) =>
      db.transaction().execute(async (tx) => {
        await sql`select set_config('kola.ledger_posting', 'on', true)`.execute(tx);
        await sql`update ledger_accounts set balance_kobo = ${kobo} where code = 'company:revenue'`.execute(
          tx,
        );
      });
    await setRevenue(revenue.balance_kobo + 1);
    try {
      lines.length = 0;
      expect(await checkBooksCommand(db, out)).toBe(1);
      expect(lines.join('\n')).toContain(`ERR ${BOOKS_MISMATCH}: 1 problem(s)`);
      expect(lines.join('\n')).toMatch(/balance differs from its entries.*company:revenue/);

      // The scheduler's daily check says it loudly in the log.
      const logged: { level: string; msg: string; problems?: unknown[] }[] = [];
      const fake = {
        log: {
          info: (o: object, msg: string) => logged.push({ level: 'info', msg, ...o }),
          fatal: (o: object, msg: string) => logged.push({ level: 'fatal', msg, ...o }),
          error: (o: object, msg: string) => logged.push({ level: 'error', msg, ...o }),
        },
        hooks: {} as Record<string, () => Promise<void>>,
        addHook(name: string, fn: () => Promise<void>) {
          this.hooks[name] = fn;
        },
      };
      scheduleBooksCheck(fake as never, db, 20);
      await fake.hooks.onReady!();
      await new Promise((resolve) => setTimeout(resolve, 200));
      await fake.hooks.onClose!();
      expect(logged.some((l) => l.level === 'fatal' && l.msg === BOOKS_MISMATCH)).toBe(true);
    } finally {
      await setRevenue(revenue.balance_kobo);
    }
    expect(await checkBooksCommand(db, out)).toBe(0);
  });
});
