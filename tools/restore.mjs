#!/usr/bin/env node
// npm run restore -- <backup file> [--force]: puts a backup from `npm run backup` back into the
// server's database (DATABASE_URL, or PGLITE_DATA_DIR). A database that is not empty is replaced
// only with --force (PGlite's directory is then moved aside, not deleted). Stop the servers first.
// docs/money-and-ledger.md#crashes-and-backups
import { BackupError, restore, summary, target } from './backup-lib.mjs';

const args = process.argv.slice(2);
const force = args.includes('--force');
const file = args.find((a) => !a.startsWith('--'));
try {
  const done = await restore({ file, force });
  console.log(
    `[restore] ${file} restored into the ${done.engine} database${done.movedAside ? `; the previous directory was moved to ${done.movedAside}` : ''}`,
  );
  console.log(`[restore] it holds ${JSON.stringify(await summary(target()))}`);
} catch (error) {
  console.error(`[restore] ${error instanceof BackupError ? error.message : (error?.stack ?? error)}`);
  process.exit(1);
}
