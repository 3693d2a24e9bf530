#!/usr/bin/env node
// npm run backup [-- --dir <directory>]: one file with the whole database, named with the engine
// and the time (kola-postgres-20261128T054751Z.dump, kola-pglite-20261128T054751Z.tar.gz), in
// BACKUP_DIR or .data/backups. With PGlite, stop the server first.
// docs/money-and-ledger.md#crashes-and-backups
import { backup, BackupError, summary, target } from './backup-lib.mjs';

const args = process.argv.slice(2);
const dirAt = args.indexOf('--dir');
try {
  const { file, engine } = await backup({ dir: dirAt >= 0 ? args[dirAt + 1] : undefined });
  console.log(`[backup] ${engine} database written to ${file}`);
  console.log(`[backup] it holds ${JSON.stringify(await summary(target()))}`);
} catch (error) {
  console.error(`[backup] ${error instanceof BackupError ? error.message : (error?.stack ?? error)}`);
  process.exit(1);
}
