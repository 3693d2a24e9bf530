import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { repeatWhileUp } from '../../lib/repeat';
import { checkLedger, type Executor, type LedgerProblem } from './ledger.repository';

/**
 * The books of a live database: every balance equals the sum of its entries, every ledger
 * transaction sums to zero, no member wallet is negative (docs/money-and-ledger.md#checking-the-books).
 */
export interface BooksReport {
  balanced: boolean;
  accounts: number;
  transactions: number;
  problems: LedgerProblem[];
}

export async function checkBooks(db: Executor): Promise<BooksReport> {
  const problems = await checkLedger(db);
  const { rows } = await sql<{ accounts: number | string; transactions: number | string }>`
    select (select count(*) from ledger_accounts) as accounts,
           (select count(*) from ledger_transactions) as transactions`.execute(db);
  return {
    balanced: problems.length === 0,
    accounts: Number(rows[0]!.accounts),
    transactions: Number(rows[0]!.transactions),
    problems,
  };
}

/** The loud line of a mismatch (logs and the command's output say the same). */
export const BOOKS_MISMATCH = 'THE BOOKS DO NOT BALANCE';

/** Once a day every server checks the books and logs loudly when they do not balance (read-only). */
export function scheduleBooksCheck(app: FastifyInstance, db: Executor, everyMs = 24 * 60 * 60 * 1000): void {
  repeatWhileUp(app, { everyMs, failure: 'the daily check of the books failed' }, async () => {
    const report = await checkBooks(db);
    if (report.balanced) {
      app.log.info({ accounts: report.accounts, transactions: report.transactions }, 'the books balance');
    } else {
      app.log.fatal(
        { problems: report.problems.slice(0, 50), count: report.problems.length },
        BOOKS_MISMATCH,
      );
    }
  });
}
