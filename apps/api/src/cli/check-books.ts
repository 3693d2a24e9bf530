// Checks the books of a live database (docs/money-and-ledger.md#checking-the-books): every
// balance equals the sum of its entries, every ledger transaction sums to zero, no member wallet
// is negative. Read-only. The database of the server's configuration (DATABASE_URL, else PGlite
// at PGLITE_DATA_DIR: stop the server first then, as PGlite is one process's database).
//
//   npm run check-books            (exit 0: balanced; 1: they do not balance; 2: could not check)
import { pathToFileURL } from 'node:url';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/database';
import type { Executor } from '../db/transaction';
import { BOOKS_MISMATCH, checkBooks } from '../modules/ledger/ledger.books';

/** Prints the report and answers the exit code. */
export async function checkBooksCommand(
  db: Executor,
  out: { log(line: string): void; error(line: string): void } = console,
): Promise<number> {
  const report = await checkBooks(db);
  if (report.balanced) {
    out.log(`The books balance: ${report.accounts} accounts, ${report.transactions} ledger transactions.`);
    return 0;
  }
  const banner = '!'.repeat(72);
  out.error(banner);
  out.error(`${BOOKS_MISMATCH}: ${report.problems.length} problem(s)`);
  for (const p of report.problems) out.error(`  ${p.problem}: ${JSON.stringify(p.detail)}`);
  out.error(banner);
  return 1;
}

async function main(): Promise<number> {
  let database;
  try {
    database = await openDatabase(loadConfig());
  } catch (error) {
    console.error(
      error instanceof ConfigError ? error.message : `Could not open the database: ${String(error)}`,
    );
    return 2;
  }
  try {
    return await checkBooksCommand(database.db);
  } catch (error) {
    console.error(`Could not check the books: ${String(error)}`);
    return 2;
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().then((code) => process.exit(code));
}
