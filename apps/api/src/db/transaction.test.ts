import type { Transaction } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { inTransaction, type Executor } from './transaction';
import type { DB } from './types';

/** A stand-in database whose transactions fail with these error codes, in order, then succeed. */
function fakeDb(failures: (string | undefined)[] = []) {
  const tx = { isTransaction: true } as unknown as Transaction<DB>;
  const builder = {
    setIsolationLevel: vi.fn(() => builder),
    execute: vi.fn(async <T>(fn: (tx: Transaction<DB>) => Promise<T>) => {
      const result = await fn(tx);
      const code = failures.shift();
      if (code) throw Object.assign(new Error(`failed with ${code}`), { code });
      return result;
    }),
  };
  const db = { isTransaction: false, transaction: vi.fn(() => builder) };
  return { db: db as unknown as Executor, builder, tx, transactions: db.transaction };
}

describe('inTransaction', () => {
  it('runs the function in one transaction and answers its result', async () => {
    const { db, tx, transactions } = fakeDb();
    const fn = vi.fn(async (t: Transaction<DB>) => (t === tx ? 'done' : 'wrong executor'));
    expect(await inTransaction(db, fn)).toBe('done');
    expect(transactions).toHaveBeenCalledTimes(1);
  });

  it.each(['40001', '40P01'])('runs it again after %s (serialization failure, deadlock)', async (code) => {
    const { db, builder } = fakeDb([code, code]);
    const fn = vi.fn(async () => 'done');
    expect(await inTransaction(db, fn)).toBe('done');
    expect(builder.execute).toHaveBeenCalledTimes(3);
    expect(fn).toHaveBeenCalledTimes(3);
  });

  it('gives up after four attempts with the last error', async () => {
    const { db, builder } = fakeDb(['40001', '40001', '40001', '40001', '40001']);
    await expect(inTransaction(db, async () => 'done')).rejects.toMatchObject({ code: '40001' });
    expect(builder.execute).toHaveBeenCalledTimes(4);
  });

  it('never retries another error (a constraint, a refusal of the service)', async () => {
    const { db, builder } = fakeDb(['23505']);
    await expect(inTransaction(db, async () => 'done')).rejects.toMatchObject({ code: '23505' });
    const refused = fakeDb();
    await expect(
      inTransaction(refused.db, async () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(builder.execute).toHaveBeenCalledTimes(1);
    expect(refused.builder.execute).toHaveBeenCalledTimes(1);
  });

  it('joins a transaction already open instead of opening another', async () => {
    const { tx } = fakeDb();
    const fn = vi.fn(async (t: Transaction<DB>) => t);
    expect(await inTransaction(tx, fn)).toBe(tx);
  });

  it('sets the isolation level when asked', async () => {
    const { db, builder } = fakeDb();
    await inTransaction(db, async () => 'done', { isolation: 'repeatable read' });
    expect(builder.setIsolationLevel).toHaveBeenCalledWith('repeatable read');
  });
});
