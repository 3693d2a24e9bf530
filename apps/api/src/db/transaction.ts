import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from './types';

/** A database handle or an open transaction: what every repository function runs on. */
export type Executor = Kysely<DB> | Transaction<DB>;

export interface TransactionOptions {
  /** PostgreSQL's default (read committed) unless set. */
  isolation?: 'read committed' | 'repeatable read' | 'serializable';
  /** `set transaction read only`: a preview that must not write anything. */
  readOnly?: boolean;
}

/** serialization_failure and deadlock_detected: the whole transaction may simply be run again. */
const RETRYABLE = new Set(['40001', '40P01']);
const ATTEMPTS = 4;

/**
 * Runs `fn` in one database transaction. A serialization failure or a deadlock rolls it back and
 * runs it again (at most four attempts, with a short random pause), so `fn` must not have effects
 * outside the database. Called with a transaction already open, `fn` simply runs in it: the
 * outer transaction commits or retries the whole.
 */
export async function inTransaction<T>(
  db: Executor,
  fn: (tx: Transaction<DB>) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  if (db.isTransaction) return fn(db as Transaction<DB>);
  for (let attempt = 1; ; attempt++) {
    try {
      let builder = db.transaction();
      if (options.isolation) builder = builder.setIsolationLevel(options.isolation);
      return await builder.execute(async (tx) => {
        if (options.readOnly) await sql`set transaction read only`.execute(tx);
        return fn(tx);
      });
    } catch (error) {
      const code = (error as { code?: string } | null)?.code;
      if (!code || !RETRYABLE.has(code) || attempt >= ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.random() * 20));
    }
  }
}
